// Forged requests as an attacker would send them, against the production server: each is refused with
// its status and changes nothing (CSRF from a sibling origin, text/plain bodies, oversized bodies, a
// session swap by a link, security headers).
import { expect, test } from '@playwright/test'
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
  await expect(organizer.getByText('Your move')).toBeVisible()
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
