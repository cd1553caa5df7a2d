// A campaign's Discord settings, its players' Discord user ids and its outbox of notices (db/schema/discord.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { discordMembers, discordSettings, notices, type DiscordSettingsRow, type NoticeRow } from '../schema'
import { noteSideWrite } from './side-writes'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export function findDiscordSettings(db: Tx, campaignId: string): DiscordSettingsRow | undefined {
  return db.select().from(discordSettings).where(eq(discordSettings.campaignId, campaignId)).get()
}

export function saveDiscordSettings(db: Tx, row: DiscordSettingsRow): void {
  noteSideWrite(row.campaignId)
  db.insert(discordSettings)
    .values(row)
    .onConflictDoUpdate({
      target: discordSettings.campaignId,
      set: { webhookUrl: row.webhookUrl, topics: row.topics, reminderMinutes: row.reminderMinutes, updatedAt: row.updatedAt },
    })
    .run()
}

/** Removes the webhook; the notices not yet posted go with it (there is nowhere to post them). */
export function deleteDiscordSettings(db: Tx, campaignId: string): void {
  noteSideWrite(campaignId)
  db.delete(discordSettings).where(eq(discordSettings.campaignId, campaignId)).run()
  db.delete(notices)
    .where(and(eq(notices.campaignId, campaignId), eq(notices.status, 'pending')))
    .run()
}

export function discordUserIds(db: Tx, campaignId: string): Record<string, string> {
  const rows = db.select().from(discordMembers).where(eq(discordMembers.campaignId, campaignId)).all()
  return Object.fromEntries(rows.map((r) => [r.playerId, r.discordUserId]))
}

/** Sets (or, with null, removes) a player's Discord user id. */
export function setDiscordUserId(db: Tx, campaignId: string, playerId: string, discordUserId: string | null): void {
  noteSideWrite(campaignId)
  if (discordUserId === null) {
    db.delete(discordMembers)
      .where(and(eq(discordMembers.campaignId, campaignId), eq(discordMembers.playerId, playerId)))
      .run()
    return
  }
  db.insert(discordMembers)
    .values({ campaignId, playerId, discordUserId })
    .onConflictDoUpdate({ target: [discordMembers.campaignId, discordMembers.playerId], set: { discordUserId } })
    .run()
}

export type NewNotice = Pick<NoticeRow, 'campaignId' | 'kind' | 'payload' | 'stepKey' | 'people' | 'createdAt' | 'dueAt'>

export function insertNotice(tx: Tx, notice: NewNotice): void {
  tx.insert(notices).values(notice).run()
}

export function deleteNotice(tx: Tx, id: number): void {
  tx.delete(notices).where(eq(notices.id, id)).run()
}

export function fillNotice(tx: Tx, id: number, change: Pick<NoticeRow, 'payload' | 'stepKey' | 'people'>): void {
  tx.update(notices).set(change).where(eq(notices.id, id)).run()
}

export function findNotice(tx: Tx, id: number): NoticeRow | undefined {
  return tx.select().from(notices).where(eq(notices.id, id)).get()
}

/** A campaign's drafts (notices written with their command, not yet worked out), oldest first. */
export function draftNotices(tx: Tx, campaignId?: string): NoticeRow[] {
  const drafts = sql`json_extract(${notices.payload}, '$.draft') = 1`
  return tx
    .select()
    .from(notices)
    .where(campaignId ? and(eq(notices.campaignId, campaignId), drafts) : drafts)
    .orderBy(asc(notices.id))
    .all()
}

/** Everyone a "your move" of this step already named. */
export function peopleNamedAt(tx: Tx, campaignId: string, stepKey: string): Set<string> {
  const rows = tx
    .select({ people: notices.people })
    .from(notices)
    .where(and(eq(notices.campaignId, campaignId), eq(notices.stepKey, stepKey), eq(notices.kind, 'change')))
    .all()
  return new Set(rows.flatMap((r) => r.people ?? []))
}

/** Every notice still to post, by campaign and in order. */
export function pendingNotices(db: Tx): NoticeRow[] {
  return db.select().from(notices).where(eq(notices.status, 'pending')).orderBy(asc(notices.campaignId), asc(notices.id)).all()
}

export function markNotice(db: Tx, id: number, change: Partial<Pick<NoticeRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'dueAt'>>): void {
  db.update(notices).set(change).where(eq(notices.id, id)).run()
}

/** What the organizer is shown of the outbox: how many wait, the latest failures with their last error. */
export function noticeStatus(db: Tx, campaignId: string): { pending: number; waitingError: string | null; failed: NoticeRow[] } {
  const pending = db
    .select()
    .from(notices)
    .where(and(eq(notices.campaignId, campaignId), eq(notices.status, 'pending')))
    .orderBy(asc(notices.id))
    .all()
  const failed = db
    .select()
    .from(notices)
    .where(and(eq(notices.campaignId, campaignId), inArray(notices.status, ['failed'])))
    .orderBy(desc(notices.id))
    .limit(5)
    .all()
  return { pending: pending.length, waitingError: pending.find((n) => n.lastError)?.lastError ?? null, failed }
}

export function listNotices(db: Tx, campaignId: string): NoticeRow[] {
  return db.select().from(notices).where(eq(notices.campaignId, campaignId)).orderBy(asc(notices.id)).all()
}
