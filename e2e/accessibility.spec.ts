// Accessibility of the main pages, at phone and desktop sizes: axe-core finds no serious or critical
// violation, and on a phone every visible button and campaign-navigation link is at least 44 px tall.
// The phone runs in dark mode and the desktop in light mode, so both colour schemes face the contrast rules.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { createCampaignThroughUi } from './support/campaign'
import { firstManagementCommands, forceManagementSteps, forceManagementUntil, sendCommand } from './support/fleets'
import { restoreStage } from './support/restore'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' as const }
const DESKTOP = { viewport: { width: 1280, height: 900 }, colorScheme: 'light' as const }
type Size = 'phone' | 'desktop'

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Buttons and navigation links under 44 px tall; a link set inline in running text is exempt. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = [...document.querySelectorAll<HTMLElement>('main button, nav a, header a, form a')]
    return targets
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false
        return box.height < 44
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" is ${Math.round(el.getBoundingClientRect().height)} px tall`)
  })
}

async function checkPages(browser: Browser, size: Size, link: string, paths: string[]) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...(size === 'phone' ? PHONE : DESKTOP) })
  const page = await context.newPage()
  await page.goto(link)
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect.soft(await seriousViolations(page), `${size} ${path}`).toEqual([])
    if (size === 'phone') expect.soft(await smallTapTargets(page), `${size} ${path}`).toEqual([])
  }
  await context.close()
}

test('[A11Y] the main pages have no serious accessibility violation and phone-sized tap targets', async ({ page: organizer, browser }) => {
  // About thirty axe runs on a shared machine.
  test.setTimeout(360_000)
  // The start page and the campaign creation, with its links page.
  for (const size of ['phone', 'desktop'] as const) await checkPages(browser, size, '/', ['/', '/import'])
  await createCampaignThroughUi(organizer, 'Accessible Rim')
  expect.soft(await seriousViolations(organizer), 'links page').toEqual([])
  // The stage is restored from a campaign file (support/restore.ts): bases, fleets and turn 1's battles,
  // in the management phase. The organizer sees every page, a player their own.
  const stage = await restoreStage(organizer, 'Accessible Rim', firstManagementCommands())
  const { campaignId } = stage
  const base = `/campaigns/${campaignId}`
  const managementPages = [
    base,
    `${base}/map`,
    `${base}/turn`,
    `${base}/battles/a1-t1-b1`,
    `${base}/management`,
    `${base}/fleets`,
    `${base}/fleets/rebels-1`,
    `${base}/history`,
    `${base}/organizer`,
  ]
  // Each page once per size: the organizer's at both; a player's own forms (her duties) on her phone.
  for (const size of ['phone', 'desktop'] as const) await checkPages(browser, size, stage.organizerLink, managementPages)
  await checkPages(browser, 'phone', stage.links.Leia!, [base, `${base}/management`, `${base}/fleets/rebels-1`])

  // The act ends with the Rebels ahead: the pivotal battle page.
  await sendCommand(organizer, campaignId, {
    type: 'override',
    reason: 'Scores from the paper sheet',
    target: { kind: 'cp', team: 'rebels', act: 1, value: 6 },
  })
  // The refit editor, where each player refits their fleet: a player's on her phone, the organizer's on a desktop.
  await forceManagementUntil(organizer, campaignId, 'refit')
  await checkPages(browser, 'phone', stage.links.Leia!, [`${base}/fleets/rebels-1/refit`])
  await checkPages(browser, 'desktop', stage.organizerLink, [`${base}/fleets/fourth-empire/refit`])
  await forceManagementSteps(organizer, campaignId)
  // The summary is read at the pivotal battle, when it holds the most.
  for (const size of ['phone', 'desktop'] as const) await checkPages(browser, size, stage.organizerLink, [`${base}/pivotal`, `${base}/summary`])
  await checkPages(browser, 'phone', stage.links.Thrawn!, [`${base}/pivotal`])
})
