import 'server-only'
// What an open page is told over its event stream when the campaign changes: besides the new version, the
// page's own overlay of that version for its viewer (the words and marks it keeps up to date without
// reloading), where the page offers one. Computed here, in the server that wrote the change, so an open page
// that follows by its overlay costs the server no request at all. The pages (app/) say which overlays exist
// and how they are worded; this module only runs them, per stream, from the viewer's view (R-SECRET: the same
// view, and so the same redaction, as the page itself).
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import type { Actor } from '@/lib/campaign'
import { actorKey } from '@/lib/campaign'
import type { CampaignView } from './get-campaign-view'
import { getCampaignView } from './get-campaign-view'

/** A page's overlay at one version: `rest` digests what it does not carry (a differing one makes the page reload). */
export interface PageOverlay {
  version: number
  rest: string
}

/** Builds a page's overlay for the viewer of `view`, in `locale`, for the page's own query; null where the query is not the page's. */
export type PageFollower = (db: Db, view: CampaignView, query: URLSearchParams, locale: string) => Promise<PageOverlay | null>

/** What the pages offer the event streams: the overlays by page, and the language a request reads in. */
export interface PageFollowers {
  followers: Readonly<Record<string, PageFollower>>
  localeOf: (headers: { cookie: string | null; acceptLanguage: string | null }) => string
}

/** What an event stream's page is, as its address says (`?page=map&system=hoth&since=12`). */
export interface FollowedPage {
  follower: PageFollower
  /** The page and its query, as one key: two streams of the same viewer on the same page share an overlay. */
  key: string
  query: URLSearchParams
  /** The version the page was drawn at: an overlay is owed at once when the campaign is already past it. */
  since: number
}

const PAGE_PARAM = 'page'
const SINCE_PARAM = 'since'

/** The page an event stream's address names, if it offers an overlay; null for any other stream (versions only). */
export function followedPage(offered: PageFollowers | undefined, search: URLSearchParams): FollowedPage | null {
  const page = search.get(PAGE_PARAM)
  const follower = page && offered && Object.hasOwn(offered.followers, page) ? offered.followers[page] : undefined
  if (!follower) return null
  const since = Number(search.get(SINCE_PARAM))
  const query = new URLSearchParams()
  for (const [key, value] of search) if (key !== PAGE_PARAM && key !== SINCE_PARAM) query.append(key, value)
  return { follower, key: `${page}?${query.toString()}`, query, since: Number.isSafeInteger(since) ? since : 0 }
}

/**
 * Overlays computed lately, by campaign version, viewer, page and language: the tabs and devices of one person
 * on one page, told the same change, compute it once. A handful of entries: only the latest versions matter.
 */
const KEPT = 256
const kept = new Map<string, Promise<string | null>>()

/**
 * The `follow` event that tells `actor`'s page the campaign's current version with its overlay, or null when
 * the page cannot follow by its overlay (its query is not the page's, or the campaign is gone): the page then
 * reloads as any other does when it hears the version.
 */
export function followEvent(db: Db, campaignId: string, actor: Actor, page: FollowedPage, locale: string): Promise<string | null> {
  const row = findCampaign(db, campaignId)
  if (!row) return Promise.resolve(null)
  const key = [campaignId, row.version, row.updatedAt.getTime(), actorKey(actor), page.key, locale].join('\u0000')
  const known = kept.get(key)
  if (known) return known
  const made = (async () => {
    const view = getCampaignView(db, campaignId, actor)
    const overlay = await page.follower(db, view, page.query, locale)
    return overlay ? `event: follow\ndata: ${JSON.stringify(overlay)}\n\n` : null
  })().catch(() => null)
  kept.set(key, made)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
  return made
}
