// Battles scheduled (R-SCHEDULE): two players on phones agree a time and a place through the turn page, one
// proposing, the other answering from the "Your move" that tells them; the turn page shows the game in each
// reader's own time zone, across the change of summer time; their calendar feed carries it, read by a
// calendar library; a time gone by is refused with its reason and changes nothing; a feed address that is
// not one leaks nothing.
import ICAL from 'ical.js'
import { expect, request, test, type Browser, type Page } from '@playwright/test'
import { campaignVersion } from './support/campaign'
import { startedCommands } from './support/fleets'
import { restoreStage } from './support/restore'

// Turn 1's pairings (the battle phase opens once they are made): Piett assaults Mon Cala, Leia defends it.
const DECLARATIONS = [
  { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
  { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
  { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
  { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
  { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
  { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
] as const

/** A phone in Paris, its browser in English. */
async function phoneInParis(browser: Browser, link: string): Promise<Page> {
  const baseURL = test.info().project.use.baseURL
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  await page.goto(link)
  return page
}

/** The time as this browser writes a game's (app/_lib/game-time.ts), in its own zone. */
function shownIn(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (at) => new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(at)),
    iso,
  )
}

test('[SCHEDULE] two players agree a time on their phones; the turn page, the overview and the calendar feed carry it', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(180_000)
  const { campaignId, links } = await restoreStage(organizer, 'Schedule Rim', [...startedCommands(), ...DECLARATIONS])
  const piett = await phoneInParis(browser, links.Piett!)
  const leia = await phoneInParis(browser, links.Leia!)

  // Piett's overview and banner send him to propose a time; the turn page offers him the form for his game only.
  await expect(piett.getByRole('region', { name: 'Your move' })).toContainText('Your game against Leia has no time yet: propose one.')
  await piett.getByRole('region', { name: 'Your move' }).getByRole('link', { name: 'propose one' }).click()
  await expect(piett.getByRole('heading', { name: 'This turn’s games' })).toBeVisible()
  await expect(piett.getByRole('form', { name: 'Propose a time for Ackbar v. Tarkin' })).toHaveCount(0)
  const form = piett.getByRole('form', { name: 'Propose a time for Piett v. Leia' })

  // A time gone by is refused with its reason, and nothing is written; the form keeps what was typed.
  const before = await campaignVersion(piett, campaignId)
  await form.getByLabel('Day').fill('2026-01-09')
  await form.getByLabel('Time').fill('20:00')
  await form.getByLabel('Place', { exact: true }).fill('the club')
  await form.getByRole('button', { name: 'Propose this time' }).click()
  await expect(form.getByRole('alert')).toContainText('That time has already passed: propose a time to come (R-SCHEDULE).')
  expect(await campaignVersion(piett, campaignId)).toBe(before)
  await expect(form.getByLabel('Place', { exact: true })).toHaveValue('the club')

  // Sunday 31 October 2027, 20:00 in Paris: the evening the clocks go back (UTC+1 from 03:00 that morning).
  await expect(form.getByText('On your own clock (Europe/Paris).')).toBeVisible()
  await form.getByLabel('Day').fill('2027-10-31')
  await form.getByRole('button', { name: 'Propose this time' }).click()
  await expect(form.getByRole('status')).toHaveText('Proposed: the other player accepts it or proposes another.')
  const startsAt = '2027-10-31T19:00:00.000Z'
  const when = await shownIn(piett, startsAt)
  expect(when.replace(/\s/g, ' ')).toBe('Sunday, October 31 at 8:00 PM')

  // Leia is told a proposal waits for her answer, and answers it from there.
  await leia.reload()
  const yourMove = leia.getByRole('region', { name: 'Your move' })
  await expect(yourMove).toContainText(`Piett proposes to play ${when}, at the club: answer it.`)
  await yourMove.getByRole('link', { name: 'answer it' }).click()
  const accept = leia.getByRole('form', { name: 'Accept the time proposed for Piett v. Leia' })
  await accept.getByRole('button', { name: 'Accept this time' }).click()
  await expect(accept).toHaveCount(0)
  const games = leia.getByRole('region', { name: 'This turn’s games' })
  await expect(games).toContainText(`Piett v. Leia, ${when}, at the club`)
  await expect(games).toContainText('Ackbar v. Tarkin: no time agreed yet')

  // Piett's pages say when his game is; the overview lists the turn's games.
  await piett.goto(`/campaigns/${campaignId}/map`)
  await expect(piett.getByRole('status').filter({ hasText: 'Your game against Leia' })).toContainText(`Your game against Leia: ${when}, at the club.`)
  await piett.goto(`/campaigns/${campaignId}`)
  await expect(piett.getByRole('region', { name: 'This turn’s games' })).toContainText(`Piett v. Leia, ${when}, at the club`)

  // Leia's calendar feed, fetched as a calendar app does (no cookie), read by a calendar library.
  await leia.goto(`/campaigns/${campaignId}`)
  await leia.getByRole('heading', { name: 'Your calendar' }).click()
  await expect(leia.getByLabel('Calendar address')).toBeVisible()
  const address = await leia.getByLabel('Calendar address').inputValue()
  expect(address).toMatch(new RegExp(`/api/campaigns/${campaignId}/calendar/[A-Za-z0-9_-]{43}\\.ics$`))
  await expect(leia.getByRole('link', { name: 'Subscribe on this device' })).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'))
  const calendarApp = await request.newContext()
  const feed = await calendarApp.get(address)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
  expect(events).toHaveLength(1)
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(startsAt)
  expect(events[0]!.summary).toBe('Piett v. Leia: battle at Mon Cala')
  expect(events[0]!.location).toBe('the club')
  expect(events[0]!.uid).toBe(`${campaignId}-a1-t1-b2@rim-command`)

  // An address that is not a feed's gets the same bare 404 as a campaign that does not exist.
  const secret = address.slice(address.lastIndexOf('/') + 1, -'.ics'.length)
  const forged = address.replace(secret, `${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`)
  for (const wrong of [forged, address.replace(campaignId, 'no-such-campaign')]) {
    const response = await calendarApp.get(wrong)
    expect(response.status()).toBe(404)
    expect(await response.text()).toBe('Not found')
  }
  await calendarApp.dispose()
})
