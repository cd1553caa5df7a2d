// Forged requests as an attacker would send them, against the production server: each is refused with
// its status and changes nothing (CSRF from a sibling origin, text/plain bodies, oversized bodies and
// campaign files, a session swap by a link, security headers and the Content-Security-Policy).
import http from 'node:http'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { E2E_DATABASE_PATH } from '../playwright.config'
import { largeCampaignFile } from '../lib/server/testing/large-campaign-file'
import { campaignVersion, createCampaignThroughUi, openAs } from './support/campaign'

test('[SECURITY] forged writes, oversized bodies and a session swap are refused; headers are set', async ({ page: organizer, browser, baseURL }) => {
  test.setTimeout(90_000)
  const campaign = await createCampaignThroughUi(organizer, 'Guarded Rim')
  const { campaignId } = campaign
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!)
  const version = await campaignVersion(tarkin, campaignId)
  const command = { command: { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' }, expectedVersion: version }
  const url = `/api/campaigns/${campaignId}/commands`

  // A page on a sibling port of the same host posts with Tarkin's cookie (SameSite=Lax lets it through).
  const sibling = baseURL!.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`)
  const foreign = await tarkin.request.post(url, { data: command, headers: { origin: sibling } })
  expect(foreign.status()).toBe(403)
  const sameSite = await tarkin.request.post(url, { data: command, headers: { 'sec-fetch-site': 'same-site' } })
  expect(sameSite.status()).toBe(403)
  // A text/plain body is how a plain HTML form forges JSON.
  const plain = await tarkin.request.post(url, { data: JSON.stringify(command), headers: { 'content-type': 'text/plain' } })
  expect(plain.status()).toBe(415)
  // 70 KB of JSON: too large to be a command.
  const big = await tarkin.request.post(url, { data: { ...command, padding: 'x'.repeat(70 * 1024) } })
  expect(big.status()).toBe(413)
  // A server action posted from another origin gets a 403, not a server error.
  const action = await tarkin.request.post(`/campaigns/${campaignId}`, { headers: { origin: sibling, 'next-action': '0'.repeat(40) }, data: '[]' })
  expect(action.status()).toBe(403)
  expect(await campaignVersion(tarkin, campaignId)).toBe(version)
  // The same command from Tarkin's own page is accepted.
  expect((await tarkin.request.post(url, { data: command, headers: { origin: baseURL! } })).status()).toBe(200)

  // A foreign page sends the organizer's browser to Leia's link: the organizer is asked, and stays organizer.
  await organizer.goto(campaign.links.Leia!)
  await expect(organizer.getByRole('heading', { name: 'This browser is signed in as the organizer' })).toBeVisible()
  await organizer.goto(`/campaigns/${campaignId}/organizer`)
  await expect(organizer.getByRole('heading', { name: /organizer/i }).first()).toBeVisible()
  // Choosing to switch does switch.
  await organizer.goto(campaign.links.Leia!)
  await organizer.getByRole('button', { name: 'Open as Leia' }).click()
  await expect(organizer.getByRole('heading', { name: 'Your move' })).toBeVisible()
  const leiasOrganizerPage = await organizer.request.get(`/campaigns/${campaignId}/organizer`)
  expect(leiasOrganizerPage.status()).toBe(404)

  // The app has its icon.
  expect((await tarkin.request.get('/icon.svg')).status()).toBe(200)

  // Security headers on pages, and no referrer from a personal link.
  const home = await tarkin.request.get(`/campaigns/${campaignId}`)
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['x-frame-options']).toBe('DENY')
  const join = await browser.newContext({ baseURL: baseURL! }).then((c) => c.request.get(campaign.links.Ackbar!, { maxRedirects: 0 }))
  expect(join.headers()['referrer-policy']).toBe('no-referrer')
})

test('[SECURITY] every response carries a CSP with a nonce of its own, and the pages run under it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => violations.push(`${page.url()}: ${error.message}`))

  // Two loads of the start page: the same policy, two nonces, and Next's scripts carry this response's nonce.
  const nonces: string[] = []
  for (let i = 0; i < 2; i++) {
    const response = await page.request.get('/')
    const policy = response.headers()['content-security-policy']!
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain("object-src 'none'")
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/)
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!
    expect(await response.text()).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
  // The API and a refusal carry it too.
  expect((await page.request.get('/api/health')).headers()['content-security-policy']).toContain("'strict-dynamic'")

  // Client components work under the policy: the start form creates a campaign, the copy button answers.
  const campaign = await createCampaignThroughUi(page, 'Nonce Rim')
  await page.getByRole('button', { name: 'Copy link' }).first().click()
  await expect(page.getByRole('button', { name: 'Copied' }).or(page.getByText('This browser does not let the page copy'))).toBeVisible()
  await page.goto('/import')
  await expect(page.getByRole('heading', { name: 'Import a campaign' })).toBeVisible()
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  leia.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${leia.url()}: ${message.text()}`)
  })
  for (const path of ['', '/map', '/history', '/fleets', '/turn', '/summary']) {
    const response = await leia.goto(`/campaigns/${campaign.campaignId}${path}`)
    expect(response!.status(), path).toBe(200)
    await expect(leia.getByRole('main')).toBeVisible()
  }
  // A page asked again at the same state is sent as kept (lib/server/kept-pages), with a nonce of its own that
  // its scripts carry: the map's zoom, a client component, still works under it.
  const keptNonces = new Set<string>()
  for (let i = 0; i < 2; i++) {
    const response = await leia.goto(`/campaigns/${campaign.campaignId}/map`)
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy']!)![1]!
    expect(await response!.text()).toContain(`nonce="${nonce}"`)
    expect(response!.headers()['x-rim-kept']).toBe('1')
    keptNonces.add(nonce)
  }
  expect(keptNonces.size).toBe(2)
  await expect(async () => {
    await leia.getByRole('button', { name: 'Zoom in' }).click()
    await expect(leia.getByRole('button', { name: 'Zoom out' })).toBeEnabled({ timeout: 1000 })
  }).toPass()
  // The demo campaign, in its battle phase: every page its organizer reaches from the campaign's home.
  await page.goto('/')
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await page.getByRole('link', { name: 'Open the campaign' }).click()
  await page.waitForURL(/\/campaigns\/[^/]+$/)
  const home = new URL(page.url()).pathname
  const pages = new Set(
    await page
      .getByRole('link')
      .evaluateAll((links, prefix) => links.map((a) => (a as HTMLAnchorElement).pathname).filter((p) => p.startsWith(prefix) && !p.endsWith('/export')), home),
  )
  expect(pages.size).toBeGreaterThan(5)
  for (const path of pages) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(200)
    await expect(page.getByRole('main')).toBeVisible()
  }
  expect(violations).toEqual([])

  // Markup slipped into a page (an inline handler, what an injection would carry) does not run, and is reported.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="/no-such-image.png" onerror="document.body.dataset.injected = \'ran\'">'),
  )
  await expect.poll(() => violations.length).toBe(1)
  expect(violations[0]).toContain("script-src 'self' 'nonce-")
  expect(await page.evaluate(() => document.body.dataset.injected ?? 'blocked')).toBe('blocked')
})

test('[SECURITY] campaign files go to /import/file: a long one restores with or without script; oversized, other types and foreign pages are refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // Campaigns restored from this file ("Bench"): other specs create theirs on the same server meanwhile.
  const count = () => {
    const db = new Database(E2E_DATABASE_PATH, { readonly: true })
    try {
      return (db.prepare("select count(*) as n from campaigns where name = 'Bench'").get() as { n: number }).n
    } finally {
      db.close()
    }
  }
  // A valid campaign file of 1.5 MB: over the 1 MB a server action takes.
  const longFile = Buffer.from(largeCampaignFile(1.5 * 1024 * 1024))
  expect(longFile.byteLength).toBeGreaterThan(1024 * 1024)

  await page.goto('/import')
  await page.getByLabel('Campaign file (.json)').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: longFile })
  await page.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByRole('heading', { name: 'Links for Bench' })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('link', { name: 'Open the campaign' }).click()
  await page.waitForURL(/\/campaigns\/[^/]+$/)
  const importedId = page.url().split('/').pop()!
  const view = (await (await page.request.get(`/api/campaigns/${importedId}`)).json()) as { state: { name: string } }
  expect(view.state.name).toBe('Bench')

  // The same form without script: the browser posts it, and lands on the new campaign's organizer page.
  const plain = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false })
  const noScript = await plain.newPage()
  await noScript.goto('/import')
  await noScript.getByLabel('Campaign file (.json)').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: longFile })
  await noScript.getByRole('button', { name: 'Import' }).click()
  await noScript.waitForURL(/\/campaigns\/[^/]+\/organizer$/, { timeout: 60_000 })
  await expect(noScript.getByRole('heading', { name: 'Organizer' })).toBeVisible()
  // A bad file without script comes back to the import page with the reason.
  await noScript.goto('/import')
  await noScript.getByLabel('Campaign file (.json)').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') })
  await noScript.getByRole('button', { name: 'Import' }).click()
  await noScript.waitForURL(/\/import\?/)
  await expect(noScript.getByRole('main').getByRole('alert')).toContainText('not a Rim Command campaign file (it is not JSON)')
  await plain.close()

  const before = count()
  // 21 MB announced: refused from the headers, before the body is read. The client sends the headers and a
  // first piece only, then reads the answer: a client still writing 21 MB to a server that answered and closed
  // gets a broken pipe instead of the answer (EPIPE on a busy machine).
  const announced = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${baseURL}/import/file`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(21 * 1024 * 1024) },
    })
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (piece: string) => (body += piece))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body })
        request.destroy()
      })
    })
    request.on('error', reject)
    request.write(Buffer.alloc(64 * 1024, 0x20))
  })
  expect(announced.status).toBe(413)
  expect((JSON.parse(announced.body) as { message: string }).message).toContain('20 MB at most')
  // 21 MB sent in chunks without a length: the route stops reading past the limit.
  const chunk = Buffer.alloc(1024 * 1024, 0x20)
  let sent = 0
  const streamed = await fetch(`${baseURL}/import/file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new ReadableStream({
      pull(controller) {
        if (sent++ < 21) controller.enqueue(chunk)
        else controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)
  expect(streamed.status).toBe(413)
  // Another content type, and a page of another origin.
  const text = await page.request.post('/import/file', { headers: { 'content-type': 'text/plain' }, data: longFile })
  expect(text.status()).toBe(415)
  const sibling = baseURL!.replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`)
  const foreign = await page.request.post('/import/file', { headers: { 'content-type': 'application/json', origin: sibling }, data: longFile })
  expect(foreign.status()).toBe(403)
  expect(count()).toBe(before)
})
