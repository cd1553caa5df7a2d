// Helpers for the end-to-end specs: create a campaign through the start page, open personal links
// in their own browser contexts, and read what the server sends.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { makeAwayable } from './away'

export const EMPIRE = ['Tarkin', 'Piett', 'Thrawn'] as const
export const REBELS = ['Leia', 'Ackbar', 'Mon Mothma'] as const

export interface CreatedCampaign {
  campaignId: string
  organizerLink: string
  /** player name → personal link */
  links: Record<string, string>
}

/**
 * `pointsEra` is the label of the era to pick (R-FLEET-ERA). The specs were written at the printed points of
 * 2019, so that is the one picked unless another is named; null keeps the form's default (AMG final).
 */
export async function createCampaignThroughUi(
  page: Page,
  name: string,
  { pointsEra = 'FFG printed points (2019)' }: { pointsEra?: string | null } = {},
): Promise<CreatedCampaign> {
  await page.goto('/')
  await page.getByLabel('Campaign name').fill(name)
  if (pointsEra) await page.getByLabel(pointsEra, { exact: true }).check()
  for (const [i, player] of EMPIRE.entries()) await page.getByLabel(`Empire player ${i + 1}`, { exact: true }).fill(player)
  for (const [i, player] of REBELS.entries()) await page.getByLabel(`Rebels player ${i + 1}`, { exact: true }).fill(player)
  await page.getByLabel('Empire player 3 is Grand Admiral').check()
  await page.getByLabel('Rebels player 1 is Grand Admiral').check()
  await page.getByRole('button', { name: 'Create the campaign' }).click()
  await expect(page.getByRole('heading', { name: `Links for ${name}` })).toBeVisible()
  const organizerLink = await page.getByLabel('Organizer link (yours, keep it private)').inputValue()
  const links: Record<string, string> = {}
  for (const player of EMPIRE) links[player] = await page.getByLabel(`${player} (Empire)`).inputValue()
  for (const player of REBELS) links[player] = await page.getByLabel(`${player} (Rebels)`).inputValue()
  const href = await page.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')
  const campaignId = href!.split('/').pop()!
  return { campaignId, organizerLink, links }
}

/** Opens a personal link in a fresh browser context, as that person on their own device. */
export async function openAs(
  browser: Browser,
  link: string,
  options: { phone?: boolean; awayable?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = test.info().project.use.baseURL
  const context = await browser.newContext(options.phone ? { baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } : { baseURL })
  // A device its person can put away (support/away.ts).
  if (options.awayable) await makeAwayable(context)
  const page = await context.newPage()
  await page.goto(link)
  return { context, page }
}

export async function campaignVersion(page: Page, campaignId: string): Promise<number> {
  const response = await page.request.get(`/api/campaigns/${campaignId}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { version: number }).version
}

/** Records the body of every document, RSC payload and JSON response a page receives. */
export function recordResponses(page: Page): { bodies: string[]; done: () => Promise<void> } {
  const bodies: string[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!/text\/html|text\/x-component|application\/json|text\/plain/.test(type)) return
    pending.push(
      response
        .text()
        .then((text) => void bodies.push(text))
        .catch(() => undefined),
    )
  })
  return { bodies, done: async () => void (await Promise.all(pending)) }
}
