// The notice sender against a fake Discord on a local port (issue 25): every notice arrives once and in
// order, the map attached where the post promises it, through 429s (their retry_after honoured) and a stretch
// of server errors; after a day it gives up and the organizer sees the last error.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listNotices } from '@/db/repositories/notices'
import { SECRETS_A } from '../../campaign/notices/testing/twin-campaigns'
import { discordPost } from '@/app/_lib/notices/discord-post'
import { freshDb } from '../testing/test-db'
import { discordSettingsView } from './discord-settings'
import type { ResolvedNotice } from './notice-payload'
import { NoticeSender } from './sender'
import { startFakeDiscord, type Answer, type FakeDiscord } from './testing/fake-discord'
import { playTwin } from './testing/play-twin'
import { runCommand } from '../run-command'
import { setNoticeSender } from './sender-handle'

let fake: FakeDiscord | null = null
const cleanups: (() => void | Promise<void>)[] = []
beforeEach(() => {
  delete process.env.DISCORD_WEBHOOK_EXTRA_HOSTS
})
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c()
  await fake?.close()
  fake = null
  delete process.env.DISCORD_WEBHOOK_EXTRA_HOSTS
})

async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the notice sender', () => {
  it('works a command’s notice out after its answer, from the states it had in memory, then posts it', async () => {
    fake = await startFakeDiscord()
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, close } = freshDb()
    cleanups.push(close)
    const campaignId = playTwin(db, SECRETS_A, fake.webhookUrl, { upTo: 0 })
    const sender = new NoticeSender({ db: () => db, format: discordPost })
    setNoticeSender(sender)
    cleanups.push(
      () => setNoticeSender(undefined),
      () => sender.stop(),
    )
    runCommand(db, {
      campaignId,
      actor: { role: 'organizer' },
      command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' },
      expectedVersion: 1,
    })
    // When runCommand returns, the notice is only written down: nothing was computed or posted in its time.
    expect(listNotices(db, campaignId).map((n) => n.payload)).toEqual([{ draft: true, seq: 2 }])
    await until(() => fake!.received.length === 1, 10_000)
    expect(JSON.stringify(fake.received[0]!.message)).toContain('Your move')
  })

  it('posts every notice once, in order, through 429s and a stretch of server errors, with the map where promised', async () => {
    // Requests 3-6 fail with 500, every 7th is rate limited for 0.3 s.
    const script = (n: number): Answer => (n >= 3 && n <= 6 ? { status: 500 } : n % 7 === 6 ? { status: 429, retryAfter: 0.3 } : { status: 204 })
    fake = await startFakeDiscord(script)
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, close } = freshDb()
    cleanups.push(close)
    const campaignId = playTwin(db, SECRETS_A, fake.webhookUrl)
    const rows = listNotices(db, campaignId)
    const sender = new NoticeSender({
      db: () => db,
      format: (n, ctx) => discordPost(n, { ...ctx, mapWidth: 400 }),
      firstBackoffMs: 10,
      publicUrl: 'https://rim.example.org',
    })
    cleanups.push(() => sender.stop())
    sender.start()
    await until(() => fake!.received.length >= rows.length && sender.idle, 30_000)
    const expected = await Promise.all(
      rows.map(
        async (r) =>
          (
            await discordPost({ kind: r.kind, notice: r.payload } as ResolvedNotice, {
              link: `https://rim.example.org/campaigns/${campaignId}`,
              discordIds: {},
              mapWidth: 400,
            })
          ).message,
      ),
    )
    expect(fake.received.map((p) => p.message)).toEqual(expected)
    expect(listNotices(db, campaignId).every((n) => n.status === 'sent')).toBe(true)
    // The post at the end of the turn carries the map as a PNG, as its embed says.
    const withMap = fake.received.filter((p) => p.files.length > 0)
    expect(withMap).toHaveLength(1)
    expect(withMap[0]!.files[0]!.name).toBe('map.png')
    expect(withMap[0]!.files[0]!.data.subarray(1, 4).toString()).toBe('PNG')
    expect(JSON.stringify(withMap[0]!.message)).toContain('attachment://map.png')
    // After each 429 the next try came no sooner than retry_after.
    const rateLimited = Array.from({ length: fake.requests - 1 }, (_, n) => n).filter((n) => script(n).status === 429)
    expect(rateLimited.length).toBeGreaterThan(0)
    for (const n of rateLimited) expect(fake.times[n + 1]! - fake.times[n]!).toBeGreaterThanOrEqual(300)
    expect(fake.requests).toBe(rows.length + 4 + rateLimited.length)
  }, 60_000)

  it('gives up after a day and shows the organizer the last error; a refused post does not hold the next', async () => {
    fake = await startFakeDiscord(() => ({ status: 500 }))
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, close } = freshDb()
    cleanups.push(close)
    const campaignId = playTwin(db, SECRETS_A, fake.webhookUrl, { upTo: 2 })
    const count = listNotices(db, campaignId).length
    expect(count).toBeGreaterThan(0)
    let now = Date.now()
    const sender = new NoticeSender({ db: () => db, format: discordPost, firstBackoffMs: 5, now: () => now })
    cleanups.push(() => sender.stop())
    sender.start()
    await until(() => fake!.requests >= 1 && sender.idle, 10_000)
    const waiting = discordSettingsView(db, { campaignId, actor: { role: 'organizer' } })
    expect(waiting.pending).toBe(count)
    expect(waiting.waitingError).toContain('HTTP 500: Internal Server Error')
    now += 25 * 60 * 60 * 1000
    sender.wake()
    await until(() => listNotices(db, campaignId).every((n) => n.status === 'failed'), 10_000)
    const view = discordSettingsView(db, { campaignId, actor: { role: 'organizer' } })
    expect(view.pending).toBe(0)
    expect(view.failed.map((f) => f.error)).toContainEqual(expect.stringMatching(/^Gave up after a day of tries\. Last error: HTTP 500: Internal Server Error/))
  }, 30_000)

  it('reminds, after the delay the organizer set, those still awaited at the same step', async () => {
    fake = await startFakeDiscord()
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, close } = freshDb()
    cleanups.push(close)
    const campaignId = playTwin(db, SECRETS_A, fake.webhookUrl, { upTo: 1, reminderMinutes: 120 })
    expect(listNotices(db, campaignId).map((n) => n.kind)).toEqual(['change', 'reminder'])
    let now = Date.now()
    const sender = new NoticeSender({ db: () => db, format: discordPost, now: () => now })
    cleanups.push(() => sender.stop())
    sender.start()
    await until(() => fake!.received.length === 1 && sender.idle, 10_000)
    expect(listNotices(db, campaignId)[1]!.status).toBe('pending')
    now += 121 * 60 * 1000
    sender.wake()
    await until(() => fake!.received.length === 2, 10_000)
    const reminder = fake.received[1]!.message as { embeds: { title: string; fields: { name: string; value: string }[] }[] }
    expect(reminder.embeds[0]!.title).toBe('Outer Rim: Reminder: still awaited')
    // Dan (rebels-1) places the next base: still awaited for it; Ana, who placed hers, is not reminded of a base.
    const fields = reminder.embeds[0]!.fields
    expect(fields.find((f) => f.name.startsWith('Dan'))!.value).toContain('place a base')
    expect(fields.find((f) => f.name.startsWith('Ana'))?.value ?? '').not.toContain('place a base')
  })

  it('a webhook Discord deleted (404) fails the notice at once with Discord’s words', async () => {
    fake = await startFakeDiscord(() => ({ status: 404 }))
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, close } = freshDb()
    cleanups.push(close)
    const campaignId = playTwin(db, SECRETS_A, fake.webhookUrl, { upTo: 1 })
    const sender = new NoticeSender({ db: () => db, format: discordPost })
    cleanups.push(() => sender.stop())
    sender.start()
    await until(() => listNotices(db, campaignId).every((n) => n.status === 'failed') && sender.idle, 10_000)
    expect(listNotices(db, campaignId)[0]!.lastError).toBe('HTTP 404: Unknown Webhook (code 10015)')
  })
})
