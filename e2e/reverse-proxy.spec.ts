// Behind a reverse proxy the app sees its own address in Host: the links it hands out, the form origin
// check and the cookies' Secure flag must follow the address the players use, from X-Forwarded-Proto and
// X-Forwarded-Host, or from PUBLIC_URL when it is set.
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { freePort, freshDatabasePath, seedDemo, startStandalone, type StandaloneServer } from './support/standalone'

test.describe.configure({ mode: 'serial' })

const servers: StandaloneServer[] = []
let proxy: http.Server | undefined

test.afterAll(async () => {
  proxy?.close()
  for (const s of servers) {
    if (s.process.exitCode === null) {
      s.process.kill('SIGTERM')
      await s.exited
    }
  }
})

/** A proxy that, like nginx's default, sends the app its own address as Host and the public one as X-Forwarded-Host. */
function startProxy(port: number, upstream: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const forwarded = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${upstream}`, 'x-forwarded-host': req.headers.host, 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => res.writeHead(502).end())
    req.pipe(forwarded)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

function joinCookie(response: { headers: () => Record<string, string> }): string {
  return response.headers()['set-cookie'] ?? ''
}

test('behind a proxy, the demo button works and its links name the proxy’s address', async ({ browser }) => {
  const appPort = await freePort()
  const server = await startStandalone({ port: appPort, database: freshDatabasePath(`proxied-${appPort}.db`) })
  servers.push(server)
  const proxyPort = await freePort()
  proxy = await startProxy(proxyPort, appPort)

  const context = await browser.newContext({ baseURL: `http://localhost:${proxyPort}` })
  const page = await context.newPage()
  await page.goto('/')
  // The form post's Origin is the proxy's address, not the Host the app receives: accepted all the same.
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await expect(page.getByRole('heading', { name: 'Links for Demo: Rebellion in the Rim' })).toBeVisible()
  const organizerLink = await page.getByLabel('Organizer link (yours, keep it private)').inputValue()
  expect(organizerLink).toMatch(new RegExp(`^http://localhost:${proxyPort}/join/`))
  await page.goto(organizerLink)
  await expect(page.getByText('Signed in as Organizer')).toBeVisible()
  await context.close()
})

test('the personal-link cookie is Secure when the proxy says the visit came over HTTPS', async ({ request }) => {
  const port = await freePort()
  const database = freshDatabasePath(`forwarded-proto-${port}.db`)
  const links = seedDemo(database, `http://127.0.0.1:${port}`)
  const server = await startStandalone({ port, database })
  servers.push(server)
  const path = new URL(links.organizer).pathname
  const overHttps = await request.get(`${server.url}${path}`, {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'rim.example.test' },
    maxRedirects: 0,
  })
  expect(overHttps.status()).toBe(303)
  expect(joinCookie(overHttps)).toMatch(/; Secure/i)
  const overHttp = await request.get(`${server.url}${path}`, { maxRedirects: 0 })
  expect(overHttp.status()).toBe(303)
  expect(joinCookie(overHttp)).not.toMatch(/; Secure/i)
})

test('with PUBLIC_URL, links and cookies follow it whatever the request says', async ({ request }) => {
  const port = await freePort()
  const database = freshDatabasePath(`public-url-${port}.db`)
  const links = seedDemo(database, 'https://rim.example.test')
  expect(links.organizer).toMatch(/^https:\/\/rim\.example\.test\/join\//)
  const server = await startStandalone({ port, database, env: { PUBLIC_URL: 'https://rim.example.test' } })
  servers.push(server)
  expect(server.output()).toContain('public address https://rim.example.test')
  const response = await request.get(`${server.url}${new URL(links.organizer).pathname}`, { headers: { 'x-forwarded-proto': 'http' }, maxRedirects: 0 })
  expect(response.status()).toBe(303)
  expect(joinCookie(response)).toMatch(/; Secure/i)
})

test('refuses to start with a PUBLIC_URL that is not an origin, saying what is expected', async () => {
  const port = await freePort()
  const database = freshDatabasePath(`bad-public-url-${port}.db`)
  await expect(startStandalone({ port, database, env: { PUBLIC_URL: 'rim.example.test/campaign' } })).rejects.toThrow(/PUBLIC_URL is not a URL/)
  await expect(startStandalone({ port, database, env: { PUBLIC_URL: 'https://rim.example.test/campaign' } })).rejects.toThrow(
    /PUBLIC_URL must be an origin without a path/,
  )
})
