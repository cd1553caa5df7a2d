// The management phase of a turn as six players live it, each in their own browser, ending in the next
// turn's strategy phase (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD, R-XP-SPEND, R-REFIT, R-ACT-END).
import { expect, test, type Page } from '@playwright/test'
import { createCampaignThroughUi, openAs } from './support/campaign'
import { enterAllFleets, placeAndGuardBases, playFirstTurnAsOrganizer, sendCommand } from './support/fleets'

/** Mon Mothma's new starting fleet after disbanding (193 points), as a fleet builder exports it. */
const REBUILT_EXPORT = `Name: Second relief group
Faction: Rebel
Commander:

Assault: Precision Strike
Defense: Contested Outpost
Navigation: Minefields

Assault Frigate Mark II B (72)
• Electronic Countermeasures (7)
= 79 Points

CR90 Corvette A (44)
• Leading Shots (4)
= 48 Points

GR-75 Medium Transports (18)
• Comms Net (2)
= 20 Points

Squadrons:
• 2 x X-wing Squadron (26)
• 2 x Y-wing Squadron (20)
= 46 Points

Total Points: 193`

async function openManagement(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}/management`)
}

/** Submits a form that goes away once its duty is done (the page then shows what is still owed). */
async function submit(page: Page, formName: string, button: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByRole('button', { name: button }).click()
  await expect(page.getByRole('form', { name: formName })).toHaveCount(0)
}

/** The same for a step that asks first: the first button opens the question, `yes` answers it. */
async function submitConfirmed(page: Page, formName: string, button: string, yes: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByRole('button', { name: button }).click()
  await form.getByRole('button', { name: yes }).click()
  await expect(page.getByRole('form', { name: formName })).toHaveCount(0)
}

test('[MANAGEMENT] six players run a management phase into the next turn; an over-limit refit is refused', async ({ page: organizer, browser }) => {
  test.setTimeout(180_000)
  const campaign = await createCampaignThroughUi(organizer, 'Management Rim')
  const { campaignId } = campaign
  await organizer.getByRole('link', { name: 'Open the campaign' }).click()
  await placeAndGuardBases(organizer, campaignId)
  await enterAllFleets(organizer, campaignId)
  // Ackbar flies 62 points of squadrons: 4 X-wings (52) and a Y-wing (10); 178 points in all.
  await sendCommand(organizer, campaignId, {
    type: 'set-fleet',
    fleetId: 'rebels-2',
    draft: {
      name: 'Wing leaders',
      ships: [
        { cardId: 'assault-frigate-mark-ii-b', flagship: true, upgrades: [] },
        { cardId: 'cr90-corvette-a', flagship: false, upgrades: [] },
      ],
      squadrons: [
        { cardId: 'squadron-x-wing-squadron', count: 4 },
        { cardId: 'squadron-y-wing-squadron', count: 1 },
      ],
      objectives: { assault: 'opening-salvo', defense: 'hyperspace-assault', navigation: 'superior-positions' },
    },
  })
  await sendCommand(organizer, campaignId, { type: 'start-campaign' })
  // Strategy and battle phases, entered by the organizer: the Rebels win at Lothal and Sullust, the Empire at Mon Cala.
  await playFirstTurnAsOrganizer(organizer, campaignId)

  const p: Record<string, Page> = {}
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia', 'Ackbar', 'Mon Mothma']) {
    p[name] = (await openAs(browser, campaign.links[name]!, { phone: name === 'Ackbar' })).page
  }

  // Step 1: the battle effects are on the map. No team holds the 2 Resources a base costs: nobody has anything
  // to decide, and the step finished by itself (R-BASE-BUILD).
  await openManagement(p.Leia!, campaignId)
  await expect(p.Leia!.getByText('The Rebels placed a presence at Lothal: +1 CP.')).toBeVisible()
  await expect(p.Leia!.getByText('The Empire placed a presence at Mon Cala: +1 CP.')).toBeVisible()
  await expect(p.Leia!.getByText('Step 2: strategic effect tokens')).toBeVisible()
  await expect(p.Leia!.getByRole('form', { name: 'Rebels finish bases' })).toHaveCount(0)

  // Step 2: both teams choose a token where a system offers two.
  for (const [gm, team] of [
    ['Leia', 'Rebels'],
    ['Thrawn', 'Empire'],
  ] as const) {
    await openManagement(p[gm]!, campaignId)
    await expect(p[gm]!.getByText('Step 2: strategic effect tokens')).toBeVisible()
    await submit(p[gm]!, `${team} tokens`, 'Take the tokens')
  }

  // Step 3: rewards. Ackbar buys two squadrons with Lothal's 24 points; the others bank theirs.
  await openManagement(p.Ackbar!, campaignId)
  await p.Ackbar!.getByRole('link', { name: 'Lothal: Squadrons, 24 points' }).click()
  const reward = p.Ackbar!.getByRole('form', { name: "Reward of Ackbar's fleet" })
  await reward.getByLabel('Card 1').selectOption({ label: 'X-wing Squadron (13)' })
  await reward.getByLabel('Card 2').selectOption({ label: 'Y-wing Squadron (10)' })
  await reward.getByRole('button', { name: 'Take the reward' }).click()
  await expect(reward).toHaveCount(0)
  // Leia lost at Mon Cala: its title reward offers only titles for ships her fleet has, so not Task Force Antilles,
  // a Hammerhead title (R-REFIT 5); the engine would refuse it (management-commands.test.ts).
  await openManagement(p.Leia!, campaignId)
  await p.Leia!.getByRole('link', { name: 'Mon Cala: Title, 5 points' }).click()
  const title = p.Leia!.getByRole('form', { name: "Reward of Leia's fleet" })
  const titles = await title.getByLabel('Card 1').locator('option').allTextContents()
  expect(titles).not.toContain('Task Force Antilles (3)')
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia', 'Mon Mothma']) {
    await openManagement(p[name]!, campaignId)
    await p[name]!.getByRole('region', { name: `${name}'s fleet: reward (R-REWARD)` })
      .getByRole('link')
      .first()
      .click()
    await submit(p[name]!, `Reward of ${name}'s fleet`, 'Take the reward')
  }
  // Both fourth fleets rested: the step waits for each Grand Admiral to take a base's winner reward (R-FOURTH).
  await openManagement(p.Leia!, campaignId)
  await expect(p.Leia!.getByText('Step 3: rewards')).toBeVisible()
  const resting = p.Leia!.getByRole('region', { name: "the Rebels' fourth fleet in reserve: the winner reward of one of your bases (R-FOURTH)" })
  await resting.getByRole('link', { name: 'Yavin: Ordnance, 14 points' }).click()
  const fourthReward = p.Leia!.getByRole('form', { name: "Reward of the Rebels' fourth fleet" })
  // 13 + 3 = 16 is over Yavin's 14: refused, nothing taken.
  await fourthReward.getByLabel('Card 1').selectOption({ label: 'Expanded Launchers (13)' })
  await fourthReward.getByLabel('Card 2').selectOption({ label: 'External Racks (3)' })
  await fourthReward.getByRole('button', { name: 'Take the reward' }).click()
  await expect(p.Leia!.getByRole('main').getByRole('alert')).toContainText('These cards cost 16 points; the reward and the Fleet Reserve give 14 (R-REWARD).')
  await openManagement(p.Leia!, campaignId)
  await expect(p.Leia!.getByText('Step 3: rewards')).toBeVisible()
  await resting.getByRole('link', { name: 'Yavin: Ordnance, 14 points' }).click()
  await fourthReward.getByLabel('Card 1').selectOption({ label: 'Expanded Launchers (13)' })
  await submit(p.Leia!, "Reward of the Rebels' fourth fleet", 'Take the reward')
  await openManagement(p.Thrawn!, campaignId)
  await p
    .Thrawn!.getByRole('region', { name: "the Empire's fourth fleet in reserve: the winner reward of one of your bases (R-FOURTH)" })
    .getByRole('link')
    .first()
    .click()
  await submit(p.Thrawn!, "Reward of the Empire's fourth fleet", 'Take the reward')

  // Step 4 (R-XP-SPEND): only commanders who could buy an ability are asked. Piett and Mon Mothma won with a
  // margin under 100 (1 XP, R-XP): no ability costs so little; the fourth fleets rested with 0 XP. Their step
  // finished by itself. The losers (2 XP) and Ackbar (3 XP, the weaker fleet) could buy, and say they are done.
  for (const name of ['Piett', 'Mon Mothma']) {
    await openManagement(p[name]!, campaignId)
    await expect(p[name]!.getByText('Step 4: spend XP')).toBeVisible()
    await expect(p[name]!.getByRole('form', { name: `Finish XP for ${name}'s fleet` })).toHaveCount(0)
  }
  await openManagement(p.Leia!, campaignId)
  await expect(p.Leia!.getByRole('form', { name: "Buy an ability for Leia's fleet" })).toBeVisible()
  await expect(p.Leia!.getByRole('form', { name: 'Finish XP for the Rebels fourth fleet' })).toHaveCount(0)
  for (const name of ['Tarkin', 'Thrawn', 'Leia', 'Ackbar']) {
    await openManagement(p[name]!, campaignId)
    await submit(p[name]!, `Finish XP for ${name}'s fleet`, 'Done spending XP')
  }

  // Step 5: refit. Ackbar's new squadrons put him over the act I squadron limit: refused, nothing changes.
  await openManagement(p.Ackbar!, campaignId)
  await expect(p.Ackbar!.getByText('Step 5: refit')).toBeVisible()
  await submit(p.Ackbar!, 'Add X-wing Squadron', 'Add X-wing Squadron')
  await openManagement(p.Ackbar!, campaignId)
  await submit(p.Ackbar!, 'Add Y-wing Squadron', 'Add Y-wing Squadron')
  await openManagement(p.Ackbar!, campaignId)
  const finishAckbar = p.Ackbar!.getByRole('form', { name: "Finish the refit of Ackbar's fleet" })
  await finishAckbar.getByRole('button', { name: "Finish the refit of Ackbar's fleet" }).click()
  await expect(finishAckbar.getByRole('group')).toContainText("Finishing closes the refit of Ackbar's fleet for this turn")
  await finishAckbar.getByRole('button', { name: 'Yes, finish the refit' }).click()
  await expect(p.Ackbar!.getByRole('main').getByRole('alert')).toContainText('Squadrons are worth 85 points, over the limit of 84 (R-REFIT 6).')
  // A Repair Yards token would remove one squadron (R-TOKEN-REPAIR): the Rebels hold none, refused.
  const oneCard = p.Ackbar!.getByRole('form', { name: "Remove one card from Ackbar's fleet" })
  await oneCard.getByLabel('Card to remove').selectOption({ label: 'X-wing Squadron: 7 to buy back' })
  await oneCard.getByRole('button', { name: 'Remove this card' }).click()
  await expect(oneCard.getByRole('group')).toContainText(
    'Removing X-wing Squadron spends 1 Repair Yards token; you may then buy back cards of its type worth 7 points.',
  )
  await oneCard.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(oneCard.getByRole('alert')).toContainText('Your team has 0 of the tokens this needs (1) (R-TOKEN-REPAIR).')
  // He removes his squadrons with a base (R-REFIT 3): 52 + 10 + 13 + 10 = 85, half rounded up 43 to buy back.
  const strip = p.Ackbar!.getByRole('form', { name: "Remove a type from Ackbar's fleet" })
  // Asked first, he cancels: nothing is removed.
  await strip.getByLabel('Type to remove').selectOption({ label: 'Squadrons: 85 points, 43 to buy back' })
  await strip.getByRole('button', { name: 'Remove this type' }).click()
  await expect(strip.getByRole('group')).toContainText(
    "Removing all its squadrons takes 85 points out of Ackbar's fleet; you may then buy back cards of that type worth 43 points (half, rounded up).",
  )
  await strip.getByRole('button', { name: 'Cancel' }).click()
  await expect(strip.getByRole('group')).toHaveCount(0)
  await openManagement(p.Ackbar!, campaignId)
  await expect(strip.getByLabel('Type to remove').locator('option', { hasText: 'Squadrons: 85 points' })).toHaveCount(1)
  await expect(p.Ackbar!.getByRole('form', { name: "Buy back squadrons for Ackbar's fleet" })).toHaveCount(0)
  // Confirmed, the removal is made.
  await strip.getByLabel('Type to remove').selectOption({ label: 'Squadrons: 85 points, 43 to buy back' })
  await strip.getByRole('button', { name: 'Remove this type' }).click()
  await strip.getByRole('button', { name: 'Yes, remove them' }).click()
  // Ackbar's fleet has no upgrade: nothing is left to remove, and the buy-back opens.
  await expect(strip).toHaveCount(0)
  const buyBack = p.Ackbar!.getByRole('form', { name: "Buy back squadrons for Ackbar's fleet" })
  await expect(buyBack).toContainText('Squadrons: up to 43 points')
  await buyBack.getByRole('combobox').selectOption({ label: 'X-wing Squadron (13)' })
  await buyBack.getByRole('button', { name: 'Buy back' }).click()
  await expect(buyBack.getByRole('status')).toContainText('Bought; add it below.')
  await openManagement(p.Ackbar!, campaignId)
  await submit(p.Ackbar!, 'Add X-wing Squadron', 'Add X-wing Squadron')
  await openManagement(p.Ackbar!, campaignId)
  await submitConfirmed(p.Ackbar!, "Finish the refit of Ackbar's fleet", "Finish the refit of Ackbar's fleet", 'Yes, finish the refit')
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia']) {
    await openManagement(p[name]!, campaignId)
    await submitConfirmed(p[name]!, `Finish the refit of ${name}'s fleet`, `Finish the refit of ${name}'s fleet`, 'Yes, finish the refit')
  }
  // Mon Mothma disbands her fleet (R-REFIT 8): it keeps its commander and must be rebuilt as a starting fleet.
  const mothma = p['Mon Mothma']!
  await openManagement(mothma, campaignId)
  const disband = mothma.getByRole('form', { name: "Disband Mon Mothma's fleet" })
  await disband.getByRole('button', { name: 'Disband this fleet' }).click()
  await expect(disband.getByRole('group')).toContainText(
    "Disbanding empties Mon Mothma's fleet: every ship, squadron, objective and condition goes, and no unique card is lost.",
  )
  await disband.getByRole('button', { name: 'Yes, disband it' }).click()
  await expect(mothma.getByRole('form', { name: "Disband Mon Mothma's fleet" })).toHaveCount(0)
  await openManagement(mothma, campaignId)
  await expect(mothma.getByRole('note')).toContainText('This fleet is disbanded: build a new starting fleet')
  // Finishing with nothing rebuilt is refused.
  await mothma.getByRole('form', { name: "Finish the refit of Mon Mothma's fleet" }).getByRole('button', { name: 'Finish the refit' }).click()
  await mothma.getByRole('form', { name: "Finish the refit of Mon Mothma's fleet" }).getByRole('button', { name: 'Yes, finish the refit' }).click()
  await expect(mothma.getByRole('form', { name: "Finish the refit of Mon Mothma's fleet" }).getByRole('alert')).toContainText(
    'The fleet needs at least one ship that is not a flotilla (R-FLEET-START 2).',
  )
  await mothma.getByRole('link', { name: 'its fleet page' }).click()
  await mothma.getByLabel('Fleet text').fill(REBUILT_EXPORT)
  await mothma.getByRole('button', { name: 'Import fleet' }).click()
  await expect(mothma.getByRole('status').filter({ hasText: 'Fleet imported and saved.' })).toBeVisible()
  await mothma.reload()
  await mothma.getByLabel('Flagship: Assault Frigate Mark II B').check()
  await mothma.getByRole('button', { name: 'Save fleet' }).click()
  await expect(mothma.getByRole('status').filter({ hasText: 'Fleet saved.' })).toBeVisible()
  await openManagement(mothma, campaignId)
  await submitConfirmed(mothma, "Finish the refit of Mon Mothma's fleet", "Finish the refit of Mon Mothma's fleet", 'Yes, finish the refit')
  // The Rebels fourth fleet keeps Expanded Launchers owned but unequipped (R-REFIT 7).
  await openManagement(p.Leia!, campaignId)
  const launchers = p.Leia!.getByRole('form', { name: 'Add Expanded Launchers' })
  await launchers.getByLabel('Where').selectOption({ label: 'Owned, not equipped' })
  await launchers.getByRole('button', { name: 'Add Expanded Launchers' }).click()
  await expect(p.Leia!.getByRole('form', { name: 'Add Expanded Launchers' })).toHaveCount(0)
  await openManagement(p.Leia!, campaignId)
  await submitConfirmed(p.Leia!, "Finish the refit of the Rebels' fourth fleet", "Finish the refit of the Rebels' fourth fleet", 'Yes, finish the refit')
  await openManagement(p.Tarkin!, campaignId)
  await submitConfirmed(p.Tarkin!, "Finish the refit of the Empire's fourth fleet", "Finish the refit of the Empire's fourth fleet", 'Yes, finish the refit')

  // No team reached 5 CP in act I: the next turn starts (R-ACT-END).
  await organizer.goto(`/campaigns/${campaignId}/turn`)
  await expect(organizer.getByRole('status').first()).toContainText('Act I, turn 2: Strategy phase')
  await organizer.goto(`/campaigns/${campaignId}/map`)
  await expect(organizer.getByRole('table', { name: 'Campaign points' })).toContainText('Rebels2')
})
