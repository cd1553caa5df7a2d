import 'server-only'
// Each person's calendar feed: an address as secret as their personal link, derived from it, so that
// replacing the link replaces the feed's address too (the old one then answers 404). Only the link's hash
// is stored; the feed's secret is an HMAC keyed by that hash, so nothing more is kept and a copy of the
// database still does not give anyone the personal link.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '@/db/client'
import { accessLinks } from '@/db/schema'
import { findCampaign } from '@/db/repositories/campaigns'
import { actorKey, scheduledGamesFor, type Actor, type CampaignState, type ViewerGame } from '@/lib/campaign'
import { actorFromKey } from './actors'

const PURPOSE = 'rim-command calendar feed'

/** The feed's secret for a link hash: 43 base64url characters. */
export function calendarSecret(tokenHash: string): string {
  return createHmac('sha256', tokenHash).update(PURPOSE).digest('base64url')
}

/** The path of a feed (the route under app/api/campaigns/[campaignId]/calendar). */
export function calendarPath(campaignId: string, secret: string): string {
  return `/api/campaigns/${campaignId}/calendar/${secret}.ics`
}

/** The feed secret of this person's current link, or null when they have none. */
export function calendarSecretFor(db: Db, campaignId: string, actor: Actor): string | null {
  const subject = actorKey(actor)
  const link = db
    .select()
    .from(accessLinks)
    .where(eq(accessLinks.campaignId, campaignId))
    .all()
    .find((l) => l.subject === subject)
  return link ? calendarSecret(link.tokenHash) : null
}

/** Whose feed this is (by the campaign's current links), or null for a secret that is not, or no longer, one. */
export function calendarOwner(db: Db, campaignId: string, secret: string): Actor | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null
  const given = Buffer.from(secret)
  const links = db.select().from(accessLinks).where(eq(accessLinks.campaignId, campaignId)).all()
  const owner = links.find((l) => {
    const expected = Buffer.from(calendarSecret(l.tokenHash))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  return owner ? actorFromKey(owner.subject) : null
}

/** What a feed shows: its owner's games this turn, with the campaign they belong to; null for an address that is none. */
export function calendarFeedGames(db: Db, campaignId: string, secret: string): { state: CampaignState; updatedAt: Date; games: ViewerGame[] } | null {
  const actor = calendarOwner(db, campaignId, secret)
  const row = actor ? findCampaign(db, campaignId) : undefined
  if (!actor || !row) return null
  return { state: row.state, updatedAt: row.updatedAt, games: scheduledGamesFor(row.state, actor) }
}
