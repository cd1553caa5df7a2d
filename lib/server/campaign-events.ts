import 'server-only'
// Live updates: one broadcaster in the server process tells every open page of a campaign its new version
// as soon as a change is written, over server-sent events. An open page then costs nothing while nothing
// happens (a comment every half minute keeps proxies from closing the stream), where polling cost a request
// every few seconds. Kept on globalThis so that every route's bundle shares the one broadcaster, and so that
// the server's shutdown can close the streams (bin/rim-command-server.mjs).

type Listener = (version: number) => void

interface Broadcaster {
  listeners: Map<string, Set<Listener>>
  /** Ends every open stream: the server is stopping. */
  closers: Set<() => void>
  /** The streams opened through `openStream`, by whose link and from which address. */
  streams: Set<OpenStream>
}

interface OpenStream {
  campaignId: string
  subject: string
  address: string
  close: () => void
}

/**
 * Streams one link, or one address, may hold open at once: a person has a few tabs and devices, and one
 * address may be a club's where the whole group plays; more is someone holding the server's memory and
 * files (2,000 streams from one cookie took 220 MB).
 */
export const STREAMS_PER_LINK = 8
/** STREAMS_PER_ADDRESS lets an operator whose players share one address (a club, a proxy) allow more. */
export const STREAMS_PER_ADDRESS = Number(process.env.STREAMS_PER_ADDRESS) > 0 ? Number(process.env.STREAMS_PER_ADDRESS) : 16

const KEY = Symbol.for('rim-command.campaign-events')

function broadcaster(): Broadcaster {
  const global = globalThis as { [KEY]?: Broadcaster; rimCommandCloseStreams?: () => void }
  if (!global[KEY]) {
    const created: Broadcaster = { listeners: new Map(), closers: new Set(), streams: new Set() }
    global[KEY] = created
    global.rimCommandCloseStreams = () => {
      for (const close of [...created.closers]) close()
    }
  }
  return global[KEY]
}

/** Tells the campaign's open pages its new version. Called once the change is written. */
export function announceVersion(campaignId: string, version: number): void {
  for (const listener of broadcaster().listeners.get(campaignId) ?? []) listener(version)
}

/** Listens to a campaign's versions until the returned function is called; `close` runs if the server stops first. */
export function listenToCampaign(campaignId: string, listener: Listener, close: () => void): () => void {
  const { listeners, closers } = broadcaster()
  const set = listeners.get(campaignId) ?? new Set<Listener>()
  set.add(listener)
  listeners.set(campaignId, set)
  closers.add(close)
  return () => {
    set.delete(listener)
    if (set.size === 0 && listeners.get(campaignId) === set) listeners.delete(campaignId)
    closers.delete(close)
  }
}

/**
 * Listens as `listenToCampaign` does, for the page of `subject` (whose link: 'organizer' or a player's id)
 * at `address`; null when that link or that address already holds STREAMS_PER_LINK or STREAMS_PER_ADDRESS.
 */
export function openStream(who: { campaignId: string; subject: string; address: string }, listener: Listener, close: () => void): (() => void) | null {
  const { streams } = broadcaster()
  let ofLink = 0
  let ofAddress = 0
  for (const s of streams) {
    if (s.campaignId === who.campaignId && s.subject === who.subject) ofLink++
    if (s.address === who.address) ofAddress++
  }
  if (ofLink >= STREAMS_PER_LINK || ofAddress >= STREAMS_PER_ADDRESS) return null
  const stream: OpenStream = { ...who, close }
  streams.add(stream)
  const unlisten = listenToCampaign(who.campaignId, listener, close)
  return () => {
    streams.delete(stream)
    unlisten()
  }
}

/** Ends at once the streams opened with a link that was just replaced: the old link opens nothing any more. */
export function closeStreamsOf(campaignId: string, subject: string): void {
  for (const s of [...broadcaster().streams]) if (s.campaignId === campaignId && s.subject === subject) s.close()
}

/** How many pages listen now, for the bench and tests. */
export function openStreams(): number {
  let count = 0
  for (const set of broadcaster().listeners.values()) count += set.size
  return count
}
