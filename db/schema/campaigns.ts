// A campaign row holds the engine state as of its last command (a snapshot: the history is the truth)
// and a version that every write checks, so that two people acting at once cannot both apply.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { CampaignState } from '@/lib/campaign/state'

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    preset: text('preset', { enum: ['green-knight', 'official-2019'] }).notNull(),
    state: text('state', { mode: 'json' }).$type<CampaignState>().notNull(),
    version: integer('version').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the organizer last downloaded the campaign file; null if never. */
    lastDownloadedAt: integer('last_downloaded_at', { mode: 'timestamp_ms' }),
    /**
     * Who created or imported it, as a keyed hash of the address the rate limit counts (lib/server/storage-quota.ts),
     * never the address itself; null for a campaign made by a script or before this was recorded.
     */
    creatorKey: text('creator_key'),
  },
  // The quota adds up one creator's campaigns without reading their rows.
  (t) => [index('campaigns_creator').on(t.creatorKey, t.id)],
)

export type CampaignRow = typeof campaigns.$inferSelect
export type NewCampaignRow = typeof campaigns.$inferInsert
