import 'server-only'
// The links an organizer hands out, as shown once after creation, import or regeneration.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import type { TeamId } from '@/lib/campaign'
import type { IssuedLinks } from '@/lib/server/create-campaign'

export interface IssuedLinksView {
  campaignId: string
  campaignName: string
  organizerLink: string
  players: { id: string; name: string; team: TeamId; link: string }[]
}

export function joinLink(origin: string, token: string): string {
  return `${origin}/join/${token}`
}

export function issuedLinksView(db: Db, issued: IssuedLinks, origin: string): IssuedLinksView {
  const row = findCampaign(db, issued.campaignId)!
  return {
    campaignId: issued.campaignId,
    campaignName: row.name,
    organizerLink: joinLink(origin, issued.tokens.organizer!),
    players: row.state.players.map((p) => ({ id: p.id, name: p.name, team: p.team, link: joinLink(origin, issued.tokens[p.id]!) })),
  }
}
