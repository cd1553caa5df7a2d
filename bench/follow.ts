// What a change costs the server in the pages that follow it: a whole campaign's commands (from creation to
// its end, each by the person the app takes it from: lib/campaign/pivotal/testing/whole-campaign-script.ts)
// sent one by one while its seven people sit on seven pages, each following as LiveRefresh does: a page
// whose event stream brings its overlay with a digest equal to its own takes it and asks nothing; the map
// without one asks its overlay's route; any other page, or a digest that differs, reloads its server payload
// (an RSC request). The same commands are sent first to a twin campaign nobody watches: what the command
// itself costs. Numbers, not asserts.
import { performance } from 'node:perf_hooks'
import type { Db } from '../db/client'
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type CampaignFile } from '../lib/campaign/campaign-file'
import { createCampaign as createState } from '../lib/campaign/create-campaign'
import { applyCommand } from '../lib/campaign/engine'
import { RULES_VERSION } from '../lib/campaign/rules-version'
import type { Actor, CampaignState } from '../lib/campaign/state'
import type { CampaignCommand } from '../lib/campaign/commands'
import { actorKey } from '../lib/campaign/state'
import { ACTORS, CREATE, HISTORY } from '../lib/campaign/pivotal/testing/whole-campaign-script'
import { createCampaign } from '../lib/server/create-campaign'
import { processCpuMs } from './server-cpu'

/** Where the seven people sit, the organizer first, as bench/load.ts spreads them. */
export const FOLLOWED_PAGES = ['', '/map', '/turn', '/fleets', '/battles', '/history', '/summary']
/** The pages whose stream brings their overlay (app/campaigns/[campaignId]/_lib/page-followers.ts). */
export const BY_OVERLAY: Record<string, string> = {
  '': 'overview',
  '/map': 'map',
  '/turn': 'turn',
  '/fleets': 'fleets',
  '/battles': 'battles',
  '/summary': 'summary',
  '/history': 'history',
}

export interface WholeCampaign {
  campaignId: string
  tokens: Record<string, string | undefined>
}

/** Two campaigns created as the whole campaign's first command: one watched, one not. */
export function seedWholeCampaigns(db: Db): { watched: WholeCampaign; unwatched: WholeCampaign } {
  return { watched: createCampaign(db, CREATE), unwatched: createCampaign(db, CREATE) }
}

/** The whole campaign's changes, 1 to HISTORY.length - 1 (0 creates it). */
export const WHOLE_CAMPAIGN_CHANGES = HISTORY.length - 1

/** The whole campaign's change `i`, and the person who makes it. */
export function wholeCampaignChange(i: number): { command: CampaignCommand; actor: Actor } {
  return { command: HISTORY[i] as CampaignCommand, actor: ACTORS[i]! }
}

/** A campaign file of the whole campaign played up to its `played`-th change, for an import. */
export function wholeCampaignFile(played: number): string {
  const start = Date.UTC(2026, 0, 1)
  let state = (createState(CREATE) as { ok: true; state: CampaignState }).state
  const history: CampaignFile['history'] = []
  for (let i = 0; i <= played; i++) {
    if (i > 0) {
      const next = applyCommand(state, HISTORY[i] as never, ACTORS[i])
      if (!next.ok) throw new Error(`whole campaign: change ${i} refused`)
      state = next.state
    }
    history.push({
      kind: 'command',
      at: new Date(start + i * 60_000).toISOString(),
      actor: actorKey(ACTORS[i]!),
      payload: HISTORY[i],
      rulesVersion: RULES_VERSION,
    } as CampaignFile['history'][number])
  }
  const file: CampaignFile = { format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, exportedAt: new Date(start + 1e9).toISOString(), history, state }
  return JSON.stringify(file)
}

/** Sends the whole campaign's change `i` to `campaign`, as its person, at `version`; the new version, or null when refused (a 409 of a race). */
export async function sendChange(base: string, campaign: WholeCampaign, i: number, version: number): Promise<number | null> {
  const actor = actorKey(ACTORS[i]!)
  const response = await fetch(`${base}/api/campaigns/${campaign.campaignId}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookieFor(campaign.campaignId, campaign.tokens[actor]!) },
    body: JSON.stringify({ command: HISTORY[i], expectedVersion: version }),
  })
  const body = (await response.json().catch(() => null)) as { version?: number } | null
  return response.status === 200 && body?.version ? body.version : null
}

/** Reads an event stream as it comes: each event's name (`message` when it has none) and data. */
export function readEvents(body: NonNullable<Response['body']>, on: (name: string, data: string) => void): void {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    let buffer = ''
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }))
      if (chunk.done) return
      buffer += chunk.value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = /^data: (.*)$/m.exec(event)?.[1]
        if (data !== undefined) on(/^event: (.*)$/m.exec(event)?.[1] ?? 'message', data)
      }
    }
  })()
}

const cookieFor = (campaignId: string, token: string) => ({ cookie: `rc_${campaignId}=${token}` })
const REST = /"rest":"([A-Za-z0-9_-]{16})"/

interface Follower {
  page: string
  headers: Record<string, string>
  rscUrl: string
  /** The digest of the page as last drawn, for a page that follows by its overlay. */
  rest: string | null
  /** The overlay the stream brought last: its version and digest. */
  pushed: { version: number; rest: string } | null
  versions: number[]
  close: () => void
}

async function openFollower(base: string, campaign: WholeCampaign, subject: string, page: string, reloads: { n: number }): Promise<Follower> {
  const headers = cookieFor(campaign.campaignId, campaign.tokens[subject]!)
  const path = `/campaigns/${campaign.campaignId}${page}`
  // Next answers an RSC request without its cache-busting parameter by a redirect to the address with it.
  const first = await fetch(`${base}${path}`, { headers: { ...headers, rsc: '1' }, redirect: 'manual' })
  await first.arrayBuffer()
  const location = first.headers.get('location')
  const rscUrl = location ? new URL(location, base).pathname + new URL(location, base).search : path
  const follower: Follower = { page, headers, rscUrl, rest: null, pushed: null, versions: [], close: () => {} }
  await reload(base, follower, reloads)
  reloads.n--
  const version = Number((await (await fetch(`${base}/api/campaigns/${campaign.campaignId}/version`, { headers })).json()).version)
  const overlay = BY_OVERLAY[page]
  const abort = new AbortController()
  const query = overlay ? `?page=${overlay}&since=${version}` : ''
  const response = await fetch(`${base}/api/campaigns/${campaign.campaignId}/events${query}`, { headers, signal: abort.signal })
  if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`)
  readEvents(response.body, (name, data) => {
    if (name === 'follow') follower.pushed = JSON.parse(data) as { version: number; rest: string }
    else follower.versions.push(Number(data))
  })
  follower.close = () => abort.abort()
  return follower
}

async function reload(base: string, follower: Follower, reloads: { n: number }): Promise<void> {
  reloads.n++
  const body = await (await fetch(`${base}${follower.rscUrl}`, { headers: { ...follower.headers, rsc: '1' } })).text()
  if (BY_OVERLAY[follower.page]) follower.rest = REST.exec(body)?.[1] ?? null
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 2))
  if (!check()) throw new Error('a stream never heard the change')
}

async function send(base: string, campaign: WholeCampaign, i: number, version: number): Promise<void> {
  const actor = actorKey(ACTORS[i]!)
  const response = await fetch(`${base}/api/campaigns/${campaign.campaignId}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookieFor(campaign.campaignId, campaign.tokens[actor]!) },
    body: JSON.stringify({ command: HISTORY[i], expectedVersion: version }),
  })
  if (response.status !== 200) throw new Error(`command ${i} (${(HISTORY[i] as { type: string }).type}) refused: ${response.status} ${await response.text()}`)
  await response.arrayBuffer()
}

export interface FollowResult {
  changes: number
  /** Server CPU per change: the command alone (unwatched twin), and the command with its seven pages' following. */
  commandCpu: number
  watchedCpu: number
  reloadsPerChange: number
  overlaysPerChange: number
  /** Per page: the share of changes it reloaded for. */
  reloadShare: Record<string, number>
  waitP50: number
  waitP95: number
}

export async function followBench(base: string, pid: number, campaigns: { watched: WholeCampaign; unwatched: WholeCampaign }): Promise<FollowResult> {
  const changes = HISTORY.length - 1
  // The command alone, on the twin nobody watches.
  let commandCpu = 0
  for (let i = 1; i <= changes; i++) {
    const before = processCpuMs(pid)
    await send(base, campaigns.unwatched, i, i)
    commandCpu += processCpuMs(pid) - before
  }
  const reloads = { n: 0 }
  const subjects = ['organizer', 'empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3']
  const followers = await Promise.all(subjects.map((s, k) => openFollower(base, campaigns.watched, s, FOLLOWED_PAGES[k]!, reloads)))
  const perPage = Object.fromEntries(FOLLOWED_PAGES.map((p) => [p, 0]))
  let overlays = 0
  let watchedCpu = 0
  const waits: number[] = []
  try {
    for (let i = 1; i <= changes; i++) {
      const version = i + 1
      const before = processCpuMs(pid)
      const start = performance.now()
      await send(base, campaigns.watched, i, i)
      await until(() => followers.every((f) => f.versions.includes(version)))
      await Promise.all(
        followers.map(async (f) => {
          const pushed = f.pushed?.version === version ? f.pushed : null
          if (pushed && pushed.rest === f.rest) return void overlays++
          if (f.page === '/map' && !pushed) {
            // As the map asks where its stream brings no overlay (an older server, a polling page).
            const overlay = (await (await fetch(`${base}/api/campaigns/${campaigns.watched.campaignId}/map-overlay`, { headers: f.headers })).json()) as {
              rest: string
            }
            if (overlay.rest === f.rest) return void overlays++
          }
          perPage[f.page]!++
          await reload(base, f, reloads)
        }),
      )
      waits.push(performance.now() - start)
      watchedCpu += processCpuMs(pid) - before
    }
  } finally {
    for (const f of followers) f.close()
  }
  const sorted = [...waits].sort((a, b) => a - b)
  return {
    changes,
    commandCpu: commandCpu / changes,
    watchedCpu: watchedCpu / changes,
    reloadsPerChange: reloads.n / changes,
    overlaysPerChange: overlays / changes,
    reloadShare: Object.fromEntries(Object.entries(perPage).map(([p, n]) => [p || '/', n / changes])),
    waitP50: sorted[Math.floor(sorted.length / 2)]!,
    waitP95: sorted[Math.floor(sorted.length * 0.95)]!,
  }
}
