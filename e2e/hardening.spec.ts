// The limits a stranger cannot forge or exceed (issue 28): the creation allowance keyed on the connection
// unless the operator says a proxy is in front, one allowance for creations and imports, a few event
// streams per link (a replaced link's closed at once), an upload announced over the limit answered before
// it is sent, server actions answering a bad body with a 4xx, and the security headers on every response.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { createCommandFor, campaignFileOf, newStage } from './support/restore'
import { freePort, freshDatabasePath, seedDemo, startStandalone, type StandaloneServer } from './support/standalone'

const servers: StandaloneServer[] = []
test.afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.process.kill('SIGTERM')
    await server.exited
  }
})

async function ownServer(name: string, env: Record<string, string> = {}, demo = false) {
  const port = await freePort()
  const database = freshDatabasePath(`${name}-${port}.db`)
  const links = demo ? seedDemo(database, `http://127.0.0.1:${port}`) : null
  const server = await startStandalone({ port, database, env })
  servers.push(server)
  return { server, links }
}

/** A file import that is not a campaign file: it spends the allowance (taken before the body is read). */
async function importStatus(url: string, forwardedFor: string): Promise<number> {
  const response = await fetch(`${url}/import/file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': forwardedFor },
    body: '{}',
  })
  await response.arrayBuffer()
  return response.status
}

test('[SECURITY] the creation allowance keys on the connection: a forged X-Forwarded-For gets no new one; creations and imports share it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // No creation is regained during the test (one an hour), however slow the machine: what is spent stays spent.
  const { server } = await ownServer('allowance', { CREATION_REFILL_SECONDS: '3600' })
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${server.url}/`)
  // Sent at once, each claiming another address: twenty refused as files (400), the rest as too many.
  const statuses = await Promise.all(Array.from({ length: 25 }, (_v, i) => importStatus(server.url, `203.0.113.${i}`)))
  expect(statuses.filter((s) => s === 400)).toHaveLength(20)
  expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  expect(await importStatus(server.url, '127.0.0.1')).toBe(429)

  // The same allowance holds for a demo creation from the start page.
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await expect(page.getByText('Too many campaigns were created or imported from here just now')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Open the campaign' })).toHaveCount(0)
  await context.close()
})

test('[SECURITY] with TRUST_PROXY, the address the proxy added is the key', async () => {
  test.setTimeout(120_000)
  const { server } = await ownServer('trusted-proxy', { TRUST_PROXY: '1' })
  const statuses: number[] = []
  for (let i = 0; i < 21; i++) statuses.push(await importStatus(server.url, `spoofed, 198.51.100.7`))
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400))
  expect(statuses[20]).toBe(429)
  // Another client behind the same proxy has its own allowance.
  expect(await importStatus(server.url, 'spoofed, 198.51.100.8')).toBe(400)
})

test('[SECURITY] an address whose campaigns fill its quota of stored bytes imports nothing more (429, worded); another address still imports', async ({
  request,
}) => {
  test.setTimeout(120_000)
  // A campaign file of one entry is stored in about 3 KB: two fit in 7 KB, a third does not. TRUST_PROXY lets one
  // test speak from two addresses, as two clients behind a proxy.
  const port = await freePort()
  const database = freshDatabasePath(`quota-${port}.db`)
  const server = await startStandalone({ port, database, env: { STORED_BYTES_PER_ADDRESS: '7KB', TRUST_PROXY: '1' } })
  servers.push(server)
  const file = campaignFileOf(newStage(createCommandFor('Crowded Rim')))
  const importFrom = (address: string, language = 'en') =>
    request.post(`${server.url}/import/file`, {
      headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': address, 'accept-language': language },
      data: file,
    })
  const stored = () => {
    const db = new Database(database, { readonly: true })
    try {
      return db.prepare('select (select count(*) from campaigns) as campaigns, (select count(*) from history_entries) as entries').get()
    } finally {
      db.close()
    }
  }
  expect((await importFrom('198.51.100.7')).status()).toBe(200)
  expect((await importFrom('198.51.100.7')).status()).toBe(200)
  const before = stored()
  const refused = await importFrom('198.51.100.7')
  expect(refused.status()).toBe(429)
  expect(refused.headers()['retry-after']).toBeUndefined()
  const body = (await refused.json()) as { detail: string; message: string }
  expect(body.detail).toBe('storage-quota')
  expect(body.message).toContain('already take all the room this instance gives one address: nothing was stored')
  const french = await importFrom('198.51.100.7', 'fr')
  expect(((await french.json()) as { message: string }).message).toContain('rien n’a été enregistré')
  expect(stored()).toEqual(before)
  // The import page words it when the form was sent without script (the route sends it back there).
  const page = await request.get(`${server.url}/import?error=TOO_MANY&detail=storage-quota`, { headers: { 'accept-language': 'fr' } })
  expect(await page.text()).toContain('occupent déjà toute la place que cette instance accorde à une adresse')
  // Another address, its own quota.
  expect((await importFrom('198.51.100.8')).status()).toBe(200)
})

test('[SECURITY] the security headers are on a static file, /favicon.ico and a 404 page', async ({ page, request }) => {
  await page.goto('/')
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  expect(script).toBeTruthy()
  for (const url of [script!, '/favicon.ico', '/no-such-page']) {
    const response = await request.get(url)
    expect(response.status(), url).toBeLessThan(500)
    const headers = response.headers()
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['x-frame-options'], url).toBe('DENY')
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
    expect(headers['referrer-policy'], url).toBeTruthy()
  }
})

test('[SECURITY] an upload announced over the limit is refused from its headers, before any of it is sent', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!)
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = http.request({
      host: hostname,
      port,
      method: 'POST',
      path: '/import/file',
      headers: { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024), origin: baseURL! },
    })
    outgoing.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
      outgoing.destroy()
    })
    outgoing.on('error', reject)
    // The headers go; not one byte of the 600 MB body does.
    outgoing.flushHeaders()
  })
  expect(status).toBe(413)
})

test('[SECURITY] every server action answers a body it cannot read with a 4xx', async ({ page, request, baseURL }) => {
  // Every action the build holds, by its id.
  const manifest = JSON.parse(readFileSync(path.join('.next', 'server', 'server-reference-manifest.json'), 'utf8')) as { node: Record<string, unknown> }
  const ids = Object.keys(manifest.node)
  expect(ids.length).toBeGreaterThan(10)
  const bodies: [string, string][] = [
    ['text/plain;charset=UTF-8', '{not json'],
    ['text/plain;charset=UTF-8', '['.repeat(5000) + ']'.repeat(5000)],
    ['text/plain;charset=UTF-8', '{"a":' + '{"a":'.repeat(4000) + '1' + '}'.repeat(4001)],
    ['application/json', '[]'],
    ['application/octet-stream', '\u0000\u0001'],
  ]
  for (const id of ids) {
    for (const [type, body] of bodies) {
      const response = await request.post('/', { headers: { 'next-action': id, 'content-type': type, origin: baseURL! }, data: body })
      expect(response.status(), `${id} ${type} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400)
      expect(response.status(), `${id} ${type} ${body.slice(0, 20)}`).toBeLessThan(500)
    }
  }
  // The pages still run their actions: the language switch works and says so.
  await page.goto('/')
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true')
})

/** Opens the campaign's event stream with `cookie`: its status, and a promise that resolves when the server ends it. */
async function openStream(url: string, cookie: string) {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal })
  const ended =
    response.status === 200
      ? (async () => {
          const reader = response.body!.getReader()
          for (;;) if ((await reader.read()).done) return true
        })().catch(() => false)
      : Promise.resolve(true)
  return { status: response.status, ended, abort: () => controller.abort() }
}

test('[SECURITY] at most 8 event streams per link, and a replaced link’s streams end at once', async ({ browser }) => {
  test.setTimeout(120_000)
  const { server, links } = await ownServer('streams', {}, true)
  const join = await fetch(links!.players.Jonas!, { redirect: 'manual' })
  const cookie = join.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const campaignId = join.headers.get('location')!.split('/')[2]!
  const events = `${server.url}/api/campaigns/${campaignId}/events`

  const streams = []
  for (let i = 0; i < 8; i++) streams.push(await openStream(events, cookie))
  expect(streams.map((s) => s.status)).toEqual(Array(8).fill(200))
  const ninth = await openStream(events, cookie)
  expect(ninth.status).toBe(429)

  // The organizer replaces Jonas's link: every stream opened with the old one ends.
  const context = await browser.newContext()
  const organizer = await context.newPage()
  await organizer.goto(links!.organizer)
  await organizer.goto(`${server.url}/campaigns/${campaignId}/organizer`)
  await organizer.getByRole('button', { name: 'New link for Jonas (Rebels)' }).click()
  await expect(organizer.getByRole('textbox', { name: 'New link for Jonas (Rebels)' })).toBeVisible()
  const ended = await Promise.race([Promise.all(streams.map((s) => s.ended)), new Promise((resolve) => setTimeout(() => resolve('still open'), 15_000))])
  expect(ended).toEqual(Array(8).fill(true))
  // And the old cookie opens nothing any more.
  expect((await openStream(events, cookie)).status).toBe(404)
  for (const s of streams) s.abort()
  await context.close()
})
