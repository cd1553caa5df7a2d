// Live updates: the version an open page polls where its event stream cannot reach it (304 without a body
// while nothing changed, the new version once it did), and the stream itself.
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

test('[LIVE] an open page hears each new version over server-sent events, without asking', async ({ page: organizer, browser }) => {
  const campaign = await createCampaignThroughUi(organizer, 'Streamed Rim')
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  const url = `/api/campaigns/${campaign.campaignId}/events`
  await leia.evaluate((url) => {
    const heard: number[] = []
    Object.assign(window, { heard })
    new EventSource(url).addEventListener('version', (event) => heard.push(Number((event as MessageEvent<string>).data)))
  }, url)
  const heard = () => leia.evaluate(() => (window as unknown as { heard: number[] }).heard)
  // The current version at once, then each change as it is written.
  await expect.poll(heard).toEqual([1])
  await sendCommand(organizer, campaign.campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
  await expect.poll(heard).toEqual([1, 2])
  await sendCommand(organizer, campaign.campaignId, { type: 'place-base', playerId: 'rebels-1', systemId: 'hoth' })
  await expect.poll(heard).toEqual([1, 2, 3])
  // The stream is not compressed (that would hold the events back), and a stranger gets the same 404 as ever.
  const encoding = await leia.evaluate(async (url) => {
    const response = await fetch(url)
    await response.body?.cancel()
    return [response.headers.get('content-type'), response.headers.get('content-encoding')]
  }, url)
  expect(encoding).toEqual(['text/event-stream; charset=utf-8', null])
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  expect((await stranger.request.get(url)).status()).toBe(404)
  await stranger.close()
})
