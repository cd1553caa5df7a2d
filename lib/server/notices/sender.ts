import 'server-only'
// The process's notice sender: posts the outbox (record-notices.ts) to each campaign's Discord webhook, in order
// per campaign, one post at a time per campaign, never in the path of a command's answer. It honours Discord's
// 429 (retry_after) and rate-limit headers, backs off on errors (2 s doubling to 10 min), and after a day stops
// trying a notice: it is then shown failed, with its last error, to the organizer. Started once by the server
// (instrumentation.ts); the outbox survives a crash, so what was not posted is posted after a restart.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { discordUserIds, findDiscordSettings, markNotice, pendingNotices } from '@/db/repositories/notices'
import type { NoticeRow } from '@/db/schema'
import { awaitedNow, awaitedPeople, scheduledGames, stepKey, type CampaignState } from '@/lib/campaign'
import { postToWebhook, type FetchLike } from './discord-client'
import type { ChangeNotice, CorrectionNotice, FormatNotice, ReminderNotice, ResolvedNotice, ScheduledGame } from './notice-payload'
import { composeDraft, composeDrafts } from './draft-notices'
import type { DraftStates, NoticeSenderHandle } from './sender-handle'
import { checkWebhookAddress } from './webhook-address'

export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
const FIRST_BACKOFF_MS = 2000
const MAX_BACKOFF_MS = 10 * 60 * 1000
/** Looked at even when nothing woke it (a notice due later, a clock that jumped). */
const IDLE_LOOK_MS = 60_000

export interface SenderOptions {
  db: () => Db
  format: FormatNotice
  fetch?: FetchLike
  now?: () => number
  /** The app's address for the link in each post (PUBLIC_URL). */
  publicUrl?: string | null
  giveUpAfterMs?: number
  firstBackoffMs?: number
  log?: (line: string) => void
}

/** The notice to post next in each campaign: its oldest pending, leaving aside a reminder not yet due. */
export function headsOf(pending: NoticeRow[], now: number): NoticeRow[] {
  const heads = new Map<string, NoticeRow>()
  for (const n of pending) {
    if (heads.has(n.campaignId)) continue
    if (n.kind === 'reminder' && n.dueAt.getTime() > now) continue
    heads.set(n.campaignId, n)
  }
  return [...heads.values()]
}

/** The reminder's people still awaited at the same step, or null when there is nobody left to remind. */
/** The turn's games with an agreed time, not played yet, as they stand when the post leaves (public: both teams see the declared battles). */
function weekGamesOf(state: CampaignState): ScheduledGame[] {
  const name = (id: string) => state.players.find((p) => p.id === id)?.name ?? id
  return scheduledGames(state).flatMap((g) =>
    g.agreed && !g.played ? [{ players: [name(g.assaulter.playerId), name(g.defender.playerId)], startsAt: g.agreed.startsAt, venue: g.agreed.venue }] : [],
  )
}

function resolveReminder(state: CampaignState, reminder: ReminderNotice): ResolvedNotice | null {
  const now = awaitedNow(state)
  if (stepKey(now.step) !== reminder.stepKey) return null
  const still = new Set(awaitedPeople(state, now.awaited))
  const people = reminder.people.filter((p) => still.has(p))
  if (people.length === 0) return null
  const entries = now.awaited.filter((e) => awaitedPeople(state, [e]).some((p) => people.includes(p)))
  const names = Object.fromEntries(state.players.map((p) => [p.id, p.name]))
  const grandAdmirals = { empire: state.teams.empire.grandAdmiral, rebels: state.teams.rebels.grandAdmiral }
  return { kind: 'reminder', campaign: reminder.campaign, language: reminder.language, awaited: entries, people, names, grandAdmirals }
}

export class NoticeSender implements NoticeSenderHandle {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private again = false
  private stopped = false
  /** When each campaign's webhook may be posted to again (its rate-limit bucket). */
  private readonly bucketFreeAt = new Map<string, number>()
  private readonly now: () => number
  /** Commands' states for their drafts, until they are worked out. */
  private readonly drafts = new Map<string, DraftStates>()
  private soon: NodeJS.Immediate | null = null

  constructor(private readonly options: SenderOptions) {
    this.now = options.now ?? Date.now
  }

  start(): void {
    this.stopped = false
    this.wake()
  }

  /** Looks at the outbox on the next turn of the event loop: never in the time of the command that wakes it. */
  wake(): void {
    if (this.stopped || this.soon) return
    this.soon = setImmediate(() => {
      this.soon = null
      this.look()
    })
  }

  composeSoon(states: DraftStates): void {
    this.drafts.set(`${states.campaignId}:${states.seq}`, states)
    this.wake()
  }

  private look(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = this.run()
      .catch((error: unknown) => this.options.log?.(`Notice sender: ${(error as Error).stack ?? String(error)}`))
      .finally(() => {
        this.running = null
        if (this.again) {
          this.again = false
          this.look()
        } else this.schedule()
      })
  }

  /** Stops looking; a post under way is given a few seconds (unmarked, it is posted again after a restart). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    if (this.soon) clearImmediate(this.soon)
    this.timer = null
    this.soon = null
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, 3000).unref())])
  }

  /** Until the process stops: whether anything is posting now (for tests). */
  get idle(): boolean {
    return this.running === null
  }

  /** The drafts the commands left, worked out in order: from the states in memory, else from the history. */
  private composeDrafts(): void {
    const db = this.options.db()
    const kept = [...this.drafts.values()]
    this.drafts.clear()
    for (const states of kept) composeDraft(db, states)
    composeDrafts(db)
  }

  private async run(): Promise<void> {
    for (;;) {
      if (this.stopped) return
      this.composeDrafts()
      const now = this.now()
      const due = headsOf(pendingNotices(this.options.db()), now).filter((n) => n.dueAt.getTime() <= now && (this.bucketFreeAt.get(n.campaignId) ?? 0) <= now)
      if (due.length === 0) return
      // Campaigns post side by side; within one, the loop takes the next notice only after this one.
      await Promise.all(due.map((n) => this.post(n)))
    }
  }

  private schedule(): void {
    if (this.stopped) return
    const now = this.now()
    let at = now + IDLE_LOOK_MS
    for (const n of pendingNotices(this.options.db())) {
      const due = Math.max(n.dueAt.getTime(), this.bucketFreeAt.get(n.campaignId) ?? 0)
      at = Math.min(at, due)
    }
    this.timer = setTimeout(() => this.look(), Math.max(20, at - now))
    this.timer.unref()
  }

  private async post(notice: NoticeRow): Promise<void> {
    const db = this.options.db()
    const now = this.now()
    const fail = (error: string) => markNotice(db, notice.id, { status: 'failed', lastError: error, attempts: notice.attempts + 1 })
    const settings = findDiscordSettings(db, notice.campaignId)
    const campaign = findCampaign(db, notice.campaignId)
    if (!settings || !campaign) return markNotice(db, notice.id, { status: 'skipped' })
    const address = checkWebhookAddress(settings.webhookUrl)
    // The operator may have narrowed the allowed hosts since the address was saved.
    if (!address.ok) return fail(`The webhook address is no longer allowed (${address.reason})`)
    if (now - notice.createdAt.getTime() > (this.options.giveUpAfterMs ?? GIVE_UP_AFTER_MS)) {
      return fail(`Gave up after a day of tries. Last error: ${notice.lastError ?? 'none'}`)
    }
    let resolved: ResolvedNotice | null
    if (notice.kind === 'reminder') resolved = resolveReminder(campaign.state, notice.payload as ReminderNotice)
    else if (notice.kind === 'correction') resolved = { kind: 'correction', notice: notice.payload as CorrectionNotice }
    else resolved = { kind: 'change', notice: notice.payload as ChangeNotice }
    if (!resolved) return markNotice(db, notice.id, { status: 'skipped' })
    const base = this.options.publicUrl?.trim()
    const link = base ? new URL(`/campaigns/${notice.campaignId}`, base).toString() : null
    let post
    try {
      post = await this.options.format(resolved, { link, discordIds: discordUserIds(db, notice.campaignId), weekGames: weekGamesOf(campaign.state) })
    } catch (error) {
      // A notice the app cannot word is a bug: said once, and not tried again.
      return fail(`Could not write the post: ${(error as Error).message}`)
    }
    const outcome = await postToWebhook(address.url, post, this.options.fetch)
    const after = this.now()
    if (outcome.kind === 'posted') {
      if (outcome.waitMs > 0) this.bucketFreeAt.set(notice.campaignId, after + outcome.waitMs)
      return markNotice(db, notice.id, { status: 'sent', sentAt: new Date(after), attempts: notice.attempts + 1 })
    }
    if (outcome.kind === 'refused') return fail(outcome.error)
    const backoff = Math.min(MAX_BACKOFF_MS, (this.options.firstBackoffMs ?? FIRST_BACKOFF_MS) * 2 ** notice.attempts)
    const wait = outcome.afterMs ?? backoff
    this.bucketFreeAt.set(notice.campaignId, after + wait)
    markNotice(db, notice.id, { attempts: notice.attempts + 1, lastError: outcome.error, dueAt: new Date(after + wait) })
  }
}
