// A campaign's Discord settings and its outbox. Settings, not campaign history: none of this is in the
// campaign file, the history or anything a player is sent. The webhook address is a secret (anyone who has it
// may post to the channel): it is shown back only as its host and last characters.
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { campaigns } from './campaigns'

export const discordSettings = sqliteTable('discord_settings', {
  campaignId: text('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  webhookUrl: text('webhook_url').notNull(),
  /** The topics posted (lib/campaign NOTICE_TOPICS). */
  topics: text('topics', { mode: 'json' }).$type<string[]>().notNull(),
  /** Minutes after a "your move" before a reminder to those still awaited; null: no reminder. */
  reminderMinutes: integer('reminder_minutes'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
})

/** Each player's Discord user id, given on their own page, so that "your move" mentions them. */
export const discordMembers = sqliteTable(
  'discord_members',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    discordUserId: text('discord_user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.playerId] })],
)

export const NOTICE_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const

/**
 * The outbox: a notice is written in the same transaction as the change it reports, so that a crash cannot
 * lose it, and posted later, in order per campaign, by the sender (lib/server/notices/sender.ts).
 */
export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['change', 'reminder', 'correction'] }).notNull(),
    /** What to post, as data (lib/server/notices/notice-payload.ts); worded when it is sent. */
    payload: text('payload', { mode: 'json' }).$type<unknown>().notNull(),
    /** The step a "your move" belongs to, and the people it mentions: each person at most once per step. */
    stepKey: text('step_key'),
    people: text('people', { mode: 'json' }).$type<string[]>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** Not posted before this time (a reminder's delay, a retry's backoff, Discord's retry_after). */
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('notices_pending').on(t.status, t.campaignId, t.dueAt), index('notices_step').on(t.campaignId, t.stepKey)],
)

export type NoticeRow = typeof notices.$inferSelect
export type DiscordSettingsRow = typeof discordSettings.$inferSelect
