// The campaign file route (POST /import/file): what it takes before reading a byte, and the body read as a
// stream that stops past the limit. No framework imports, so that proxy.ts refuses an announced oversized
// file with the same rule before Next buffers it.
import { CAMPAIGN_FILE_MAX_BYTES } from '@/lib/campaign'
import type { HeaderSource } from './public-origin'

export const CAMPAIGN_FILE_ROUTE = '/import/file'

/** A file upload wraps the file in a few hundred bytes of form fields; 64 KB is far more than they take. */
export const CAMPAIGN_FILE_BODY_MAX_BYTES = CAMPAIGN_FILE_MAX_BYTES + 64 * 1024

export type FileBodyKind = 'form' | 'json'

/** The words of a refusal are the app's (ImportFile namespace), in the request's language. */
export type FileRefusal = { status: 413; problem: 'too-large' } | { status: 415; problem: 'wrong-type' }

const TOO_LARGE: FileRefusal = { status: 413, problem: 'too-large' }

export function fileBodyKind(headers: HeaderSource): FileBodyKind | null {
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type === 'multipart/form-data') return 'form'
  if (type === 'application/json') return 'json'
  return null
}

/** Refuses, from the headers alone, a body of another type or one announced over the limit. */
export function campaignFileRefusal(method: string, headers: HeaderSource): FileRefusal | null {
  if (method.toUpperCase() !== 'POST') return null
  if (!fileBodyKind(headers)) return { status: 415, problem: 'wrong-type' }
  if (Number(headers.get('content-length') ?? '0') > CAMPAIGN_FILE_BODY_MAX_BYTES) return TOO_LARGE
  return null
}

/** Bytes read or copied between two pauses of readBodyUpTo: about a millisecond of work. */
const BYTES_PER_STEP = 1024 * 1024

/** Lets the event loop serve other requests. */
const pause = () => new Promise((resolve) => setImmediate(resolve))

/**
 * The body, read chunk by chunk and dropped as soon as it passes `max` bytes (a body sent without a length).
 * Read with pauses: the body is already buffered (proxy.ts), so each chunk comes at once, and 20 MB read
 * and copied without a pause held the server for a tenth of a second.
 */
export async function readBodyUpTo(request: Request, max: number): Promise<Buffer | 'too-large'> {
  const reader = request.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  let sincePause = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return 'too-large'
    }
    chunks.push(value)
    sincePause += value.byteLength
    if (sincePause > BYTES_PER_STEP) {
      sincePause = 0
      await pause()
    }
  }
  // Most often one chunk: the body Next buffered, read whole.
  if (chunks.length === 1) return Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength)
  const body = Buffer.allocUnsafe(size)
  let at = 0
  sincePause = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
    sincePause += chunk.byteLength
    if (sincePause > BYTES_PER_STEP) {
      sincePause = 0
      await pause()
    }
  }
  return body
}

/** A browser's own form submission (no script): it is answered with a page to go to, not a status. */
export function isFormNavigation(headers: HeaderSource): boolean {
  return headers.get('sec-fetch-mode') === 'navigate' || (headers.get('accept') ?? '').includes('text/html')
}
