// What a request must show before it may change anything (issue: forged requests). A browser sends
// Origin and Sec-Fetch-Site with every write; a page of another origin, even a sibling port or subdomain
// that SameSite=Lax lets the cookie through from, is refused. Scripts (curl) send neither and are judged
// by their link alone.
import type { HeaderSource } from './public-origin'

export const JSON_BODY_MAX_BYTES = 64 * 1024

export type GuardRefusal = { status: 403; reason: 'foreign-origin' } | { status: 415; reason: 'not-json' } | { status: 413; reason: 'too-large' }

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A write from another site or origin, judged by the headers every browser sends. */
export function foreignWrite(method: string, headers: HeaderSource, expectedOrigin: string): boolean {
  if (!WRITES.has(method.toUpperCase())) return false
  // Browsers say where a request comes from; a page with no-referrer (a personal link's) sends Origin "null",
  // so Sec-Fetch-Site decides when it is there.
  const site = headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = headers.get('origin')
  return origin !== null && origin !== expectedOrigin
}

/** The JSON API takes JSON only (a text/plain body is how a foreign form forges one), and small. */
export function jsonApiRefusal(method: string, headers: HeaderSource): GuardRefusal | null {
  if (!WRITES.has(method.toUpperCase())) return null
  const type = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return { status: 415, reason: 'not-json' }
  const length = Number(headers.get('content-length') ?? '0')
  if (length > JSON_BODY_MAX_BYTES) return { status: 413, reason: 'too-large' }
  return null
}

/** Reads a JSON body, refusing past `max` bytes even when no length was announced. */
export async function readJsonBody(request: Request, max = JSON_BODY_MAX_BYTES): Promise<{ ok: true; value: unknown } | { ok: false; status: 400 | 413 }> {
  const reader = request.body?.getReader()
  if (!reader) return { ok: false, status: 400 }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return { ok: false, status: 413 }
    }
    chunks.push(value)
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }
  } catch {
    return { ok: false, status: 400 }
  }
}

/** Deeper than any argument a page sends to a server action (a refit's list of changes is a few levels). */
export const ACTION_BODY_MAX_DEPTH = 64

/**
 * Whether a server action's body is one Next can decode: its arguments as JSON text (text/plain), nested
 * at most ACTION_BODY_MAX_DEPTH, or a form. Anything else reached Next's decoder and was answered 500.
 */
export function malformedActionBody(contentType: string | null, body: string): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') return false
  if (type !== 'text/plain') return true
  if (jsonDeeperThan(body, ACTION_BODY_MAX_DEPTH)) return true
  try {
    JSON.parse(body)
    return false
  } catch {
    return true
  }
}

/** Brackets opened and not closed, outside strings, past `limit`: read without parsing (or recursion). */
function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}
