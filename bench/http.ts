// The HTTP part of `npm run bench`: the built server (`npm run build`) on a temporary database seeded with the
// demo campaign (two turns played), a 5,000-entry campaign and campaigns that only poll or listen. It measures each
// page's wait (p50/p95, one request at a time) and the server's CPU per request, read from /proc, as a ratio
// to the static import page; the map's live refresh; first-load JS per page; polling; and how long a light
// request (GET /api/health) waits while another client sends the largest JSON body the API takes, imports
// the largest campaign file and pages through the longest history. Numbers, not asserts.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { closeDbConnection, openDb } from '../db/client'
import { freePort, startStandalone } from '../e2e/support/standalone'
import { CAMPAIGN_FILE_MAX_BYTES } from '../lib/campaign/campaign-file'
import { createCampaign } from '../lib/server/create-campaign'
import { createDemoCampaign } from '../lib/server/demo/demo-campaign'
import { importCampaign } from '../lib/server/import-campaign'
import { JSON_BODY_MAX_BYTES } from '../lib/server/http/request-guard'
import { runCommand } from '../lib/server/run-command'
import { BENCH_CREATE, largeCampaignFile } from '../lib/server/testing/large-campaign-file'
import { firstLoadJs } from '../scripts/first-load-js.mjs'
import { followBench, seedWholeCampaigns } from './follow'
import { pageCost, type CostTarget } from './page-cost'
import { rows, section } from './table'

const CLOCK_TICK_MS = 10
/** Campaigns that only poll, each with its organizer and six players' pages open. */
const POLLING_CAMPAIGNS = 100
/** Checks waiting for their answer at most: browsers each hold one; the bench's client holds this many connections. */
const MAX_IN_FLIGHT = 32
const VIEWERS_PER_CAMPAIGN = 7
const POLL_EVERY_MS = 4000

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** The server process's CPU time so far (user and system), ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS
}

interface Measured {
  p50: number
  p95: number
  cpu: number
  bytes: number
}

let serverUrl = ''
let serverPid = 0

let fresh = 0

/**
 * `count` requests one after the other (after a few to warm up): waits, CPU per request, last body size. A
 * campaign page asked again at the same state is sent as kept (lib/server/kept-pages): asked at an address
 * never asked before (a query the page ignores), it is rendered each time, as after a change.
 */
async function measure(url: string, init: RequestInit, count: number, expect = 200): Promise<Measured> {
  let bytes = 0
  const rendered = url.startsWith('/campaigns/')
  const once = async () => {
    const address = rendered ? `${url}${url.includes('?') ? '&' : '?'}fresh=${++fresh}` : url
    const response = await fetch(`${serverUrl}${address}`, { redirect: 'manual', ...init })
    if (response.status !== expect) throw new Error(`${url}: ${response.status}`)
    bytes = (await response.arrayBuffer()).byteLength
  }
  for (let i = 0; i < 10; i++) await once()
  const waits: number[] = []
  const cpuBefore = cpuMs(serverPid)
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await once()
    waits.push(performance.now() - start)
  }
  return { p50: quantile(waits, 0.5), p95: quantile(waits, 0.95), cpu: (cpuMs(serverPid) - cpuBefore) / count, bytes }
}

/** GET /api/health one after the other until `done` settles: each wait, in ms. */
async function lightWaits(done: Promise<unknown>): Promise<number[]> {
  let finished = false
  void done.finally(() => (finished = true))
  const waits: number[] = []
  while (!finished) {
    const start = performance.now()
    const response = await fetch(`${serverUrl}/api/health`)
    await response.arrayBuffer()
    waits.push(performance.now() - start)
  }
  return waits
}

async function whileBusy(what: string, work: () => Promise<void>): Promise<void> {
  const start = performance.now()
  // A failure of the heavy work (a connection reset on a loaded machine) is reported in its row, not thrown.
  let failure = ''
  const heavy = work().catch((error: unknown) => void (failure = String((error as Error)?.cause ?? error)))
  const [waits] = await Promise.all([lightWaits(heavy), heavy])
  if (failure) {
    rows.push({ what, note: `failed: ${failure}` })
    return
  }
  rows.push({
    what,
    p50: quantile(waits, 0.5),
    p95: quantile(waits, 0.95),
    note: `light requests: ${waits.length}, other client took ${(performance.now() - start).toFixed(0)} ms`,
  })
}

export function seed(database: string) {
  const db = openDb(database)
  try {
    const demo = createDemoCampaign(db)
    // The demo played on to about 288 entries (the organizer switching the campaign's language back and
    // forth): a mid-campaign state with the stored states before its latest commands, as a played campaign has.
    const mid = createDemoCampaign(db)
    const countOf = (id: string) => (db.$client.prepare('select count(*) as n from history_entries where campaign_id = ?').get(id) as { n: number }).n
    for (let i = countOf(mid.campaignId); i < 288; i++) {
      const version = (db.$client.prepare('select version from campaigns where id = ?').get(mid.campaignId) as { version: number }).version
      runCommand(db, {
        campaignId: mid.campaignId,
        actor: { role: 'organizer' },
        command: { type: 'set-campaign-language', language: i % 2 === 0 ? 'fr' : 'en' },
        expectedVersion: version,
      })
    }
    // About 5,000 entries: the Rebels reassigning their base defenses after the placements.
    const long = importCampaign(db, largeCampaignFile(1_500_000))
    const pollers = Array.from({ length: POLLING_CAMPAIGNS }, () => createCampaign(db, BENCH_CREATE))
    const whole = seedWholeCampaigns(db)
    return { demo, mid, long, pollers, whole, entries: countOf(long.campaignId), demoEntries: countOf(demo.campaignId), midEntries: countOf(mid.campaignId) }
  } finally {
    closeDbConnection(db)
  }
}

export const cookieFor = (campaignId: string, token: string) => ({ cookie: `rc_${campaignId}=${token}` })

/** The server process's resident memory, KiB. */
function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
}

/** An open page's event stream: the versions it heard, read as they come. */
async function openStream(campaignId: string, headers: Record<string, string>) {
  const abort = new AbortController()
  const response = await fetch(`${serverUrl}/api/campaigns/${campaignId}/events`, { headers, signal: abort.signal })
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`)
  const versions: number[] = []
  const waiting = new Set<() => void>()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    let buffer = ''
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }))
      if (chunk.done) return
      buffer += chunk.value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = /^data: (\d+)$/m.exec(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (data) versions.push(Number(data[1]))
        for (const wake of [...waiting]) wake()
      }
    }
  })()
  return {
    campaignId,
    latest: () => versions.at(-1) ?? 0,
    /** Settles once a version at least `version` was heard. */
    heard: (version: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if ((versions.at(-1) ?? 0) >= version) {
            waiting.delete(check)
            resolve()
          }
        }
        waiting.add(check)
        check()
      }),
    close: () => abort.abort(),
  }
}

type Seeded = { campaignId: string; tokens: Record<string, string | undefined> }

/** Each campaign page of each campaign, as the viewer who plays it (the organizer for theirs), named with the history's length. */
export function campaignPages(campaignsBySize: [number, Seeded][]): CostTarget[] {
  const costTargets: CostTarget[] = []
  for (const [size, campaign] of campaignsBySize) {
    const asPlayer = cookieFor(campaign.campaignId, campaign.tokens['empire-1']!)
    const asOrganizer = cookieFor(campaign.campaignId, campaign.tokens.organizer!)
    const base = `/campaigns/${campaign.campaignId}`
    for (const [page, suffix, headers] of [
      ['overview', '', asPlayer],
      ['map', '/map', asPlayer],
      ['turn', '/turn', asPlayer],
      ['battles', '/battles', asOrganizer],
      ['management', '/management', asPlayer],
      ['fleets', '/fleets', asPlayer],
      ['history', '/history', asOrganizer],
      ['summary', '/summary', asPlayer],
      ['organizer', '/organizer', asOrganizer],
    ] as const) {
      const what = `${page} @${size.toLocaleString('en')}`
      // The organizer's page is never kept: it is rendered each time.
      if (page === 'organizer') costTargets.push({ what, url: `${base}${suffix}`, headers })
      else {
        costTargets.push({ what: `${what}, rendered`, url: `${base}${suffix}`, headers, fresh: true })
        costTargets.push({ what: `${what}, kept`, url: `${base}${suffix}`, headers })
      }
    }
  }
  return costTargets
}

export async function httpBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-bench-http-'))
  const database = path.join(dir, 'bench.db')
  const { demo, mid, long, pollers, whole, entries, demoEntries, midEntries } = seed(database)
  // The bench's 700 open pages all come from this one address: the per-address stream limit would refuse them.
  const server = await startStandalone({ port: await freePort(), database, env: { STREAMS_PER_ADDRESS: '100000' } })
  serverUrl = server.url
  serverPid = server.process.pid!
  try {
    const organizer = cookieFor(demo.campaignId, demo.tokens.organizer!)
    const player = cookieFor(demo.campaignId, demo.tokens['empire-1']!)
    const longOrganizer = cookieFor(long.campaignId, long.tokens.organizer!)
    const c = `/campaigns/${demo.campaignId}`
    const lc = `/campaigns/${long.campaignId}`

    // Every campaign page at three lengths of history, against the static file and a plain server.
    const costTargets: CostTarget[] = [
      { what: 'GET /icon.svg', url: '/icon.svg' },
      { what: 'GET /api/health', url: '/api/health' },
      { what: 'GET /import', url: '/import' },
    ]
    costTargets.push(
      ...campaignPages([
        [demoEntries, demo],
        [midEntries, mid],
        [entries, long],
      ]),
    )
    await pageCost(serverUrl, serverPid, costTargets, { what: 'the map', url: `${c}/map`, headers: player }, dir)
    if (process.env.BENCH_PAGES_ONLY === '1') return

    section(`built server, one request at a time, each campaign page rendered (never kept); CPU is the server's, per request; ×static: CPU over /import's`)
    const base = await measure('/import', {}, 200)
    rows.push({ what: 'GET /import (static page)', ...base, ratio: 1 })
    const pages: [string, string, Record<string, string>][] = [
      ['GET / (home)', '/', {}],
      ['overview (player)', c, player],
      ['map (player)', `${c}/map`, player],
      ['turn (player)', `${c}/turn`, player],
      ['fleets (player)', `${c}/fleets`, player],
      ['fleet builder (player)', `${c}/fleets/empire-1`, player],
      ['battles (organizer)', `${c}/battles`, organizer],
      ['organizer page', `${c}/organizer`, organizer],
      ['history (demo, organizer)', `${c}/history`, organizer],
      [`history page 1 of ${entries.toLocaleString('en')} entries`, `${lc}/history`, longOrganizer],
      [`history last page of ${entries.toLocaleString('en')}`, `${lc}/history?page=${Math.ceil(entries / 50)}`, longOrganizer],
      [`history of ${entries.toLocaleString('en')}, team filter (matches kept)`, `${lc}/history?team=rebels`, longOrganizer],
      ['JSON view GET /api/campaigns/:id', `/api/campaigns/${demo.campaignId}`, player],
    ]
    for (const [what, url, headers] of pages) {
      const m = await measure(url, { headers }, 100)
      rows.push({ what, ...m, ratio: m.cpu / base.cpu })
    }
    // A team filter's matches are kept per campaign version and viewer: the first read of each filter (after
    // any change) reads every row of its kind. Each of these is asked once.
    const firstReads: number[] = []
    const firstCpu: number[] = []
    for (const team of ['empire', 'rebels']) {
      for (const kind of ['', 'setup', 'strategy', 'battle', 'management', 'organizer']) {
        if (team === 'rebels' && kind === '') continue
        const cpuBefore = cpuMs(serverPid)
        const start = performance.now()
        const response = await fetch(`${serverUrl}${lc}/history?team=${team}${kind ? `&kind=${kind}` : ''}`, { headers: longOrganizer })
        await response.arrayBuffer()
        firstReads.push(performance.now() - start)
        firstCpu.push(cpuMs(serverPid) - cpuBefore)
      }
    }
    const meanCpu = firstCpu.reduce((a, b) => a + b, 0) / firstCpu.length
    rows.push({
      what: `history of ${entries.toLocaleString('en')}, team filter, first read`,
      p50: quantile(firstReads, 0.5),
      p95: quantile(firstReads, 0.95),
      cpu: meanCpu,
      ratio: meanCpu / base.cpu,
      note: `${firstReads.length} filters, each read once`,
    })
    // The live refresh of an open map: its overlay (marks, words, battles, standings, who owes what), what
    // LiveRefresh fetches when the version changes (gzip on the wire).
    const overlayUrl = `/api/campaigns/${demo.campaignId}/map-overlay`
    const overlay = await measure(overlayUrl, { headers: player }, 100)
    const overlayBody = await (await fetch(`${serverUrl}${overlayUrl}`, { headers: player })).arrayBuffer()
    rows.push({
      what: 'map live refresh (overlay)',
      ...overlay,
      ratio: overlay.cpu / base.cpu,
      bytes: gzipSync(Buffer.from(overlayBody)).length,
      note: `gzip; ${overlayBody.byteLength} B raw`,
    })
    // A change the overlay does not carry (a new phase, the selected system's control) reloads the page's RSC
    // payload, as router.refresh() fetches it. Next sends an RSC request without its cache-busting `_rsc`
    // parameter to the address with it.
    const rscHeaders = { ...player, rsc: '1' }
    const unbusted = await fetch(`${serverUrl}${c}/map`, { headers: rscHeaders, redirect: 'manual' })
    await unbusted.arrayBuffer()
    const location = unbusted.headers.get('location')
    const rscUrl = location ? new URL(location, serverUrl).pathname + new URL(location, serverUrl).search : `${c}/map`
    const refresh = await measure(rscUrl, { headers: rscHeaders }, 100)
    const rscBody = await (await fetch(`${serverUrl}${rscUrl}`, { headers: rscHeaders })).arrayBuffer()
    rows.push({
      what: 'map full reload (RSC payload, new phase)',
      ...refresh,
      ratio: refresh.cpu / base.cpu,
      bytes: gzipSync(Buffer.from(rscBody)).length,
      note: `gzip; ${rscBody.byteLength} B raw`,
    })

    const versionUrl = `/api/campaigns/${demo.campaignId}/version`
    const current = await fetch(`${serverUrl}${versionUrl}`, { headers: player })
    const etag = current.headers.get('etag') ?? ''
    const encoding = current.headers.get('content-encoding') ?? 'none'
    await current.arrayBuffer()
    const idle = await measure(versionUrl, { headers: { ...player, 'if-none-match': etag } }, 2000, 304)
    rows.push({ what: 'version check, unchanged (304)', ...idle, ratio: idle.cpu / base.cpu, note: `content-encoding of a 200: ${encoding}` })

    section(`polling: ${POLLING_CAMPAIGNS} campaigns × ${VIEWERS_PER_CAMPAIGN} open pages, one check each per ${POLL_EVERY_MS / 1000} s`)
    const perSecond = (POLLING_CAMPAIGNS * VIEWERS_PER_CAMPAIGN * 1000) / POLL_EVERY_MS
    const viewers = pollers.flatMap((p) => Object.entries(p.tokens).map(([, token]) => ({ id: p.campaignId, headers: cookieFor(p.campaignId, token) })))
    const etags = new Map<string, string>()
    for (const p of pollers) {
      const r = await fetch(`${serverUrl}/api/campaigns/${p.campaignId}/version`, { headers: cookieFor(p.campaignId, p.tokens.organizer!) })
      etags.set(p.campaignId, r.headers.get('etag') ?? '')
      await r.arrayBuffer()
    }
    const SECONDS = 5
    const polls: number[] = []
    const cpuBefore = cpuMs(serverPid)
    const started = performance.now()
    const inFlight = new Set<Promise<void>>()
    let failed = 0
    for (let sent = 0; sent < perSecond * SECONDS; sent++) {
      const due = started + (sent * 1000) / perSecond
      const wait = due - performance.now()
      if (wait > 2) await new Promise((resolve) => setTimeout(resolve, wait))
      if (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight)
      const viewer = viewers[sent % viewers.length]!
      const t = performance.now()
      const check: Promise<void> = fetch(`${serverUrl}/api/campaigns/${viewer.id}/version`, {
        headers: { ...viewer.headers, 'if-none-match': etags.get(viewer.id)! },
      })
        .then(async (r) => {
          await r.arrayBuffer()
          polls.push(performance.now() - t)
        })
        .catch(() => void (failed += 1))
        .finally(() => inFlight.delete(check))
      inFlight.add(check)
    }
    await Promise.all([...inFlight])
    const elapsed = performance.now() - started
    const core = (cpuMs(serverPid) - cpuBefore) / elapsed
    rows.push({
      what: `${perSecond.toFixed(0)} checks/s for ${SECONDS} s`,
      p50: quantile(polls, 0.5),
      p95: quantile(polls, 0.95),
      cpu: (core * elapsed) / polls.length,
      note: `${failed ? `${failed} failed; ` : ''}${(core * 100).toFixed(0)}% of a core; 1,000 campaigns ≈ ${((core * 1000) / POLLING_CAMPAIGNS).toFixed(2)} core; half a core carries ≈ ${Math.floor((0.5 * POLLING_CAMPAIGNS) / core)}`,
    })

    section(`live updates over server-sent events: the same ${POLLING_CAMPAIGNS} campaigns × ${VIEWERS_PER_CAMPAIGN} open pages`)
    const memoryBefore = rssKb(serverPid)
    const streams = await Promise.all(viewers.map((viewer) => openStream(viewer.id, viewer.headers)))
    await Promise.all(streams.map((stream) => stream.heard(1)))
    const grownMiB = (rssKb(serverPid) - memoryBefore) / 1024
    const QUIET_SECONDS = 5
    const quietBefore = cpuMs(serverPid)
    await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000))
    const quietCore = (cpuMs(serverPid) - quietBefore) / (QUIET_SECONDS * 1000)
    rows.push({
      what: `${streams.length} open streams, nothing happening, ${QUIET_SECONDS} s`,
      note: `${(quietCore * 100).toFixed(1)}% of a core; the server's memory grew ${grownMiB.toFixed(1)} MiB as they opened`,
    })
    // A change (the organizer sets the campaign's language) heard by the campaign's seven open pages.
    const heardAll: number[] = []
    let changeCpu = 0
    const CHANGES = 20
    for (const [i, p] of pollers.slice(0, CHANGES).entries()) {
      const own = streams.filter((stream) => stream.campaignId === p.campaignId)
      const version = own[0]!.latest()
      const start = performance.now()
      const cpuBefore = cpuMs(serverPid)
      const response = await fetch(`${serverUrl}/api/campaigns/${p.campaignId}/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...cookieFor(p.campaignId, p.tokens.organizer!) },
        body: JSON.stringify({ command: { type: 'set-campaign-language', language: i % 2 === 0 ? 'fr' : 'en' }, expectedVersion: version }),
      })
      if (response.status !== 200) throw new Error(`language change refused: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
      await Promise.all(own.map((stream) => stream.heard(version + 1)))
      heardAll.push(performance.now() - start)
      changeCpu += cpuMs(serverPid) - cpuBefore
    }
    rows.push({
      what: `a change, written and heard by its ${VIEWERS_PER_CAMPAIGN} pages`,
      p50: quantile(heardAll, 0.5),
      p95: quantile(heardAll, 0.95),
      cpu: changeCpu / CHANGES,
      note: 'the command itself included, not what the pages then fetch (the next row)',
    })
    for (const stream of streams) stream.close()

    // What the seven open pages then cost, over a whole campaign's changes (bench/follow.ts).
    const follow = await followBench(serverUrl, serverPid, whole)
    rows.push({
      what: `a change followed by its 7 open pages (beyond the command), over a whole campaign`,
      p50: follow.waitP50,
      p95: follow.waitP95,
      cpu: follow.watchedCpu - follow.commandCpu,
      note: `${follow.changes} changes; per change ${follow.reloadsPerChange.toFixed(2)} reloads, ${follow.overlaysPerChange.toFixed(2)} overlays; the command ${follow.commandCpu.toFixed(1)} ms; reloads: ${Object.entries(
        follow.reloadShare,
      )
        .map(([p, share]) => `${p} ${(share * 100).toFixed(0)}%`)
        .join(' ')}`,
    })

    section('first-load JS (gzip) per page, the framework’s own first')
    const js = firstLoadJs('.next')
    rows.push({ what: 'framework (React, Next)', bytes: js.framework })
    for (const r of js.routes) rows.push({ what: r.route, bytes: r.bytes, note: `+${((r.bytes - js.framework) / 1024).toFixed(1)} kB` })

    section(`wait of GET /api/health while another client works`)
    await whileBusy('nothing else (baseline, 3 s)', () => new Promise((resolve) => setTimeout(resolve, 3000)))
    // A command of just under 64 KB, sent 50 times: read, parsed and refused by the engine's schema.
    const padded = JSON.stringify({ command: { type: 'place-base', playerId: 'empire-1', systemId: 'hoth', note: '' }, expectedVersion: 1 })
    const big = padded.replace(`"note":""`, `"note":"${'x'.repeat(JSON_BODY_MAX_BYTES - padded.length - 16)}"`)
    const json = (body: string, extra: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body })
    await whileBusy(`(a) 50 JSON bodies of ${(big.length / 1024).toFixed(0)} KiB`, async () => {
      for (let i = 0; i < 50; i++) await (await fetch(`${serverUrl}/api/campaigns/${demo.campaignId}/commands`, json(big, organizer))).arrayBuffer()
    })
    // The largest file the server takes: the longest history too (about 70,000 entries).
    const file = largeCampaignFile(CAMPAIGN_FILE_MAX_BYTES - 64 * 1024)
    let largest = { campaignId: '', cookie: {} as Record<string, string> }
    await whileBusy(`(b) import of a ${(file.length / 1024 / 1024).toFixed(1)} MiB file`, async () => {
      const response = await fetch(`${serverUrl}/import/file`, json(file))
      if (response.status !== 200) throw new Error(`import refused: ${response.status} ${await response.text()}`)
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      largest = { campaignId: ((await response.json()) as { data: { campaignId: string } }).data.campaignId, cookie: { cookie } }
    })
    if (!largest.campaignId) return
    const largestEntries = (JSON.parse(file) as { history: unknown[] }).history.length
    const pagesOfLargest = Math.ceil(largestEntries / 50)
    await whileBusy(`(c) 100 history pages of ${pagesOfLargest} (newest and oldest)`, async () => {
      for (let k = 0; k < 100; k++) {
        const page = k < 50 ? k + 1 : pagesOfLargest - (k - 50)
        const response = await fetch(`${serverUrl}/campaigns/${largest.campaignId}/history?page=${page}`, { headers: largest.cookie })
        if (response.status !== 200) throw new Error(`history page ${page}: ${response.status}`)
        await response.arrayBuffer()
      }
    })
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
}
