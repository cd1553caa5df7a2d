// Accessibility and the phone's first screen, on the main pages at phone and desktop sizes: axe-core finds
// no violation at all (minor and moderate included); on a phone (390×844) each page's main heading and its
// first control are on the first screen, nothing is wider than the screen (a row that scrolls sideways on
// purpose, such as the campaign's tabs, excepted), and every button, link of the navigation, field and box
// or round to tick (through its label) is at least 44 px tall.
// The phone runs in dark mode and the desktop in light mode, so both colour schemes face the contrast rules.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { createCampaignThroughUi } from './support/campaign'
import { firstManagementCommands, firstTurnCommands, startedCommands } from './support/fleets'
import { createCommandFor, forcedPastManagement, forcedUntilStep, playOn, playStage, restoreStaged } from './support/restore'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' as const }
const DESKTOP = { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const }
type Size = 'phone' | 'desktop'

// Legacy mode runs axe in the page itself: the pages have no frames, and the default mode opens a blank page
// of its own for every run to gather the frames' results (a third of the spec's time). Only violations are
// gathered: the lists of what passed, which nothing reads, cost this spec about a fifth of its time.
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Buttons, navigation links, fields and boxes to tick under 44 px tall; a link set inline in running text is exempt. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (box: DOMRect) => box.width > 0 && box.height > 0
    const small: string[] = []
    const say = (el: Element, height: number) =>
      `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" is ${Math.round(height)} px tall`
    for (const el of document.querySelectorAll<HTMLElement>('main button, nav a, header a, form a, main select, main input:not([type=hidden])')) {
      const box = el.getBoundingClientRect()
      if (!visible(box)) continue
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        // Tapped through its label: the label's box is the target.
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null)
        const target = label ? label.getBoundingClientRect() : box
        if (target.height < 44) small.push(say(label ?? el, target.height))
        continue
      }
      if (box.height < 44) small.push(say(el, box.height))
    }
    return small
  })
}

/** Elements reaching past the right edge of the screen, unless inside a box that scrolls or clips sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true
      }
      return false
    }
    const wide: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1 || clipped(el)) continue
      // Only the outermost: its children say nothing more.
      if (el.parentElement && wide.some((w) => w === describe(el.parentElement!))) continue
      wide.push(describe(el))
    }
    function describe(el: Element) {
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" reaches ${Math.round(el.getBoundingClientRect().right)} px of ${width}`
    }
    return wide.slice(0, 5)
  })
}

/** On a phone, where the page's main heading and its first control start: both within the first screen (844 px). */
async function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const late: string[] = []
    const heading = document.querySelector('main h1')
    const top = (el: Element) => el.getBoundingClientRect().top + window.scrollY
    if (!heading || top(heading) > 844) late.push(`the main heading starts at ${heading ? Math.round(top(heading)) : 'nowhere'}`)
    // A read-only box (a fleet's export text) is no control the reader acts with.
    const control = [
      ...document.querySelectorAll<HTMLElement>('main input:not([type=hidden], [readonly]), main select, main textarea:not([readonly]), main button'),
    ].find((el) => el.getBoundingClientRect().height > 0)
    if (control && top(control) + 44 > 844)
      late.push(`the first control (${control.tagName.toLowerCase()} ${control.getAttribute('name') ?? ''}) starts at ${Math.round(top(control))}`)
    return late
  })
}

async function checkPages(browser: Browser, size: Size, link: string, paths: string[]) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...(size === 'phone' ? PHONE : DESKTOP) })
  const page = await context.newPage()
  await page.goto(link)
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect.soft(await violations(page), `${size} ${path}`).toEqual([])
    if (size === 'phone') {
      expect.soft(await smallTapTargets(page), `tap targets, ${path}`).toEqual([])
      expect.soft(await overflowing(page), `overflow, ${path}`).toEqual([])
      expect.soft(await firstScreen(page), `first screen, ${path}`).toEqual([])
    }
  }
  await context.close()
}

/** The battles of this turn, by the addresses the battles page links to (ids such as a1-t1-b1). */
async function battlePages(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/battles`)
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const battles = [...new Set(hrefs.filter((h) => /\/battles\/a\d+-t\d+-b\d+$/.test(h)))]
  expect(battles.length).toBeGreaterThan(0)
  return battles
}

test('[A11Y] the main pages have no accessibility violation, and on a phone start on the first screen with 44-px tap targets', async ({
  page: organizer,
  browser,
}) => {
  // About fifty axe runs on a shared machine.
  test.setTimeout(600_000)
  // The start page and the campaign creation, with its links page.
  for (const size of ['phone', 'desktop'] as const) await checkPages(browser, size, '/', ['/', '/import'])
  const created = await createCampaignThroughUi(organizer, 'Accessible Rim')
  expect.soft(await violations(organizer), 'links page').toEqual([])
  // The setup's overview, where a player places a base (a select and a button on the first screen).
  await checkPages(browser, 'phone', created.links.Tarkin!, [`/campaigns/${created.campaignId}`])

  // Each later stage is played by the engine and restored as a campaign of its own (support/restore.ts): the
  // pages are what this spec checks, not the way there.
  const create = createCommandFor('Accessible Rim')
  // The battle phase, every objective chosen: a player's result form, its first score box on the first screen.
  const battling = await restoreStaged(organizer, playStage(create, [...startedCommands(), ...firstTurnCommands().filter((c) => c.type !== 'enter-result')]))
  const battles = await battlePages(organizer, `/campaigns/${battling.campaignId}`)
  // Leia defends at Mon Cala: her result form, and the battle sheet she prints.
  const leias = battles.find((b) => b.endsWith('a1-t1-b2'))!
  await checkPages(browser, 'phone', battling.links.Leia!, [leias, `${leias}/briefing`])

  // Turn 1 in its management phase: the organizer sees every page, a player their own.
  const managing = playStage(create, firstManagementCommands())
  const campaign = await restoreStaged(organizer, managing)
  const base = `/campaigns/${campaign.campaignId}`
  const battle = `${base}/battles/a1-t1-b1`
  const managementPages = [
    base,
    `${base}/map`,
    `${base}/turn`,
    `${base}/battles`,
    // The organizer's battle pages are one page in three states: one of them, and Leia's own above.
    battle,
    `${battle}/briefing`,
    `${base}/management`,
    `${base}/fleets`,
    `${base}/fleets/rebels-1`,
    `${base}/history`,
    `${base}/summary`,
    `${base}/organizer`,
  ]
  for (const size of ['phone', 'desktop'] as const) {
    await checkPages(browser, size, campaign.organizerLink, managementPages)
    await checkPages(browser, size, campaign.links.Leia!, [base, `${base}/management`, `${base}/fleets/rebels-1`, battle])
    // The link pages: a browser signed in as the organizer opening Leia's link, and a link no longer valid.
    await checkPages(browser, size, campaign.organizerLink, [campaign.links.Leia!, '/join/no-such-link-0000000000000000000000'])
  }

  // The act ends with the Rebels ahead (R-OVERRIDE of the act's CP), the management phase at its refit: the
  // refit editor, where each player refits their fleet (phone first).
  const ahead = playOn(managing, [{ type: 'override', reason: 'Scores from the paper sheet', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } }])
  const refitting = forcedUntilStep(ahead, 'refit')
  const refit = await restoreStaged(organizer, refitting)
  const refitBase = `/campaigns/${refit.campaignId}`
  for (const size of ['phone', 'desktop'] as const) {
    await checkPages(browser, size, refit.links.Leia!, [`${refitBase}/fleets/rebels-1/refit`])
    await checkPages(browser, size, refit.organizerLink, [`${refitBase}/fleets/fourth-empire/refit`])
  }
  // The pivotal battle page.
  const pivotal = await restoreStaged(organizer, forcedPastManagement(refitting))
  const pivotalBase = `/campaigns/${pivotal.campaignId}`
  for (const size of ['phone', 'desktop'] as const) {
    await checkPages(browser, size, pivotal.organizerLink, [`${pivotalBase}/pivotal`, `${pivotalBase}/summary`])
    await checkPages(browser, size, pivotal.links.Thrawn!, [`${pivotalBase}/pivotal`])
  }
})
