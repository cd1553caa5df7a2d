import 'server-only'
// The campaign file in the body of POST /import/file: a file upload's parts, found without the FormData
// reader's one long pass over 20 MB, and the file's text.
import { AppError } from '@/lib/errors'
import { PASSPHRASE_FIELD } from './creation-passphrase'
import type { FileBodyKind } from './import-request'

/** A part of a multipart/form-data body: its field name, its file name if it is a file, and its bytes. */
export interface FormPart {
  name: string
  filename: string | null
  data: Uint8Array
}

const CRLF = Buffer.from('\r\n')

/**
 * The parts of a multipart/form-data body (RFC 7578), found with Buffer#indexOf, which reads a 20 MB file
 * part in a few milliseconds where the standard FormData reader holds the server ten times as long. Null for
 * a body it does not read as a well-formed form: the caller then reads it with FormData.
 */
export function formParts(body: Buffer, contentType: string): FormPart[] | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const delimiter = boundary ? `--${boundary[1] ?? boundary[2]}` : null
  if (!delimiter) return null
  // Each part starts after a CRLF and the delimiter; the first delimiter may open the body.
  const between = Buffer.from(`\r\n${delimiter}`)
  let at: number
  if (body.subarray(0, delimiter.length).toString('latin1') === delimiter) {
    at = delimiter.length
  } else {
    const first = body.indexOf(between)
    if (first < 0) return null
    at = first + between.length
  }
  const parts: FormPart[] = []
  for (;;) {
    // After a delimiter: "--" closes the body, a CRLF opens the next part (whitespace may come between).
    while (body[at] === 0x20 || body[at] === 0x09) at++
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts
    if (!body.subarray(at, at + 2).equals(CRLF)) return null
    const headersEnd = body.indexOf('\r\n\r\n', at)
    if (headersEnd < 0) return null
    const headers = body
      .subarray(at + 2, headersEnd)
      .toString('utf8')
      .split('\r\n')
    const end = body.indexOf(between, headersEnd + 4)
    if (end < 0) return null
    const disposition = headers.find((h) => /^content-disposition\s*:/i.test(h))
    const name = disposition && /;\s*name="([^"]*)"/i.exec(disposition)
    if (!disposition || !/:\s*form-data\s*(;|$)/i.test(disposition) || !name) return null
    const filename = /;\s*filename="([^"]*)"/i.exec(disposition)
    parts.push({ name: name[1]!, filename: filename ? filename[1]! : null, data: body.subarray(headersEnd + 4, end) })
    at = end + between.length
  }
}

/**
 * The campaign file's text (the body itself, or the `file` field of a file upload) and the upload's passphrase.
 * The text is decoded whole (Buffer#toString: 15 ms for 20 MB, where decoding it in steps took longer at once
 * to join); a file upload's leading byte order mark is dropped, as the FormData reader's File#text drops it.
 */
export async function campaignFileText(body: Buffer, contentType: string, kind: FileBodyKind): Promise<{ text: string; passphrase: unknown }> {
  if (kind === 'json') return { text: body.toString('utf8'), passphrase: null }
  const parts = formParts(body, contentType)
  if (!parts) return formDataText(body, contentType)
  const file = parts.find((p) => p.name === 'file')
  const passphrase = parts.find((p) => p.name === PASSPHRASE_FIELD)
  if (!file || file.filename === null || file.data.byteLength === 0) throw new AppError('BAD_FILE', 'empty')
  const text = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength).toString('utf8')
  return {
    text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text,
    passphrase: passphrase && passphrase.filename === null ? Buffer.from(passphrase.data).toString('utf8') : null,
  }
}

/** The same read by the standard FormData reader, in one go, for a form formParts does not read. */
async function formDataText(body: Buffer, contentType: string): Promise<{ text: string; passphrase: unknown }> {
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new AppError('BAD_FILE', 'not-a-campaign-file')
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) throw new AppError('BAD_FILE', 'empty')
  return { text: await file.text(), passphrase: form.get(PASSPHRASE_FIELD) }
}
