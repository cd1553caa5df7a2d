import 'server-only'
// Answers kept in memory, at most a number of bytes, least recently used dropped first, and for each campaign
// only those of its latest state: a new version makes the older answers useless. An answer is kept as it was
// sent but decompressed and cut at its nonce, so that each time it is sent again it carries a nonce of its own
// (proxy.ts: a nonce is never sent twice).
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gzipSync, gunzipSync, inflateSync } from 'node:zlib'

export type Encoding = 'gzip' | 'deflate' | 'br' | null

/** A 200's answer: nothing else is kept. */
export interface KeptAnswer {
  /** Header name and value, each value cut at the nonce it was sent with. */
  headers: [string, string[]][]
  /** The body, decompressed, cut at the nonce. */
  body: Buffer[]
  encoding: Encoding
  bytes: number
}

interface Entry {
  campaignId: string
  answer: KeptAnswer
}

const later = (a: [number, number], b: [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])

export class KeptAnswers {
  private readonly entries = new Map<string, Entry>()
  private readonly byCampaign = new Map<string, { order: [number, number]; keys: Set<string> }>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size
  }

  get heldBytes(): number {
    return this.bytes
  }

  /** The largest answer kept (bytes, decompressed): a larger one would push out too many others. */
  get largest(): number {
    return this.maxBytes / 8
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.answer
  }

  /**
   * Keeps `answer` under `key`, unless an answer of a later state of the campaign is kept already. `order`
   * orders the states of one campaign: its last write's time, then its side writes (an undo is a later write).
   */
  set(key: string, campaignId: string, order: [number, number], answer: KeptAnswer): void {
    if (answer.bytes > this.largest) return
    const campaign = this.byCampaign.get(campaignId)
    if (campaign && later(campaign.order, order)) return
    if (campaign && later(order, campaign.order)) {
      for (const old of campaign.keys) this.remove(old)
    }
    this.remove(key)
    const kept = this.byCampaign.get(campaignId) ?? { order, keys: new Set<string>() }
    kept.order = order
    kept.keys.add(key)
    this.byCampaign.set(campaignId, kept)
    this.entries.set(key, { campaignId, answer })
    this.bytes += answer.bytes
    while (this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value!)
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.answer.bytes
    const campaign = this.byCampaign.get(entry.campaignId)
    campaign?.keys.delete(key)
    if (campaign && campaign.keys.size === 0) this.byCampaign.delete(entry.campaignId)
  }
}

function cut(buffer: Buffer, nonce: string | null): Buffer[] {
  if (!nonce) return [buffer]
  const parts: Buffer[] = []
  let from = 0
  for (let at = buffer.indexOf(nonce, 0, 'latin1'); at >= 0; at = buffer.indexOf(nonce, from, 'latin1')) {
    parts.push(buffer.subarray(from, at))
    from = at + nonce.length
  }
  parts.push(buffer.subarray(from))
  return parts
}

function decompress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  return body
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  // Faster settings than a first answer's: a kept page is sent often, and at these sizes the bytes differ little.
  if (encoding === 'gzip') return gzipSync(body, { level: 1 })
  if (encoding === 'deflate') return deflateSync(body, { level: 1 })
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
  return body
}

export function encodingOf(value: string | undefined): Encoding | undefined {
  if (!value || value === 'identity') return null
  if (value === 'gzip' || value === 'deflate' || value === 'br') return value
  return undefined
}

/** The nonce an answer was sent with, read from its Content-Security-Policy. */
export function nonceOf(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]{16,64})'/.exec(policy ?? '')?.[1] ?? null
}

/**
 * How Next's payload carries an error thrown while the page streamed (its status already sent as 200): a
 * failure, a notFound() or a redirect() met late. Such an answer is sent once and never kept.
 */
const STREAMED_ERROR = ['"digest":"', '\\"digest\\":\\"']

/**
 * An answer as sent (`body` as it went out, compressed by `encoding`), made ready to keep; null for one that
 * carries an error thrown as it streamed.
 */
export function keptAnswer(headers: [string, string][], body: Buffer, encoding: Encoding, nonce: string | null): KeptAnswer | null {
  const plain = decompress(body, encoding)
  // As an RSC payload carries it, and inside the JSON string of a page's inline script.
  if (STREAMED_ERROR.some((marker) => plain.includes(marker))) return null
  const parts = cut(plain, nonce)
  const cutHeaders = headers.map(([name, value]): [string, string[]] => [name, nonce ? value.split(nonce) : [value]])
  return { headers: cutHeaders, body: parts, encoding, bytes: plain.length + 512 }
}

/** The answer to send again, with `nonce` where the first one had its own. */
export function answerWith(answer: KeptAnswer, nonce: string): { headers: [string, string][]; body: Buffer } {
  const filler = Buffer.from(nonce, 'latin1')
  const pieces: Buffer[] = []
  answer.body.forEach((part, i) => {
    if (i > 0) pieces.push(filler)
    pieces.push(part)
  })
  const body = compress(Buffer.concat(pieces), answer.encoding)
  return { headers: answer.headers.map(([name, parts]) => [name, parts.join(nonce)]), body }
}
