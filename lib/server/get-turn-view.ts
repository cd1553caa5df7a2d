import 'server-only'
// Use case: the turn pages' view for one viewer (lib/campaign/views/turn-view.ts), from the stored state.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { type Actor, turnView, type TurnView } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { keptView } from './kept-views'

export type { BattleExtras, TurnView } from '@/lib/campaign'

export function getTurnView(db: Db, campaignId: string, actor: Actor): TurnView | null {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return keptView(db, 'turn', row, actor, () => turnView(row.state, actor))
}
