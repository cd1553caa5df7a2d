// An act that ends, its pivotal battle with a ship upgrade (upgrades moved, cards discarded), declared
// climactic by the trailing team, and the final summary printed (R-ACT-END, R-PIVOT-CHOOSE, R-CLIMAX,
// R-PIVOT-UPGRADE, R-PIVOT-AFTER, R-END); and the rewards of a Demonstration of Force (R-PIVOT-AFTER).
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, openAs } from './support/campaign'
import { firstManagementCommands, sendCommand } from './support/fleets'
import { createCommandFor, forcedPastManagement, playStage, restoreStaged } from './support/restore'

async function openPivotal(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}/pivotal`)
  await expect(page.getByRole('heading', { name: /Pivotal battle, end of act I/ })).toBeVisible()
}

/**
 * A campaign whose act I ends with the Rebels at 6 CP, the Empire at 1 (turn 1 played by the organizer, then the
 * paper score sheet entered with R-OVERRIDE), and the Empire holding 2 Resources + 1 Repair Yards.
 */
async function actIEndsWithTheRebelsAhead(organizer: Page, name: string) {
  // Restored from a campaign file (support/restore.ts).
  const turnPlayed = playStage(createCommandFor(name), [
    ...firstManagementCommands(),
    // The organizer corrects the score sheet (R-OVERRIDE): the Rebels reach 6 CP in act I, the Empire
    // gets the tokens its ship upgrade needs, and the management steps are moved past.
    { type: 'override', reason: 'Scores from the paper sheet', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } },
    { type: 'override', reason: 'Tokens from the paper sheet', target: { kind: 'tokens', team: 'empire', token: 'resources', value: 2 } },
    { type: 'override', reason: 'Tokens from the paper sheet', target: { kind: 'tokens', team: 'empire', token: 'repair-yards', value: 1 } },
  ])
  return restoreStaged(organizer, forcedPastManagement(turnPlayed))
}

test('[PIVOTAL] an act ends, a climactic pivotal battle with a ship upgrade ends the campaign, the summary prints', async ({ page: organizer, browser }) => {
  test.setTimeout(180_000)
  const campaign = await actIEndsWithTheRebelsAhead(organizer, 'Pivotal Rim')
  const { campaignId } = campaign

  // The Rebels reached 5 CP in act I: the act ends; the Empire, behind, chooses (R-ACT-END, R-PIVOT-CHOOSE).
  const { page: thrawn } = await openAs(browser, campaign.links.Thrawn!)
  await openPivotal(thrawn, campaignId)
  await expect(thrawn.getByText('The Empire choose the objective: it has fewer campaign points.')).toBeVisible()
  const choose = thrawn.getByRole('form', { name: 'Choose the pivotal battle' })
  await choose.getByLabel(/^Objective/).selectOption({ label: 'Conquest' })
  await choose.getByLabel(/^Target system/).selectOption({ label: 'Hoth (enemy base)' })
  await choose.getByLabel(/Declare it climactic/).check()
  await choose.getByRole('button', { name: 'Choose the pivotal battle' }).click()
  await expect(thrawn.getByText(/A climactic battle: the campaign ends after it/)).toBeVisible()

  // The Empire could still replace a ship: being ready asks first, saying what it gives up; Cancel sends nothing.
  await openPivotal(thrawn, campaignId)
  const beforeReady = await campaignVersion(thrawn, campaignId)
  await thrawn.getByRole('button', { name: 'The Empire are ready' }).click()
  await expect(thrawn.getByRole('form', { name: 'Empire ready' }).getByRole('group')).toContainText(
    'Once ready, the Empire can no longer replace a ship or move upgrades before the battle: no ship of theirs has been replaced yet.',
  )
  await thrawn.getByRole('form', { name: 'Empire ready' }).getByRole('button', { name: 'Cancel' }).click()
  await expect(thrawn.getByRole('button', { name: 'The Empire are ready' })).toBeVisible()
  expect(await campaignVersion(thrawn, campaignId)).toBe(beforeReady)

  // Tarkin prepares his fleet (R-PIVOT-UPGRADE). Upgrades move between ships where a slot is free: no upgrade of
  // his fits the Gozanti, so it is not offered as a ship to move to (the engine would refuse it); the Raider is.
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!, { phone: true })
  await openPivotal(tarkin, campaignId)
  const moveUpgrade = tarkin.getByRole('form', { name: 'Move an upgrade' })
  // Sent with nothing ticked: the missing choice is named, and nothing changes.
  const beforeMove = await campaignVersion(tarkin, campaignId)
  await moveUpgrade.getByRole('button', { name: 'Move the upgrade' }).click()
  await expect(moveUpgrade.getByRole('alert')).toHaveText('Choose the upgrade to move and the ship it goes to.')
  expect(await campaignVersion(tarkin, campaignId)).toBe(beforeMove)
  // One radio per move the engine accepts, under the upgrade it moves: the Gozanti is never offered.
  const gunnery = moveUpgrade.getByRole('group', { name: 'Gunnery Team (7, Weapons Team) on Victory II-class Star Destroyer' })
  await expect(moveUpgrade.getByLabel(/Gozanti-class Cruisers/)).toHaveCount(0)
  await gunnery.getByLabel('to Raider I-class Corvette (slots: Officer, Weapons Team, Offensive Retrofit, Ordnance)').check()
  await moveUpgrade.getByRole('button', { name: 'Move the upgrade' }).click()
  await expect(moveUpgrade.getByRole('group', { name: 'Gunnery Team (7, Weapons Team) on Raider I-class Corvette' })).toHaveCount(1)

  // Raider I (44) → Imperial I (110): +66, with one more Resources (45) and discards. The four TIE Fighters and
  // the Comms Net, 32 + 2 = 34 → 17, allow 62: refused, nothing changes. With the Assault Concussion Missiles
  // (the Imperial has no Ordnance slot for them), 41 → 21 (rounded up), and 45 + 21 = 66.
  await openPivotal(tarkin, campaignId)
  const upgrade = tarkin.getByRole('form', { name: 'Upgrade a ship' })
  // The list offers only what the fleet may take, saying what each needs (R-PIVOT-UPGRADE).
  // Each ship's replacements are folded under it: Tarkin opens the Raider's.
  await upgrade.getByText(/^Instead of Raider I-class Corvette \(44\): \d+ ships$/).click()
  await upgrade
    .getByRole('group', { name: 'Instead of Raider I-class Corvette (44)' })
    .getByLabel('Imperial I-class Star Destroyer (110, large), 66 points: needs one more Resources and cards discarded below')
    .check()
  await upgrade.getByLabel(/Spend one more Resources/).check()
  for (const n of [1, 2, 3, 4]) await upgrade.getByLabel(`Discard TIE Fighter Squadron ${n} (8)`).check()
  await upgrade.getByLabel('Discard Comms Net (2, Fleet Support) on Gozanti-class Cruisers').check()
  const beforeUpgrade = await campaignVersion(tarkin, campaignId)
  await upgrade.getByRole('button', { name: 'Replace the ship' }).click()
  await expect(upgrade.getByRole('alert')).toContainText(
    'The new ship must cost more than the old one and at most 62 points more (it costs 66 more) (R-PIVOT-UPGRADE).',
  )
  expect(await campaignVersion(tarkin, campaignId)).toBe(beforeUpgrade)
  await upgrade.getByLabel('Discard Assault Concussion Missiles (7, Ordnance) on Raider I-class Corvette').check()
  await upgrade.getByRole('button', { name: 'Replace the ship' }).click()
  await expect(tarkin.getByRole('form', { name: 'Upgrade a ship' })).toHaveCount(0)
  await tarkin.goto(`/campaigns/${campaignId}/fleets/empire-1/roster`)
  const roster = tarkin.getByRole('article', { name: "Roster: Tarkin's fleet" })
  await expect(roster).toContainText('Imperial I-class Star Destroyer (110)')
  await expect(roster).toContainText('Gunnery Team')
  await expect(roster).not.toContainText('TIE Fighter Squadron')

  await openPivotal(thrawn, campaignId)
  // The Empire replaced its ship already: being ready gives up nothing it could still do, and asks nothing.
  await thrawn.getByRole('button', { name: 'The Empire are ready' }).click()
  await expect(thrawn.getByRole('button', { name: 'The Empire are ready' })).toHaveCount(0)
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await openPivotal(leia, campaignId)
  // The Rebels could replace no ship now: being ready gives nothing up, and asks nothing.
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
  await expect(leia.getByText('The Empire win the pivotal battle; its campaign points follow their claim.')).toBeVisible()
  // R-PIVOT-AFTER: the Empire's Grand Admiral gives conquered Hoth its objective (Hoth's victory bonus is 0:
  // 2 + 0, and 0 once more for the climactic battle); with it nothing is left and the campaign ends by itself.
  await openPivotal(thrawn, campaignId)
  const claim = thrawn.getByRole('form', { name: 'Claim of the pivotal win' })
  await claim.getByLabel(/^Base Defense objective of the conquered base/).selectOption({ label: 'Fighter Wing: 2 CP (2 + 0 victory bonus)' })
  // The option says what it scores: claiming it applies it at once, with no second question.
  await claim.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(thrawn.getByText('The Empire win the pivotal battle: +2 CP.')).toBeVisible()
  await expect(thrawn.getByText(/The campaign is over/)).toBeVisible()

  // R-END: the Rebels win 6 to 3; the summary prints.
  await organizer.goto(`/campaigns/${campaignId}/summary`)
  await expect(organizer.getByRole('status').filter({ hasText: 'win the campaign' })).toHaveText('The Rebels win the campaign by 3 CP.')
  await expect(organizer.getByRole('table', { name: 'Battles won and lost' })).toBeVisible()
  await organizer.emulateMedia({ media: 'print' })
  await expect(organizer.getByRole('button', { name: 'Print the summary' })).toBeHidden()
  const pdf = await organizer.pdf({ preferCSSPageSize: true, printBackground: true })
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThanOrEqual(1)
})

test('[PIVOTAL] the winners of a Demonstration of Force take the rewards of the systems they claimed; a veteran squadron is promoted', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(120_000)
  const campaign = await actIEndsWithTheRebelsAhead(organizer, 'Demonstration Rim')
  const { campaignId } = campaign
  // The Empire assault zone II and win 300–200, claiming Atollon and Raxus Prime (both unoccupied).
  for (const command of [
    { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 2, climactic: false },
    { type: 'finish-pivotal-prep', team: 'empire' },
    { type: 'finish-pivotal-prep', team: 'rebels' },
    {
      type: 'enter-pivotal-result',
      result: {
        assaulters: { score: 300, tabled: false },
        defenders: { score: 200, tabled: false },
        fleets: { 'empire-1': { destroyed: [], retreated: [], eligibleVeterans: ['empire-1-q1'] } },
      },
    },
    { type: 'claim-pivotal-effects', team: 'empire', claimedSystems: ['atollon', 'raxus-prime'] },
  ]) {
    await sendCommand(organizer, campaignId, command)
  }

  // R-PIVOT-AFTER: Tarkin picks Atollon's Turbolasers (10 points, the winner value).
  const { page: tarkin } = await openAs(browser, campaign.links.Tarkin!)
  await openPivotal(tarkin, campaignId)
  await expect(tarkin.getByRole('heading', { name: "Tarkin's fleet: reward of the pivotal objective" })).toBeVisible()
  await expect(tarkin.getByRole('link', { name: 'Raxus Prime: Experimental Retrofit, 8 points' })).toBeVisible()
  await tarkin.getByRole('link', { name: 'Atollon: Turbolasers, 10 points' }).click()
  const reward = tarkin.getByRole('form', { name: "Pivotal reward of Tarkin's fleet" })
  // H9 (8) + XI7 (6) = 14 > 10: refused, nothing changes.
  const before = await campaignVersion(tarkin, campaignId)
  await reward.getByLabel('Card 1').selectOption({ label: 'H9 Turbolasers (8)' })
  await reward.getByLabel('Card 2').selectOption({ label: 'XI7 Turbolasers (6)' })
  await reward.getByRole('button', { name: 'Take the reward' }).click()
  await expect(reward.getByRole('alert')).toContainText('These cards cost 14 points; the reward and the Fleet Reserve give 10 (R-REWARD).')
  expect(await campaignVersion(tarkin, campaignId)).toBe(before)
  await reward.getByLabel('Card 2').selectOption({ label: 'None' })
  await reward.getByRole('button', { name: 'Take the reward' }).click()
  await expect(tarkin.getByRole('form', { name: "Pivotal reward of Tarkin's fleet" })).toHaveCount(0)

  // R-VET-3 after the pivotal battle too: Tarkin's eligible TIE Fighter becomes Black Squadron instead.
  await openPivotal(tarkin, campaignId)
  const veterans = tarkin.getByRole('form', { name: 'Pivotal veterans' })
  await veterans
    .getByLabel('Instead, replace TIE Fighter Squadron 1 by')
    .selectOption({ label: 'Black Squadron (9 points, hull 3, speed 4, no defense tokens)' })
  await veterans.getByRole('button', { name: 'Make veteran' }).click()
  await expect(tarkin.getByRole('form', { name: 'Pivotal veterans' })).toHaveCount(0)
  await tarkin.goto(`/campaigns/${campaignId}/fleets/empire-1/roster`)
  await expect(tarkin.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText('Black Squadron')

  // The card waits for the refit that follows the battle; the Rebels, who lost, are offered nothing.
  await tarkin.goto(`/campaigns/${campaignId}/management`)
  await expect(tarkin.getByText('One card bought waits to be placed in the fleet.')).toBeVisible()
  await tarkin.getByRole('link', { name: "Open the refit of Tarkin's fleet" }).click()
  await expect(tarkin.getByRole('form', { name: 'Place H9 Turbolasers' })).toBeVisible()
  const { page: leia } = await openAs(browser, campaign.links.Leia!)
  await openPivotal(leia, campaignId)
  await expect(leia.getByText('The Empire win the pivotal battle')).toBeVisible()
  await expect(leia.getByText(/reward of the pivotal objective/)).toHaveCount(0)
})

test('[PIVOTAL] a climactic Demonstration of Force takes two systems after the result and scores its bonuses; the final standings follow', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(150_000)
  const campaign = await actIEndsWithTheRebelsAhead(organizer, 'Climax Rim')
  const { campaignId } = campaign
  // Act I ends Rebels 6, Empire 1: gap 5, the Empire may declare the battle climactic (R-CLIMAX). It assaults zone
  // IV and wins 460–300; the result says nothing of the systems (R-PIVOT-AFTER **Decision**).
  for (const command of [
    { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 4, climactic: true },
    { type: 'finish-pivotal-prep', team: 'empire' },
    { type: 'finish-pivotal-prep', team: 'rebels' },
    { type: 'enter-pivotal-result', result: { assaulters: { score: 460, tabled: false }, defenders: { score: 300, tabled: false }, fleets: {} } },
  ]) {
    await sendCommand(organizer, campaignId, command)
  }

  // Thrawn, the Empire's Grand Admiral, is asked from his home, and the claim waits for him.
  const { page: thrawn } = await openAs(browser, campaign.links.Thrawn!, { phone: true })
  await thrawn.goto(`/campaigns/${campaignId}`)
  await thrawn
    .getByRole('region', { name: 'Your move' })
    .getByRole('link', { name: /^Claim what the pivotal win leaves your team to choose/ })
    .click()
  await expect(thrawn.getByRole('heading', { name: /Pivotal battle, end of act I/ })).toBeVisible()
  await expect(thrawn.getByText('The Empire win the pivotal battle; its campaign points follow their claim.')).toBeVisible()
  const claim = thrawn.getByRole('form', { name: 'Claim of the pivotal win' })
  const systems = claim.getByLabel(/^Systems taken/)
  // Zone IV: Geonosis, Nar Shaddaa, Ring of Kafrene, Smugglers Run, Utapau (victory bonus 1, unoccupied), Tatooine
  // (0, unoccupied) and Sullust (2, a Rebel presence since turn 1) may be taken; Ryloth, a Rebel base, may not.
  await expect(systems.locator('option', { hasText: 'Ryloth' })).toHaveCount(0)
  // Claiming nothing chosen is refused and changes nothing.
  const before = await campaignVersion(thrawn, campaignId)
  await claim.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(claim.getByRole('alert')).toContainText('Choose what to claim, even “no system” (R-PIVOT-AFTER).')
  expect(await campaignVersion(thrawn, campaignId)).toBe(before)
  // Geonosis (1) and Sullust (2): 2 CP + 1 + 2 = 5, and the higher bonus, Sullust's 2, once more (R-CLIMAX): 7 CP.
  await systems.selectOption({ label: 'Geonosis and Sullust: 7 CP (2 + 3 victory bonus + 2 climactic bonus)' })
  await claim.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(thrawn.getByText('The Empire win the pivotal battle: +7 CP, 2 of them for the climactic battle.')).toBeVisible()
  // Nothing else is owed after a climactic battle: the campaign ends by itself (R-END).
  await expect(thrawn.getByText(/The campaign is over/)).toBeVisible()

  // R-END: Empire 1 + 7 = 8, Rebels 6: the Empire wins by 2.
  await organizer.goto(`/campaigns/${campaignId}/summary`)
  await expect(organizer.getByRole('status').filter({ hasText: 'win the campaign' })).toHaveText('The Empire win the campaign by 2 CP.')
})
