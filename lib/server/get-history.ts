import 'server-only'
// Read model for the history page (R-HIST): newest first, the other team's secrets left out.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { anyCommandSchema } from '@/lib/campaign/commands'
import type { Actor } from '@/lib/campaign/state'
import { visibleCommandFor, type VisibleCommand } from '@/lib/campaign/visibility'
import { AppError } from '@/lib/errors'
import { actorFromKey } from './actors'

export type HistoryItem =
  | { seq: number; at: string; actor: Actor; kind: 'command'; command: VisibleCommand }
  | { seq: number; at: string; actor: Actor; kind: 'undo'; undone: VisibleCommand; undoneBy: Actor }
  | { seq: number; at: string; actor: Actor; kind: 'link-regenerated'; subject: string }

export function getHistory(db: Db, campaignId: string, viewer: Actor): { items: HistoryItem[]; canUndo: boolean } {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const state = row.state
  const items: HistoryItem[] = listHistory(db, campaignId).map((e) => {
    const base = { seq: e.seq, at: e.at.toISOString(), actor: actorFromKey(e.actor) }
    if (e.kind === 'command') {
      return { ...base, kind: 'command', command: visibleCommandFor(state, viewer, anyCommandSchema.parse(e.payload)) }
    }
    if (e.kind === 'undo') {
      const p = e.payload as { undone: unknown; by: string }
      return { ...base, kind: 'undo', undone: visibleCommandFor(state, viewer, anyCommandSchema.parse(p.undone)), undoneBy: actorFromKey(p.by) }
    }
    return { ...base, kind: 'link-regenerated', subject: (e.payload as { subject: string }).subject }
  })
  const commands = items.filter((i) => i.kind === 'command').length
  return { items: items.reverse(), canUndo: viewer.role === 'organizer' && commands > 1 }
}
