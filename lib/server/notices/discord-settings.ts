import 'server-only'
// Use cases of the campaign's Discord settings: the organizer saves the webhook address (checked against the
// allowed hosts, refused whole otherwise), what is posted and the reminder's delay, sends a test, removes it;
// each player gives their own Discord user id. None of this is a command: it is not in the history nor in the
// campaign file, and the address never leaves the server but as its host and last characters.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { deleteDiscordSettings, discordUserIds, findDiscordSettings, noticeStatus, saveDiscordSettings, setDiscordUserId } from '@/db/repositories/notices'
import { NOTICE_TOPICS, campaignLanguage, type Actor, type NoticeTopic } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { postToWebhook, type FetchLike } from './discord-client'
import type { FormatNotice } from './notice-payload'
import { checkWebhookAddress, maskedWebhook, type WebhookRefusal } from './webhook-address'

export class WebhookRefused extends Error {
  constructor(readonly reason: WebhookRefusal) {
    super(`webhook refused: ${reason}`)
  }
}

/** At most a week between "your move" and its reminder. */
export const MAX_REMINDER_MINUTES = 7 * 24 * 60

function organizerOnly(actor: Actor): void {
  if (actor.role !== 'organizer') throw new AppError('FORBIDDEN')
}

function existing(db: Db, campaignId: string) {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return row
}

export interface DiscordSettingsInput {
  campaignId: string
  actor: Actor
  /** A new address, or empty to keep the saved one. */
  webhookUrl: string
  topics: NoticeTopic[]
  reminderMinutes: number | null
  at?: Date
}

/** Saves the settings; a refused address saves nothing (WebhookRefused). */
export function saveDiscordWebhook(db: Db, input: DiscordSettingsInput): void {
  organizerOnly(input.actor)
  existing(db, input.campaignId)
  const saved = findDiscordSettings(db, input.campaignId)
  let url = saved?.webhookUrl
  if (input.webhookUrl.trim() !== '' || !saved) {
    const checked = checkWebhookAddress(input.webhookUrl)
    if (!checked.ok) throw new WebhookRefused(checked.reason)
    url = checked.url
  }
  if (
    input.reminderMinutes !== null &&
    (!Number.isInteger(input.reminderMinutes) || input.reminderMinutes < 1 || input.reminderMinutes > MAX_REMINDER_MINUTES)
  ) {
    throw new AppError('VALIDATION', 'reminder')
  }
  const topics = NOTICE_TOPICS.filter((t) => input.topics.includes(t))
  saveDiscordSettings(db, { campaignId: input.campaignId, webhookUrl: url!, topics, reminderMinutes: input.reminderMinutes, updatedAt: input.at ?? new Date() })
}

export function removeDiscordWebhook(db: Db, input: { campaignId: string; actor: Actor }): void {
  organizerOnly(input.actor)
  deleteDiscordSettings(db, input.campaignId)
}

/** What the organizer's page shows: the address masked, the choices, and how the posting goes. */
export interface DiscordSettingsView {
  webhook: string | null
  topics: NoticeTopic[]
  reminderMinutes: number | null
  pending: number
  waitingError: string | null
  failed: { at: Date; error: string }[]
}

export function discordSettingsView(db: Db, input: { campaignId: string; actor: Actor }): DiscordSettingsView {
  organizerOnly(input.actor)
  const saved = findDiscordSettings(db, input.campaignId)
  const status = noticeStatus(db, input.campaignId)
  return {
    webhook: saved ? maskedWebhook(saved.webhookUrl) : null,
    topics: (saved?.topics ?? [...NOTICE_TOPICS]) as NoticeTopic[],
    reminderMinutes: saved?.reminderMinutes ?? null,
    pending: status.pending,
    waitingError: status.waitingError,
    failed: status.failed.map((n) => ({ at: n.createdAt, error: n.lastError ?? '' })),
  }
}

export type TestOutcome = { ok: true } | { ok: false; error: string }

/** Posts a test message now, to the address given or else the saved one, and says what Discord answered. */
export async function sendDiscordTest(
  db: Db,
  input: { campaignId: string; actor: Actor; webhookUrl: string; format: FormatNotice; fetch?: FetchLike },
): Promise<TestOutcome> {
  organizerOnly(input.actor)
  const row = existing(db, input.campaignId)
  const given = input.webhookUrl.trim()
  const saved = findDiscordSettings(db, input.campaignId)?.webhookUrl
  if (!given && !saved) throw new WebhookRefused('not-an-address')
  const checked = checkWebhookAddress(given || saved!)
  if (!checked.ok) throw new WebhookRefused(checked.reason)
  const post = await input.format({ kind: 'test', campaign: row.state.name, language: campaignLanguage(row.state) }, { link: null, discordIds: {} })
  const outcome = await postToWebhook(checked.url, post, input.fetch)
  return outcome.kind === 'posted' ? { ok: true } : { ok: false, error: outcome.error }
}

/** A Discord user id ("snowflake"): 17 to 20 digits. */
export const DISCORD_USER_ID = /^\d{17,20}$/

/** A player sets (or, empty, removes) their own Discord user id. */
export function setOwnDiscordId(db: Db, input: { campaignId: string; actor: Actor; discordUserId: string }): void {
  if (input.actor.role !== 'player') throw new AppError('FORBIDDEN')
  const row = existing(db, input.campaignId)
  const { playerId } = input.actor
  if (!row.state.players.some((p) => p.id === playerId)) throw new AppError('FORBIDDEN')
  const id = input.discordUserId.trim()
  if (id !== '' && !DISCORD_USER_ID.test(id)) throw new AppError('VALIDATION', 'discord-user-id')
  setDiscordUserId(db, input.campaignId, playerId, id === '' ? null : id)
}

export function ownDiscordId(db: Db, input: { campaignId: string; actor: Actor }): string | null {
  if (input.actor.role !== 'player') return null
  return discordUserIds(db, input.campaignId)[input.actor.playerId] ?? null
}
