// The organizer's Discord settings (issue 25): an address is saved only when it is a Discord webhook over HTTPS
// (or on a host the operator allows, DISCORD_WEBHOOK_EXTRA_HOSTS), shown back masked; "Send a test" reports
// success or Discord's error; a player's Discord id is digits only; an undo posts a correction; a reminder
// names only those still awaited.
import { afterEach, describe, expect, it } from 'vitest'
import { findCampaign } from '@/db/repositories/campaigns'
import { discordUserIds, findDiscordSettings, listNotices } from '@/db/repositories/notices'
import { createCommand } from '../../campaign/testing/builders'
import { discordPost } from '@/app/_lib/notices/discord-post'
import { createCampaign } from '../create-campaign'
import { runCommand } from '../run-command'
import { freshDb } from '../testing/test-db'
import { undoLastCommand } from '../undo-last-command'
import { discordSettingsView, saveDiscordWebhook, sendDiscordTest, setOwnDiscordId, WebhookRefused } from './discord-settings'
import { startFakeDiscord, type FakeDiscord } from './testing/fake-discord'
import type { ChangeNotice } from './notice-payload'
import { checkWebhookAddress } from './webhook-address'
import { composeDrafts } from './draft-notices'

const organizer = { role: 'organizer' } as const
let fake: FakeDiscord | null = null
const closers: (() => void)[] = []
afterEach(async () => {
  closers.splice(0).forEach((c) => c())
  await fake?.close()
  fake = null
  delete process.env.DISCORD_WEBHOOK_EXTRA_HOSTS
})

function campaign() {
  const { db, close } = freshDb()
  closers.push(close)
  const { campaignId } = createCampaign(db, createCommand())
  return { db, campaignId }
}

describe('webhook addresses (no server-side request forgery)', () => {
  it.each([
    ['https://discord.com/api/webhooks/123456789012345678/abc-DEF_123', true],
    ['https://canary.discord.com/api/webhooks/1/x', true],
    ['https://discordapp.com/api/v10/webhooks/1/x', true],
    ['http://discord.com/api/webhooks/1/x', 'not-https'],
    ['https://discord.com.evil.example/api/webhooks/1/x', 'host'],
    ['https://evil.example/api/webhooks/1/x', 'host'],
    ['https://discord.com:8443/api/webhooks/1/x', 'host'],
    ['https://user:pw@discord.com/api/webhooks/1/x', 'credentials'],
    ['https://discord.com/api/users/@me', 'path'],
    ['http://127.0.0.1:9/api/webhooks/1/x', 'not-https'],
    ['https://127.0.0.1/api/webhooks/1/x', 'host'],
    ['file:///etc/passwd', 'not-https'],
    ['not a url', 'not-an-address'],
  ])('%s', (url, expected) => {
    const checked = checkWebhookAddress(url)
    expect(checked.ok ? true : checked.reason).toBe(expected)
  })

  it('a local fake Discord only once the operator allows its host, over http too', () => {
    expect(checkWebhookAddress('http://127.0.0.1:4567/api/webhooks/1/x')).toEqual({ ok: false, reason: 'not-https' })
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = 'other.example, 127.0.0.1:4567'
    expect(checkWebhookAddress('http://127.0.0.1:4567/api/webhooks/1/x')).toEqual({ ok: true, url: 'http://127.0.0.1:4567/api/webhooks/1/x' })
    expect(checkWebhookAddress('http://127.0.0.1:4568/api/webhooks/1/x')).toEqual({ ok: false, reason: 'not-https' })
  })

  it('a refused address saves nothing; a saved one is shown back as its host and last four characters only', () => {
    const { db, campaignId } = campaign()
    const save = (webhookUrl: string) => saveDiscordWebhook(db, { campaignId, actor: organizer, webhookUrl, topics: ['results'], reminderMinutes: null })
    expect(() => save('http://127.0.0.1/api/webhooks/1/x')).toThrow(WebhookRefused)
    expect(() => save('https://example.org/api/webhooks/1/x')).toThrow(WebhookRefused)
    expect(findDiscordSettings(db, campaignId)).toBeUndefined()
    save('https://discord.com/api/webhooks/123456789012345678/the-secret-token-wxyz')
    const view = discordSettingsView(db, { campaignId, actor: organizer })
    expect(view.webhook).toBe('discord.com/…wxyz')
    expect(JSON.stringify(view)).not.toContain('the-secret-token')
    // A later refused address leaves the saved one as it was.
    expect(() => save('https://evil.example/api/webhooks/1/x')).toThrow(WebhookRefused)
    expect(findDiscordSettings(db, campaignId)!.webhookUrl).toBe('https://discord.com/api/webhooks/123456789012345678/the-secret-token-wxyz')
    expect(() => discordSettingsView(db, { campaignId, actor: { role: 'player', playerId: 'empire-1' } })).toThrow('FORBIDDEN')
  })
})

describe('Send a test', () => {
  it('reports that it arrived, or Discord’s error', async () => {
    let answer: 204 | 404 = 204
    fake = await startFakeDiscord(() => ({ status: answer }))
    process.env.DISCORD_WEBHOOK_EXTRA_HOSTS = fake.host
    const { db, campaignId } = campaign()
    expect(await sendDiscordTest(db, { campaignId, actor: organizer, webhookUrl: fake.webhookUrl, format: discordPost })).toEqual({ ok: true })
    expect(fake.received[0]!.message).toMatchObject({
      embeds: [{ title: 'Outer Rim', description: 'Test from Rim Command: this channel will receive the notices of Outer Rim.' }],
    })
    answer = 404
    expect(await sendDiscordTest(db, { campaignId, actor: organizer, webhookUrl: fake.webhookUrl, format: discordPost })).toEqual({
      ok: false,
      error: 'HTTP 404: Unknown Webhook (code 10015)',
    })
    delete process.env.DISCORD_WEBHOOK_EXTRA_HOSTS
    await expect(sendDiscordTest(db, { campaignId, actor: organizer, webhookUrl: fake.webhookUrl, format: discordPost })).rejects.toThrow(WebhookRefused)
    expect(fake.requests).toBe(2)
  })
})

describe('a player’s Discord user id', () => {
  it('is 17 to 20 digits, their own, and mentioned (and only it) in their "your move"', async () => {
    const { db, campaignId } = campaign()
    const empire1 = { role: 'player', playerId: 'empire-1' } as const
    expect(() => setOwnDiscordId(db, { campaignId, actor: empire1, discordUserId: '@everyone' })).toThrow('VALIDATION')
    expect(() => setOwnDiscordId(db, { campaignId, actor: empire1, discordUserId: '1234' })).toThrow('VALIDATION')
    expect(() => setOwnDiscordId(db, { campaignId, actor: organizer, discordUserId: '123456789012345678' })).toThrow('FORBIDDEN')
    setOwnDiscordId(db, { campaignId, actor: { role: 'player', playerId: 'rebels-1' }, discordUserId: ' 123456789012345678 ' })
    saveDiscordWebhook(db, { campaignId, actor: organizer, webhookUrl: 'https://discord.com/api/webhooks/1/x', topics: ['your-move'], reminderMinutes: null })
    runCommand(db, { campaignId, actor: empire1, command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: 1 })
    composeDrafts(db)
    const [notice] = listNotices(db, campaignId)
    const post = await discordPost({ kind: 'change', notice: notice!.payload as ChangeNotice }, { link: null, discordIds: discordUserIds(db, campaignId) })
    expect(post.message.content).toBe('<@123456789012345678>')
    expect(post.message.allowed_mentions).toEqual({ parse: [], users: ['123456789012345678'] })
    expect(JSON.stringify(post.message.embeds)).toContain('Dan')
  })
})

describe('an undo', () => {
  it('posts a correction of what the undone change was told as', () => {
    const { db, campaignId } = campaign()
    saveDiscordWebhook(db, {
      campaignId,
      actor: organizer,
      webhookUrl: 'https://discord.com/api/webhooks/1/x',
      topics: ['bases', 'your-move'],
      reminderMinutes: null,
    })
    runCommand(db, { campaignId, actor: organizer, command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: 1 })
    // The command's notice is still a draft when the undo comes: it is worked out first, then corrected.
    undoLastCommand(db, { campaignId, actor: organizer, expectedVersion: 2 })
    const notices = listNotices(db, campaignId)
    expect(notices.map((n) => n.kind)).toEqual(['change', 'correction'])
    expect(notices[0]!.payload).toMatchObject({ events: [{ kind: 'base-built', systemId: 'dantooine' }] })
    const correction = notices.find((n) => n.kind === 'correction')!
    expect(correction.payload).toMatchObject({ withdrawn: [{ kind: 'base-built', systemId: 'dantooine', team: 'empire' }] })
    expect(findCampaign(db, campaignId)!.version).toBe(3)
  })
})
