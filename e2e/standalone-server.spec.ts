// The production server as a host runs it: .next/standalone on its own port and database. It answers
// the health check, serves a campaign through a personal link, logs each request without the link's
// token, and on SIGTERM finishes the request in flight, checkpoints the WAL and exits 0, with every
// acknowledged write there after a restart.
import { existsSync, statSync } from 'node:fs'
import http from 'node:http'
import { expect, test, type BrowserContext } from '@playwright/test'
import { freePort, freshDatabasePath, seedDemo, startStandalone, type StandaloneServer } from './support/standalone'

test.describe.configure({ mode: 'serial' })

let port: number
let database: string
let links: ReturnType<typeof seedDemo>
let server: StandaloneServer | undefined

test.beforeAll(async () => {
  port = await freePort()
  database = freshDatabasePath(`standalone-${port}.db`)
  links = seedDemo(database, `http://127.0.0.1:${port}`)
  server = await startStandalone({ port, database })
})

test.afterAll(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM')
    await server.exited
  }
})

async function organizerCookie(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}

function campaignIdOf(url: string): string {
  return new URL(url).pathname.split('/')[2]!
}

test('answers the health check and serves the demo campaign to the organizer and each player', async ({ browser, request }) => {
  const health = await request.get(`${server!.url}/api/health`)
  expect(health.status()).toBe(200)
  expect(await health.json()).toEqual({ ok: true })

  const organizer = await browser.newContext()
  const page = await organizer.newPage()
  await page.goto(links.organizer)
  await expect(page.getByText('Signed in as Organizer')).toBeVisible()
  await expect(page.getByText('Demo: Rebellion in the Rim')).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Act I, turn 2: Battle phase')
  await expect(page.getByRole('region', { name: 'Your move' })).toContainText('Vera or Jonas: enter the result')
  await organizer.close()

  const jonas = await browser.newContext()
  const jonasPage = await jonas.newPage()
  await jonasPage.goto(links.players['Jonas']!)
  await expect(jonasPage.getByText('Signed in as Jonas (Rebels)')).toBeVisible()
  await expect(jonasPage.getByRole('link', { name: 'Organizer', exact: true })).toHaveCount(0)
  await jonas.close()

  // One line per request with its status and time; a personal link's token is never written.
  await server!.printed(/GET \/join\/\[token\] 303 [\d.]+ms/)
  expect(server!.output()).toMatch(/GET \/api\/health 200 [\d.]+ms/)
  const token = links.organizer.split('/').pop()!
  expect(server!.output()).not.toContain(token)
})

test('exits cleanly on SIGTERM after the request in flight, and keeps every acknowledged write', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(links.organizer)
  const campaignId = campaignIdOf(page.url())
  const api = `${server!.url}/api/campaigns/${campaignId}`
  const versionBefore = ((await (await context.request.get(api)).json()) as { version: number }).version

  // R-OVERRIDE: the organizer sets the Empire's Resources tokens, one acknowledged write after another.
  const override = (value: number, expectedVersion: number) => ({
    command: { type: 'override', reason: `write ${value}`, target: { kind: 'tokens', team: 'empire', token: 'resources', value } },
    expectedVersion,
  })
  let version = versionBefore
  for (let value = 1; value <= 10; value += 1) {
    const response = await context.request.post(`${api}/commands`, { data: override(value, version) })
    expect(response.status()).toBe(200)
    version = ((await response.json()) as { version: number }).version
  }

  // A write in flight when SIGTERM arrives: the server has read its headers (it answered 100 Continue),
  // the body follows the signal. It must still be applied and answered.
  const body = JSON.stringify(override(11, version))
  const cookie = await organizerCookie(context)
  const inFlight = http.request(`${api}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue', cookie, origin: server!.url },
  })
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    inFlight.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    inFlight.on('error', reject)
  })
  await new Promise<void>((resolve) => inFlight.once('continue', () => resolve()))
  server!.process.kill('SIGTERM')
  await server!.printed(/SIGTERM received/)
  inFlight.end(body)
  const last = await answered
  expect(last.status, last.text).toBe(200)
  expect((JSON.parse(last.text) as { version: number }).version).toBe(versionBefore + 11)

  expect(await server!.exited).toBe(0)
  expect(server!.output()).toContain('Stopped: database checkpointed and closed')
  // The WAL was checkpointed into the database file and removed with the server's pid file.
  expect(existsSync(`${database}-wal`) ? statSync(`${database}-wal`).size : 0).toBe(0)
  expect(existsSync(`${database}.server-pid`)).toBe(false)
  await context.close()

  server = await startStandalone({ port, database })
  const again = await browser.newContext()
  const againPage = await again.newPage()
  await againPage.goto(links.organizer)
  const view = (await (await again.request.get(api)).json()) as { version: number; state: { teams: { empire: { tokens: { resources: number } } } } }
  expect(view.version).toBe(versionBefore + 11)
  expect(view.state.teams.empire.tokens.resources).toBe(11)
  await againPage.goto(`${server!.url}/campaigns/${campaignId}/history`)
  for (const value of [1, 5, 10, 11]) await expect(againPage.getByText(`write ${value}`, { exact: false }).first()).toBeVisible()
  await again.close()
})

test('stops at once on SIGTERM while a page listens to live updates, whose stream never ends by itself', async () => {
  const join = await fetch(links.organizer, { redirect: 'manual' })
  const cookie = join.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const campaignId = campaignIdOf(new URL(join.headers.get('location')!, server!.url).href)
  const events = await fetch(`${server!.url}/api/campaigns/${campaignId}/events`, { headers: { cookie } })
  expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
  const reader = events.body!.getReader()
  expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: version')
  server!.process.kill('SIGTERM')
  expect(await server!.exited).toBe(0)
  // The stream was ended first: the server did not wait out its grace period for it.
  expect(server!.output()).not.toContain('Requests still open')
  expect(server!.output()).toContain('Stopped: database checkpointed and closed')
  expect(await reader.read()).toEqual({ done: true, value: undefined })
  server = await startStandalone({ port, database })
})

test('refuses to start on a database written by a newer version, saying so', async () => {
  server!.process.kill('SIGTERM')
  expect(await server!.exited).toBe(0)
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(database)
  db.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('from-a-newer-version', Date.now() + 365 * 86_400_000)
  db.close()
  await expect(startStandalone({ port, database })).rejects.toThrow(/written by a newer version of Rim Command/)
})
