// The secrecy differential over what is posted to the group's Discord (issue 25, R-SECRET, R-SECRET-FLEET,
// R-STRAT-SECRET): twin campaigns played through the use cases, differing only in the Rebels' secrets, write
// the same outbox and post byte-identical messages and map images.
import { afterEach, describe, expect, it } from 'vitest'
import { listNotices } from '@/db/repositories/notices'
import { SECRETS_A, SECRETS_B } from '../../campaign/notices/testing/twin-campaigns'
import { discordPost } from '@/app/_lib/notices/discord-post'
import { freshDb } from '../testing/test-db'
import type { ResolvedNotice } from './notice-payload'
import { playTwin } from './testing/play-twin'

const HOOK = 'https://discord.com/api/webhooks/123456789012345678/secret-token'
const opened: (() => void)[] = []
afterEach(() => opened.splice(0).forEach((close) => close()))

async function posts(secrets: typeof SECRETS_A) {
  const { db, close } = freshDb()
  opened.push(close)
  const campaignId = playTwin(db, secrets, HOOK)
  const rows = listNotices(db, campaignId)
  const out: string[] = []
  for (const row of rows) {
    const notice = { kind: row.kind, notice: row.payload } as ResolvedNotice
    const post = await discordPost(notice, { link: 'https://rim.example.org/campaigns/x', discordIds: {}, mapWidth: 500 })
    out.push(JSON.stringify(post.message) + post.files.map((f) => f.data.toString('base64')).join(''))
  }
  return { rows, out }
}

describe('the posts to Discord of twin campaigns', () => {
  it('are byte-identical, map images included, when only the Rebels’ secrets differ', async () => {
    const a = await posts(SECRETS_A)
    const b = await posts(SECRETS_B)
    expect(a.rows.length).toBeGreaterThan(20)
    expect(a.rows.some((r) => JSON.stringify(r.payload).includes('"map":{'))).toBe(true)
    expect(b.out).toEqual(a.out)
    const all = b.out.join('\n') + JSON.stringify(b.rows.map((r) => r.payload))
    for (const secret of ['Secret plans', 'Sato', 'master-gunner', 'Defense Liaison', 'officer-defense-liaison', 'Fighter Wing', 'fighter-wing']) {
      expect(all).not.toContain(secret)
    }
  }, 60_000)
})
