// `npm run bench:load`: how many campaigns in active play one server process (one core: Node renders on one
// thread) carries with a page p95 under 200 ms, under the load model of a playing group: seven people per
// campaign, each with the campaign's event stream open, a page every 10 s and a command every 60 s. The
// commands are a whole campaign's (bench/follow.ts), each campaign taken up at another point of it. Each
// command makes the campaign's open pages follow it as LiveRefresh does: a page whose stream brings its
// overlay with its own digest takes it and asks nothing; any other reloads what it shows (an RSC request)
// after LiveRefresh's random wait. Local and bounded: steps of LOAD_STEP_SECONDS at growing numbers of
// campaigns, up to LOAD_MAX_CAMPAIGNS. Numbers, not asserts. Needs `npm run build`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { closeDbConnection, openDb } from '../db/client'
import { freePort, startStandalone } from '../e2e/support/standalone'
import { importCampaign } from '../lib/server/import-campaign'
import { BY_OVERLAY, readEvents, sendChange, WHOLE_CAMPAIGN_CHANGES, wholeCampaignFile, type WholeCampaign } from './follow'
import { processCpuMs } from './server-cpu'

const STEPS = (process.env.LOAD_STEPS ?? '10,20,40,60,80,100').split(',').map(Number)
const MAX_CAMPAIGNS = Math.min(Number(process.env.LOAD_MAX_CAMPAIGNS ?? 100), 200)
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 30)
const WARM_SECONDS = Number(process.env.LOAD_WARM_SECONDS ?? 15)
const PEOPLE = 7
const PAGE_EVERY_MS = 10_000
const COMMAND_EVERY_MS = 60_000
/** LiveRefresh's SPREAD_MS: an open page follows a change after a random wait up to this long. LOAD_SPREAD_MS=0: all at once. */
const SPREAD_MS = Number(process.env.LOAD_SPREAD_MS ?? 1200)
const P95_TARGET_MS = 200
const PAGES = ['', '/map', '/turn', '/fleets', '/battles', '/history', '/summary']
/** A page's digest, in its RSC payload or in the HTML that carries it. */
const REST = /\\?"rest\\?":\\?"([A-Za-z0-9_-]{16})\\?"/

interface Campaign extends WholeCampaign {
  /** The whole campaign's change it sends next. */
  next: number
  sending: boolean
}

interface Person {
  campaign: Campaign
  campaignId: string
  headers: Record<string, string>
  page: string
  /** The overlay its stream brings, if its page follows by one, and the digest of the page as last drawn. */
  overlay?: string
  rest?: string | null
  pushed?: { version: number; rest: string } | null
  /** The page's server payload, as router.refresh() asks for it (with Next's cache-busting parameter). */
  rscPage?: string
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN)
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-load-'))
  const database = path.join(dir, 'load.db')
  const db = openDb(database)
  const people: Person[][] = []
  try {
    // Each campaign taken up at another point of the whole campaign, with changes enough left for the load.
    const span = WHOLE_CAMPAIGN_CHANGES - 60
    for (let i = 0; i < MAX_CAMPAIGNS; i++) {
      const played = 10 + ((i * 37) % span)
      const issued = importCampaign(db, wholeCampaignFile(played))
      const campaign: Campaign = { ...issued, next: played + 1, sending: false }
      const cookie = (token: string) => ({ cookie: `rc_${issued.campaignId}=${token}` })
      const subjects = ['organizer', 'empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3']
      people.push(
        subjects.map((subject, k) => ({
          campaign,
          campaignId: issued.campaignId,
          headers: cookie(issued.tokens[subject]!),
          page: `/campaigns/${issued.campaignId}${PAGES[k % PAGES.length]}`,
          overlay: BY_OVERLAY[PAGES[k % PAGES.length]!],
          rest: null,
          pushed: null,
        })),
      )
    }
  } finally {
    closeDbConnection(db)
  }
  // BENCH_APP_DIR: another checkout's build, to compare.
  const server = await startStandalone({
    port: await freePort(),
    database,
    env: { STREAMS_PER_ADDRESS: String(PEOPLE * MAX_CAMPAIGNS + 10) },
    appDir: process.env.BENCH_APP_DIR,
  })
  const pid = server.process.pid!
  const base = server.url
  const results: { campaigns: number; p50: number; p95: number; core: number; pages: number; refreshes: number; commands: number; failed: number }[] = []
  try {
    // Warm every page once. Next answers an RSC request without its cache-busting parameter with a redirect to
    // the address with it: that address is what a refresh asks.
    for (const person of people[0]!) await (await fetch(`${base}${person.page}`, { headers: person.headers })).arrayBuffer()
    for (const person of people.flat()) {
      const unbusted = await fetch(`${base}${person.page}`, { headers: { ...person.headers, rsc: '1' }, redirect: 'manual' })
      await unbusted.arrayBuffer()
      const location = unbusted.headers.get('location')
      if (location) person.rscPage = new URL(location, base).pathname + new URL(location, base).search
    }

    // The version each followed page was drawn at, asked before the memory is measured.
    const since = new Map<Person, number>()
    for (const person of people.flat()) {
      if (!person.overlay) continue
      const response = await fetch(`${base}/api/campaigns/${person.campaignId}/version`, { headers: person.headers })
      since.set(person, ((await response.json()) as { version: number }).version)
    }
    // Memory: every person's stream open, before the load.
    const rssBefore = rssKb(pid)
    const aborts: AbortController[] = []
    const listeners = new Map<Person, (version: number) => void>()
    const openAll = people.flat().map(async (person) => {
      const abort = new AbortController()
      aborts.push(abort)
      const query = person.overlay ? `?page=${person.overlay}&since=${since.get(person)}` : ''
      const response = await fetch(`${base}/api/campaigns/${person.campaignId}/events${query}`, { headers: person.headers, signal: abort.signal })
      if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`)
      let first = true
      readEvents(response.body, (name, data) => {
        if (name === 'follow') person.pushed = JSON.parse(data) as { version: number; rest: string }
        else if (first) first = false
        else listeners.get(person)?.(Number(data))
      })
    })
    await Promise.all(openAll)
    await sleep(2000)
    const perStreamKiB = (rssKb(pid) - rssBefore) / people.flat().length
    console.log(`${people.flat().length} open streams: the server's memory grew ${perStreamKiB.toFixed(1)} KiB per stream`)

    // A first step, not counted, warms the server the way the load does (every person's page, the commands, the
    // follows): the first measured step would otherwise carry the JIT's and the caches' start.
    const steps = STEPS.filter((n) => n <= MAX_CAMPAIGNS)
    if (steps.length === 0) throw new Error(`no step of LOAD_STEPS (${STEPS.join(',')}) within LOAD_MAX_CAMPAIGNS (${MAX_CAMPAIGNS})`)
    for (const [index, campaigns] of [steps[0]!, ...steps].entries()) {
      const warm = index === 0
      const active = people.slice(0, campaigns)
      const waits: number[] = []
      let pages = 0
      let refreshes = 0
      let overlays = 0
      let commands = 0
      let failed = 0
      let running = true
      const get = async (person: Person, refresh: boolean) => {
        const start = performance.now()
        try {
          const url = refresh ? (person.rscPage ?? person.page) : person.page
          const response = await fetch(`${base}${url}`, { headers: refresh ? { ...person.headers, rsc: '1' } : person.headers, redirect: 'manual' })
          const body = await response.text()
          if (person.overlay) person.rest = REST.exec(body)?.[1] ?? null
          if (response.status >= 400) failed++
          waits.push(performance.now() - start)
        } catch {
          failed++
        }
      }
      const versions = new Map<string, number>()
      listeners.clear()
      // Each open page follows a change it hears: by the overlay its stream brought, where its digest is the
      // page's own, at once and asking nothing; else by reloading what it shows, after LiveRefresh's random wait.
      for (const person of active.flat()) {
        listeners.set(person, (version) => {
          versions.set(person.campaignId, Math.max(version, versions.get(person.campaignId) ?? 0))
          if (!running) return
          if (person.pushed?.version === version && person.pushed.rest === person.rest) return void overlays++
          refreshes++
          setTimeout(() => void get(person, true), Math.random() * SPREAD_MS)
        })
      }
      const loops = active.flat().map(async (person) => {
        // Each person starts at a random moment of their 10 s, so pages do not come in waves.
        await sleep(Math.random() * PAGE_EVERY_MS)
        let nextCommand = performance.now() + Math.random() * COMMAND_EVERY_MS
        while (running) {
          pages++
          await get(person, false)
          const campaign = person.campaign
          if (performance.now() >= nextCommand && running && !campaign.sending && campaign.next <= WHOLE_CAMPAIGN_CHANGES) {
            nextCommand += COMMAND_EVERY_MS
            commands++
            // The campaign's next change, by whoever makes it; one at a time per campaign, as a table plays.
            campaign.sending = true
            const sent = await sendChange(base, campaign, campaign.next, versions.get(person.campaignId) ?? 1).catch(() => null)
            campaign.sending = false
            if (sent === null) failed++
            else {
              campaign.next++
              versions.set(person.campaignId, Math.max(sent, versions.get(person.campaignId) ?? 0))
            }
          }
          await sleep(PAGE_EVERY_MS * (0.9 + Math.random() * 0.2))
        }
      })
      // The expected version of each campaign: its current one.
      for (const group of active) {
        const r = await fetch(`${base}/api/campaigns/${group[0]!.campaignId}/version`, { headers: group[0]!.headers })
        versions.set(group[0]!.campaignId, ((await r.json()) as { version: number }).version)
      }
      const cpuBefore = processCpuMs(pid)
      const started = performance.now()
      await sleep((warm ? WARM_SECONDS : STEP_SECONDS) * 1000)
      running = false
      const core = (processCpuMs(pid) - cpuBefore) / (performance.now() - started)
      await Promise.all(loops)
      await sleep(SPREAD_MS + 200)
      const step = { campaigns, p50: quantile(waits, 0.5), p95: quantile(waits, 0.95), core, pages, refreshes, commands, failed }
      if (warm) {
        console.log(`warm-up, ${campaigns} campaigns for ${WARM_SECONDS} s, not counted: page p95 ${step.p95.toFixed(0)} ms`)
        continue
      }
      results.push(step)
      console.log(
        `${campaigns} campaigns: page p50 ${step.p50.toFixed(0)} ms, p95 ${step.p95.toFixed(0)} ms; server ${(core * 100).toFixed(0)}% of a core; ${pages} pages, ${refreshes} changes followed by a reload and ${overlays} by an overlay, ${commands} commands${failed ? `, ${failed} failed` : ''}`,
      )
      // Past the target by far, and beyond a busy machine's noise: the next steps would only be slower.
      if (step.p95 > P95_TARGET_MS * 4 || step.core > 0.95) break
    }
    for (const abort of aborts) abort.abort()
  } finally {
    server.process.kill('SIGTERM')
    await server.exited
    rmSync(dir, { recursive: true, force: true })
  }
  // What one campaign in active play costs the server, whatever the waits (on a machine shared with other work
  // the waits say more about the machine than about the server): a core's worth of campaigns by CPU alone.
  const largest = results.at(-1)
  if (largest) {
    const perCampaign = largest.core / largest.campaigns
    console.log(
      `CPU per campaign in active play: ${(perCampaign * 100).toFixed(2)}% of a core, so about ${Math.floor(1 / perCampaign)} campaigns would fill a core`,
    )
  }
  const kept = results.filter((r) => r.p95 < P95_TARGET_MS && r.failed === 0)
  const best = kept.at(-1)
  const broke = results.some((r) => best && r.campaigns > best.campaigns)
  if (!best) console.log(`No step kept page p95 under ${P95_TARGET_MS} ms`)
  // Node renders on one thread: the process is one core's worth. Where a larger step broke the target, the
  // best step is the capacity; where none did, the best step scaled to a whole core is an estimate.
  else if (broke)
    console.log(
      `Campaigns in active play per core, page p95 under ${P95_TARGET_MS} ms: ${best.campaigns} (the next step broke it; the server used ${(best.core * 100).toFixed(0)}% of a core)`,
    )
  else
    console.log(
      `Campaigns in active play per core, page p95 under ${P95_TARGET_MS} ms: at least ${best.campaigns} measured (the server used ${(best.core * 100).toFixed(0)}% of a core), about ${Math.floor(best.campaigns / Math.max(best.core, 0.01))} scaled to a whole core`,
    )
}

await main()
