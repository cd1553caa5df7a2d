import 'server-only'
// Who holds a link token: the organizer or a player of one campaign. Null for unknown or replaced links.
import type { Db } from '@/db/client'
import { findLinkByHash } from '@/db/repositories/access-links'
import { findCampaign } from '@/db/repositories/campaigns'
import type { Actor } from '@/lib/campaign'
import { hashAccessToken } from './access-tokens'
import { actorFromKey } from './actors'

export function resolveAccess(db: Db, token: string): { campaignId: string; actor: Actor } | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const link = findLinkByHash(db, hashAccessToken(token))
  return link ? { campaignId: link.campaignId, actor: actorFromKey(link.subject) } : null
}

/** The name of who a link is for, to ask before one browser changes from one person to another. */
export function linkHolderName(db: Db, campaignId: string, actor: Actor): string | null {
  if (actor.role === 'organizer') return null
  return findCampaign(db, campaignId)?.state.players.find((p) => p.id === actor.playerId)?.name ?? null
}
