// R-HIST: every change to a campaign, in order. Entries of kind 'command' replay into the campaign's
// state; 'undo' and 'link-regenerated' entries are the record of what the organizer did around them.
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { CampaignState } from '@/lib/campaign/state'
import type { ChronicleMark } from '@/lib/campaign/chronicle-mark'
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
    /**
     * Where the entry falls in the chronicle (act, turn, phase, battle), found when it is written so that the
     * history page never replays; null when the engine cannot place it (older rules) or not yet found.
     */
    chronicleMark: text('chronicle_mark', { mode: 'json' }).$type<ChronicleMark>(),
    /** The history filter's kind (setup, strategy, battle, management, organizer); null until the place is found. */
    chronicleKind: text('chronicle_kind'),
  },
  (t) => [
    uniqueIndex('history_entries_seq').on(t.campaignId, t.seq),
    index('history_entries_chronicle_kind').on(t.campaignId, t.chronicleKind, t.seq),
    // Entries written before places were stored, found without reading the whole history.
    index('history_entries_unplaced')
      .on(t.campaignId)
      .where(sql`${t.chronicleKind} is null`),
  ],
)

export type HistoryEntryRow = typeof historyEntries.$inferSelect
export type NewHistoryEntryRow = typeof historyEntries.$inferInsert
