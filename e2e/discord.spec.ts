// The group's Discord (issue 25), against a fake Discord on a local port that the server is allowed to post to
// (DISCORD_WEBHOOK_EXTRA_HOSTS, as an operator would allow a host): the organizer refuses a bad address, sends a
// test and saves the webhook on the organizer page; then the server is killed with kill -9 after a command is
// written and before its notice could be sent (Discord unreachable), and after a restart the notice is posted.
import { expect, test } from '@playwright/test'
import { startFakeDiscord, type FakeDiscord } from '../lib/server/notices/testing/fake-discord'
import { freePort, freshDatabasePath, seedDemo, startStandalone } from './support/standalone'

test('[CRASH] the organizer sets the Discord webhook; a notice a kill -9 left unsent is posted after the restart', async ({ browser }) => {
  test.setTimeout(180_000)
  const port = await freePort()
  const fakePort = await freePort()
  const database = freshDatabasePath(`discord-${port}.db`)
  const links = seedDemo(database, `http://127.0.0.1:${port}`)
  const env = { DISCORD_WEBHOOK_EXTRA_HOSTS: `127.0.0.1:${fakePort}` }
  let server = await startStandalone({ port, database, env })
  let fake: FakeDiscord = await startFakeDiscord(undefined, fakePort)
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(links.organizer)
  const campaignId = new URL(page.url()).pathname.split('/')[2]!
  await page.goto(`${server.url}/campaigns/${campaignId}/organizer`)

  // A bad address: refused with the reason, nothing saved.
  const address = page.getByLabel('Webhook address')
  await address.fill('http://127.0.0.1/api/webhooks/1/x')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Only HTTPS addresses are allowed')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('No address saved: nothing is posted.')).toBeVisible()

  // The fake Discord's address: the test arrives, then it is saved and shown back masked.
  await address.fill(fake.webhookUrl)
  await page.getByRole('button', { name: 'Send a test' }).click()
  await expect(page.getByText('The test was posted: look in the Discord channel.')).toBeVisible({ timeout: 15_000 })
  expect(JSON.stringify(fake.received[0]?.message)).toContain('Test from Rim Command')
  await address.fill(fake.webhookUrl)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(`Saved address: 127.0.0.1:${fakePort}/…abcd`)).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('body')).not.toContainText('fake-token')

  // Discord goes away; a command is written (the organizer enters the result the demo waits for)...
  await fake.close()
  const api = `${server.url}/api/campaigns/${campaignId}`
  const campaign = (await (await context.request.get(api)).json()) as {
    version: number
    state: { turnState: { battles: { id: string; result: { status: string } }[] } }
  }
  const waiting = campaign.state.turnState.battles.find((b) => b.result.status === 'none')!
  const side = (score: number) => ({ score, destroyed: [], retreated: [], eligibleVeterans: [] })
  const answer = await context.request.post(`${api}/commands`, {
    data: { command: { type: 'enter-result', battleId: waiting.id, result: { assaulter: side(180), defender: side(90) } }, expectedVersion: campaign.version },
    headers: { origin: server.url },
  })
  expect(answer.status()).toBe(200)
  // ...and the server is killed before it could post it. The organizer's page is closed first: an open page
  // that hears the change refreshes itself, and a refresh that finds the server gone reloads the whole page,
  // a navigation of its own that would race this test's next one.
  await page.goto('about:blank')
  server.process.kill('SIGKILL')
  await server.exited

  fake = await startFakeDiscord(undefined, fakePort)
  server = await startStandalone({ port, database, env })
  await expect.poll(() => fake.received.length, { timeout: 30_000 }).toBeGreaterThan(0)
  expect(JSON.stringify(fake.received[0]!.message)).toMatch(/Result entered at|wins? the battle at/)
  expect(fake.received).toHaveLength(1)

  await page.goto(`${server.url}/campaigns/${campaignId}/organizer`)
  await expect(page.getByText('Every notice has been posted.')).toBeVisible({ timeout: 15_000 })

  // The map page's PNG: the viewer's own view, a PNG for them, nothing for someone without a link.
  await page.goto(`${server.url}/campaigns/${campaignId}/map`)
  const download = page.getByRole('link', { name: 'Download the map (PNG)' })
  const picture = await context.request.get(`${server.url}${await download.getAttribute('href')}`)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/png')
  expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG')
  const stranger = await browser.newContext()
  expect((await stranger.request.get(`${server.url}/campaigns/${campaignId}/map/picture`)).status()).toBe(404)
  await stranger.close()
  server.process.kill('SIGTERM')
  await server.exited
  await fake.close()
  await context.close()
})
