// Results people can trust (R-RESULT, R-RESULT-CONFIRM, R-RESULT-WIN, R-XP, R-SCAR, R-VET-1, R-VET-2, R-EFFECT):
// the form offers only the marks the engine accepts and shows veterans and scars, the score fills from the
// ticks, a refusal names the element at its field and changes nothing, the confirming player reads what
// confirming applies, and a dispute with a reason and counter-figures is settled from the two versions.
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, openAs } from './support/campaign'
import { forceManagementSteps, sendCommand, startedCommands } from './support/fleets'
import { restoreStage } from './support/restore'

const outcome = (score: number, more: object = {}) => ({ score, destroyed: [], retreated: [], eligibleVeterans: [], ...more })

// Turn 1, entered by the organizer: Ackbar takes Lothal from Tarkin; Leia holds Mon Cala against Piett, her
// first X-wing eligible and made veteran; Thrawn holds Sullust against Mon Mothma.
const TURN_ONE = [
  { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
  { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
  { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
  { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
  { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
  { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
  { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'precision-strike' },
  { type: 'enter-result', battleId: 'a1-t1-b1', result: { assaulter: outcome(150), defender: outcome(50) } },
  { type: 'enter-result', battleId: 'a1-t1-b2', result: { assaulter: outcome(60), defender: outcome(120, { eligibleVeterans: ['rebels-1-q1'] }) } },
  { type: 'enter-result', battleId: 'a1-t1-b3', result: { assaulter: outcome(80), defender: outcome(100) } },
  { type: 'choose-veterans', battleId: 'a1-t1-b2', fleetId: 'rebels-1', uids: ['rebels-1-q1'] },
]

// Turn 2 (the Empire, on fewer CP, declares first): Tarkin assaults Leia's presence at Mon Cala; Ackbar
// assaults Bespin, Piett defends; Thrawn assaults Atollon, Mon Mothma defends.
const TURN_TWO = [
  { type: 'declare-assault', playerId: 'empire-1', systemId: 'mon-cala', fleetId: 'empire-1' },
  { type: 'name-defender', battleId: 'a1-t2-b1', playerId: 'rebels-1', fleetId: 'rebels-1' },
  { type: 'declare-assault', playerId: 'rebels-2', systemId: 'bespin', fleetId: 'rebels-2' },
  { type: 'name-defender', battleId: 'a1-t2-b2', playerId: 'empire-2', fleetId: 'empire-2' },
  { type: 'declare-assault', playerId: 'empire-3', systemId: 'atollon', fleetId: 'empire-3' },
  { type: 'name-defender', battleId: 'a1-t2-b3', playerId: 'rebels-3', fleetId: 'rebels-3' },
]

async function stateOf(page: Page, campaignId: string) {
  const response = await page.request.get(`/api/campaigns/${campaignId}`)
  return (await response.json()) as { state: { phase: string; teams: Record<string, { tokens: Record<string, number> }> } }
}

async function openBattle(page: Page, campaignId: string, battleId: string, system: string) {
  await page.goto(`/campaigns/${campaignId}/battles/${battleId}`)
  await expect(page.getByRole('heading', { name: `Battle at ${system}` })).toBeVisible()
}

async function chooseFirstObjective(page: Page) {
  const form = page.getByRole('form', { name: 'Choose the objective' })
  await form.getByRole('radio').first().check()
  await form.getByRole('button', { name: 'Play this objective' }).click()
  await expect(page.getByRole('form', { name: 'Enter the result' })).toBeVisible()
}

test('[RESULT] marks offered by the engine, a named refusal, the score from the ticks, what confirming applies, a dispute settled from two versions', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(180_000)
  // Bases, fleets and the start, restored from a campaign file (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Result Rim', startedCommands())
  const { campaignId, links } = campaign
  for (const command of TURN_ONE) await sendCommand(organizer, campaignId, command)
  await forceManagementSteps(organizer, campaignId)
  for (const command of TURN_TWO) await sendCommand(organizer, campaignId, command)
  // Skilled Spacers gained in turn 1 are not spent here (R-STRAT-SPACERS): the battle phase begins.
  const { state } = await stateOf(organizer, campaignId)
  if (state.phase === 'strategy') {
    for (const team of ['empire', 'rebels']) {
      if ((state.teams[team]?.tokens['skilled-spacers'] ?? 0) > 0) await sendCommand(organizer, campaignId, { type: 'spend-spacers', team, fleetIds: [] })
    }
  }
  expect((await stateOf(organizer, campaignId)).state.phase).toBe('battle')

  const tarkin = (await openAs(browser, links.Tarkin!)).page
  const leia = (await openAs(browser, links.Leia!, { phone: true })).page
  await openBattle(tarkin, campaignId, 'a1-t2-b1', 'Mon Cala')
  await chooseFirstObjective(tarkin)

  // R-VET-1: Leia's first X-wing is veteran: the form says so and offers no "eligible veteran" for it.
  await openBattle(leia, campaignId, 'a1-t2-b1', 'Mon Cala')
  const entry = leia.getByRole('form', { name: 'Enter the result' })
  const xwing = entry.getByRole('row', { name: /^X-wing Squadron 1/ })
  await expect(xwing).toContainText('Veteran')
  await expect(xwing).toContainText('already veteran')
  await expect(entry.getByLabel('Eligible veteran: X-wing Squadron 1 (Leia)', { exact: true })).toHaveCount(0)
  await expect(entry.getByLabel('Eligible veteran: X-wing Squadron 2 (Leia)', { exact: true })).toHaveCount(1)
  // R-RETREAT: only ships retreat; a squadron has no such box.
  await expect(entry.getByLabel('Retreated: Y-wing Squadron 1 (Leia)', { exact: true })).toHaveCount(0)

  // R-RESULT: each score fills from the other side's elements ticked destroyed or retreated, and stays editable.
  await expect(entry.getByText(/Filled in as Tarkin’s elements are ticked destroyed or retreated/)).toBeVisible()
  await entry.getByLabel('Destroyed: Raider I-class Corvette (Tarkin)', { exact: true }).check()
  await expect(entry.getByLabel('Score of Leia')).toHaveValue('51')
  await entry.getByLabel('Destroyed: X-wing Squadron 2 (Leia)', { exact: true }).check()
  await expect(entry.getByLabel('Score of Tarkin')).toHaveValue('13')
  await entry.getByLabel('Score of Leia').fill('151')
  // A score typed by hand is kept when more is ticked.
  await entry.getByLabel('Destroyed: TIE Fighter Squadron 1 (Tarkin)', { exact: true }).check()
  await expect(entry.getByLabel('Score of Leia')).toHaveValue('151')
  await entry.getByLabel('Destroyed: TIE Fighter Squadron 1 (Tarkin)', { exact: true }).uncheck()

  // A destroyed element is not eligible (R-VET-1): refused, named at its row, nothing written, the form kept.
  const before = await campaignVersion(leia, campaignId)
  await entry.getByLabel('Destroyed: Y-wing Squadron 1 (Leia)', { exact: true }).check()
  await entry.getByLabel('Eligible veteran: Y-wing Squadron 1 (Leia)', { exact: true }).check()
  await entry.getByRole('button', { name: 'Enter the result' }).click()
  const refusal = "Y-wing Squadron (Leia's fleet) was destroyed: it cannot become veteran (R-VET-1)."
  await expect(entry.getByRole('alert')).toContainText(refusal)
  await expect(entry.getByRole('row', { name: /^Y-wing Squadron 1/ })).toContainText(refusal)
  expect(await campaignVersion(leia, campaignId)).toBe(before)
  await expect(entry.getByLabel('Score of Leia')).toHaveValue('151')
  await expect(entry.getByLabel('Destroyed: Raider I-class Corvette (Tarkin)', { exact: true })).toBeChecked()
  await leia.reload()
  await expect(leia.getByRole('form', { name: 'Enter the result' })).toBeVisible()
  await expect(leia.getByText('No result yet.')).toHaveCount(0)
  await expect(leia.getByRole('button', { name: 'Confirm the result' })).toHaveCount(0)

  // Entered right: Y-wing 1 eligible, not destroyed.
  const again = leia.getByRole('form', { name: 'Enter the result' })
  await again.getByLabel('Destroyed: Raider I-class Corvette (Tarkin)', { exact: true }).check()
  await again.getByLabel('Destroyed: X-wing Squadron 2 (Leia)', { exact: true }).check()
  await again.getByLabel('Score of Leia').fill('151')
  await again.getByLabel('Eligible veteran: Y-wing Squadron 1 (Leia)', { exact: true }).check()
  await again.getByRole('button', { name: 'Enter the result' }).click()
  await expect(leia.getByText('Waiting for the other player to confirm.')).toBeVisible()

  // Tarkin reads what confirming applies before confirming: winner, margin, XP, scars, veterans, the map.
  await openBattle(tarkin, campaignId, 'a1-t2-b1', 'Mon Cala')
  const preview = tarkin.getByRole('region', { name: 'What confirming applies' })
  await expect(preview).toContainText('Leia (Rebels) wins, by a margin of 138.')
  await expect(preview).toContainText('XP: Tarkin +2, Leia +2.')
  await expect(preview).toContainText("Tarkin's fleet: becomes scarred: Raider I-class Corvette; already scarred, stays scarred: none.")
  await expect(preview).toContainText("Leia's fleet: becomes scarred: X-wing Squadron 2; already scarred, stays scarred: none.")
  await expect(preview).toContainText("Leia's fleet: eligible for veteran: Y-wing Squadron 1; 1 of them becomes veteran, chosen after the result.")
  await expect(preview).toContainText("Tarkin's fleet: no element eligible for veteran.")
  await expect(preview).toContainText('On the map, at the management phase: the Rebels keep their presence at Mon Cala, +1 CP.')
  await tarkin.getByRole('button', { name: 'Confirm the result' }).click()
  await expect(tarkin.getByText("Leia's Rebels held Mon Cala against Tarkin, 151–13 (margin 138).")).toBeVisible()
  // What the preview said is what was applied.
  await expect(tarkin.getByText('XP: Tarkin +2, Leia +2.')).toBeVisible()
  await expect(tarkin.getByText('Scarred now (destroyed, not retreated): Raider I-class Corvette / X-wing Squadron 2.')).toBeVisible()

  // Bespin: Ackbar enters; Piett disputes with a reason and his own figures; the organizer settles from them.
  const ackbar = (await openAs(browser, links.Ackbar!)).page
  const piett = (await openAs(browser, links.Piett!, { phone: true })).page
  await openBattle(ackbar, campaignId, 'a1-t2-b2', 'Bespin')
  await chooseFirstObjective(ackbar)
  const ackbarEntry = ackbar.getByRole('form', { name: 'Enter the result' })
  await ackbarEntry.getByLabel('Score of Ackbar').fill('120')
  await ackbarEntry.getByLabel('Score of Piett').fill('100')
  await ackbarEntry.getByRole('button', { name: 'Enter the result' }).click()
  await expect(ackbar.getByText('Waiting for the other player to confirm.')).toBeVisible()

  await openBattle(piett, campaignId, 'a1-t2-b2', 'Bespin')
  await expect(piett.getByRole('region', { name: 'What confirming applies' })).toContainText('Ackbar (Rebels) wins, by a margin of 20.')
  await piett.getByText('Disagree? Dispute the result').click()
  const dispute = piett.getByRole('form', { name: 'Dispute the result' })
  await dispute.getByLabel('Score of Piett').fill('140')
  // No reason: refused with its message, nothing changes.
  const beforeDispute = await campaignVersion(piett, campaignId)
  await dispute.getByRole('button', { name: 'Dispute the result' }).click()
  await expect(dispute.getByRole('alert')).toContainText('Say why you dispute the result (1 to 300 characters).')
  expect(await campaignVersion(piett, campaignId)).toBe(beforeDispute)
  await dispute.getByLabel('Why you dispute it (required, up to 300 characters)').fill('My objective tokens were not counted')
  await expect(dispute.getByLabel('Score of Piett')).toHaveValue('140')
  await dispute.getByRole('button', { name: 'Dispute the result' }).click()
  await expect(piett.getByText('Disputed by Piett: the organizer settles it.')).toBeVisible()

  await openBattle(organizer, campaignId, 'a1-t2-b2', 'Bespin')
  await expect(organizer.getByText('Piett’s reason: “My objective tokens were not counted”')).toBeVisible()
  const versions = organizer.getByRole('table', { name: 'The two versions, side by side' })
  await expect(versions.getByRole('row', { name: /^Score: Piett/ })).toContainText('100')
  await expect(versions.getByRole('row', { name: /^Score: Piett/ })).toContainText('140')
  await expect(organizer.getByRole('region', { name: 'If settled by Ackbar’s figures' })).toContainText('Ackbar (Rebels) wins, by a margin of 20')
  await expect(organizer.getByRole('region', { name: 'If settled by Piett’s figures' })).toContainText('Piett (Empire) wins, by a margin of 20')
  await organizer.getByText('Settle from Piett’s figures').click()
  const settle = organizer.getByRole('form', { name: 'Settle from Piett’s figures' })
  await expect(settle.getByLabel('Score of Piett')).toHaveValue('140')
  await settle.getByRole('button', { name: 'Settle with these values' }).click()
  await expect(organizer.getByText("Piett's Empire held Bespin against Ackbar, 140–120 (margin 20).")).toBeVisible()

  // The history says why it was disputed.
  await organizer.goto(`/campaigns/${campaignId}/history`)
  await expect(organizer.getByText(/Disputed the result of .*Bespin.* \(120–140 by their figures\): “My objective tokens were not counted”/)).toBeVisible()
})
