// kill -9 during a burst of writes: after a restart every acknowledged write is there, the database
// passes its integrity check, and the stored state is the replay of the stored history (R-HIST).
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { anyCommandSchema } from '../lib/campaign/commands'
import { canonicalJson } from '../lib/campaign/campaign-file'
import { replay } from '../lib/campaign/engine'
import { actorFromKey } from '../lib/campaign/state'
import { freePort, freshDatabasePath, seedDemo, startStandalone } from './support/standalone'

test('[CRASH] a server killed during a burst of writes keeps every acknowledged one', async ({ browser }) => {
  test.setTimeout(120_000)
  const port = await freePort()
  const database = freshDatabasePath(`crash-${port}.db`)
  const links = seedDemo(database, `http://127.0.0.1:${port}`)
  let server = await startStandalone({ port, database })
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(links.organizer)
  const campaignId = new URL(page.url()).pathname.split('/')[2]!
  const api = `${server.url}/api/campaigns/${campaignId}`

  // Four writers send overrides as fast as they are answered; the server is killed while they run.
  const acknowledged: string[] = []
  let stop = false
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const reason = `burst ${w}-${i}`
      const version = ((await (await context.request.get(api).catch(() => null))?.json().catch(() => null)) as { version?: number } | null)?.version
      if (!version) return
      const response = await context.request
        .post(`${api}/commands`, {
          data: {
            command: { type: 'override', reason, target: { kind: 'tokens', team: 'rebels', token: 'ally', value: (i % 9) + 1 } },
            expectedVersion: version,
          },
          headers: { origin: server.url },
        })
        .catch(() => null)
      if (response?.status() === 200) acknowledged.push(reason)
    }
  }
  const writers = [0, 1, 2, 3].map(writer)
  await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(20)
  server.process.kill('SIGKILL')
  stop = true
  await server.exited
  await Promise.all(writers)

  const db = new Database(database, { readonly: true })
  expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
  const row = db.prepare('select state from campaigns where id = ?').get(campaignId) as { state: string }
  const entries = db.prepare("select kind, actor, payload from history_entries where campaign_id = ? and kind = 'command' order by seq").all(campaignId) as {
    actor: string
    payload: string
  }[]
  db.close()
  const reasons = entries.map((e) => (JSON.parse(e.payload) as { reason?: string }).reason)
  for (const reason of acknowledged) expect(reasons).toContain(reason)
  const replayed = replay(
    entries.map((e) => anyCommandSchema.parse(JSON.parse(e.payload))),
    entries.map((e) => actorFromKey(e.actor)),
  )
  expect(replayed.ok && canonicalJson(replayed.state)).toBe(canonicalJson(JSON.parse(row.state)))

  // And the server starts again on that file.
  server = await startStandalone({ port, database })
  expect((await context.request.get(`${server.url}/api/health`)).status()).toBe(200)
  server.process.kill('SIGTERM')
  await server.exited
  await context.close()
})
