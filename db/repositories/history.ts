// The history of a campaign (R-HIST), oldest first.
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, max, type SQL } from 'drizzle-orm'
import type { CampaignState } from '@/lib/campaign/state'
import type { ChronicleMark, ChroniclePlace } from '@/lib/campaign/views/chronicle'
import type { Db } from '../client'
import { historyEntries, type HistoryEntryRow } from '../schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export type HistoryKind = HistoryEntryRow['kind']

export function listHistory(db: Tx, campaignId: string): HistoryEntryRow[] {
  return db.select().from(historyEntries).where(eq(historyEntries.campaignId, campaignId)).orderBy(asc(historyEntries.seq)).all()
}

export interface NewHistoryEntry {
  campaignId: string
  kind: HistoryKind
  actor: string
  at: Date
  payload: unknown
  /** Defaults to 1, the rules before versions were recorded; commands applied now pass RULES_VERSION. */
  rulesVersion?: number
  stateBefore?: CampaignState | null
  /** Where the entry falls in the chronicle; left out, it is found on the first read of the history. */
  place?: ChroniclePlace
}

function row(entry: Omit<NewHistoryEntry, 'campaignId'>) {
  const { place, ...rest } = entry
  return place ? { ...rest, chronicleMark: place.mark, chronicleKind: place.kind } : rest
}

/** Appends one entry after the campaign's last; returns its sequence number. */
export function appendHistory(tx: Tx, entry: NewHistoryEntry): number {
  const last = tx
    .select({ seq: max(historyEntries.seq) })
    .from(historyEntries)
    .where(eq(historyEntries.campaignId, entry.campaignId))
    .get()
  const seq = (last?.seq ?? 0) + 1
  tx.insert(historyEntries)
    .values({ ...row(entry), campaignId: entry.campaignId, seq })
    .run()
  return seq
}

/** The number of the campaign's newest history entry (0 before any). */
export function lastHistorySeq(db: Tx, campaignId: string): number {
  return (
    db
      .select({ seq: max(historyEntries.seq) })
      .from(historyEntries)
      .where(eq(historyEntries.campaignId, campaignId))
      .get()?.seq ?? 0
  )
}

/**
 * Writes a new campaign's history, numbered from `firstSeq` (an import writes thousands of entries, in parts).
 * One prepared statement run per entry, inside the caller's transaction on the same connection: about seven
 * times faster than one multi-row insert built per batch (5,000 entries in about 35 ms, against 250).
 */
export function insertHistory(db: Pick<Db, '$client'>, campaignId: string, entries: Omit<NewHistoryEntry, 'campaignId'>[], firstSeq = 1): void {
  const insert = db.$client.prepare(
    `insert into history_entries (campaign_id, seq, kind, actor, at, payload, rules_version, state_before, chronicle_mark, chronicle_kind)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const [i, e] of entries.entries()) {
    insert.run(
      campaignId,
      firstSeq + i,
      e.kind,
      e.actor,
      e.at.getTime(),
      JSON.stringify(e.payload),
      e.rulesVersion ?? 1,
      e.stateBefore ? JSON.stringify(e.stateBefore) : null,
      e.place ? JSON.stringify(e.place.mark) : null,
      e.place?.kind ?? null,
    )
  }
}

/** Drops the stored states before commands older than `seq`: only the latest commands keep theirs. */
export function forgetStatesBefore(tx: Tx, campaignId: string, seq: number): void {
  tx.update(historyEntries)
    .set({ stateBefore: null })
    .where(and(eq(historyEntries.campaignId, campaignId), lt(historyEntries.seq, seq), isNotNull(historyEntries.stateBefore)))
    .run()
}

export function lastCommandEntry(db: Tx, campaignId: string): HistoryEntryRow | undefined {
  return db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), eq(historyEntries.kind, 'command')))
    .orderBy(desc(historyEntries.seq))
    .limit(1)
    .get()
}

export function deleteHistoryEntry(tx: Tx, id: number): void {
  tx.delete(historyEntries).where(eq(historyEntries.id, id)).run()
}

/** The newest `count` entries that changed the state (commands and undos), newest first. */
export function latestStateEntries(db: Tx, campaignId: string, count: number): HistoryEntryRow[] {
  return db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), inArray(historyEntries.kind, ['command', 'undo'])))
    .orderBy(desc(historyEntries.seq))
    .limit(count)
    .all()
}

/** One page of a campaign's history, newest first, of the entries of one chronicle kind or all. */
export function historyPage(db: Tx, campaignId: string, page: { offset: number; limit: number; chronicleKind?: string }): HistoryEntryRow[] {
  return db
    .select()
    .from(historyEntries)
    .where(pageFilter(campaignId, page.chronicleKind))
    .orderBy(desc(historyEntries.seq))
    .limit(page.limit)
    .offset(page.offset)
    .all()
}

/** How many entries of one chronicle kind, or in all, the campaign's history has. */
export function historyCount(db: Tx, campaignId: string, chronicleKind?: string): number {
  return db.select({ n: count() }).from(historyEntries).where(pageFilter(campaignId, chronicleKind)).get()?.n ?? 0
}

function pageFilter(campaignId: string, chronicleKind: string | undefined): SQL | undefined {
  const ofCampaign = eq(historyEntries.campaignId, campaignId)
  return chronicleKind ? and(ofCampaign, eq(historyEntries.chronicleKind, chronicleKind)) : ofCampaign
}

/** The entries of one chronicle kind or all, newest first, without the stored states (a filter reads them all). */
export function historyForFilter(db: Tx, campaignId: string, chronicleKind: string | undefined): Omit<HistoryEntryRow, 'stateBefore'>[] {
  const { stateBefore: _left, ...columns } = getTableColumns(historyEntries)
  return db.select(columns).from(historyEntries).where(pageFilter(campaignId, chronicleKind)).orderBy(desc(historyEntries.seq)).all()
}

/** The entries numbered `seqs` (a page of a filtered history), newest first, without the stored states. */
export function historyEntriesNumbered(db: Tx, campaignId: string, seqs: number[]): Omit<HistoryEntryRow, 'stateBefore'>[] {
  if (seqs.length === 0) return []
  const { stateBefore: _left, ...columns } = getTableColumns(historyEntries)
  return db
    .select(columns)
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), inArray(historyEntries.seq, seqs)))
    .orderBy(desc(historyEntries.seq))
    .all()
}

/** Whether some entries of the campaign were written before their place in the chronicle was stored. */
export function hasUnplacedEntries(db: Tx, campaignId: string): boolean {
  const found = db
    .select({ id: historyEntries.id })
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), isNull(historyEntries.chronicleKind)))
    .limit(1)
    .get()
  return found !== undefined
}

/** Stores the place of entries written before places were. */
export function setPlaces(tx: Tx, places: { id: number; place: ChroniclePlace }[]): void {
  for (const { id, place } of places) {
    tx.update(historyEntries).set({ chronicleMark: place.mark, chronicleKind: place.kind }).where(eq(historyEntries.id, id)).run()
  }
}

/**
 * Where the campaign's last command falls, which an undo or a replaced link written now inherits; undefined
 * while that command's place is not stored yet (then theirs is found with it, on the next read).
 */
export function lastCommandMark(db: Tx, campaignId: string): ChronicleMark | null | undefined {
  const last = db
    .select({ mark: historyEntries.chronicleMark, kind: historyEntries.chronicleKind })
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), eq(historyEntries.kind, 'command')))
    .orderBy(desc(historyEntries.seq))
    .limit(1)
    .get()
  return last?.kind ? last.mark : undefined
}

export function commandCount(db: Tx, campaignId: string): number {
  return (
    db
      .select({ n: count() })
      .from(historyEntries)
      .where(and(eq(historyEntries.campaignId, campaignId), eq(historyEntries.kind, 'command')))
      .get()?.n ?? 0
  )
}
