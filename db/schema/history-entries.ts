// R-HIST: every change to a campaign, in order. Entries of kind 'command' replay into the campaign's
// state; 'undo' and 'link-regenerated' entries are the record of what the organizer did around them.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { CampaignState } from '@/lib/campaign/state'
import { campaigns } from './campaigns'

export const HISTORY_KINDS = ['command', 'undo', 'link-regenerated'] as const

export const historyEntries = sqliteTable(
  'history_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: HISTORY_KINDS }).notNull(),
    /** 'organizer' or the acting player's id. */
    actor: text('actor').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    payload: text('payload', { mode: 'json' }).$type<unknown>().notNull(),
    /** The engine's rules version that applied the command (lib/campaign/rules-version.ts); 1 before it was recorded. */
    rulesVersion: integer('rules_version').notNull().default(1),
    /**
     * The state before the command, kept for the latest commands only, so that undo restores it instead of
     * replaying the whole history.
     */
    stateBefore: text('state_before', { mode: 'json' }).$type<CampaignState>(),
  },
  (t) => [uniqueIndex('history_entries_seq').on(t.campaignId, t.seq)],
)

export type HistoryEntryRow = typeof historyEntries.$inferSelect
export type NewHistoryEntryRow = typeof historyEntries.$inferInsert
