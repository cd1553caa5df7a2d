// What the eye sees on the map: each team's base and presence mark is drawn in that team's colour and stands
// out from what it is drawn on, on the map, its key, a system's details and the printed summaries, in light,
// dark and print media; the whole map fits a phone; a system's details come next to the map; the prints fill
// their pages without cutting the map. Screenshots of the map and the prints are kept beside this file.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openAs } from './support/campaign'
import { createDemo, DESKTOP, PHONE, SHOT } from './support/look'

type Team = 'rebels' | 'empire'
type Kind = 'base' | 'presence'
const MARKS: { team: Team; kind: Kind; words: string }[] = [
  { team: 'rebels', kind: 'base', words: 'Rebel base' },
  { team: 'rebels', kind: 'presence', words: 'Rebel presence' },
  { team: 'empire', kind: 'base', words: 'Empire base' },
  { team: 'empire', kind: 'presence', words: 'Empire presence' },
]
const MEDIA = [
  { name: 'light', media: 'screen', colorScheme: 'light' },
  { name: 'dark', media: 'screen', colorScheme: 'dark' },
  { name: 'print', media: 'print', colorScheme: 'dark' },
] as const
// Non-text graphics need 3:1 against what is next to them (WCAG 1.4.11).
const MIN_CONTRAST = 3

type Rgb = [number, number, number]
function rgb(color: string): Rgb {
  const parts = color.match(/\d+(\.\d+)?/g)
  if (!parts || parts.length < 3 || /^rgba\(.*,\s*0\)$/.test(color)) throw new Error(`not an opaque colour: ${color}`)
  return parts.slice(0, 3).map(Number) as Rgb
}
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
/** Red for the Rebels, blue for the Empire: the hue, whatever the lightness the theme gives it. */
function isTeamHue(team: Team, [r, g, b]: Rgb): boolean {
  return team === 'rebels' ? r > g + 60 && r > b + 60 : b > r + 30 && b >= g
}

/** The paint of a control marker drawn by ControlMarker: a base's fill and outline, a presence's outline. */
async function markPaint(marker: Locator): Promise<{ fill: string; stroke: string; outline: string | null }> {
  return marker.evaluate((el) => {
    const polygons = el.querySelectorAll('polygon')
    const first = getComputedStyle(polygons[0]!)
    return { fill: first.fill, stroke: first.stroke, outline: polygons[1] ? getComputedStyle(polygons[1]).stroke : null }
  })
}

/** The first opaque background colour at or above an element. */
async function backgroundOf(element: Locator): Promise<string> {
  return element.evaluate((el) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor
      if (!/^rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') return bg
    }
    return getComputedStyle(document.documentElement).backgroundColor
  })
}

/** The colour of one pixel of the page as drawn (decoded by the page's own canvas). */
async function pixelAt(page: Page, x: number, y: number): Promise<string> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 }, animations: 'disabled' })).toString('base64')
  return page.evaluate(async (data) => {
    const img = new Image()
    img.src = `data:image/png;base64,${data}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data
    return `rgb(${r}, ${g}, ${b})`
  }, png)
}

/** Checks one mark against the background it is drawn on; returns what it found, for the message. */
function expectVisibleMark(where: string, team: Team, kind: Kind, paint: Awaited<ReturnType<typeof markPaint>>, background: string) {
  const bg = rgb(background)
  const label = `${where}: ${team} ${kind} (fill ${paint.fill}, stroke ${paint.stroke}, outline ${paint.outline}) on ${background}`
  if (kind === 'base') {
    expect(isTeamHue(team, rgb(paint.fill)), `${label}: filled in the team's colour`).toBe(true)
    const outline = paint.outline && paint.outline !== 'none' ? contrast(rgb(paint.outline), bg) : 0
    const edge = Math.max(contrast(rgb(paint.fill), bg), outline)
    expect(edge, `${label}: stands out`).toBeGreaterThanOrEqual(MIN_CONTRAST)
  } else {
    expect(isTeamHue(team, rgb(paint.stroke)), `${label}: outlined in the team's colour`).toBe(true)
    expect(contrast(rgb(paint.stroke), bg), `${label}: stands out`).toBeGreaterThanOrEqual(MIN_CONTRAST)
  }
}

/** The demo campaign (act I, turn 2: bases and presences of both teams); returns the organizer's page. */
async function openDemo(page: Page, browser: Parameters<typeof openAs>[0], options: { phone?: boolean } = {}) {
  await createDemo(page)
  const organizerLink = await page.getByLabel('Organizer link (yours, keep it private)').inputValue()
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...(options.phone ? PHONE : DESKTOP),
  })
  const organizer = await context.newPage()
  await organizer.goto(organizerLink)
  await expect(organizer.getByText('Signed in as Organizer')).toBeVisible()
  // The campaign the link opened: a page that still listed an earlier demo's links while the new one was made
  // could give this link with the other demo's address.
  const campaignId = new URL(organizer.url()).pathname.split('/')[2]!
  return { organizer, campaignId }
}

const mapOf = (page: Page) => page.getByRole('img', { name: 'Campaign map' })
const paneOf = (page: Page) => page.getByRole('region', { name: 'Campaign map' })
/** A system on the map whose marker is the given mark, by its link's words ("Hoth: Rebel base"). */
const systemWith = (page: Page, words: string) =>
  mapOf(page)
    .getByRole('link', { name: new RegExp(`^[^:]+: ${words}(;|$)`) })
    .first()

/** Every mark on the map drawn at one of its systems: the marker its <use> places, against the map's paper. */
async function checkMapMarks(page: Page, where: string) {
  const map = mapOf(page)
  await expect(map).toBeVisible()
  // The map's top left corner on the screen, to read a pixel of it.
  const top = await map.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
  await page.evaluate((y) => window.scrollTo(0, y), top - 10)
  const box = (await map.boundingBox())!
  // The map's own paper, as drawn (the corner of the geometry, outside every zone).
  const paper = await pixelAt(page, Math.round(box.x + 3), Math.round(box.y + 3))
  for (const { team, kind, words } of MARKS) {
    const spot = systemWith(page, words)
    await expect(spot, `${where}: a system shows a ${words}`).toHaveCount(1)
    const ref = await spot.locator('use').last().getAttribute('href')
    expect(ref).toBe(`#rim-map-${team}-${kind}`)
    expectVisibleMark(where, team, kind, await markPaint(map.locator(ref!)), paper)
  }
  return paper
}

async function checkKeyMarks(page: Page, where: string) {
  const key = page.getByRole('region', { name: 'Map key' })
  for (const { team, kind, words } of MARKS) {
    const icon = key
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`${words} \\(`) })
      .locator('svg')
    await expect(icon).toHaveCount(1)
    expectVisibleMark(where, team, kind, await markPaint(icon), await backgroundOf(icon))
  }
}

test('[LOOK] R-SETUP-4 every base and presence mark is drawn in its team’s colour and stands out: map, key, system details, summary; light, dark, print', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { organizer, campaignId } = await openDemo(page, browser)
  await organizer.goto(`/campaigns/${campaignId}/map`)
  for (const m of MEDIA) {
    await organizer.emulateMedia({ media: m.media, colorScheme: m.colorScheme })
    const paper = await checkMapMarks(organizer, `map (${m.name})`)
    // The map's paper follows the page: dark on a dark page, white on paper.
    const page = rgb(await backgroundOf(organizer.locator('main')))
    expect(contrast(rgb(paper), page), `map paper ${paper} matches the ${m.name} page`).toBeLessThan(2)
    await checkKeyMarks(organizer, `key (${m.name})`)
  }

  // A system's details show its control with the same marks.
  await organizer.emulateMedia({ media: 'screen', colorScheme: 'light' })
  for (const { team, kind, words } of MARKS) {
    await organizer.goto(`/campaigns/${campaignId}/map`)
    const spot = systemWith(organizer, words)
    const system = (await spot.getAttribute('aria-label'))!.split(':')[0]!
    await spot.click()
    const details = organizer.getByRole('region', { name: system, exact: true })
    await expect(details).toContainText(words)
    for (const m of MEDIA.slice(0, 2)) {
      await organizer.emulateMedia({ media: m.media, colorScheme: m.colorScheme })
      const icon = details.getByRole('definition').filter({ hasText: words }).locator('svg')
      expectVisibleMark(`details (${m.name})`, team, kind, await markPaint(icon), await backgroundOf(icon))
    }
    await organizer.emulateMedia({ media: 'screen', colorScheme: 'light' })
  }

  // The campaign summary's map, on screen and printed.
  await organizer.goto(`/campaigns/${campaignId}/summary`)
  for (const m of MEDIA) {
    await organizer.emulateMedia({ media: m.media, colorScheme: m.colorScheme })
    await checkMapMarks(organizer, `summary (${m.name})`)
  }

  // A turn that does not exist is refused with its reason, and the map shown is today's.
  await organizer.emulateMedia({ media: 'screen', colorScheme: 'light' })
  await organizer.goto(`/campaigns/${campaignId}/map?turn=9-9`)
  await expect(organizer.getByRole('alert').filter({ hasText: 'There is no finished turn “9-9” to show' })).toBeVisible()
  await checkMapMarks(organizer, 'map after a bad turn')
})

test('[LOOK] the whole map fits a phone, zooms in and back, and a system’s details come right under it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { organizer: phone, campaignId } = await openDemo(page, browser, { phone: true })
  await phone.goto(`/campaigns/${campaignId}/map`)
  const pane = paneOf(phone)
  const map = mapOf(phone)
  const zoom = phone.getByRole('group', { name: 'Map zoom' })
  const fit = zoom.getByRole('button', { name: 'Fit the width' })
  const width = async (l: Locator) => (await l.boundingBox())!.width
  const scrolls = () => pane.evaluate((el) => el.scrollWidth > el.clientWidth + 1)

  // By default the whole map is on the screen's width, and fitting it again would change nothing.
  expect(await width(map)).toBeLessThanOrEqual(390)
  expect(await scrolls()).toBe(false)
  await expect(fit).toBeDisabled()
  await expect(zoom.getByRole('button', { name: 'Zoom out' })).toBeDisabled()
  // Zooming in makes it wider than the screen, inside its own pane; "Fit the width" brings it back.
  await zoom.getByRole('button', { name: 'Zoom in' }).click()
  await expect(zoom.getByRole('status').or(zoom.locator('output'))).toHaveText('150%')
  await expect.poll(scrolls).toBe(true)
  expect(await width(map)).toBeGreaterThan(500)
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expect(fit).toBeEnabled()
  await fit.click()
  await expect(zoom.locator('output')).toHaveText('100%')
  await expect.poll(scrolls).toBe(false)
  await expect(fit).toBeDisabled()

  // Tapping a system shows its details right under the map: their heading is on the first screen after the tap.
  await systemWith(phone, 'Rebel base').click()
  const details = phone.locator('#details').getByRole('region').first()
  await expect(details).toBeVisible()
  const mapBox = (await map.boundingBox())!
  const detailsBox = (await details.boundingBox())!
  expect(detailsBox.y - (mapBox.y + mapBox.height)).toBeLessThan(120)
  await expect(details.getByRole('heading', { level: 2 })).toBeInViewport()
})

test('[LOOK] on a desktop a system’s details sit beside the map', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { organizer, campaignId } = await openDemo(page, browser)
  await organizer.goto(`/campaigns/${campaignId}/map`)
  await expect(organizer.getByRole('group', { name: 'Map zoom' }).getByRole('button', { name: 'Fit the width' })).toBeDisabled()
  await systemWith(organizer, 'Empire base').click()
  const details = organizer.locator('#details').getByRole('region').first()
  await expect(details).toBeVisible()
  const mapBox = (await mapOf(organizer).boundingBox())!
  const detailsBox = (await details.boundingBox())!
  expect(detailsBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width - 1)
  expect(detailsBox.y).toBeLessThan(mapBox.y + mapBox.height / 2)
  await expect(details.getByRole('heading', { level: 2 })).toBeInViewport()
})

/** Pages in a PDF made by Chromium: one /Type /Page object each. */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length
}
// A4 landscape, 8 mm margins, at 96 px per inch: the printable height of one page.
const LANDSCAPE_PAGE = { width: Math.floor(((297 - 16) / 25.4) * 96), height: Math.floor(((210 - 16) / 25.4) * 96) }

test('[LOOK] R-END prints: the campaign summary (standings, the map on one page, the battles), the map summary on one page', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { organizer, campaignId } = await openDemo(page, browser)
  await organizer.setViewportSize(LANDSCAPE_PAGE)

  await organizer.goto(`/campaigns/${campaignId}/map`)
  await organizer.emulateMedia({ media: 'print' })
  expect(pageCount(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1)

  await organizer.goto(`/campaigns/${campaignId}/summary`)
  await organizer.emulateMedia({ media: 'print' })
  const summary = organizer.getByRole('main')
  await expect(summary.getByRole('table', { name: 'Campaign points' })).toBeVisible()
  // The battles fought so far, each with where, who and the winner.
  const battles = summary.getByRole('table', { name: 'Battles fought' })
  await expect(battles).toBeVisible()
  await expect(battles.getByRole('row')).not.toHaveCount(1)
  // The map is not cut across pages: its height fits one printed page.
  const mapBox = (await mapOf(organizer).boundingBox())!
  expect(mapBox.height).toBeLessThanOrEqual(LANDSCAPE_PAGE.height)
  const pdf = await organizer.pdf({ preferCSSPageSize: true, printBackground: true })
  // Standings and battles, the map, then the six fleets' rosters (the demo's), filling their pages.
  const summaryPages = pageCount(pdf)
  console.log(`printed pages: campaign summary ${summaryPages}`)
  expect(summaryPages).toBeLessThanOrEqual(5)

  // Every roster, two to a page, each page saying which campaign and when.
  await organizer.emulateMedia({ media: 'screen' })
  await organizer.goto(`/campaigns/${campaignId}/fleets/roster`)
  await expect(organizer.getByRole('heading', { level: 1 })).toHaveText(/^Demo: Rebellion in the Rim: fleet rosters Act I, turn 2 · printed /)
  const rosters = await organizer.getByRole('article', { name: /^Roster: / }).count()
  await organizer.emulateMedia({ media: 'print' })
  const rosterPages = pageCount(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))
  console.log(`printed pages: ${rosters} rosters on ${rosterPages}`)
  expect(rosterPages).toBe(Math.ceil(rosters / 2))

  // The battle sheet: a Destroyed and a Retreated box for every ship and squadron.
  await organizer.emulateMedia({ media: 'screen' })
  await organizer.goto(`/campaigns/${campaignId}/battles`)
  await organizer
    .getByRole('main')
    .getByRole('link', { name: /Mon Cala/ })
    .first()
    .click()
  await organizer.getByRole('link', { name: 'Battle sheet (print)' }).click()
  const sheet = organizer.getByRole('article', { name: 'Battle sheet' })
  // The sheet's page first: its fleets are listed only once it is there.
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('region', { name: /fleet/ })).toHaveCount(2)
  for (const fleet of await sheet.getByRole('region', { name: /fleet/ }).all()) {
    await expect(fleet.getByRole('columnheader')).toContainText(['Destroyed', 'Retreated'])
  }
  await organizer.emulateMedia({ media: 'print' })
  const sheetPdf = await organizer.pdf({ preferCSSPageSize: true, printBackground: true })
  // The demo's fleets of about 200 points each, every element with its boxes, on one portrait page.
  expect(pageCount(sheetPdf)).toBe(1)
  expect(sheetPdf.toString('latin1').match(/\/MediaBox\s*\[[^\]]*\]/)?.[0]).toMatch(/\[0 0 594\.\d+ 841\.\d+\]/)
})

test('[LOOK] screenshots: the map on a phone and a desktop, light and dark', async ({ page, browser }) => {
  test.setTimeout(180_000)
  for (const phone of [false, true]) {
    const { organizer, campaignId } = await openDemo(page, browser, { phone })
    await organizer.goto(`/campaigns/${campaignId}/map`)
    for (const scheme of ['light', 'dark'] as const) {
      await organizer.emulateMedia({ colorScheme: scheme })
      await expect(mapOf(organizer)).toBeVisible()
      const name = `map-${phone ? 'phone' : 'desktop'}-${scheme}`
      // The page's first screen (header, navigation, the map's place), then the map pane itself.
      await organizer.evaluate(() => window.scrollTo(0, 0))
      await expect(organizer).toHaveScreenshot(`${name}.png`, { ...SHOT, mask: [organizer.locator('time')] })
      await expect(paneOf(organizer)).toHaveScreenshot(`${name}-pane.png`, SHOT)
    }
    await organizer.context().close()
  }
})

test('[LOOK] screenshots: the three prints in print media (campaign summary, all rosters, battle sheet)', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const { organizer, campaignId } = await openDemo(page, browser)
  // The summary and the rosters print on A4 landscape: the page's width inside its margins.
  await organizer.setViewportSize(LANDSCAPE_PAGE)
  const printed = async (name: string) => {
    await organizer.emulateMedia({ media: 'print' })
    await expect(organizer).toHaveScreenshot(name, { ...SHOT, fullPage: true, mask: [organizer.locator('time')] })
    await organizer.emulateMedia({ media: 'screen' })
  }
  await organizer.goto(`/campaigns/${campaignId}/summary`)
  await expect(mapOf(organizer)).toBeVisible()
  await printed('print-summary.png')
  await organizer.goto(`/campaigns/${campaignId}/fleets/roster`)
  await expect(organizer.getByRole('article').first()).toBeVisible()
  await printed('print-rosters.png')
  await organizer.goto(`/campaigns/${campaignId}/battles`)
  await organizer
    .getByRole('main')
    .getByRole('link', { name: /Mon Cala/ })
    .first()
    .click()
  await organizer.getByRole('link', { name: 'Battle sheet (print)' }).click()
  await expect(organizer.getByRole('article', { name: 'Battle sheet' })).toBeVisible()
  // The sheet prints on A4 portrait: 186 mm inside its margins.
  await organizer.setViewportSize({ width: Math.floor((186 / 25.4) * 96), height: Math.floor((273 / 25.4) * 96) })
  await printed('print-battle-sheet.png')
})
