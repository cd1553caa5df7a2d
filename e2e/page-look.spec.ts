// What the eye sees on the pages a player opens most, on a phone and a desktop, light and dark: the overview,
// a battle's result form and the refit editor, kept as screenshots beside this file (the map and the prints
// are in map-look.spec.ts). Each first screen holds the page's own heading and its first step.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { firstManagementCommands, forceManagementUntil } from './support/fleets'
import { createDemo, DESKTOP, PHONE, SHOT } from './support/look'
import { restoreStage } from './support/restore'

const SIZES = [
  { name: 'phone', device: PHONE },
  { name: 'desktop', device: DESKTOP },
] as const

async function openLink(browser: Browser, link: string, device: (typeof SIZES)[number]['device']): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...device })
  const page = await context.newPage()
  await page.goto(link)
  return page
}

/** The page's first screen in both colour schemes; dates and times, which change every day, are masked. */
async function shots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page).toHaveScreenshot(`${name}-${scheme}.png`, { ...SHOT, mask: [page.locator('time')] })
  }
}

test('[LOOK] screenshots: the overview and a battle result form, as a Rebel player of the demo', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await createDemo(page)
  const jonasLink = await page.getByLabel('Jonas (Rebels)').inputValue()
  for (const size of SIZES) {
    const jonas = await openLink(browser, jonasLink, size.device)
    await expect(jonas.getByRole('heading', { name: 'Overview' })).toBeVisible()
    await expect(jonas.getByRole('heading', { name: 'Overview' })).toBeInViewport()
    await shots(jonas, `overview-${size.name}`)
    // His move: the result at Mon Cala, one tap from the banner to its form.
    await jonas.getByRole('status').getByRole('link', { name: 'Enter the result at Mon Cala' }).click()
    await expect(jonas.getByRole('heading', { name: 'Battle at Mon Cala', level: 1 })).toBeVisible()
    await expect(jonas.getByRole('textbox', { name: 'Score of Vera' })).toBeInViewport()
    await shots(jonas, `battle-result-${size.name}`)
    await jonas.context().close()
  }
})

test('[LOOK] screenshots: the refit editor, as a Rebel player in the management phase', async ({ page: organizer, browser }) => {
  test.setTimeout(180_000)
  const campaign = await restoreStage(organizer, 'Look Rim', firstManagementCommands())
  await forceManagementUntil(organizer, campaign.campaignId, 'refit')
  for (const size of SIZES) {
    const leia = await openLink(browser, campaign.links.Leia!, size.device)
    await leia.goto(`/campaigns/${campaign.campaignId}/fleets/rebels-1/refit`)
    await expect(leia.getByRole('heading', { name: "Refit of Leia's fleet" })).toBeInViewport()
    await shots(leia, `refit-editor-${size.name}`)
    await leia.context().close()
  }
})
