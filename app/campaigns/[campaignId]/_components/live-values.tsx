'use client'
// What a page can bring up to date without reloading itself: words and marks the server worded for this
// viewer, each under a key (a count, a control marker, who owes what). A page that offers it (the map) names
// an overlay source; when the campaign changes, LiveRefresh asks that source for the new words instead of
// the whole page. Each live element keeps the value it was rendered with until an overlay newer than that
// render arrives, so a page rendered after an overlay is never taken back by it.
import { useRouter } from 'next/navigation'
import { Link } from '@/app/_components/link'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { BattlesListed } from '../battles/battles-listed'
import type { HistoryListed } from '../history/history-listed'
import type { GameListed } from './games-listed'
import type { YourMoveListed } from './your-move-listed'

/** The words and marks of a page at one version, as its route handler answers them. */
export interface LiveOverlay {
  version: number
  /** A digest of what the page shows that the overlay does not carry: when it differs, the page is reloaded. */
  rest: string
  text: Record<string, string>
  battles: LiveBattle[]
  /** The history page's list, which its stream brings whole (history-page-data.ts). */
  history?: HistoryListed
  /** The battles page's list (battles-page-data.ts). */
  battleList?: BattlesListed
  /** The overview's list of the turn's games (games-glance.tsx). */
  games?: GameListed[]
  /** The overview's "Your move" lists (your-move-data.ts). */
  yourMove?: YourMoveListed
}

export interface LiveBattle {
  systemId: string
  name: string
  words: string
}

/** Fetches the overlay of the campaign's latest version and publishes it; false when the page must reload. */
export type OverlaySource = () => Promise<boolean>

let overlay: LiveOverlay | null = null
let source: OverlaySource | null = null
const listeners = new Set<() => void>()

export function publishOverlay(next: LiveOverlay): void {
  overlay = next
  for (const listener of listeners) listener()
}

/** Names the page's overlay source; returns what forgets it again (unless another has replaced it since). */
export function setOverlaySource(next: OverlaySource): () => void {
  source = next
  return () => {
    if (source === next) source = null
  }
}

export function overlaySource(): OverlaySource | null {
  return source
}

/**
 * A page that follows by its overlay names itself here: its event stream then carries the overlay of each
 * new version with it (lib/server/page-follow.ts), so following costs no request. `query`: the page's own
 * query (`?system=hoth`), which the overlay depends on; `rest`: the digest of what the overlay does not carry.
 */
export interface FollowedPage {
  page: string
  query: string
  rest: string
}

let followed: FollowedPage | null = null
const followListeners = new Set<() => void>()

/** Names the page's overlay for its event stream; returns what forgets it again (unless another has replaced it since). */
export function followPage(next: FollowedPage): () => void {
  followed = next
  for (const listener of followListeners) listener()
  return () => {
    if (followed !== next) return
    followed = null
    for (const listener of followListeners) listener()
  }
}

/** Which overlay a stream carries: the page and its query (its digest changes with each reload, the stream need not). */
const streamKey = (page: FollowedPage | null) => (page ? `${page.page}${page.query}` : '')

/** The event stream's address for the page now shown: with the page and its query where it follows by its overlay. */
function streamUrl(campaignId: string, since: number): string {
  const base = `/api/campaigns/${campaignId}/events`
  if (!followed) return base
  const params = new URLSearchParams(followed.query)
  params.set('page', followed.page)
  params.set('since', String(since))
  return `${base}?${params.toString()}`
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The overlay, if one newer than the render at `since` arrived. */
export function useOverlay(since: number): LiveOverlay | null {
  const current = useSyncExternalStore(
    subscribe,
    () => overlay,
    () => null,
  )
  return current && current.version > since ? current : null
}

/** A text kept up to date: `v` as rendered, then the overlay's word for `k`. */
export function LiveText({ k, v, since }: { k: string; v: string; since: number }) {
  const live = useOverlay(since)
  return live?.text[k] ?? v
}

/** A link kept up to date: its words and address as rendered, then the overlay's `${k}.text` and `${k}.href`. */
export function LiveLink({ k, text, href, since, className }: { k: string; text: string; href: string; since: number; className?: string }) {
  const live = useOverlay(since)
  return (
    <Link href={live?.text[`${k}.href`] ?? href} className={className}>
      {live?.text[`${k}.text`] ?? text}
    </Link>
  )
}

const POLL_MS = 4000
/**
 * A change is followed after a random wait of up to this long: the seven open pages of a campaign hear a
 * command at the same instant, and would otherwise all be rendered by the server at once. Versions heard
 * meanwhile are followed together, and the page that sent the command has its new render by then.
 */
const SPREAD_MS = 1200
/** A stream that says nothing this long after opening is held back on the way (a buffering proxy): poll instead. */
const STREAM_SILENT_MS = 10_000

/**
 * Refreshes the page when someone else changes the campaign, so whose turn it is stays true. The server tells
 * the page each new version over server-sent events (an open page then costs nothing while nothing happens);
 * where the stream cannot reach the page, it polls the version instead, revalidated by its ETag (a 304 with no
 * body while nothing changed). A page that names an overlay source (the map) gets only its changed words and
 * marks from it; any other page, or a change the overlay does not carry, reloads the page's server payload.
 */
export function LiveRefresh({ campaignId, version }: { campaignId: string; version: number }) {
  const router = useRouter()
  const known = useRef(version)
  // The version the page shows: as rendered, or a later one its overlay brought.
  const [overlaid, setOverlaid] = useState(0)
  useEffect(() => {
    known.current = version
  }, [version])
  useEffect(() => {
    let busy = false
    let latest = known.current
    /** The overlay the stream brought last, for the page it was opened for. */
    let pushed: (LiveOverlay & { for: string }) | null = null
    /** The stream's overlay of version `target` for the page now shown, if it brought one: it says whether the page must reload. */
    const broughtFor = (target: number) => (pushed && pushed.version === target && followed && pushed.for === streamKey(followed) ? pushed : null)
    const overlayApplies = (target: number) => {
      const brought = broughtFor(target)
      return brought !== null && brought.rest === followed?.rest
    }
    /** Brings the page up to `latest`, one change at a time (a version arriving meanwhile is taken after). */
    const follow = async () => {
      if (busy) return
      busy = true
      try {
        while (latest > known.current) {
          const target = latest
          const source = overlaySource()
          const brought = broughtFor(target)
          if (brought && overlayApplies(target)) {
            publishOverlay(brought)
            known.current = target
            setOverlaid(target)
          } else if (!brought && source && (await source().catch(() => false))) {
            known.current = target
            setOverlaid(target)
          } else {
            router.refresh()
            break
          }
        }
      } finally {
        busy = false
      }
    }
    let pending: ReturnType<typeof setTimeout> | undefined
    const schedule = (spread = true) => {
      // A hidden tab follows when it is shown again (visibilitychange below), not while nobody looks at it.
      if (pending || document.hidden) return
      pending = setTimeout(
        () => {
          pending = undefined
          void follow()
        },
        // An overlay the stream brought costs the server nothing more: no need to spread it. A reload does.
        spread && !overlayApplies(latest) ? Math.random() * SPREAD_MS : 0,
      )
    }
    const heard = (version: number) => {
      if (!Number.isInteger(version) || version <= latest) return
      latest = version
      schedule()
    }
    // A page shown again by its reader follows at once: nothing makes the pages of a campaign shown together.
    const shownAgain = () => {
      if (!document.hidden && latest > known.current) schedule(false)
    }
    document.addEventListener('visibilitychange', shownAgain)
    let timer: ReturnType<typeof setInterval> | undefined
    const poll = () => {
      if (timer) return
      timer = setInterval(async () => {
        if (document.hidden || busy) return
        const response = await fetch(`/api/campaigns/${campaignId}/version`, { cache: 'no-cache' }).catch(() => null)
        if (response?.ok) heard(((await response.json()) as { version: number }).version)
      }, POLL_MS)
    }
    let events: EventSource | null = null
    let openedFor = ''
    let silent: ReturnType<typeof setTimeout> | undefined
    /** Opens the stream for the page now shown; again when the page names another overlay (or none). */
    const connect = () => {
      if (timer) return
      events?.close()
      clearTimeout(silent)
      const opened = new EventSource(streamUrl(campaignId, known.current))
      const key = streamKey(followed)
      openedFor = key
      events = opened
      silent = setTimeout(() => {
        opened.close()
        poll()
      }, STREAM_SILENT_MS)
      opened.addEventListener('follow', (event) => {
        clearTimeout(silent)
        const overlay = JSON.parse((event as MessageEvent<string>).data) as LiveOverlay
        pushed = { ...overlay, for: key }
        heard(overlay.version)
      })
      opened.addEventListener('version', (event) => {
        clearTimeout(silent)
        heard(Number((event as MessageEvent<string>).data))
      })
    }
    let connected = false
    let disposed = false
    // Taken once the page's effects are done: a page drawn again names its overlay anew (forgetting the old one
    // first), which needs no other stream when it is the same page.
    let reconnecting = false
    const reconnect = () => {
      if (reconnecting) return
      reconnecting = true
      queueMicrotask(() => {
        reconnecting = false
        if (connected && streamKey(followed) !== openedFor) connect()
      })
    }
    followListeners.add(reconnect)
    if (typeof EventSource === 'undefined') poll()
    else
      // After the page's own effects, which name its overlay (they run after this layout's): one stream, not two.
      queueMicrotask(() => {
        if (disposed) return
        connected = true
        connect()
      })
    return () => {
      disposed = true
      connected = false
      followListeners.delete(reconnect)
      clearTimeout(silent)
      clearInterval(timer)
      clearTimeout(pending)
      document.removeEventListener('visibilitychange', shownAgain)
      events?.close()
    }
  }, [campaignId, router])
  // The version the page shows, for whoever needs to know it is up to date (the end-to-end journey).
  return <span hidden data-live-version={Math.max(version, overlaid)} />
}
