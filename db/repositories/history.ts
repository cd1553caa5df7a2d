// The history of a campaign (R-HIST), oldest first.
import { and, asc, count, desc, eq, inArray, isNotNull, lt, max } from 'drizzle-orm'
import type { CampaignState } from '@/lib/campaign/state'
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
    .values({ ...entry, seq })
    .run()
  return seq
}

/** Writes a new campaign's history, numbered from `firstSeq` (an import writes thousands of entries, in parts). */
export function insertHistory(tx: Tx, campaignId: string, entries: Omit<NewHistoryEntry, 'campaignId'>[], firstSeq = 1): void {
  const CHUNK = 500
  for (let i = 0; i < entries.length; i += CHUNK) {
    const rows = entries.slice(i, i + CHUNK).map((e, j) => ({ ...e, campaignId, seq: firstSeq + i + j }))
    tx.insert(historyEntries).values(rows).run()
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

/** One page of a campaign's history, newest first, and the number of entries in all. */
export function historyPage(db: Tx, campaignId: string, page: { offset: number; limit: number }): { rows: HistoryEntryRow[]; total: number } {
  const rows = db
    .select()
    .from(historyEntries)
    .where(eq(historyEntries.campaignId, campaignId))
    .orderBy(desc(historyEntries.seq))
    .limit(page.limit)
    .offset(page.offset)
    .all()
  const total = db.select({ n: count() }).from(historyEntries).where(eq(historyEntries.campaignId, campaignId)).get()?.n ?? 0
  return { rows, total }
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
