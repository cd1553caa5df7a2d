import 'server-only'
// Player names for error messages written outside a page.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'

export function findPlayerName(db: Db, campaignId: string, playerId: string): string {
  return findCampaign(db, campaignId)?.state.players.find((p) => p.id === playerId)?.name ?? playerId
}
