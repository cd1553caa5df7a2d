import 'server-only'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'

export function getCampaignVersion(db: Db, campaignId: string): number | null {
  return findCampaign(db, campaignId)?.version ?? null
}
