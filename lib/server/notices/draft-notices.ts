import 'server-only'
// Works out the drafts the commands left in the outbox (record-notices.ts), oldest first per campaign, so that
// "your move" names each person once per step in the order things happened. Right after a command, from the
// states it had in memory; after a crash, or before an undo removes the command, from the states the history
// keeps (the state before each of the latest commands, and the campaign's own state after the last).
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { deleteNotice, draftNotices, findNotice } from '@/db/repositories/notices'
import { historyEntries, type NoticeRow } from '@/db/schema'
import type { CampaignState } from '@/lib/campaign'
import { and, eq, gt, asc } from 'drizzle-orm'
import { isDraft } from './notice-payload'
import { composeChangeNotice } from './record-notices'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The states around a draft's command, from the history: null when they are no longer kept. */
function statesAround(tx: Tx, campaignId: string, seq: number): { before: CampaignState; after: CampaignState } | null {
  const entry = tx
    .select({ stateBefore: historyEntries.stateBefore, kind: historyEntries.kind })
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), eq(historyEntries.seq, seq)))
    .get()
  if (!entry?.stateBefore || entry.kind !== 'command') return null
  const next = tx
    .select({ stateBefore: historyEntries.stateBefore, kind: historyEntries.kind })
    .from(historyEntries)
    .where(and(eq(historyEntries.campaignId, campaignId), gt(historyEntries.seq, seq), eq(historyEntries.kind, 'command')))
    .orderBy(asc(historyEntries.seq))
    .get()
  const after = next ? next.stateBefore : findCampaign(tx, campaignId)?.state
  return after ? { before: entry.stateBefore, after } : null
}

function compose(tx: Tx, row: NoticeRow, states: { before: CampaignState; after: CampaignState } | null): void {
  if (!isDraft(row.payload)) return
  if (!states) return deleteNotice(tx, row.id)
  composeChangeNotice(tx, { campaignId: row.campaignId, noticeId: row.id, ...states, at: row.createdAt })
}

/** Works out every draft of the campaign (or of all campaigns) from the history. */
export function composeDrafts(db: Db, campaignId?: string): void {
  db.transaction((tx) => {
    for (const row of draftNotices(tx, campaignId)) {
      const seq = isDraft(row.payload) ? row.payload.seq : 0
      compose(tx, row, statesAround(tx, row.campaignId, seq))
    }
  })
}

/** Right after a command: its own draft from the states in memory, once the older ones are worked out. */
export function composeDraft(db: Db, input: { campaignId: string; seq: number; before: CampaignState; after: CampaignState }): void {
  db.transaction((tx) => {
    for (const row of draftNotices(tx, input.campaignId)) {
      if (!isDraft(row.payload)) continue
      if (row.payload.seq === input.seq) compose(tx, findNotice(tx, row.id)!, { before: input.before, after: input.after })
      else compose(tx, row, statesAround(tx, row.campaignId, row.payload.seq))
    }
  })
}
