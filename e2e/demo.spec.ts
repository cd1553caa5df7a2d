// A newcomer creates the demo campaign from the start page and walks into it as the organizer and as a
// player; the organizer page says when the campaign file was last downloaded.
import { expect, test } from '@playwright/test'
import { openAs } from './support/campaign'

test('the start page’s demo button creates a campaign in the middle of act I with every link', async ({ page, browser }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await expect(page.getByRole('heading', { name: 'Links for Demo: Rebellion in the Rim' })).toBeVisible()
  const organizerLink = await page.getByLabel('Organizer link (yours, keep it private)').inputValue()
  const linaLink = await page.getByLabel('Lina (Rebels)').inputValue()
  for (const player of ['Vera (Empire)', 'Otto (Empire)', 'Mira (Empire)', 'Jonas (Rebels)', 'Sam (Rebels)']) {
    expect(await page.getByLabel(player).inputValue()).toMatch(/\/join\/[A-Za-z0-9_-]{40,}\?lang=en$/)
  }

  // The links stay listed for the demo's maker: after a reload, and after leaving and coming Back.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Links for Demo: Rebellion in the Rim' })).toBeVisible()
  await expect(page.getByText("This browser keeps your demo's links")).toBeVisible()
  expect(await page.getByLabel('Lina (Rebels)').inputValue()).toBe(linaLink)
  await page.getByRole('link', { name: 'Open the campaign as its organizer' }).click()
  await expect(page.getByText('Signed in as Organizer')).toBeVisible()
  await page.goBack()
  expect(await page.getByLabel('Organizer link (yours, keep it private)').inputValue()).toBe(organizerLink)
  await expect(page.getByRole('button', { name: 'Create another demo campaign' })).toBeVisible()

  const { context: organizerContext, page: organizer } = await openAs(browser, organizerLink)
  await expect(organizer.getByText('Signed in as Organizer')).toBeVisible()
  await expect(organizer.getByRole('status')).toContainText('Act I, turn 2: Battle phase')
  await expect(organizer.getByRole('region', { name: 'Your move' })).toContainText('Vera or Jonas: enter the result')
  await organizer.getByRole('link', { name: 'History' }).click()
  await expect(organizer.getByRole('heading', { name: 'History' })).toBeVisible()
  await organizerContext.close()

  const { context: linaContext, page: lina } = await openAs(browser, linaLink, { phone: true })
  await expect(lina.getByText('Signed in as Lina (Rebels)')).toBeVisible()
  await expect(lina.getByRole('link', { name: 'Organizer', exact: true })).toHaveCount(0)
  await linaContext.close()
})

test('the organizer page says when the campaign file was last downloaded, in the reader’s own time zone', async ({ browser, baseURL }) => {
  // A zone 14 hours from UTC, with no summer time: a time shown in UTC (or in the server's zone) cannot match.
  const timezoneId = 'Pacific/Kiritimati'
  const context = await browser.newContext({ baseURL, timezoneId })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Create a demo campaign' }).click()
  await page.getByRole('link', { name: 'Open the campaign' }).click()
  await page.getByRole('link', { name: 'Organizer', exact: true }).click()
  await expect(page.getByText('Never downloaded yet')).toBeVisible()
  const download = page.waitForEvent('download')
  const before = Date.now()
  await page.getByRole('link', { name: 'Download the campaign file' }).click()
  await download
  const after = Date.now()
  await page.reload()
  // In the reader's language and own time zone (the browser's), not in UTC: the minute of the download as a
  // reader in that zone writes it.
  const inZone = new Intl.DateTimeFormat('en-US', { timeZone: timezoneId, dateStyle: 'medium', timeStyle: 'short' })
  const shown = new Set([before, after].map((t) => `Last downloaded ${inZone.format(t)}.`))
  const line = page.getByText(/^Last downloaded [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M\.$/)
  await expect(line).toBeVisible()
  const text = (await line.textContent())!.replace(/\s/g, ' ')
  expect([...shown].map((s) => s.replace(/\s/g, ' '))).toContain(text)
  await expect(page.getByText('Never downloaded yet')).toHaveCount(0)
  await context.close()
})
