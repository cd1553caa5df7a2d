import 'server-only'
// Read model for the history page (R-HIST): a chronicle, newest first, 50 entries a page, each placed in its
// act, turn and phase, filterable by team and kind; the other team's secrets are left out before any filter.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { commandCount, lastCommandEntry, listHistory } from '@/db/repositories/history'
import type { HistoryEntryRow } from '@/db/schema'
import {
  anyCommandSchema,
  chronicleKind,
  chronicleMarks,
  chronicleTeams,
  visibleCommandFor,
  visibleUndoneCommandFor,
  type Actor,
  type AnyCommand,
  type CampaignState,
  type ChronicleKind,
  type ChronicleMark,
  type TeamId,
  type VisibleCommand,
} from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { actorFromKey } from './actors'

type Entry =
  { kind: 'command'; command: VisibleCommand } | { kind: 'undo'; undone: VisibleCommand; undoneBy: Actor } | { kind: 'link-regenerated'; subject: string }

export type HistoryItem = Entry & {
  seq: number
  at: string
  actor: Actor
  /** Where the entry falls in the campaign; null for an entry the engine cannot place (older rules). */
  mark: ChronicleMark | null
  category: ChronicleKind
  teams: TeamId[]
}

export const HISTORY_PAGE_SIZE = 50

export interface HistoryFilter {
  team?: TeamId
  kind?: ChronicleKind
}

export interface HistoryPage {
  items: HistoryItem[]
  /** 1 is the newest. */
  page: number
  pages: number
  /** Entries matching the filter, in all. */
  total: number
  canUndo: boolean
  /** The change an undo would take back, as this viewer may read it. */
  lastCommand: VisibleCommand | null
}

// The marks depend only on the history, which changes with the campaign's version: one replay per version.
const MARKS = new Map<string, { version: number; marks: Map<number, ChronicleMark | null> }>()

function marksOf(campaignId: string, version: number, rows: HistoryEntryRow[]): Map<number, ChronicleMark | null> {
  const cached = MARKS.get(campaignId)
  if (cached?.version === version) return cached.marks
  const commands = rows.filter((e) => e.kind === 'command')
  const marks = chronicleMarks(
    commands.map((e) => anyCommandSchema.parse(e.payload) as AnyCommand),
    commands.map((e) => actorFromKey(e.actor)),
  )
  // An undo or a replaced link falls where the command before it did.
  const bySeq = new Map<number, ChronicleMark | null>()
  let last: ChronicleMark | null = null
  let i = 0
  for (const e of rows) {
    if (e.kind === 'command') last = marks[i++] ?? null
    bySeq.set(e.seq, e.kind === 'command' ? last : last && { act: last.act, turn: last.turn, phase: last.phase })
  }
  if (MARKS.size > 50) MARKS.clear()
  MARKS.set(campaignId, { version, marks: bySeq })
  return bySeq
}

function toItem(state: CampaignState, viewer: Actor, e: HistoryEntryRow, mark: ChronicleMark | null): HistoryItem {
  const actor = actorFromKey(e.actor)
  const place = (entry: Entry, shown: VisibleCommand | null): HistoryItem => {
    // A secret entry does not say which battle it was about, as it does not say what it did.
    const told = mark && shown?.type === 'secret' ? { act: mark.act, turn: mark.turn, phase: mark.phase } : mark
    const type = shown ? (shown.type === 'secret' ? shown.of : shown.type) : null
    const category = entry.kind === 'command' ? chronicleKind(type ? { type } : null, told) : 'organizer'
    return { seq: e.seq, at: e.at.toISOString(), actor, mark: told, ...entry, category, teams: chronicleTeams(state, shown, actor, told) }
  }
  if (e.kind === 'command') {
    const command = visibleCommandFor(state, viewer, anyCommandSchema.parse(e.payload))
    return place({ kind: 'command', command }, command)
  }
  if (e.kind === 'undo') {
    const p = e.payload as { undone: unknown; by: string }
    const undone = visibleUndoneCommandFor(state, viewer, anyCommandSchema.parse(p.undone))
    return place({ kind: 'undo', undone, undoneBy: actorFromKey(p.by) }, undone)
  }
  return place({ kind: 'link-regenerated', subject: (e.payload as { subject: string }).subject }, null)
}

/** One page of the history, newest first, of the entries this viewer may read that match the filter. */
export function getHistory(db: Db, campaignId: string, viewer: Actor, page = 1, filter: HistoryFilter = {}): HistoryPage {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  const rows = listHistory(db, campaignId)
  const marks = marksOf(campaignId, row.version, rows)
  // The filter reads only what the viewer may read of each entry (visibleCommandFor first).
  const items = rows
    .map((e) => toItem(row.state, viewer, e, marks.get(e.seq) ?? null))
    .filter((item) => (!filter.team || item.teams.includes(filter.team)) && (!filter.kind || item.category === filter.kind))
    .reverse()
  const pages = Math.max(1, Math.ceil(items.length / HISTORY_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  const canUndo = viewer.role === 'organizer' && commandCount(db, campaignId) > 1
  const last = canUndo ? lastCommandEntry(db, campaignId) : undefined
  return {
    items: items.slice((current - 1) * HISTORY_PAGE_SIZE, current * HISTORY_PAGE_SIZE),
    page: current,
    pages,
    total: items.length,
    canUndo,
    lastCommand: last ? visibleCommandFor(row.state, viewer, anyCommandSchema.parse(last.payload)) : null,
  }
}
