import 'server-only'
// A campaign page asked again at the same state, by the same link, in the same language, is sent as it was the
// first time (with a nonce of its own) instead of being rendered again: the production server asks here first
// (bin/rim-command-server.mjs). A page not kept yet is rendered by Next as ever, and its answer kept as it goes
// out. KEPT_PAGES_MB bounds the memory (64 by default); 0 turns it off.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getDb, type Db } from '@/db/client'
import { newNonce } from '../http/content-security-policy'
import { answerWith, encodingOf, KeptAnswers, keptAnswer, nonceOf } from './kept-answers'
import { keptPageKey } from './page-key'

const NOT_KEPT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

export function keptPagesBytes(env: Record<string, string | undefined> = process.env): number {
  const megabytes = Number(env.KEPT_PAGES_MB ?? 64)
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : 0
}

type Chunk = string | Uint8Array | null | undefined

function asBuffer(chunk: Chunk, encoding: unknown): Buffer | null {
  if (chunk === null || chunk === undefined || typeof chunk === 'function') return null
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
}

/** Calls `keep` with the answer once it is sent whole: a 200 that sets no cookie, in an encoding known here. */
function keepWhenSent(res: ServerResponse, limit: number, keep: (headers: [string, string][], body: Buffer) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  let over = false
  const collect = (chunk: Chunk, encoding: unknown) => {
    const buffer = over ? null : asBuffer(chunk, encoding)
    if (!buffer) return
    size += buffer.length
    if (size > limit) {
      over = true
      chunks.length = 0
    } else chunks.push(buffer)
  }
  const write = res.write
  const end = res.end
  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback)
  } as ServerResponse['write']
  res.end = function (this: ServerResponse, chunk?: Chunk, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding)
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback)
  } as ServerResponse['end']
  res.once('finish', () => {
    if (over || res.statusCode !== 200 || res.hasHeader('set-cookie')) return
    const headers: [string, string][] = []
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (NOT_KEPT_HEADERS.has(name) || value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.push([name, String(one)])
    }
    keep(headers, Buffer.concat(chunks))
  })
}

/** Sends the kept answer of this request, or makes its answer kept as Next sends it. True when it answered. */
export function serveKeptPage(db: Db, answers: KeptAnswers, localeCookie: string, req: IncomingMessage, res: ServerResponse): boolean {
  const found = keptPageKey(db, req, localeCookie)
  if (!found) return false
  const kept = answers.get(found.key)
  if (kept) {
    const answer = answerWith(kept, newNonce())
    const grouped = new Map<string, string[]>()
    for (const [name, value] of answer.headers) grouped.set(name, [...(grouped.get(name) ?? []), value])
    for (const [name, values] of grouped) res.setHeader(name, values.length === 1 ? values[0]! : values)
    res.setHeader('content-length', answer.body.length)
    // Says to an operator (and the tests) that this answer was not rendered again.
    res.setHeader('x-rim-kept', '1')
    res.writeHead(200)
    res.end(answer.body)
    return true
  }
  // Compressed, the answer is smaller than it will be kept: what goes past the largest kept is not gathered.
  keepWhenSent(res, answers.largest, (headers, body) => {
    const encoding = encodingOf(headers.find(([name]) => name === 'content-encoding')?.[1])
    if (encoding === undefined) return
    const nonce = nonceOf(headers.find(([name]) => name === 'content-security-policy')?.[1])
    try {
      const answer = keptAnswer(headers, body, encoding, nonce)
      if (answer) answers.set(found.key, found.campaignId, found.order, answer)
    } catch {
      // A body its encoding does not decode: sent as it was, not kept.
    }
  })
  return false
}

/** Lets the production server ask for kept pages (plain JavaScript outside the bundles): called once at start. */
export function offerKeptPages(localeCookie: string): void {
  const bytes = keptPagesBytes()
  const global = globalThis as { rimCommandServeKeptPage?: (req: IncomingMessage, res: ServerResponse) => boolean }
  if (bytes === 0 || global.rimCommandServeKeptPage) return
  const answers = new KeptAnswers(bytes)
  global.rimCommandServeKeptPage = (req, res) => serveKeptPage(getDb(), answers, localeCookie, req, res)
}
