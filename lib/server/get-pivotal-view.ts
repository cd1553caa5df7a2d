import 'server-only'
// Use case: the page's view for one viewer (lib/campaign/views/pivotal-view.ts), from the stored state.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { type Actor, pivotalView } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { keptView } from './kept-views'

export type { PivotalView } from '@/lib/campaign'

export function getPivotalView(db: Db, campaignId: string, actor: Actor) {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return keptView(db, 'pivotal', row, actor, () => pivotalView(row.state, actor))
}
