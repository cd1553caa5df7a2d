// The history of a campaign (R-HIST), oldest first.
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '../client'
import { historyEntries, type HistoryEntryRow } from '../schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export type HistoryKind = HistoryEntryRow['kind']

export function listHistory(db: Tx, campaignId: string): HistoryEntryRow[] {
  return db.select().from(historyEntries).where(eq(historyEntries.campaignId, campaignId)).orderBy(asc(historyEntries.seq)).all()
}

export function appendHistory(
  tx: Tx,
  entry: { campaignId: string; kind: HistoryKind; actor: string; at: Date; payload: unknown },
): void {
  const last = tx
    .select({ seq: max(historyEntries.seq) })
    .from(historyEntries)
    .where(eq(historyEntries.campaignId, entry.campaignId))
    .get()
  tx.insert(historyEntries).values({ ...entry, seq: (last?.seq ?? 0) + 1 }).run()
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
