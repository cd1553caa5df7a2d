// An act that ends, its pivotal battle with a ship upgrade, declared climactic by the trailing team, and
// the final summary printed (R-ACT-END, R-PIVOT-CHOOSE, R-CLIMAX, R-PIVOT-UPGRADE, R-PIVOT-AFTER, R-END).
import { expect, test, type Page } from '@playwright/test'
import { createCampaignThroughUi, openAs } from './support/campaign'
import { enterAllFleets, placeAndGuardBases, playFirstTurnAsOrganizer, sendCommand } from './support/fleets'

async function openPivotal(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}/pivotal`)
  await expect(page.getByRole('heading', { name: /Pivotal battle, end of act I/ })).toBeVisible()
}

test('[PIVOTAL] an act ends, a climactic pivotal battle with a ship upgrade ends the campaign, the summary prints', async ({ page: organizer, browser }) => {
  test.setTimeout(180_000)
  const campaign = await createCampaignThroughUi(organizer, 'Pivotal Rim')
  const { campaignId } = campaign
  await organizer.getByRole('link', { name: 'Open the campaign' }).click()
  await placeAndGuardBases(organizer, campaignId)
  await enterAllFleets(organizer, campaignId)
  await sendCommand(organizer, campaignId, { type: 'start-campaign' })
  await playFirstTurnAsOrganizer(organizer, campaignId)
  for (const command of [
    // The organizer corrects the score sheet (R-OVERRIDE): the Rebels reach 6 CP in act I, the Empire
    // gets the tokens its ship upgrade needs, and the management steps are moved past.
    { type: 'override', reason: 'Scores from the paper sheet', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } },
    { type: 'override', reason: 'Tokens from the paper sheet', target: { kind: 'tokens', team: 'empire', token: 'resources', value: 2 } },
    { type: 'override', reason: 'Tokens from the paper sheet', target: { kind: 'tokens', team: 'empire', token: 'repair-yards', value: 1 } },
  ]) {
    await sendCommand(organizer, campaignId, command)
  }
  for (let i = 0; i < 5; i++) await sendCommand(organizer, campaignId, { type: 'force-step', reason: 'Played on paper this turn' })

  // The Rebels reached 5 CP in act I: the act ends; the Empire, behind, chooses (R-ACT-END, R-PIVOT-CHOOSE).
  const { page: thrawn } = await openAs(browser, campaign.links.Thrawn!)
  await openPivotal(thrawn, campaignId)
  await expect(thrawn.getByText('The Empire choose the objective: it has fewer campaign points (R-PIVOT-CHOOSE).')).toBeVisible()
  const choose = thrawn.getByRole('form', { name: 'Choose the pivotal battle' })
  await choose.getByLabel(/^Objective/).selectOption({ label: 'Conquest' })
  await choose.getByLabel(/^Target system/).selectOption({ label: 'Hoth (enemy base)' })
  await choose.getByLabel(/Declare it climactic/).check()
  await choose.getByRole('button', { name: 'Choose the pivotal battle' }).click()
  await expect(thrawn.getByText(/A climactic battle: the campaign ends after it/)).toBeVisible()

  // Tarkin replaces his Raider (44) by a Victory I (73): 29 points more, for 1 Resources + 1 Repair Yards.
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!, { phone: true })
  await openPivotal(tarkin, campaignId)
  const upgrade = tarkin.getByRole('form', { name: 'Upgrade a ship' })
  await upgrade.getByLabel('Ship to replace').selectOption({ label: 'Raider I-class Corvette (44)' })
  await upgrade.getByLabel('New ship').selectOption({ label: 'Victory I-class Star Destroyer (73, medium)' })
  await upgrade.getByRole('button', { name: 'Replace the ship' }).click()
  await expect(tarkin.getByRole('form', { name: 'Upgrade a ship' })).toHaveCount(0)
  await tarkin.goto(`/campaigns/${campaignId}/fleets/empire-1/roster`)
  await expect(tarkin.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText('Victory I-class Star Destroyer (73)')

  await openPivotal(thrawn, campaignId)
  await thrawn.getByRole('button', { name: 'The Empire are ready' }).click()
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await openPivotal(leia, campaignId)
  await leia.getByRole('button', { name: 'The Rebels are ready' }).click()
  await expect(leia.getByRole('button', { name: 'The Rebels are ready' })).toHaveCount(0)

  // Each team enters its part; the other team's stays sealed; a player confirms the whole (R-PIVOT-AFTER).
  await openPivotal(thrawn, campaignId)
  const empirePart = thrawn.getByRole('form', { name: 'Our part of the pivotal result' })
  await empirePart.getByLabel(/Our team’s score/).fill('320')
  await empirePart.getByRole('button', { name: 'Enter our part of the result' }).click()
  await expect(thrawn.getByText('Your team’s part is in; waiting for the other team’s.')).toBeVisible()
  await openPivotal(leia, campaignId)
  await expect(leia.getByText('320')).toHaveCount(0)
  const rebelPart = leia.getByRole('form', { name: 'Our part of the pivotal result' })
  await rebelPart.getByLabel(/Our team’s score/).fill('-1')
  await rebelPart.getByRole('button', { name: 'Enter our part of the result' }).click()
  await expect(leia.getByRole('main').getByRole('alert')).toContainText('whole number from 0 to 3000')
  await rebelPart.getByLabel(/Our team’s score/).fill('210')
  await rebelPart.getByRole('button', { name: 'Enter our part of the result' }).click()
  await leia.getByRole('button', { name: 'Confirm the pivotal result' }).click()
  await expect(leia.getByText('The Empire win the pivotal battle: +2 CP.')).toBeVisible()
  await openPivotal(organizer, campaignId)
  await expect(organizer.getByText('The Empire win the pivotal battle: +2 CP.')).toBeVisible()
  await organizer.getByRole('button', { name: 'End the campaign' }).click()

  // R-END: the Rebels win 6 to 3; the summary prints.
  await organizer.goto(`/campaigns/${campaignId}/summary`)
  await expect(organizer.getByRole('status').filter({ hasText: 'win the campaign' })).toHaveText('The Rebels win the campaign by 3 CP.')
  await expect(organizer.getByRole('table', { name: 'Battles won and lost' })).toBeVisible()
  await organizer.emulateMedia({ media: 'print' })
  await expect(organizer.getByRole('button', { name: 'Print the summary' })).toBeHidden()
  const pdf = await organizer.pdf({ preferCSSPageSize: true, printBackground: true })
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(1)
})
