import 'server-only'
// The links an organizer hands out, as shown once after creation, import or regeneration.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { campaignLanguage, type CampaignLanguage, type TeamId } from '@/lib/campaign'
import type { IssuedLinks } from '@/lib/server/create-campaign'

export interface IssuedLinksView {
  campaignId: string
  campaignName: string
  organizerLink: string
  players: { id: string; name: string; team: TeamId; link: string }[]
}

/** A personal link, naming the campaign's language: whoever opens it without a language of their own gets it. */
export function joinLink(origin: string, token: string, language: CampaignLanguage): string {
  return `${origin}/join/${token}?lang=${language}`
}

/** The language a campaign's links open in (English for a campaign unknown here). */
export function linkLanguage(db: Db, campaignId: string): CampaignLanguage {
  const row = findCampaign(db, campaignId)
  return row ? campaignLanguage(row.state) : 'en'
}

export function issuedLinksView(db: Db, issued: IssuedLinks, origin: string): IssuedLinksView {
  const row = findCampaign(db, issued.campaignId)!
  const language = campaignLanguage(row.state)
  return {
    campaignId: issued.campaignId,
    campaignName: row.name,
    organizerLink: joinLink(origin, issued.tokens.organizer!, language),
    players: row.state.players.map((p) => ({ id: p.id, name: p.name, team: p.team, link: joinLink(origin, issued.tokens[p.id]!, language) })),
  }
}
