// What each campaign takes in the database, kept up to date by triggers on every write of its rows (migration
// 0005), so that the per-address quota (lib/server/storage-quota.ts) reads one small row per campaign instead
// of summing a history of thousands of entries. Removing a campaign removes its row: its bytes are freed.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { campaigns } from './campaigns'

export const campaignStorage = sqliteTable('campaign_storage', {
  campaignId: text('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** The bytes of the campaign's JSON texts (state, history payloads, states kept for undo, places) plus a fixed amount per row. */
  bytes: integer('bytes').notNull(),
})

/**
 * Secrets of this instance, made once by the migration that needs them: 'address-key' keys the hash of a
 * creator's address, so that the database never holds the address itself.
 */
export const instanceSecrets = sqliteTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})
