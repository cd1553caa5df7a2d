import 'server-only'
import type { Db } from '@/db/client'
import { findCampaignVersion } from '@/db/repositories/campaigns'

export function getCampaignVersion(db: Db, campaignId: string): number | null {
  return findCampaignVersion(db, campaignId) ?? null
}
