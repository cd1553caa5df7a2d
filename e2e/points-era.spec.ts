// R-FLEET-ERA, R-FLEET-IMPORT: a campaign created today plays AMG's final points; a player pastes a 2024 Star
// Forge list and sees it at its own total; the builder offers the cards of wave 10; a campaign file of the
// printed points (written before eras) restores unchanged.
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { STAR_FORGE_EMPIRE } from '../lib/campaign/fleets/testing/star-forge-lists'
import { createCampaignThroughUi, openAs } from './support/campaign'

// A Rim fleet carries no commander card (its commander is the campaign's own, R-CMD): the list as Star Forge
// writes it for such a fleet, without one.
const RIM_LIST = STAR_FORGE_EMPIRE.replace('Commander: Darth Vader (34)\n', '')
  .replace('• Darth Vader (34)\n', '')
  .replace('= 123 Points', '= 89 Points')
  .replace('Total Points: 183', 'Total Points: 149')

async function addCard(page: Page, field: string, search: string, button: string) {
  await page.getByLabel(field, { exact: true }).fill(search)
  await page.getByRole('button', { name: button }).click()
}

test('[ERA] an AMG final campaign: the builder offers wave 10, a Star Forge list reads at its own total', async ({ page, browser }) => {
  await page.goto('/')
  await expect(page.getByLabel('AMG final points (January 2025)', { exact: true })).toBeChecked()
  const campaign = await createCampaignThroughUi(page, 'Today Rim', { pointsEra: null })
  await page.goto(`/campaigns/${campaign.campaignId}/organizer`)
  await expect(page.getByText('This campaign plays AMG final points (January 2025).')).toBeVisible()

  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!)
  await tarkin.goto(`/campaigns/${campaign.campaignId}/fleets/empire-1`)
  // The builder prices at the era and offers a wave 10 upgrade.
  await addCard(tarkin, 'Add a ship', 'victory 2', 'Add Victory II-class Star Destroyer (80)')
  await addCard(tarkin, 'Add an upgrade to Victory II-class Star Destroyer', 'dby', 'Add DBY-827 Heavy Turbolasers (3)')
  await expect(tarkin.getByText('Fleet 83 / 200 points · Squadrons 0 / 67')).toBeVisible()

  // A list with a points value no era knows is refused on its line, and nothing is saved.
  await tarkin.getByLabel('Fleet text').fill(RIM_LIST.replace('DBY-827 Heavy Turbolasers (3)', 'DBY-827 Heavy Turbolasers (9)'))
  const preview = tarkin.getByRole('region', { name: 'Import preview' })
  await expect(preview.getByRole('row').filter({ hasText: 'DBY-827 Heavy Turbolasers (9)' })).toContainText(
    'Not imported: no card of that name at these points',
  )
  await tarkin.getByRole('button', { name: 'Import fleet' }).click()
  await expect(tarkin.getByRole('main').getByRole('alert')).toContainText('Line 10')
  await tarkin.goto(`/campaigns/${campaign.campaignId}/fleets`)
  await expect(tarkin.getByRole('listitem').filter({ hasText: "Tarkin's fleet" })).toContainText('Not built yet')

  await tarkin.goto(`/campaigns/${campaign.campaignId}/fleets/empire-1`)
  await tarkin.getByLabel('Fleet text').fill(RIM_LIST)
  await expect(preview.getByRole('status')).toHaveText(/^Read as a Star Forge list: 2 ships, 3 upgrades, 3 squadrons, 3 objectives\.$/)
  await tarkin.getByRole('button', { name: 'Import fleet' }).click()
  await expect(tarkin.getByRole('status').filter({ hasText: 'Fleet imported and saved.' })).toBeVisible()
  await expect(tarkin.getByText('Fleet 149 / 200 points · Squadrons 34 / 67')).toBeVisible()
  await tarkin.goto(`/campaigns/${campaign.campaignId}/fleets/empire-1/roster`)
  await expect(tarkin.getByText('Points era: AMG final points (January 2025)')).toBeVisible()
})

test('[ERA] a campaign file of the printed points, written before eras, restores unchanged', async ({ page, browser }, testInfo) => {
  const campaign = await createCampaignThroughUi(page, 'Printed Rim')
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await leia.goto(`/campaigns/${campaign.campaignId}/fleets/rebels-1`)
  await leia
    .getByLabel('Fleet text')
    .fill(['CR90 Corvette A (44)', '• Leading Shots (4)', 'GR-75 Medium Transports (18)', '2 x X-wing Squadron (26)'].join('\n'))
  await leia.getByRole('button', { name: 'Import fleet' }).click()
  await expect(leia.getByText('Fleet 92 / 200 points · Squadrons 26 / 67')).toBeVisible()

  await page.goto(`/campaigns/${campaign.campaignId}/organizer`)
  await expect(page.getByText('This campaign plays FFG printed points (2019).')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the campaign file' }).click()
  const file = testInfo.outputPath('campaign.json')
  await (await download).saveAs(file)
  // The same file as the app wrote it before campaigns had a points era (rules version 5).
  const content = JSON.parse(readFileSync(file, 'utf8'))
  delete content.state.pointsEra
  for (const entry of content.history) {
    if (entry.kind !== 'command') continue
    entry.rulesVersion = 5
    if (entry.payload.type === 'create-campaign') delete entry.payload.pointsEra
  }
  const before = testInfo.outputPath('before-eras.json')
  writeFileSync(before, JSON.stringify(content))
  const original = await (await page.request.get(`/api/campaigns/${campaign.campaignId}`)).json()

  const { page: importer } = await openAs(browser, '/import')
  await importer.getByLabel('Campaign file (.json)').setInputFiles(before)
  await importer.getByRole('button', { name: 'Import' }).click()
  await expect(importer.getByRole('heading', { name: 'Links for Printed Rim' })).toBeVisible()
  await importer.getByRole('link', { name: 'Open the campaign' }).click()
  await importer.waitForURL(/\/campaigns\/[^/]+$/)
  const importedId = importer.url().split('/').pop()!
  const imported = await (await importer.request.get(`/api/campaigns/${importedId}`)).json()
  const { pointsEra, ...rest } = original.state
  expect(pointsEra).toBe('ffg-2019')
  expect(imported.state).toEqual(rest)
  await importer.goto(`/campaigns/${importedId}/organizer`)
  await expect(importer.getByText('This campaign plays FFG printed points (2019).')).toBeVisible()
  await importer.goto(`/campaigns/${importedId}/fleets/rebels-1/roster`)
  await expect(importer.getByText(/Fleet value 92 \/ 200 points/)).toBeVisible()
})
