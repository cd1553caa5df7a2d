// Personal links: one per player and one for the organizer. Only a SHA-256 hash of each token is kept,
// so a copy of the database never lets anyone in.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { campaigns } from './campaigns'

export const accessLinks = sqliteTable(
  'access_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** 'organizer' or a player id of the campaign. */
    subject: text('subject').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('access_links_subject').on(t.campaignId, t.subject), uniqueIndex('access_links_token').on(t.tokenHash)],
)

export type AccessLinkRow = typeof accessLinks.$inferSelect
