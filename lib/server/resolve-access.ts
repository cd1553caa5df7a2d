import 'server-only'
// Who holds a link token: the organizer or a player of one campaign. Null for unknown or replaced links.
import type { Db } from '@/db/client'
import { findLinkByHash } from '@/db/repositories/access-links'
import type { Actor } from '@/lib/campaign/state'
import { hashAccessToken } from './access-tokens'
import { actorFromKey } from './actors'

export function resolveAccess(db: Db, token: string): { campaignId: string; actor: Actor } | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null
  const link = findLinkByHash(db, hashAccessToken(token))
  return link ? { campaignId: link.campaignId, actor: actorFromKey(link.subject) } : null
}
