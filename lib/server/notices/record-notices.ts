import 'server-only'
// The outbox's writer. Inside the transaction that writes a command (run-command.ts), a draft notice naming the
// history entry is saved with it, so that a crash cannot lose it; what it says is worked out right after the
// answer (from the states in memory) or, after a crash, from the states the history keeps (draft-notices.ts),
// so that a command's answer does not wait for it. An undo writes its correction in its own transaction.
// Nothing is written for a campaign without a webhook; what is written is computed from the public view of
// the campaign only (lib/campaign noticeEvents, awaitedNow).
import type { Db } from '@/db/client'
import { deleteNotice, fillNotice, findDiscordSettings, insertNotice, peopleNamedAt } from '@/db/repositories/notices'
import {
  awaitedNow,
  awaitedPeople,
  campaignLanguage,
  noticeEvents,
  publicStateOf,
  stepKey,
  topicOf,
  type CampaignState,
  type NoticeEvent,
} from '@/lib/campaign'
import type { ChangeNotice, CorrectionNotice, DraftNotice, ReminderNotice } from './notice-payload'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

function namesOf(state: CampaignState, ids: Iterable<string>): Record<string, string> {
  const wanted = new Set(ids)
  return Object.fromEntries(state.players.filter((p) => wanted.has(p.id)).map((p) => [p.id, p.name]))
}

function namedIn(events: NoticeEvent[]): string[] {
  return events.flatMap((e) => (e.kind === 'result-disputed' ? [e.disputedBy] : []))
}

/** In the command's transaction: a draft naming its history entry, if the campaign posts to Discord. */
export function recordDraftNotice(tx: Tx, input: { campaignId: string; seq: number; at: Date }): boolean {
  if (!findDiscordSettings(tx, input.campaignId)) return false
  const draft: DraftNotice = { draft: true, seq: input.seq }
  insertNotice(tx, { campaignId: input.campaignId, kind: 'change', payload: draft, stepKey: null, people: null, createdAt: input.at, dueAt: input.at })
  return true
}

/**
 * A draft worked out: what the change did that the group is told of, and who it now awaits (each person once per
 * step); the draft is removed when there is nothing to tell.
 */
export function composeChangeNotice(tx: Tx, input: { campaignId: string; noticeId: number; before: CampaignState; after: CampaignState; at: Date }): void {
  const settings = findDiscordSettings(tx, input.campaignId)
  if (!settings) return deleteNotice(tx, input.noticeId)
  const topics = new Set(settings.topics)
  const { after, at } = input
  const events = noticeEvents(input.before, after).filter((e) => topics.has(topicOf(e)))
  let awaited: ChangeNotice['awaited'] = null
  if (topics.has('your-move') && after.phase !== 'ended') {
    const now = awaitedNow(after)
    const key = stepKey(now.step)
    const named = peopleNamedAt(tx, input.campaignId, key)
    // Each person is told at most once per step.
    const people = awaitedPeople(after, now.awaited).filter((p) => !named.has(p))
    if (people.length > 0) {
      const entries = now.awaited.filter((e) => awaitedPeople(after, [e]).some((p) => people.includes(p)))
      awaited = { step: now.step, entries, people }
    }
  }
  if (events.length === 0 && !awaited) return deleteNotice(tx, input.noticeId)
  const ended = events.find((e) => e.kind === 'turn-ended')
  const snapshot = ended ? publicStateOf(after).mapHistory?.find((s) => s.act === ended.act && s.turn === ended.turn) : undefined
  const payload: ChangeNotice = {
    campaign: after.name,
    language: campaignLanguage(after),
    preset: after.preset,
    names: namesOf(after, [...(awaited?.people ?? []), ...(awaited?.entries.flatMap((e) => e.playerIds) ?? []), ...namedIn(events)]),
    grandAdmirals: { empire: after.teams.empire.grandAdmiral, rebels: after.teams.rebels.grandAdmiral },
    events,
    awaited,
    map: snapshot ? { act: snapshot.act, turn: snapshot.turn, control: snapshot.control } : null,
  }
  const key = awaited ? stepKey(awaited.step) : null
  fillNotice(tx, input.noticeId, { payload, stepKey: key, people: awaited?.people ?? null })
  if (awaited && key && settings.reminderMinutes) {
    const reminder: ReminderNotice = { campaign: after.name, language: payload.language, stepKey: key, people: awaited.people }
    insertNotice(tx, {
      campaignId: input.campaignId,
      kind: 'reminder',
      payload: reminder,
      stepKey: null,
      people: null,
      createdAt: at,
      dueAt: new Date(at.getTime() + settings.reminderMinutes * 60_000),
    })
  }
}

/** An undo: the events its command was told as are withdrawn (nothing is posted when none was public). */
export function recordCorrectionNotice(tx: Tx, input: { campaignId: string; undoneFrom: CampaignState; restored: CampaignState; at: Date }): void {
  const settings = findDiscordSettings(tx, input.campaignId)
  if (!settings) return
  const topics = new Set(settings.topics)
  const withdrawn = noticeEvents(input.restored, input.undoneFrom).filter((e) => topics.has(topicOf(e)))
  if (withdrawn.length === 0) return
  const { restored } = input
  const payload: CorrectionNotice = {
    campaign: restored.name,
    language: campaignLanguage(restored),
    names: namesOf(restored, namedIn(withdrawn)),
    withdrawn,
    step: awaitedNow(restored).step,
  }
  insertNotice(tx, { campaignId: input.campaignId, kind: 'correction', payload, stepKey: null, people: null, createdAt: input.at, dueAt: input.at })
}
