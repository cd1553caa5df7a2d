// Open pages follow a change by their overlay, brought by their event stream with the new version: the fleets
// page and the summary keep what they list and bring their banner (and the summary its map and standings) up
// to date without asking the server anything; a change to what they list reloads them. The history is brought
// its new list whole, the organizer's undo with it.
import { expect, test, type Page } from '@playwright/test'
import { createCampaignThroughUi, openAs } from './support/campaign'
import { baseCommands, empireFleet, firstTurnCommands, fleetCommands, sendCommand, startedCommands } from './support/fleets'
import { restoreStage } from './support/restore'

/** The six bases, in the order setup takes them. */
const PLACEMENTS = baseCommands().filter((c) => c.type === 'place-base')
/** The Empire's Base Defense objectives. */
const EMPIRE_DEFENSES = baseCommands().find((c) => c.type === 'assign-base-defenses' && c.team === 'empire')!

/** Every request `page` makes from now on. */
function requestsOf(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (r) => void asked.push(r.url()))
  return asked
}

test('[LIVE] the fleets page and the summary follow a change from their stream, and reload when what they list changes', async ({
  page: organizer,
  browser,
}) => {
  const campaign = await createCampaignThroughUi(organizer, 'Followed Rim')
  for (const placement of PLACEMENTS.slice(0, 5)) await sendCommand(organizer, campaign.campaignId, placement)
  // Piett reads the fleets on a phone; Thrawn the summary.
  const { page: piett } = await openAs(browser, campaign.links.Piett!, { phone: true })
  const { page: thrawn } = await openAs(browser, campaign.links.Thrawn!)
  const piettAsked = requestsOf(piett)
  const thrawnAsked = requestsOf(thrawn)
  await piett.goto(`/campaigns/${campaign.campaignId}/fleets`)
  await thrawn.goto(`/campaigns/${campaign.campaignId}/summary`)
  await expect(piett.getByRole('heading', { name: 'Fleets', level: 1 })).toBeVisible()
  const yavin = thrawn.getByRole('link', { name: 'Yavin: Unoccupied' })
  await expect(yavin).toBeVisible()
  await expect.poll(() => piettAsked.some((url) => url.includes('/events?page=fleets'))).toBe(true)
  await expect.poll(() => thrawnAsked.some((url) => url.includes('/events?page=summary'))).toBe(true)
  const banner = (page: Page) => page.getByRole('status').first()
  const piettBanner = await banner(piett).innerText()
  // Thrawn, the Empire's Grand Admiral, has his fleet to build and two more duties.
  const thrawnMove = banner(thrawn).getByText('Your move:')
  await expect(thrawnMove).toContainText('Build your fleet and its commander (and 2 more on the overview)')
  const from = { piett: piettAsked.length, thrawn: thrawnAsked.length }

  // Mon Mothma's base, the last: the summary's map shows it and both banners move on, with no request at all.
  // The organizer then assigns the Empire's Base Defense objectives for Thrawn: his banner counts one duty less.
  await sendCommand(organizer, campaign.campaignId, PLACEMENTS[5]!)
  await expect(thrawn.getByRole('link', { name: 'Yavin: Rebel base' })).toBeVisible()
  await sendCommand(organizer, campaign.campaignId, EMPIRE_DEFENSES)
  await expect(thrawnMove).toContainText('Build your fleet and its commander (and 1 more on the overview)')
  await expect(banner(thrawn).getByRole('link', { name: 'Build your fleet and its commander' })).toHaveAttribute(
    'href',
    new RegExp(`/campaigns/${campaign.campaignId}/fleets`),
  )
  await expect.poll(() => banner(piett).innerText()).not.toBe(piettBanner)
  const version = await campaignVersionShown(thrawn)
  await expect.poll(() => campaignVersionShown(piett)).toBe(version)
  expect(piettAsked.slice(from.piett)).toEqual([])
  expect(thrawnAsked.slice(from.thrawn)).toEqual([])

  // Tarkin builds his fleet: what both pages list changed, so both reload and show it.
  await expect(piett.getByText('Not built yet').first()).toBeVisible()
  const notBuilt = await piett.getByText('Not built yet').count()
  await sendCommand(organizer, campaign.campaignId, { type: 'set-fleet', fleetId: 'empire-1', draft: empireFleet(0) })
  await expect(piett.getByText('Not built yet')).toHaveCount(notBuilt - 1)
  await expect(thrawn.getByRole('heading', { name: /Imperial picket 1/ })).toBeVisible()
})

test('[LIVE] an open history lists each change as it is made, asking the server nothing; the organizer undoes the change it brought', async ({
  page: organizer,
  browser,
}) => {
  const campaign = await createCampaignThroughUi(organizer, 'Chronicled Rim')
  for (const placement of PLACEMENTS.slice(0, 2)) await sendCommand(organizer, campaign.campaignId, placement)
  // The organizer on another device, and Ackbar on a phone from a link whose team is no team (ignored, and said).
  const { page: desk } = await openAs(browser, campaign.organizerLink)
  const { page: ackbar } = await openAs(browser, campaign.links.Ackbar!, { phone: true })
  const deskAsked = requestsOf(desk)
  const ackbarAsked = requestsOf(ackbar)
  await desk.goto(`/campaigns/${campaign.campaignId}/history`)
  await ackbar.goto(`/campaigns/${campaign.campaignId}/history?team=nobody`)
  await expect(ackbar.getByRole('main').getByRole('alert')).toContainText('Unknown team in the link: it was ignored.')
  const count = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'newest first' })
  await expect(count(desk)).toHaveText('3 entries, newest first.')
  await expect(count(ackbar)).toHaveText('3 entries, newest first.')
  await expect(desk.getByText("Last change: Placed Leia's base at Hoth.")).toBeVisible()
  await expect.poll(() => deskAsked.some((url) => url.includes('/events?page=history'))).toBe(true)
  await expect.poll(() => ackbarAsked.some((url) => url.includes('/events?team=nobody&page=history'))).toBe(true)
  const from = { desk: deskAsked.length, ackbar: ackbarAsked.length }

  // Piett's base: both histories list it first and the organizer's undo offers it, with no request at all.
  await sendCommand(organizer, campaign.campaignId, PLACEMENTS[2]!)
  await expect(count(desk)).toHaveText('4 entries, newest first.')
  await expect(count(ackbar)).toHaveText('4 entries, newest first.')
  await expect(firstEntry(ackbar)).toHaveText("Placed Piett's base at Felucia.")
  await expect(desk.getByText("Last change: Placed Piett's base at Felucia.")).toBeVisible()
  await expect(ackbar.getByRole('button', { name: 'Undo the last change' })).toHaveCount(0)
  expect(deskAsked.slice(from.desk)).toEqual([])
  expect(ackbarAsked.slice(from.ackbar)).toEqual([])

  // The undo the overlay brought takes back that change, not the one the page was drawn with.
  await desk.getByRole('button', { name: 'Undo the last change' }).click()
  await expect(desk.getByRole('group').filter({ hasText: "Undoing takes back the last change (Placed Piett's base at Felucia" })).toBeVisible()
  await desk.getByRole('button', { name: 'Yes, undo it' }).click()
  await expect(desk.getByRole('status').filter({ hasText: 'The last change was undone.' })).toBeVisible()
  await expect(firstEntry(ackbar)).toHaveText("Undid: Placed Piett's base at Felucia. (by Organizer)")
  await expect(ackbar.getByRole('main').getByRole('alert')).toContainText('Unknown team in the link')
  await expect(firstEntry(desk)).toHaveText("Undid: Placed Piett's base at Felucia. (by Organizer)")
})

test('[LIVE] an open overview follows who owes what, and the battles page its list, from their streams, asking the server nothing', async ({
  page: organizer,
  browser,
}) => {
  // Turn 1's battle phase: three battles, each waiting for its objective (support/restore.ts).
  const turn = firstTurnCommands()
  const campaign = await restoreStage(organizer, 'Awaited Rim', [...startedCommands(), ...turn.slice(0, 6)])
  const { page: desk } = await openAs(browser, campaign.organizerLink)
  const { page: mon } = await openAs(browser, campaign.links['Mon Mothma']!, { phone: true })
  const { page: piett } = await openAs(browser, campaign.links.Piett!)
  const deskAsked = requestsOf(desk)
  const monAsked = requestsOf(mon)
  const piettAsked = requestsOf(piett)
  for (const page of [desk, mon]) await page.goto(`/campaigns/${campaign.campaignId}`)
  await piett.goto(`/campaigns/${campaign.campaignId}/battles`)
  const lothal = piett.getByRole('region', { name: 'Act I, turn 1 (this turn)' }).getByRole('listitem').filter({ hasText: 'Lothal' })
  await expect(lothal).toContainText('no result applied')
  await expect(lothal).not.toContainText('Most Wanted')
  const yourMove = (page: Page) => page.getByRole('region', { name: 'Your move' })
  const awaited = (page: Page, what: string) => yourMove(page).getByRole('listitem').filter({ hasText: what })
  await expect(yourMove(desk).getByText('The campaign waits for the players:')).toBeVisible()
  await expect(awaited(desk, 'choose the objective')).toHaveCount(3)
  await expect(awaited(mon, 'choose the objective')).not.toHaveCount(0)
  const monChoosing = await awaited(mon, 'choose the objective').count()
  await expect.poll(() => deskAsked.some((url) => url.includes('/events?page=overview'))).toBe(true)
  await expect.poll(() => monAsked.some((url) => url.includes('/events?page=overview'))).toBe(true)
  await expect.poll(() => piettAsked.some((url) => url.includes('/events?page=battles'))).toBe(true)
  const from = { desk: deskAsked.length, mon: monAsked.length, piett: piettAsked.length }

  // Lothal's objective is chosen: the lists move on, the result now awaited there, the battle listed with its
  // objective, with no request at all.
  await sendCommand(organizer, campaign.campaignId, turn[6]!)
  await expect(awaited(desk, 'choose the objective')).toHaveCount(2)
  await expect(awaited(desk, 'enter the result')).toHaveCount(1)
  await expect(awaited(mon, 'choose the objective')).toHaveCount(monChoosing - 1)
  await expect(lothal).toContainText('· Most Wanted')
  // A time is proposed for the game at Lothal: the overview's list of the turn's games says so, its time in the
  // reader's zone.
  const games = desk.getByRole('region', { name: 'This turn’s games' })
  await expect(games.getByRole('listitem').filter({ hasText: 'proposes' })).toHaveCount(0)
  await sendCommand(organizer, campaign.campaignId, {
    type: 'propose-game',
    battleId: 'a1-t1-b1',
    startsAt: '2099-12-04T19:00:00.000Z',
    venue: { kind: 'place', place: 'the club' },
  })
  await expect(games.getByRole('listitem').filter({ hasText: 'proposes' })).toContainText('at the club; not yet accepted')
  await expect(games.locator('time')).toHaveAttribute('datetime', '2099-12-04T19:00:00.000Z')
  const version = await campaignVersionShown(desk)
  await expect.poll(() => campaignVersionShown(mon)).toBe(version)
  await expect.poll(() => campaignVersionShown(piett)).toBe(version)
  expect(deskAsked.slice(from.desk)).toEqual([])
  expect(monAsked.slice(from.mon)).toEqual([])
  expect(piettAsked.slice(from.piett)).toEqual([])
})

test('[LIVE] as the campaign starts, an open history brings its heading and its tabs into the strategy phase, asking the server nothing', async ({
  page: organizer,
  browser,
}) => {
  const campaign = await restoreStage(organizer, 'Starting Rim', [...baseCommands(), ...fleetCommands()])
  const { page: leia } = await openAs(browser, campaign.links.Leia!, { phone: true })
  const asked = requestsOf(leia)
  await leia.goto(`/campaigns/${campaign.campaignId}/history`)
  const banner = leia.getByRole('status').first()
  const tab = (name: string) => leia.getByRole('navigation', { name: 'Campaign', exact: true }).getByRole('link', { name })
  await expect(banner.getByText('Setup', { exact: true })).toBeVisible()
  // A tab whose phase is not now is drawn quieter: a dashed border.
  await expect(tab('Turn')).toHaveCSS('border-top-style', 'dashed')
  await expect(tab('Battles')).toHaveCSS('border-top-style', 'dashed')
  await expect.poll(() => asked.some((url) => url.includes('/events?page=history'))).toBe(true)
  const from = asked.length

  await sendCommand(organizer, campaign.campaignId, { type: 'start-campaign' })
  await expect(banner.getByText('Act I, turn 1: Strategy phase')).toBeVisible()
  await expect(tab('Turn')).toHaveCSS('border-top-style', 'solid')
  await expect(tab('Battles')).toHaveCSS('border-top-style', 'solid')
  await expect(tab('Management')).toHaveCSS('border-top-style', 'dashed')
  expect(asked.slice(from)).toEqual([])
})

/** The history's newest entry, as its first list shows it. */
const firstEntry = (page: Page) =>
  page
    .getByRole('list', { name: /changes, newest first/ })
    .first()
    .getByRole('listitem')
    .first()
    .getByRole('paragraph')
    .first()

/** The campaign version the page says it shows. */
async function campaignVersionShown(page: Page): Promise<number> {
  return Number(await page.locator('[data-live-version]').getAttribute('data-live-version'))
}
