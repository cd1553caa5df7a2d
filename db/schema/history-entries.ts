// R-HIST: every change to a campaign, in order. Entries of kind 'command' replay into the campaign's
// state; 'undo' and 'link-regenerated' entries are the record of what the organizer did around them.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
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
  },
  (t) => [uniqueIndex('history_entries_seq').on(t.campaignId, t.seq)],
)

export type HistoryEntryRow = typeof historyEntries.$inferSelect
export type NewHistoryEntryRow = typeof historyEntries.$inferInsert
