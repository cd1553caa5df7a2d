// kill -9 during a burst of writes: after a restart every acknowledged write is there, the database
// passes its integrity check, and the stored state is the replay of the stored history (R-HIST).
import Database from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { anyCommandSchema } from '../lib/campaign/commands'
import { canonicalJson } from '../lib/campaign/campaign-file'
import { replay } from '../lib/campaign/engine'
import { actorFromKey } from '../lib/campaign/state'
import { largeCampaignFile } from '../lib/server/testing/large-campaign-file'
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

test('[CRASH] a server killed during an import leaves nothing of it once it starts again', async () => {
  test.setTimeout(180_000)
  const port = await freePort()
  const database = freshDatabasePath(`crash-import-${port}.db`)
  let server = await startStandalone({ port, database })
  // A long file: its history is written in parts, the links last, so the kill falls between its writes.
  const file = largeCampaignFile(12 * 1024 * 1024)
  const db = new Database(database, { readonly: true })
  const unfinished = () =>
    (db.prepare('select count(*) as n from campaigns c where not exists (select 1 from access_links l where l.campaign_id = c.id)').get() as { n: number }).n
  const sent = fetch(`${server.url}/import/file`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: file }).catch(
    () => null,
  )
  await expect.poll(unfinished, { timeout: 60_000, intervals: [20] }).toBe(1)
  server.process.kill('SIGKILL')
  await server.exited
  await sent
  expect(unfinished()).toBe(1)
  db.close()

  server = await startStandalone({ port, database })
  await server.printed(/Removed 1 campaign\(s\) an interrupted import left unfinished/)
  const after = new Database(database, { readonly: true })
  expect((after.prepare('select count(*) as n from campaigns').get() as { n: number }).n).toBe(0)
  expect((after.prepare('select count(*) as n from history_entries').get() as { n: number }).n).toBe(0)
  after.close()
  server.process.kill('SIGTERM')
  await server.exited
})
