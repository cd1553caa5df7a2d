import 'server-only'
// Use case: a battle's result part for one viewer (lib/campaign/views/battle-result-view.ts), from the stored state.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { type Actor, battleResultView, type BattleResultView } from '@/lib/campaign'
import { AppError } from '@/lib/errors'

export function getBattleResultView(db: Db, campaignId: string, actor: Actor, battleId: string): BattleResultView {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return battleResultView(row.state, actor, battleId)
}
