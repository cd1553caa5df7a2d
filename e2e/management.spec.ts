// The management phase of a turn as six players live it, each in their own browser, ending in the next
// turn's strategy phase (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD, R-XP-SPEND, R-REFIT, R-ACT-END). Each fleet
// refits in its refit editor: the whole fleet edited, checked as it changes, and sent at once.
import { expect, test, type Page } from '@playwright/test'
import type { CampaignCommand } from '../lib/campaign/commands'
import { Devices } from './support/away'
import { campaignVersion, openAs } from './support/campaign'
import { baseCommands, fleetCommands, firstTurnCommands } from './support/fleets'
import { restoreStage } from './support/restore'

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

/**
 * The players' devices: only the one in a player's hand (and any named with it) follows each change as it comes;
 * six open pages would each be rendered again for every step.
 */
let devices = new Devices()

async function openManagement(page: Page, campaignId: string, alsoShown: Page[] = []) {
  await devices.inHand(page, alsoShown)
  await page.goto(`/campaigns/${campaignId}/management`)
}

/** Submits a form that goes away once its duty is done (the page then shows what is still owed). */
async function submit(page: Page, formName: string, button: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByRole('button', { name: button }).click()
  await expect(page.getByRole('form', { name: formName })).toHaveCount(0)
}

/** The same for a step that asks first when it gives something up: `yes` answers the question if asked. */
async function submitConfirmed(page: Page, formName: string, button: string, yes: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByRole('button', { name: button }).click()
  const answer = form.getByRole('button', { name: yes })
  await expect.poll(async () => (await answer.isVisible()) || (await form.count()) === 0).toBe(true)
  if (await answer.isVisible()) await answer.click()
  await expect(page.getByRole('form', { name: formName })).toHaveCount(0)
}

test('[MANAGEMENT] six players run a management phase into the next turn; an over-limit refit cannot finish', async ({ page: organizer, browser }) => {
  test.setTimeout(300_000)
  // Restored from a campaign file (support/restore.ts): bases, fleets (Ackbar flies 62 points of squadrons:
  // 4 X-wings (52) and a Y-wing (10); 178 points in all), and turn 1's strategy and battle phases entered by
  // the organizer: the Rebels win at Lothal and Sullust, the Empire at Mon Cala.
  const ackbarsFleet: CampaignCommand = {
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
  }
  const campaign = await restoreStage(organizer, 'Management Rim', [
    ...baseCommands(),
    ...fleetCommands(),
    ackbarsFleet,
    { type: 'start-campaign' },
    ...firstTurnCommands(),
  ])
  const { campaignId } = campaign

  // The organizer looks again only at the end.
  await organizer.goto('about:blank')
  const p: Record<string, Page> = {}
  devices = new Devices()
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia', 'Ackbar', 'Mon Mothma']) {
    p[name] = await devices.add((await openAs(browser, campaign.links[name]!, { phone: name === 'Ackbar', awayable: true })).page)
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

  // Step 3: rewards. Each of Ackbar's choices lists only the cards its own points buy, and no unique: Lothal was
  // no green-card battle and the Rebels hold no Destiny token (R-REWARD 3-5), so no Destiny box either.
  await openManagement(p.Ackbar!, campaignId)
  const choices = p.Ackbar!.getByRole('region', { name: "Ackbar's fleet: reward" }).getByRole('link')
  const choiceNames = await choices.allTextContents()
  expect(choiceNames.length).toBeGreaterThan(1)
  for (const choice of choiceNames) {
    await openManagement(p.Ackbar!, campaignId)
    await choices.getByText(choice, { exact: true }).click()
    const form = p.Ackbar!.getByRole('form', { name: "Reward of Ackbar's fleet" })
    await expect(form.getByRole('button', { name: 'Take the reward' })).toBeVisible()
    const points = Number(/(\d+) points$/.exec(choice)![1])
    const card = form.getByRole('combobox', { name: 'Card 1' })
    const offered = (await card.count()) === 0 ? [] : (await card.locator('option').allTextContents()).slice(1)
    for (const option of offered) {
      expect(Number(/\((\d+)\)/.exec(option)![1]), `${choice}: ${option}`).toBeLessThanOrEqual(points)
      expect(option).not.toContain('unique')
    }
    await expect(form.getByLabel('Spend a Destiny token to buy unique cards')).toHaveCount(0)
  }
  // Ackbar buys two squadrons with Lothal's 24 points; the others bank theirs.
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
    await p[name]!.getByRole('region', { name: `${name}'s fleet: reward` })
      .getByRole('link')
      .first()
      .click()
    await submit(p[name]!, `Reward of ${name}'s fleet`, 'Take the reward')
  }
  // Both fourth fleets rested: the step waits for each Grand Admiral to take a base's winner reward (R-FOURTH).
  await openManagement(p.Leia!, campaignId)
  await expect(p.Leia!.getByText('Step 3: rewards')).toBeVisible()
  const resting = p.Leia!.getByRole('region', { name: "the Rebels' fourth fleet in reserve: the winner reward of one of your bases" })
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
    .Thrawn!.getByRole('region', { name: "the Empire's fourth fleet in reserve: the winner reward of one of your bases" })
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

  // Step 5: refit, in each fleet's refit editor. Ackbar (on a phone) places his two new squadrons: 85 points of
  // squadrons, over the act I limit of 84 (R-REFIT 6), so the refit cannot finish yet.
  const ackbar = p.Ackbar!
  await openManagement(ackbar, campaignId)
  await expect(ackbar.getByText('Step 5: refit')).toBeVisible()
  await ackbar.getByRole('link', { name: "Open the refit of Ackbar's fleet" }).click()
  await expect(ackbar.getByRole('heading', { name: "Refit of Ackbar's fleet" })).toBeVisible()
  const changes = ackbar.getByRole('list', { name: 'Your changes' })
  // The check of his first change is slow, as on a busy network: until it answers, the editor's controls still
  // show the fleet before it, so they wait (a Place sent from them would name the wrong pending card).
  let answerFirst = () => {}
  const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve))
  await ackbar.route('**/refit-preview', async (route) => {
    if ((route.request().postDataJSON() as { changes: unknown[] }).changes.length === 1) await firstHeld
    await route.continue()
  })
  const placeOf = (squadron: string) => ackbar.getByRole('form', { name: `Place ${squadron}` }).first()
  await expect(placeOf('X-wing Squadron')).toContainText("X-wing Squadron: Joins the fleet's squadrons")
  await placeOf('X-wing Squadron').getByRole('button', { name: 'Place X-wing Squadron' }).click()
  await expect(changes.getByRole('listitem')).toHaveCount(1)
  await expect(ackbar.getByText('Checking the fleet…')).toBeVisible()
  await expect(placeOf('Y-wing Squadron').getByRole('button', { name: 'Place Y-wing Squadron' })).toBeDisabled()
  answerFirst()
  await ackbar.unrouteAll({ behavior: 'wait' })
  // A squadron has one place only, among the squadrons: nothing to choose.
  await expect(placeOf('Y-wing Squadron')).toContainText("Y-wing Squadron: Joins the fleet's squadrons")
  await placeOf('Y-wing Squadron').getByRole('button', { name: 'Place Y-wing Squadron' }).click()
  await expect(changes.getByRole('listitem')).toHaveCount(2)
  const toFinish = ackbar.getByRole('list', { name: 'To finish the refit' })
  await expect(toFinish).toContainText('Squadrons are worth 85 points, over the limit of 84 (R-REFIT 6).')
  await expect(toFinish).not.toContainText('(R-REFIT 4)')
  await expect(ackbar.getByRole('button', { name: 'Save and finish the refit' })).toHaveCount(0)
  // A Repair Yards token would remove one squadron (R-TOKEN-REPAIR): the Rebels hold none, so no squadron offers it.
  await expect(ackbar.getByRole('button', { name: /with a Repair Yards token/ })).toHaveCount(0)
  // He removes his squadrons with a base (R-REFIT 3): 52 + 10 + 13 + 10 = 85, half rounded up 43 to buy back.
  const strip = ackbar.getByRole('form', { name: 'Remove an upgrade type or the squadrons' })
  await strip.getByLabel('Type to remove').selectOption({ label: 'Squadrons: 85 points, 43 to buy back' })
  await strip.getByRole('button', { name: 'Remove this type' }).click()
  await expect(changes.getByRole('listitem')).toHaveCount(3)
  await expect(ackbar.getByRole('region', { name: 'What this refit allows' })).toContainText('Squadrons: 43 points')
  // His unsaved changes survive a reload and a teammate's saved change (the page refreshes by itself).
  await ackbar.reload()
  await expect(ackbar.getByRole('status').filter({ hasText: 'Your 3 unsaved changes were restored.' })).toBeVisible()
  await openManagement(p.Tarkin!, campaignId, [ackbar])
  await submitConfirmed(p.Tarkin!, "Finish the refit of Tarkin's fleet", "Finish the refit of Tarkin's fleet", 'Yes, finish the refit')
  // Ackbar's editor has followed Tarkin's refit, and still holds his changes.
  const saved = await campaignVersion(ackbar, campaignId)
  await expect.poll(async () => Number(await ackbar.locator('[data-live-version]').getAttribute('data-live-version'))).toBeGreaterThanOrEqual(saved)
  await expect(changes.getByRole('listitem')).toHaveCount(3)
  const buyBack = ackbar.getByRole('form', { name: 'Buy back squadrons' })
  await buyBack.getByLabel('Squadrons: up to 43 points').selectOption({ label: 'X-wing Squadron (13)' })
  await buyBack.getByRole('button', { name: 'Buy back squadrons' }).click()
  await ackbar.getByRole('form', { name: 'Place X-wing Squadron' }).getByRole('button', { name: 'Place X-wing Squadron' }).click()
  await expect(changes.getByRole('listitem')).toHaveCount(5)
  await expect(ackbar.getByText('The fleet is legal for the act: its refit may finish.')).toBeVisible()
  // Saving and finishing asks first, listing the changes and what finishing gives up (30 points of credit).
  const finishForm = ackbar.getByRole('form', { name: 'Save and finish the refit' })
  await finishForm.getByRole('button', { name: 'Save and finish the refit' }).click()
  await expect(finishForm.getByRole('group')).toContainText("Saving applies these changes to Ackbar's fleet: Add X-wing Squadron to the fleet's squadrons")
  await expect(finishForm.getByRole('group')).toContainText('the 30 points left to buy back squadrons are lost')
  await finishForm.getByRole('button', { name: 'Yes, save and finish' }).click()
  await expect(ackbar.getByRole('status').filter({ hasText: 'Refit finished.' })).toBeVisible()
  await ackbar.goto(`/campaigns/${campaignId}/fleets/rebels-2`)
  await expect(ackbar.getByRole('main')).toContainText('X-wing Squadron')
  for (const name of ['Piett', 'Thrawn', 'Leia']) {
    await openManagement(p[name]!, campaignId)
    await submitConfirmed(p[name]!, `Finish the refit of ${name}'s fleet`, `Finish the refit of ${name}'s fleet`, 'Yes, finish the refit')
  }
  // Mon Mothma disbands her fleet (R-REFIT 8): it keeps its commander and must be rebuilt as a starting fleet.
  const mothma = p['Mon Mothma']!
  await devices.inHand(mothma)
  await mothma.goto(`/campaigns/${campaignId}/fleets/rebels-3/refit`)
  await expect(mothma.getByText('No unique card would be lost.')).toBeVisible()
  await mothma.getByRole('button', { name: 'Disband this fleet' }).click()
  // An empty fleet cannot finish: only saving is offered, and the rules say why.
  await expect(mothma.getByRole('list', { name: 'To finish the refit' })).toContainText(
    'The fleet needs at least one ship that is not a flotilla (R-FLEET-START 2).',
  )
  await expect(mothma.getByRole('button', { name: 'Save and finish the refit' })).toHaveCount(0)
  // Disbanding cannot be taken back: saving asks first, saying what it changes.
  const save = mothma.getByRole('form', { name: 'Save changes' })
  await save.getByRole('button', { name: 'Save changes' }).click()
  await expect(save.getByRole('group')).toContainText("Saving applies these changes to Mon Mothma's fleet: Disband the fleet. No unique card would be lost.")
  await save.getByRole('button', { name: 'Yes, save them' }).click()
  await expect(mothma.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible()
  await expect(mothma.getByRole('note')).toContainText('This fleet is disbanded: build a new starting fleet')
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
  const leia = p.Leia!
  await openManagement(leia, campaignId)
  await leia.getByRole('link', { name: "Open the refit of the Rebels' fourth fleet" }).click()
  const launchers = leia.getByRole('form', { name: 'Place Expanded Launchers' })
  // No ship of that fleet has an ordnance slot: owned, not equipped is its one place.
  await expect(launchers).toContainText('Expanded Launchers: Owned, not equipped')
  await launchers.getByRole('button', { name: 'Place Expanded Launchers' }).click()
  await expect(leia.getByText('The fleet is legal for the act: its refit may finish.')).toBeVisible()
  // Finishing gives nothing up and removes nothing: it asks nothing (one tap).
  await expect(leia.getByRole('form', { name: 'Save and finish the refit' })).toHaveCount(0)
  await leia.getByRole('button', { name: 'Save and finish the refit' }).click()
  await expect(leia.getByRole('status').filter({ hasText: 'Refit finished.' })).toBeVisible()
  await openManagement(p.Tarkin!, campaignId)
  await submitConfirmed(p.Tarkin!, "Finish the refit of the Empire's fourth fleet", "Finish the refit of the Empire's fourth fleet", 'Yes, finish the refit')

  // No team reached 5 CP in act I: the next turn starts (R-ACT-END).
  await organizer.goto(`/campaigns/${campaignId}/turn`)
  await expect(organizer.getByRole('status').first()).toContainText('Act I, turn 2: Strategy phase')
  await organizer.goto(`/campaigns/${campaignId}/map`)
  await expect(organizer.getByRole('table', { name: 'Campaign points' })).toContainText('Rebels2')
})
