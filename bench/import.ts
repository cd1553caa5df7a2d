// `npm run bench:import`: what an import of the longest, heaviest kind of campaign file costs everyone else.
// The file is the probe's (issue 28, point 2): about 60,000 organizer overrides, about 19 MB, the shape that
// made the replay quadratic. While it is imported (once, then twice at once: the most the server runs), another
// campaign's turn page is asked one request after another, and its waits are printed (target: p95 < 100 ms);
// then the team filter of the imported campaign's history (issue 28, point 10): its time, what other pages wait
// meanwhile, and the server's memory after 36 different filters. Against the built production server, local
// and bounded (a few minutes). Numbers, not asserts. Needs `npm run build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { closeDbConnection, openDb } from '../db/client'
import { freePort, startStandalone } from '../e2e/support/standalone'
import { createDemoCampaign } from '../lib/server/demo/demo-campaign'
import { overrideCampaignFile } from '../lib/server/testing/override-campaign-file'
import { processCpuMs } from './server-cpu'

const OVERRIDES = Number(process.env.BENCH_IMPORT_OVERRIDES ?? 60_026)
const LIGHT_TARGET_P95_MS = 100

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024
const ms = (x: number) => `${x.toFixed(0)} ms`

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-import-bench-'))
  const database = path.join(dir, 'import.db')
  const db = openDb(database)
  const other = createDemoCampaign(db)
  closeDbConnection(db)
  const file = overrideCampaignFile(OVERRIDES)
  const entries = (JSON.parse(file) as { history: unknown[] }).history.length
  console.log(`file: ${entries} history entries, ${(Buffer.byteLength(file) / 1e6).toFixed(1)} MB`)
  // No quota or rate limit in the way: the bench imports the same file several times from one address.
  const server = await startStandalone({ port: await freePort(), database, env: { STORED_BYTES_PER_ADDRESS: 'off' } })
  const base = server.url
  const pid = server.process.pid!
  const turnPage = `${base}/campaigns/${other.campaignId}/turn`
  const turnCookie = { cookie: `rc_${other.campaignId}=${other.tokens['rebels-1']}` }

  /** The other campaign's turn page, one request after another until `done` settles: each wait. */
  const lightWaits = async (done: Promise<unknown>) => {
    let finished = false
    void done.finally(() => (finished = true))
    const waits: number[] = []
    while (!finished) {
      const start = performance.now()
      const response = await fetch(turnPage, { headers: turnCookie })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`turn page: ${response.status}`)
      waits.push(performance.now() - start)
    }
    return waits
  }
  const importOnce = async () => {
    const start = performance.now()
    const response = await fetch(`${base}/import/file`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: file })
    const body = (await response.json()) as { data?: { campaignId: string }; message?: string }
    if (response.status !== 200) throw new Error(`import refused: ${response.status} ${body.message}`)
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { ms: performance.now() - start, campaignId: body.data!.campaignId, cookie }
  }
  const report = (what: string, waits: number[], extra = '') =>
    console.log(
      `${what}: turn page p50 ${ms(quantile(waits, 0.5))}, p95 ${ms(quantile(waits, 0.95))}, max ${ms(Math.max(...waits))} (${waits.length} requests)` +
        `${quantile(waits, 0.95) > LIGHT_TARGET_P95_MS ? ` OVER the ${LIGHT_TARGET_P95_MS} ms target` : ''}${extra}`,
    )
  try {
    for (let i = 0; i < 20; i++) await (await fetch(turnPage, { headers: turnCookie })).arrayBuffer()
    const idle = new Promise((resolve) => setTimeout(resolve, 3000))
    report('nothing else (3 s)', await lightWaits(idle))

    let rss = rssMb(pid)
    let cpu = processCpuMs(pid)
    const one = importOnce()
    const [waitsOne, imported] = await Promise.all([lightWaits(one), one])
    report(
      'during one import',
      waitsOne,
      `; the import took ${ms(imported.ms)}, ${ms(processCpuMs(pid) - cpu)} of server CPU, memory ${rss.toFixed(0)} -> ${rssMb(pid).toFixed(0)} MB`,
    )

    rss = rssMb(pid)
    cpu = processCpuMs(pid)
    const two = Promise.all([importOnce(), importOnce()])
    const [waitsTwo, both] = await Promise.all([lightWaits(two), two])
    report(
      'during two imports at once',
      waitsTwo,
      `; they took ${both.map((b) => ms(b.ms)).join(' and ')}, ${ms(processCpuMs(pid) - cpu)} of server CPU, memory ${rss.toFixed(0)} -> ${rssMb(pid).toFixed(0)} MB`,
    )

    // The team filter of the imported history, as its organizer and two players see it.
    const history = (query: string) => `${base}/campaigns/${imported.campaignId}/history?${query}`
    const filterOnce = async (query: string) => {
      const start = performance.now()
      const response = await fetch(history(query), { headers: { cookie: imported.cookie } })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`history ${query}: ${response.status}`)
      return performance.now() - start
    }
    await filterOnce('page=1')
    const first = filterOnce('team=rebels')
    const [waitsFilter, firstMs] = await Promise.all([lightWaits(first), first])
    report('during a first team filter', waitsFilter, `; the filter took ${ms(firstMs)}`)
    const again = await filterOnce('team=rebels&page=2')
    console.log(`the same filter's next page: ${ms(again)}`)
    rss = rssMb(pid)
    const kinds = ['', 'setup', 'strategy', 'battle', 'management', 'organizer']
    const filters = kinds.flatMap((kind) => ['rebels', 'empire'].map((team) => `team=${team}${kind ? `&kind=${kind}` : ''}`))
    const started = performance.now()
    const each: number[] = []
    // 36 different filters: 12 filters, each on a new version of the campaign (a command between them is what
    // makes a kept filter stale), three rounds.
    for (let round = 0; round < 3; round++) {
      for (const query of filters) each.push(await filterOnce(`${query}&round=${round}`))
      await fetch(`${base}/api/campaigns/${imported.campaignId}/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: imported.cookie },
        body: JSON.stringify({ command: { type: 'set-campaign-language', language: round % 2 ? 'en' : 'fr' }, expectedVersion: 1 + round }),
      }).then((r) => r.arrayBuffer())
    }
    console.log(
      `36 team filters: p50 ${ms(quantile(each, 0.5))}, max ${ms(Math.max(...each))}, ${ms(performance.now() - started)} in all; memory ${rss.toFixed(0)} -> ${rssMb(pid).toFixed(0)} MB`,
    )
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
