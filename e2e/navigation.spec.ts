// The campaign's navigation stays in place: the same tabs in every phase (Battles among them), each browser
// tab named after its campaign, the refit editor marked as the management task it is. The overview holds
// the score, the way to the map and to one's fleet, and one list of what is owed; a step's rule is one tap
// away; the link pages look like the app's; a link no longer valid is refused and changes nothing.
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, createCampaignThroughUi, openAs } from './support/campaign'
import { firstManagementCommands, forceManagementUntil } from './support/fleets'
import { restoreStage } from './support/restore'

const TABS = ['Overview', 'Map', 'Fleets', 'Turn', 'Battles', 'Management', 'Pivotal battle', 'History', 'Summary']

async function tabs(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Campaign' }).getByRole('link').allTextContents()
}

test('[LOOK] the same tabs in every phase, titles naming the campaign, one list of what is owed, the rule behind a Why?', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(180_000)
  const campaign = await createCampaignThroughUi(organizer, 'Steady Rim')
  await organizer.getByRole('link', { name: 'Open the campaign as its organizer' }).click()
  await expect(organizer.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(organizer).toHaveTitle('Campaign · Steady Rim · Rim Command')

  // During setup every tab is there already; the Turn tab's page says why it has nothing yet.
  expect(await tabs(organizer)).toEqual([...TABS, 'Organizer'])
  const { page: leia } = await openAs(browser, campaign.links.Leia!, { phone: true })
  expect(await tabs(leia)).toEqual(TABS)
  await leia.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Turn' }).click()
  await expect(leia.getByText(/^The campaign has not started yet/)).toBeVisible()
  await expect(leia).toHaveTitle(/^Turn · Steady Rim · Rim Command$/)

  // The campaign in its first management phase, played by the engine and restored (support/restore.ts).
  const managing = await restoreStage(organizer, 'Steady Rim', firstManagementCommands())
  const base = `/campaigns/${managing.campaignId}`
  await leia.goto(managing.links.Leia!)
  // Links never prefetch (ARCHITECTURE.md, decision 14): the pages shown below, the tabs followed and the change
  // followed ask the server for nothing but themselves.
  const prefetched: string[] = []
  leia.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
  })

  // The management phase: the same tabs, in the same order.
  await leia.goto(base)
  expect(await tabs(leia)).toEqual(TABS)
  // The overview: each team's campaign points, the map and Leia's own fleet one tap away.
  const glance = leia.getByRole('region', { name: 'The campaign at a glance' })
  await expect(glance.getByRole('definition')).toHaveText([/^\d+ CP$/, /^\d+ CP$/])
  await expect(glance.getByRole('link', { name: 'Open the map' })).toBeVisible()
  // What is owed is listed once, in "Your move": the banner keeps only the phase there.
  const owed = 'see the Management page for what each team and player still owes'
  await expect(leia.getByRole('status').first()).toContainText('Act I, turn 1: Management phase')
  await expect(leia.getByRole('status').first()).not.toContainText(owed)
  await expect(leia.getByRole('region', { name: 'Your move' })).toContainText('Waiting for')
  await glance.getByRole('link', { name: 'Your fleet' }).click()
  await expect(leia).toHaveURL(new RegExp(`${base}/fleets/rebels-1$`))
  // Elsewhere the banner says who owes what.
  await expect(leia.getByRole('status').first()).toContainText(owed)

  // A step's heading reads without its rule id; its Why? opens to it.
  await leia.goto(`${base}/management`)
  const effects = leia.getByRole('region', { name: 'Battle effects' })
  await expect(effects.getByRole('heading', { name: 'Battle effects', exact: true })).toBeVisible()
  await expect(effects.getByText('Rulebook: R-EFFECT')).toBeHidden()
  await effects.getByText('Why?').click()
  await expect(effects.getByText('Rulebook: R-EFFECT')).toBeVisible()

  // The refit editor is a management task: the Management tab marks it.
  await forceManagementUntil(organizer, managing.campaignId, 'refit')
  // Leia's management page, still open, follows that change before she moves on.
  const moved = await campaignVersion(organizer, managing.campaignId)
  await expect.poll(async () => Number(await leia.locator('[data-live-version]').first().getAttribute('data-live-version'))).toBeGreaterThanOrEqual(moved)
  await leia.goto(`${base}/fleets/rebels-1/refit`)
  await expect(leia.getByRole('heading', { name: /^Refit of your fleet|^Refit of Leia/ })).toBeVisible()
  const nav = leia.getByRole('navigation', { name: 'Campaign' })
  await expect(nav.getByRole('link', { name: 'Management' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Fleets' })).not.toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Map', exact: true }).click()
  await expect(leia.getByRole('region', { name: 'Campaign map' })).toBeVisible()
  expect(prefetched).toEqual([])
})

test('[LOOK] the link pages are styled like the app, in dark mode too; a link no longer valid changes nothing', async ({ page: organizer, browser }) => {
  test.setTimeout(120_000)
  const campaign = await createCampaignThroughUi(organizer, 'Linked Rim')
  const base = `/campaigns/${campaign.campaignId}`
  await organizer.emulateMedia({ colorScheme: 'dark' })
  // The organizer's browser opens Leia's link: asked first, on a page of the app's look.
  await organizer.goto(campaign.links.Leia!)
  await expect(organizer.getByRole('heading', { name: 'This browser is signed in as the organizer' })).toBeVisible()
  const body = organizer.locator('body')
  expect(await body.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/^"?Times/)
  expect(await body.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(2, 6, 23)')
  const button = organizer.getByRole('button', { name: 'Open as Leia' })
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await organizer.getByRole('link', { name: 'Stay signed in as the organizer' }).click()
  await expect(organizer.getByText('Signed in as Organizer')).toBeVisible()

  // A link that is not (or no longer) valid: a clear refusal, and the browser stays who it was.
  const refused = await organizer.goto('/join/no-such-link-00000000000000000000000000')
  expect(refused?.status()).toBe(404)
  await expect(organizer.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  expect(await body.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(2, 6, 23)')
  await organizer.goto(base)
  await expect(organizer.getByText('Signed in as Organizer')).toBeVisible()
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await expect(leia.getByText('Signed in as Leia (Rebels)')).toBeVisible()
})
