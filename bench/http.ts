// The HTTP part of `npm run bench`: the built server (`npm run build`) on a temporary database, and how long
// a light request (GET /api/health) waits while another client (a) sends the largest JSON body the API
// takes, (b) imports the largest campaign file, (c) pages through the longest history. Numbers, not asserts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort, startStandalone } from '../e2e/support/standalone'
import { CAMPAIGN_FILE_MAX_BYTES } from '../lib/campaign/campaign-file'
import { JSON_BODY_MAX_BYTES } from '../lib/server/request-guard'
import { largeCampaignFile } from '../lib/server/testing/large-campaign-file'

interface Waits {
  count: number
  p50: number
  p95: number
  max: number
}

function summary(samples: number[]): Waits {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN }
}

/** GET /api/health one after the other until `done` settles: each wait, in ms. */
async function lightWaits(url: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false
  void done.finally(() => (finished = true))
  const waits: number[] = []
  while (!finished) {
    const start = performance.now()
    const response = await fetch(`${url}/api/health`)
    await response.arrayBuffer()
    waits.push(performance.now() - start)
  }
  return waits
}

async function timed(work: () => Promise<void>): Promise<{ ms: number; waits: Waits }> {
  const start = performance.now()
  const heavy = work()
  const [waits] = await Promise.all([lightWaits(serverUrl, heavy), heavy])
  return { ms: performance.now() - start, waits: summary(waits) }
}

let serverUrl = ''

export async function httpBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-bench-http-'))
  const server = await startStandalone({ port: await freePort(), database: path.join(dir, 'bench.db') })
  serverUrl = server.url
  const json = (body: string, extra: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extra },
    body,
  })
  try {
    // The largest file the server takes: the longest history too (about 70,000 entries).
    const file = largeCampaignFile(CAMPAIGN_FILE_MAX_BYTES - 64 * 1024)
    const first = await fetch(`${server.url}/import/file`, json(file))
    if (first.status !== 200) throw new Error(`import refused: ${first.status} ${await first.text()}`)
    const { data } = (await first.json()) as { data: { campaignId: string } }
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const campaignId = data.campaignId
    const entries = (JSON.parse(file) as { history: unknown[] }).history.length

    const rows: [string, { ms: number; waits: Waits }][] = []
    rows.push(['nothing else (baseline)', await timed(() => new Promise((resolve) => setTimeout(resolve, 3000)))])
    // A command of just under 64 KB, sent 50 times: read, parsed and refused by the engine's schema.
    const padded = JSON.stringify({ command: { type: 'place-base', playerId: 'empire-1', systemId: 'hoth', note: '' }, expectedVersion: 1 })
    const big = padded.replace(`"note":""`, `"note":"${'x'.repeat(JSON_BODY_MAX_BYTES - padded.length - 16)}"`)
    rows.push([
      `(a) 50 JSON bodies of ${(big.length / 1024).toFixed(0)} KiB`,
      await timed(async () => {
        for (let i = 0; i < 50; i++) await (await fetch(`${server.url}/api/campaigns/${campaignId}/commands`, json(big, { cookie }))).arrayBuffer()
      }),
    ])
    rows.push([
      `(b) import of a ${(file.length / 1024 / 1024).toFixed(1)} MiB file`,
      await timed(async () => {
        const response = await fetch(`${server.url}/import/file`, json(file))
        if (response.status !== 200) throw new Error(`import refused: ${response.status}`)
        await response.arrayBuffer()
      }),
    ])
    const pages = Math.ceil(entries / 50)
    rows.push([
      `(c) 100 history pages of ${pages} (newest and oldest)`,
      await timed(async () => {
        for (let k = 0; k < 100; k++) {
          const page = k < 50 ? k + 1 : pages - (k - 50)
          const response = await fetch(`${server.url}/campaigns/${campaignId}/history?page=${page}`, { headers: { cookie } })
          if (response.status !== 200) throw new Error(`history page ${page}: ${response.status}`)
          await response.arrayBuffer()
        }
      }),
    ])
    console.log(`\nWait of GET /api/health (ms) while another client works, built server, ${entries.toLocaleString('en')}-entry campaign`)
    console.log(`${'other client'.padEnd(46)} ${'took'.padStart(8)} ${'light n'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}`)
    for (const [label, { ms, waits }] of rows) {
      const f = (n: number) => n.toFixed(1).padStart(7)
      console.log(`${label.padEnd(46)} ${ms.toFixed(0).padStart(8)} ${String(waits.count).padStart(8)} ${f(waits.p50)} ${f(waits.p95)} ${f(waits.max)}`)
    }
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
}
