// A fake Discord for tests: a local HTTP server on a free port that records every webhook post (its JSON and
// the files it attaches) and answers as a script says: 204, a 429 with retry_after and rate-limit headers, or a
// server error. Tests allow it with DISCORD_WEBHOOK_EXTRA_HOSTS, as an operator would.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPost {
  at: number
  path: string
  message: Record<string, unknown>
  files: { name: string; type: string; data: Buffer }[]
}

/** What the fake answers to the n-th request (from 0). */
export type Answer = { status: 204 } | { status: 429; retryAfter: number } | { status: 500 } | { status: 404 }

export interface FakeDiscord {
  port: number
  host: string
  webhookUrl: string
  received: ReceivedPost[]
  requests: number
  /** When each request came in, answered or not. */
  times: number[]
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function parse(req: IncomingMessage, raw: Buffer): Promise<Pick<ReceivedPost, 'message' | 'files'>> {
  const type = req.headers['content-type'] ?? ''
  if (!type.startsWith('multipart/form-data')) return { message: JSON.parse(raw.toString('utf8')) as Record<string, unknown>, files: [] }
  const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(raw) }).formData()
  const files: ReceivedPost['files'] = []
  for (const [key, value] of form) {
    if (key.startsWith('files[') && typeof value !== 'string') files.push({ name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) })
  }
  return { message: JSON.parse(String(form.get('payload_json'))) as Record<string, unknown>, files }
}

export async function startFakeDiscord(answer: (n: number) => Answer = () => ({ status: 204 }), onPort = 0): Promise<FakeDiscord> {
  const fake = { received: [] as ReceivedPost[], requests: 0, times: [] as number[] }
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req)
      const n = fake.requests++
      fake.times.push(Date.now())
      const a = answer(n)
      if (a.status === 429) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(Math.ceil(a.retryAfter)), 'x-ratelimit-remaining': '0' })
        res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: a.retryAfter, global: false }))
        return
      }
      if (a.status === 500) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: 'Internal Server Error', code: 0 }))
        return
      }
      if (a.status === 404) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: 'Unknown Webhook', code: 10015 }))
        return
      }
      fake.received.push({ at: Date.now(), path: req.url ?? '', ...(await parse(req, raw)) })
      res.writeHead(204, { 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '4', 'x-ratelimit-reset-after': '1' })
      res.end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(onPort, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const host = `127.0.0.1:${port}`
  return Object.assign(fake, {
    port,
    host,
    webhookUrl: `http://${host}/api/webhooks/123456789012345678/fake-token_abcd`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
