import 'server-only'
// Read model for the history page (R-HIST): newest first, 50 entries a page, the other team's secrets left out.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { commandCount, historyPage, lastCommandEntry } from '@/db/repositories/history'
import type { HistoryEntryRow } from '@/db/schema'
import { anyCommandSchema, type Actor, type CampaignState, visibleCommandFor, visibleUndoneCommandFor, type VisibleCommand } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { actorFromKey } from './actors'

export type HistoryItem =
  | { seq: number; at: string; actor: Actor; kind: 'command'; command: VisibleCommand }
  | { seq: number; at: string; actor: Actor; kind: 'undo'; undone: VisibleCommand; undoneBy: Actor }
  | { seq: number; at: string; actor: Actor; kind: 'link-regenerated'; subject: string }

export const HISTORY_PAGE_SIZE = 50

export interface HistoryPage {
  items: HistoryItem[]
  /** 1 is the newest. */
  page: number
  pages: number
  canUndo: boolean
  /** The change an undo would take back, as this viewer may read it. */
  lastCommand: VisibleCommand | null
}

function toItem(state: CampaignState, viewer: Actor, e: HistoryEntryRow): HistoryItem {
  const base = { seq: e.seq, at: e.at.toISOString(), actor: actorFromKey(e.actor) }
  if (e.kind === 'command') return { ...base, kind: 'command', command: visibleCommandFor(state, viewer, anyCommandSchema.parse(e.payload)) }
  if (e.kind === 'undo') {
    const p = e.payload as { undone: unknown; by: string }
    return { ...base, kind: 'undo', undone: visibleUndoneCommandFor(state, viewer, anyCommandSchema.parse(p.undone)), undoneBy: actorFromKey(p.by) }
  }
  return { ...base, kind: 'link-regenerated', subject: (e.payload as { subject: string }).subject }
}

/** One page of the history, newest first: the page costs the same however long the campaign is. */
export function getHistory(db: Db, campaignId: string, viewer: Actor, page = 1): HistoryPage {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const { rows, total } = historyPage(db, campaignId, { offset: (Math.max(1, page) - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE })
  const canUndo = viewer.role === 'organizer' && commandCount(db, campaignId) > 1
  const last = canUndo ? lastCommandEntry(db, campaignId) : undefined
  return {
    items: rows.map((e) => toItem(row.state, viewer, e)),
    page: Math.max(1, page),
    pages: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
    canUndo,
    lastCommand: last ? visibleCommandFor(row.state, viewer, anyCommandSchema.parse(last.payload)) : null,
  }
}
