// The campaign map on every screen: across a desktop window with readable labels and zoom, on a phone
// with nothing but the map scrolling sideways; this turn's battles marked; the map of any finished turn
// (R-HIST), as each viewer could see it then (R-SECRET). Played on the demo campaign: act I, turn 2, in
// its battle phase, turn 1 finished (Mon Cala, Sullust and Concord Dawn fought).
import { expect, test, type Browser, type Page } from '@playwright/test'
import { createCampaignThroughUi, openAs } from './support/campaign'
import { sendCommand } from './support/fleets'

interface Demo {
  organizer: string
  lina: string
}

async function createDemo(page: Page): Promise<Demo> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await expect(page.getByRole('heading', { name: 'Links for Demo: Rebellion in the Rim' })).toBeVisible()
  return {
    organizer: await page.getByLabel('Organizer link (yours, keep it private)').inputValue(),
    lina: await page.getByLabel('Lina (Rebels)').inputValue(),
  }
}

async function openMap(browser: Browser, link: string, viewport = { width: 1280, height: 720 }, phone = false): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, isMobile: phone, hasTouch: phone })
  const page = await context.newPage()
  await page.goto(link)
  await page.getByRole('link', { name: 'Map', exact: true }).click()
  await expect(page.getByRole('heading', { name: /campaign map/ })).toBeVisible()
  return page
}

/** How wide the map is drawn, and its smallest label in CSS pixels (label font sizes read from the map's static file). */
async function mapMeasures(page: Page): Promise<{ width: number; smallestLabelPx: number }> {
  return page.getByRole('region', { name: /^Campaign map/ }).evaluate(async (pane) => {
    const svg = pane.querySelector('svg')!
    const image = svg.querySelector('image')!
    const file = await (await fetch(image.href.baseVal)).text()
    const sizes = [...file.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]))
    const width = svg.getBoundingClientRect().width
    return { width, smallestLabelPx: (Math.min(...sizes) * width) / svg.viewBox.baseVal.width }
  })
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('[MAP] on a desktop the map fills the window with readable labels, and zooms by button and keyboard', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const demo = await createDemo(page)
  const map = await openMap(browser, demo.organizer)
  const before = await mapMeasures(map)
  // Wider than the page's 1024-px column, and no label under 11 px.
  expect(before.width).toBeGreaterThanOrEqual(1000)
  expect(before.smallestLabelPx).toBeGreaterThanOrEqual(11)
  expect(await noSidewaysScroll(map)).toBe(true)

  await expect(map.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
  await map.getByRole('button', { name: 'Zoom in' }).click()
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('150%')
  const zoomed = await mapMeasures(map)
  expect(zoomed.width / before.width).toBeCloseTo(1.5, 1)
  // The map scrolls inside its pane; the page still does not.
  expect(await noSidewaysScroll(map)).toBe(true)

  // From the keyboard: + and - on the focused map, the buttons by Tab and Enter.
  const pane = map.getByRole('region', { name: 'Campaign map' })
  await pane.focus()
  await map.keyboard.press('+')
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('200%')
  await map.keyboard.press('-')
  await map.keyboard.press('-')
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('100%')
  expect((await mapMeasures(map)).width).toBeCloseTo(before.width, 0)
  await map.getByRole('button', { name: 'Zoom in' }).focus()
  await map.keyboard.press('Enter')
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('150%')
  await map.getByRole('button', { name: 'Fit the width' }).click()
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('100%')
})

test('[MAP] on a phone the whole map fits the width, nothing but the zoomed map scrolls sideways; the token table turns to fit', async ({ page, browser }) => {
  const demo = await createDemo(page)
  const map = await openMap(browser, demo.lina, { width: 390, height: 844 }, true)
  expect(await noSidewaysScroll(map)).toBe(true)
  const pane = map.getByRole('region', { name: 'Campaign map' })
  expect(await pane.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false)
  // One token a row, one column a team.
  const tokens = map.getByRole('table', { name: 'Strategic effect tokens' })
  await expect(tokens.getByRole('columnheader')).toHaveText(['Token', 'Empire', 'Rebels'])
  await expect(tokens.getByRole('rowheader')).toHaveCount(7)
  const box = await tokens.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(390)
  // Zoomed in, still only the map moves sideways.
  await map.getByRole('button', { name: 'Zoom in' }).click()
  await expect(map.getByRole('group', { name: 'Map zoom' }).getByRole('status')).toHaveText('150%')
  await expect.poll(() => pane.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await noSidewaysScroll(map)).toBe(true)
})

test("[MAP] this turn's battles are marked with who assaults whom, from what everyone may see", async ({ page, browser }) => {
  const demo = await createDemo(page)
  const map = await openMap(browser, demo.lina)
  const battles = map.getByRole('region', { name: 'Battles this turn' })
  await expect(battles.getByRole('listitem')).toHaveText([
    'Mon Cala: Empire assaults the Rebels',
    'Bespin: Rebels assault the Empire, won by the Empire',
    'Atollon: Empire assaults the Rebels, won by the Rebels',
  ])
  // On the map itself, each system's link says so; a system without a battle says nothing of one.
  await expect(map.getByRole('link', { name: 'Mon Cala: Rebel presence; battle: Empire assaults the Rebels' })).toBeVisible()
  await expect(map.getByRole('link', { name: 'Bespin: Unoccupied; battle: Rebels assault the Empire, won by the Empire' })).toBeVisible()
  await expect(map.getByRole('link', { name: 'Hoth: Rebel base' })).toBeVisible()
  // The key explains the mark.
  await expect(map.getByRole('region', { name: 'Map key' })).toContainText('Battle (crossed swords and a dashed ring')
})

test('[MAP] the map as it stood at the end of a past turn, as each viewer could see it; a bad turn is refused', async ({ page, browser }) => {
  test.setTimeout(90_000)
  const demo = await createDemo(page)
  const organizer = await openMap(browser, demo.organizer)
  // The map changes after turn 1: the organizer gives Tatooine to the Empire.
  await organizer.getByRole('link', { name: 'Organizer', exact: true }).click()
  await organizer.getByLabel('Value to set').selectOption('control')
  await organizer.getByRole('combobox', { name: /^System/ }).selectOption({ label: 'Tatooine' })
  await organizer.getByLabel('Now held by').selectOption('empire')
  await organizer.getByLabel('Reason (shown in the history)').fill('Marker moved at the table')
  await organizer.getByRole('button', { name: 'Override the value' }).click()
  await expect(organizer.getByText('Value overridden.')).toBeVisible()
  await organizer.getByRole('link', { name: 'Map', exact: true }).click()
  await expect(organizer.getByRole('link', { name: /^Tatooine: Empire presence/ })).toBeVisible()

  await organizer.getByRole('combobox', { name: 'Show the map' }).selectOption({ label: 'at the end of act I, turn 1' })
  await organizer.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(organizer).toHaveURL(/[?&]turn=1-1/)
  await expect(organizer.getByRole('heading', { name: /As it stood at the end of act I, turn 1/ })).toBeVisible()
  await expect(organizer.getByRole('link', { name: 'Tatooine: Unoccupied' })).toBeVisible()
  await expect(organizer.getByRole('link', { name: /^Sullust: Empire presence; battle: Empire assaults the Rebels, won by the Empire/ })).toBeVisible()
  await expect(organizer.getByRole('region', { name: 'Battles of act I, turn 1' }).getByRole('listitem')).toHaveText([
    'Mon Cala: Rebels assault the Empire, won by the Rebels',
    'Sullust: Empire assaults the Rebels, won by the Empire',
    'Concord Dawn: Rebels assault the Empire, won by the Rebels',
  ])
  // The organizer sees every defense on the past map; a Rebel player sees the Empire's as secret, as then.
  await organizer.getByRole('link', { name: /^Kessel: Empire base/ }).click()
  await expect(organizer).toHaveURL(/turn=1-1&system=kessel/)
  await expect(organizer.getByRole('region', { name: 'Kessel' })).toContainText('Fighter Wing')
  const lina = await openMap(browser, demo.lina)
  await lina.goto(`${new URL(organizer.url()).pathname}?turn=1-1&system=kessel`)
  await expect(lina.getByText('As it stood at the end of act I, turn 1:')).toBeVisible()
  const kessel = lina.getByRole('region', { name: 'Kessel' })
  await expect(kessel).toContainText('Secret')
  await expect(kessel).not.toContainText('Fighter Wing')

  // A turn that did not end yet, or nonsense, gets a clear message and today's map, not an error page.
  for (const bad of ['1-2', 'yesterday']) {
    const response = await lina.goto(`${new URL(organizer.url()).pathname}?turn=${bad}`)
    expect(response?.status()).toBe(200)
    await expect(lina.getByRole('alert').filter({ hasText: 'There is no' })).toHaveText(
      `There is no finished turn “${bad}” to show: choose one in the list. This is the map as it is now.`,
    )
    await expect(lina.getByRole('heading', { name: /Act I, turn 2/ })).toBeVisible()
  }
})

test("[LIVE] an open map shows another player's base as it is placed, from its event stream, asking the server nothing", async ({
  page: organizer,
  browser,
}) => {
  const campaign = await createCampaignThroughUi(organizer, 'Watched Rim')
  // The watcher is someone whose own next move the change leaves as it was (a player's would change: a
  // change of one's own move reloads the page, to show it): here the organizer, with nothing only they can do.
  const { page: watcher } = await openAs(browser, campaign.organizerLink)
  const asked: string[] = []
  watcher.on('request', (r) => void asked.push(r.url()))
  await watcher.getByRole('link', { name: 'Map', exact: true }).click()
  await expect(watcher.getByRole('link', { name: 'Dantooine: Unoccupied' })).toBeVisible()
  await expect(watcher.getByRole('status').filter({ hasText: 'to place a base' })).toContainText('Empire to place a base: Tarkin, Piett, Thrawn.')
  const bases = watcher.getByRole('table', { name: 'Bases / presences per zone' })
  const before = await bases.innerText()
  const shown = watcher.locator('[data-live-version]')
  const drawnAt = Number(await shown.getAttribute('data-live-version'))
  // The map names its overlay to its event stream once it is open: wait for that stream, then count what follows.
  await expect.poll(() => asked.some((url) => url.includes('/events?page=map'))).toBe(true)
  const from = asked.length

  await sendCommand(organizer, campaign.campaignId, { type: 'place-base', playerId: 'empire-1', systemId: 'dantooine' })
  // The marker, the banner and the standings follow, and the page says it shows the new version.
  await expect(watcher.getByRole('link', { name: 'Dantooine: Empire base' })).toBeVisible()
  // Bases are placed in turn: the Rebels' now.
  await expect(watcher.getByRole('status').filter({ hasText: 'to place a base' })).toContainText('Rebels to place a base: Leia, Ackbar, Mon Mothma.')
  expect(await bases.innerText()).not.toBe(before)
  await expect.poll(async () => Number(await shown.getAttribute('data-live-version'))).toBe(drawnAt + 1)
  // Neither the page nor its overlay was fetched: the stream brought the overlay with the version.
  expect(asked.slice(from)).toEqual([])
})
