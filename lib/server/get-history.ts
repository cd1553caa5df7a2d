import 'server-only'
// Read model for the history page (R-HIST): a chronicle, newest first, 50 entries a page, each placed in its
// act, turn and phase, filterable by team and kind; the other team's secrets are left out before any filter.
// Each entry's place and kind were stored when it was written, so a page reads its 50 rows (or, filtered by
// team, the light rows of the kind asked for, once per campaign version and viewer) and never replays the
// history.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import {
  hasUnplacedEntries,
  historyCount,
  historyForFilterBefore,
  historyPage,
  lastCommandEntry,
  lastHistorySeq,
  listHistory,
  setPlaces,
  historyEntriesNumbered,
} from '@/db/repositories/history'
import type { HistoryEntryRow } from '@/db/schema'
import {
  anyCommandSchema,
  chroniclePlaces,
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
import { actorFromKey, actorKey } from './actors'
import { keepMatchesInSteps, keptMatches } from './history-filter-cache'

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

type StoredEntry = Omit<HistoryEntryRow, 'stateBefore'>

/** The entry as this viewer may read it: a team's secret is left out here, before anything is filtered or shown. */
function visibleEntry(
  state: CampaignState,
  viewer: Actor,
  e: StoredEntry,
  parse: (payload: unknown) => AnyCommand,
): { entry: Entry; shown: VisibleCommand | null } {
  if (e.kind === 'command') {
    const command = visibleCommandFor(state, viewer, parse(e.payload))
    return { entry: { kind: 'command', command }, shown: command }
  }
  if (e.kind === 'undo') {
    const p = e.payload as { undone: unknown; by: string }
    const undone = visibleUndoneCommandFor(state, viewer, parse(p.undone))
    return { entry: { kind: 'undo', undone, undoneBy: actorFromKey(p.by) }, shown: undone }
  }
  return { entry: { kind: 'link-regenerated', subject: (e.payload as { subject: string }).subject }, shown: null }
}

/** Where the entry falls, as this viewer is told: a secret entry does not say which battle it was about, as it does not say what it did. */
function toldMark(e: StoredEntry, shown: VisibleCommand | null): ChronicleMark | null {
  const mark = e.chronicleMark ?? null
  return mark && shown?.type === 'secret' ? { act: mark.act, turn: mark.turn, phase: mark.phase } : mark
}

const checked = (payload: unknown) => anyCommandSchema.parse(payload) as AnyCommand
// The rows were checked when they were written: a filter reading thousands of them skips the schema.
const trusted = (payload: unknown) => payload as AnyCommand

function toItem(state: CampaignState, viewer: Actor, e: StoredEntry): HistoryItem {
  const actor = actorFromKey(e.actor)
  const { entry, shown } = visibleEntry(state, viewer, e, checked)
  const told = toldMark(e, shown)
  const category = (e.chronicleKind ?? 'organizer') as ChronicleKind
  return { seq: e.seq, at: e.at.toISOString(), actor, mark: told, ...entry, category, teams: chronicleTeams(state, shown, actor, told) }
}

function teamsOf(state: CampaignState, viewer: Actor, e: StoredEntry): TeamId[] {
  const { shown } = visibleEntry(state, viewer, e, trusted)
  return chronicleTeams(state, shown, actorFromKey(e.actor), toldMark(e, shown))
}

/**
 * Stores the places of a history written before places were (a database of an earlier version, a file
 * written under older rules): one replay, once per campaign.
 */
function placeEarlierEntries(db: Db, campaignId: string): void {
  if (!hasUnplacedEntries(db, campaignId)) return
  const rows = listHistory(db, campaignId)
  const places = chroniclePlaces(
    rows.map((e) => ({ kind: e.kind, payload: e.kind === 'command' ? checked(e.payload) : e.payload, actor: actorFromKey(e.actor) })),
  )
  const missing = rows.flatMap((e, i) => (e.chronicleKind === null ? [{ id: e.id, place: places[i]! }] : []))
  db.transaction((tx) => setPlaces(tx, missing))
}

/** The version changes with every command and undo, the last entry's number with a regenerated link too. */
function filterKey(db: Db, campaignId: string, version: number, viewer: Actor, team: TeamId, kind: ChronicleKind | undefined): string {
  return `${campaignId}:${version}:${lastHistorySeq(db, campaignId)}:${actorKey(viewer)}:${team}:${kind ?? ''}`
}

/** Entries read per part of a team filter's search: a few milliseconds of work, a few hundred KB of rows. */
const FILTER_ROWS_PER_STEP = 250

/**
 * The numbers of the entries about `team` as this viewer reads them, newest first, found a part of the history
 * at a time (a pause after each part). Only the numbers are kept (4 bytes each, where the rows took hundreds):
 * the page's rows are read again.
 */
function* teamMatchSteps(
  db: Db,
  campaignId: string,
  state: CampaignState,
  viewer: Actor,
  team: TeamId,
  kind: ChronicleKind | undefined,
): Generator<void, Int32Array> {
  const found: number[] = []
  let before = Number.MAX_SAFE_INTEGER
  for (;;) {
    const rows = historyForFilterBefore(db, campaignId, kind, before, FILTER_ROWS_PER_STEP)
    for (const e of rows) if (teamsOf(state, viewer, e).includes(team)) found.push(e.seq)
    if (rows.length < FILTER_ROWS_PER_STEP) return Int32Array.from(found)
    before = rows.at(-1)!.seq
    yield
  }
}

/**
 * getHistory for a page: a team filter not kept yet is first searched in parts, other requests running in
 * between, so that a filter on a history of tens of thousands of entries never holds the server.
 */
export async function getHistoryInSteps(db: Db, campaignId: string, viewer: Actor, page = 1, filter: HistoryFilter = {}): Promise<HistoryPage> {
  const team = filter.team
  const row = team ? findCampaign(db, campaignId) : undefined
  if (team && row) {
    placeEarlierEntries(db, campaignId)
    await keepMatchesInSteps(filterKey(db, campaignId, row.version, viewer, team, filter.kind), () =>
      teamMatchSteps(db, campaignId, row.state, viewer, team, filter.kind),
    )
  }
  return getHistory(db, campaignId, viewer, page, filter)
}

const pageCount = (total: number) => Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
const clampPage = (page: number, pages: number) => Math.min(Math.max(1, page), pages)

/** One page of the history, newest first, of the entries this viewer may read that match the filter. */
export function getHistory(db: Db, campaignId: string, viewer: Actor, page = 1, filter: HistoryFilter = {}): HistoryPage {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  placeEarlierEntries(db, campaignId)
  let items: HistoryItem[]
  let total: number
  let current: number
  if (!filter.team) {
    // The kind is the same for every viewer: counted and paged by the database.
    total = historyCount(db, campaignId, filter.kind)
    current = clampPage(page, pageCount(total))
    const rows = historyPage(db, campaignId, { offset: (current - 1) * HISTORY_PAGE_SIZE, limit: HISTORY_PAGE_SIZE, chronicleKind: filter.kind })
    items = rows.map((e) => toItem(row.state, viewer, e))
  } else {
    // The teams an entry is about depend on what the viewer may read of it: read from the light rows of the
    // kind asked for, without the schema or a replay, then only the page is built.
    const team = filter.team
    const matching = keptMatches(filterKey(db, campaignId, row.version, viewer, team, filter.kind), () =>
      teamMatchSteps(db, campaignId, row.state, viewer, team, filter.kind),
    )
    total = matching.length
    current = clampPage(page, pageCount(total))
    const seqs = Array.from(matching.subarray((current - 1) * HISTORY_PAGE_SIZE, current * HISTORY_PAGE_SIZE))
    items = historyEntriesNumbered(db, campaignId, seqs).map((e) => toItem(row.state, viewer, e))
  }
  // The creation (entry 1) is never undone.
  const last = viewer.role === 'organizer' ? lastCommandEntry(db, campaignId) : undefined
  const canUndo = last !== undefined && last.seq > 1
  return {
    items,
    page: current,
    pages: pageCount(total),
    total,
    canUndo,
    lastCommand: canUndo ? visibleCommandFor(row.state, viewer, checked(last.payload)) : null,
  }
}
