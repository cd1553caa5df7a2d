import 'server-only'
// An open page's event stream written straight on the Node response, for the production server
// (bin/rim-command-server.mjs): a stream served through Next's route handler holds its request's whole
// context for as long as the page stays open (about 80 KiB a stream), where a bare response holds its
// socket and a few closures. Same access as the route (app/api/campaigns/[campaignId]/events/route.ts):
// without the campaign's link, the same 404 as an unknown campaign; past the streams a link or an address
// may hold, a 429 (lib/server/campaign-events.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getDb, type Db } from '@/db/client'
import type { Actor } from '@/lib/campaign'
import { actorKey } from './actors'
import { openStream } from './campaign-events'
import { getCampaignVersion } from './get-campaign-version'
import { clientKey } from './http/rate-limit'
import { resolveAccess } from './resolve-access'
import { campaignCookieName } from './http/session'
import { followedPage, followEvent, type PageFollowers } from './page-follow'

/** A comment now and then keeps proxies and browsers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 25_000

export const EVENT_STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: compressing would hold the events back; X-Accel-Buffering: nginx passes them on at once.
  'cache-control': 'private, no-cache, no-transform',
  'x-accel-buffering': 'no',
}

/** The first event: how long to wait before trying again after a lost connection (5 s), and the version now. */
export const firstEvent = (version: number) => `retry: 5000\n${versionEvent(version)}`
export const versionEvent = (version: number) => `event: version\ndata: ${version}\n\n`
export const KEEP_ALIVE_COMMENT = ': still here\n\n'

/** Where a stream's viewer is, and what its page offers: enough to tell the page each version its way. */
export interface StreamViewer {
  db: Db
  campaignId: string
  actor: Actor
  search: URLSearchParams
  headers: { cookie: string | null; acceptLanguage: string | null }
}

/**
 * How a stream tells its page of a version: the version alone, or, for a page that follows by its overlay
 * (lib/server/page-follow.ts), the overlay of the campaign as it now is, then the version. The overlay is
 * worked out after the command's own answer has gone (the command tells its streams as it ends). `first`:
 * the version the stream opens with, owed an overlay only when the page was drawn before it.
 */
export function streamTeller(viewer: StreamViewer, offered: PageFollowers | undefined, send: (text: string) => void) {
  const page = followedPage(offered, viewer.search)
  if (!page || !offered) return { first: (version: number) => send(firstEvent(version)), next: (version: number) => send(versionEvent(version)) }
  const locale = offered.localeOf(viewer.headers)
  const tell = async (event: string) => {
    await new Promise((resolve) => setImmediate(resolve))
    const follow = await followEvent(viewer.db, viewer.campaignId, viewer.actor, page, locale)
    if (follow) send(follow)
    send(event)
  }
  return {
    first: (version: number) => (version > page.since ? void tell(firstEvent(version)) : send(firstEvent(version))),
    next: (version: number) => void tell(versionEvent(version)),
  }
}

// An event stream runs no script and loads nothing: the strictest policy.
const STREAM_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

function answer(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-security-policy': STREAM_POLICY, ...headers })
  res.end(JSON.stringify(body))
}

/** Serves the event stream of campaign `campaignId` (as its address names it) on `res`. */
export function serveEventStream(db: Db, req: IncomingMessage, res: ServerResponse, campaignId: string, offered?: PageFollowers): void {
  const token = cookieValue(req.headers.cookie, campaignCookieName(campaignId))
  const access = token ? resolveAccess(db, token) : null
  const version = access && access.campaignId === campaignId ? getCampaignVersion(db, campaignId) : null
  if (!access || version === null) return answer(res, 404, { error: 'NOT_FOUND' })
  const header = (name: string) => {
    const value = req.headers[name]
    return (Array.isArray(value) ? value.join(', ') : value) ?? null
  }
  let open = true
  let unlisten: (() => void) | null = null
  const end = () => {
    if (!open) return
    open = false
    clearInterval(keepAlive)
    unlisten?.()
    res.end()
  }
  const send = (text: string) => {
    if (!open) return
    if (res.destroyed || res.writableEnded) end()
    else res.write(text)
  }
  const search = new URL(req.url ?? '/', 'http://stream').searchParams
  const teller = streamTeller(
    { db, campaignId, actor: access.actor, search, headers: { cookie: header('cookie'), acceptLanguage: header('accept-language') } },
    offered,
    send,
  )
  unlisten = openStream({ campaignId, subject: actorKey(access.actor), address: clientKey({ get: header }) }, teller.next, end)
  if (!unlisten) return answer(res, 429, { error: 'TOO_MANY' }, { 'retry-after': '30' })
  res.writeHead(200, { ...EVENT_STREAM_HEADERS, 'content-security-policy': STREAM_POLICY })
  // Before the first write, which ends the stream if the page already left.
  const keepAlive = setInterval(() => send(KEEP_ALIVE_COMMENT), KEEP_ALIVE_MS)
  teller.first(version)
  req.once('close', end)
  res.once('close', end)
}

/**
 * Lets the production server (plain JavaScript outside the bundles) serve event streams itself. Called when
 * the events route is first loaded: the first stream after a start goes through Next, every later one not.
 */
export function offerEventStreams(offered: PageFollowers): void {
  const global = globalThis as { rimCommandServeEvents?: (req: IncomingMessage, res: ServerResponse, campaignId: string) => void }
  global.rimCommandServeEvents ??= (req, res, campaignId) => serveEventStream(getDb(), req, res, campaignId, offered)
}
