// The version every open page polls: 304 without a body while nothing changed, the new version once it did.
import { expect, test } from '@playwright/test'
import { createCampaignThroughUi, openAs } from './support/campaign'
import { sendCommand } from './support/fleets'

test('[LIVE] the version poll answers 304 while nothing changed, and the new version after a change', async ({ page: organizer, browser }) => {
  const campaign = await createCampaignThroughUi(organizer, 'Polled Rim')
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  const url = `/api/campaigns/${campaign.campaignId}/version`
  const first = await leia.request.get(url, { headers: { 'accept-encoding': 'gzip' } })
  expect(first.status()).toBe(200)
  // Thirteen bytes: sent as they are, not gzipped.
  expect(first.headers()['content-encoding']).toBeUndefined()
  const etag = first.headers()['etag']!
  expect(await first.json()).toEqual({ version: 1 })
  const unchanged = await leia.request.get(url, { headers: { 'if-none-match': etag } })
  expect(unchanged.status()).toBe(304)
  expect(await unchanged.body()).toHaveLength(0)
  await sendCommand(organizer, campaign.campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
  const changed = await leia.request.get(url, { headers: { 'if-none-match': etag } })
  expect(changed.status()).toBe(200)
  expect(await changed.json()).toEqual({ version: 2 })
  // Without a link, nothing: the same 404 as an unknown campaign.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  expect((await stranger.request.get(url)).status()).toBe(404)
  await stranger.close()
})
