// A whole turn's strategy and battle phases as six players live it, each in their own browser
// (R-STRAT-INIT, R-STRAT-ORDER, R-STRAT-TARGET, R-STRAT-COND, R-OBJ-2, R-RESULT, R-RESULT-CONFIRM,
// R-RESULT-WIN, R-XP, R-SCAR, R-VET-2, R-VET-3, R-BRIEF).
import { expect, test, type Page } from '@playwright/test'
import { Devices } from './support/away'
import { campaignVersion, openAs, recordResponses } from './support/campaign'
import { baseCommands, fleetCommands, rebelFleet } from './support/fleets'
import { restoreStage } from './support/restore'

/**
 * The players' devices: only the one in a player's hand follows each change as it comes; six open pages would
 * each be rendered again for every step. The organizer's page is not one of them.
 */
let devices = new Devices()

async function openTurn(page: Page, campaignId: string) {
  await devices.inHand(page)
  await page.goto(`/campaigns/${campaignId}/turn`)
}

async function declare(page: Page, campaignId: string, player: string, system: string) {
  await openTurn(page, campaignId)
  const form = page.getByRole('form', { name: 'Declare an assault' })
  await form.getByLabel('Assaulting player').selectOption({ label: player })
  await form.getByLabel('Target system').selectOption({ label: system })
  await form.getByRole('button', { name: 'Declare the assault' }).click()
  await expect(page.getByText(`${player} (`).first()).toBeVisible()
}

async function defend(page: Page, campaignId: string, player: string) {
  await openTurn(page, campaignId)
  const form = page.getByRole('form', { name: 'Name the defender' })
  await form.getByLabel('Defending player').selectOption({ label: player })
  await form.getByRole('button', { name: 'Name the defender' }).click()
  await expect(page.getByText(`${player} (`).first()).toBeVisible()
}

async function openBattle(page: Page, campaignId: string, system: string) {
  await openTurn(page, campaignId)
  await page.getByRole('link', { name: system, exact: true }).click()
  await expect(page.getByRole('heading', { name: `Battle at ${system}` })).toBeVisible()
}

async function chooseFirstObjective(page: Page) {
  const form = page.getByRole('form', { name: 'Choose the objective' })
  await form.getByRole('radio').first().check()
  await form.getByRole('button', { name: 'Play this objective' }).click()
  await expect(page.getByRole('form', { name: 'Enter the result' })).toBeVisible()
}

async function fillResult(form: ReturnType<Page['getByRole']>, scores: [string, number, string, number], boxes: string[]) {
  await form.getByLabel(`Score of ${scores[0]}`).fill(String(scores[1]))
  await form.getByLabel(`Score of ${scores[2]}`).fill(String(scores[3]))
  for (const box of boxes) await form.getByLabel(box, { exact: true }).check()
}

test('[TURN] six players play the strategy and battle phases of a turn', async ({ page: organizer, browser }) => {
  test.setTimeout(300_000)
  // Leia flies a YT-1300 instead of a Y-wing: 79 + 48 + 20 + 26 + 10 + 13 = 196 points.
  const leiaFleet = {
    ...rebelFleet(0),
    squadrons: [
      { cardId: 'squadron-x-wing-squadron', count: 2 },
      { cardId: 'squadron-y-wing-squadron', count: 1 },
      { cardId: 'squadron-yt-1300', count: 1 },
    ],
  }
  // Bases placed and guarded, every fleet entered, the campaign started (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Turn Rim', [
    ...baseCommands(),
    ...fleetCommands(),
    { type: 'set-fleet', fleetId: 'rebels-1', draft: leiaFleet },
    { type: 'start-campaign' },
  ])
  const { campaignId } = campaign

  const p: Record<string, Page> = {}
  devices = new Devices()
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia', 'Ackbar', 'Mon Mothma']) {
    p[name] = await devices.add((await openAs(browser, campaign.links[name]!, { phone: name === 'Leia' || name === 'Tarkin', awayable: true })).page)
  }

  // Initiative: 0 CP each, so the Rebels (R-STRAT-INIT).
  await openTurn(p.Leia!, campaignId)
  await expect(p.Leia!.getByText('The Rebels have initiative: both teams have 0 CP, and a tie goes to the Rebels.')).toBeVisible()
  // The overview's one list of what is owed says it (the banner leaves it to "Your move" there).
  await expect(p.Tarkin!.getByRole('region', { name: 'Your move' })).toContainText('Rebels: declare the next assault')

  // An illegal target is refused with its rule and changes nothing: no base assault in act I.
  const version = await campaignVersion(p.Leia!, campaignId)
  const refused = await p.Leia!.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: { command: { type: 'declare-assault', playerId: 'rebels-1', systemId: 'dantooine', fleetId: 'rebels-1' }, expectedVersion: version },
  })
  expect(refused.status()).toBe(422)
  expect((await refused.json()).message).toBe('Dantooine holds a base: bases cannot be assaulted in act I (R-STRAT-TARGET 3).')
  expect(await campaignVersion(p.Leia!, campaignId)).toBe(version)
  // The form offers legal targets only.
  const targets = await p.Leia!.getByRole('form', { name: 'Declare an assault' }).getByLabel('Target system').locator('option').allTextContents()
  expect(targets).toContain('Tatooine')
  expect(targets).not.toContain('Dantooine')
  expect(targets).not.toContain('Hoth')

  // Declarations alternate: Rebels, then whoever just defended (R-STRAT-ORDER).
  await declare(p.Leia!, campaignId, 'Leia', 'Tatooine')
  await defend(p.Tarkin!, campaignId, 'Tarkin')
  await expect(p.Tarkin!.getByText("Tarkin's fleet: Low Fuel")).toBeVisible() // no Empire base in zone IV (R-STRAT-COND 1)
  await declare(p.Piett!, campaignId, 'Piett', 'Mon Cala')
  await defend(p.Ackbar!, campaignId, 'Ackbar')
  await declare(p['Mon Mothma']!, campaignId, 'Mon Mothma', 'Sullust')
  await defend(p.Thrawn!, campaignId, 'Thrawn')
  // Nobody holds Skilled Spacers: the battle phase starts by itself.
  await openTurn(organizer, campaignId)
  await expect(organizer.getByRole('status').first()).toContainText('Act I, turn 1: Battle phase')

  // R-SECRET-FLEET: Piett (playing Ackbar at Mon Cala) is never sent Leia's fleet, which plays elsewhere.
  const recorded = recordResponses(p.Piett!)
  await openBattle(p.Piett!, campaignId, 'Tatooine')
  await p.Piett!.getByRole('link', { name: 'Battle sheet (print)' }).click()
  await expect(p.Piett!.getByText(/not shown to you before the battle/).first()).toBeVisible()
  await openBattle(p.Piett!, campaignId, 'Mon Cala')
  await p.Piett!.request.get(`/api/campaigns/${campaignId}`).then(async (r) => recorded.bodies.push(await r.text()))
  await recorded.done()
  for (const body of recorded.bodies) expect(body).not.toContain('Rebel relief group 1')
  expect(recorded.bodies.some((b) => b.includes('Rebel relief group 2'))).toBe(true)

  // The battle sheet prints on one page.
  await openBattle(p.Leia!, campaignId, 'Tatooine')
  await p.Leia!.getByRole('link', { name: 'Battle sheet (print)' }).click()
  await expect(p.Leia!.getByRole('article', { name: 'Battle sheet' })).toContainText('Low Fuel')
  await p.Leia!.emulateMedia({ media: 'print' })
  const pdf = await p.Leia!.pdf({ preferCSSPageSize: true, printBackground: true })
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1)
  await p.Leia!.emulateMedia({ media: 'screen' })

  // Battle 1: Leia wins 150 to 90; Tarkin confirms.
  await openBattle(p.Leia!, campaignId, 'Tatooine')
  await chooseFirstObjective(p.Leia!)
  const entry = p.Leia!.getByRole('form', { name: 'Enter the result' })
  await fillResult(
    entry,
    ['Leia', 150, 'Tarkin', 90],
    [
      'Destroyed: X-wing Squadron 1 (Leia)',
      'Destroyed: Raider I-class Corvette (Tarkin)',
      'Eligible veteran: Assault Frigate Mark II B (flagship) (Leia)',
      'Eligible veteran: YT-1300 1 (Leia)',
    ],
  )
  await entry.getByRole('button', { name: 'Enter the result' }).click()
  await expect(p.Leia!.getByText('Waiting for the other player to confirm.')).toBeVisible()
  await openBattle(p.Tarkin!, campaignId, 'Tatooine')
  await p.Tarkin!.getByRole('button', { name: 'Confirm the result' }).click()
  await expect(p.Tarkin!.getByText("Leia's Rebels took Tatooine against Tarkin, 150–90 (margin 60).")).toBeVisible()
  // R-XP: +1 each for taking part, +1 for the loser; no MOV or value-gap XP.
  await expect(p.Tarkin!.getByText('XP: Leia +1, Tarkin +2.')).toBeVisible()
  await openBattle(p.Leia!, campaignId, 'Tatooine')
  const veterans = p.Leia!.getByRole('form', { name: "Veterans of Leia's fleet" })
  // Two elements for an allowance of one: refused, nothing changes.
  const beforeVeterans = await campaignVersion(p.Leia!, campaignId)
  await veterans.getByLabel('Assault Frigate Mark II B (flagship)').check()
  await veterans.getByLabel('YT-1300 1', { exact: true }).check()
  await veterans.getByRole('button', { name: 'Make veteran' }).click()
  await expect(p.Leia!.getByRole('main').getByRole('alert')).toContainText('At most 1 element of this fleet may become veteran this battle (R-VET-2).')
  expect(await campaignVersion(p.Leia!, campaignId)).toBe(beforeVeterans)
  // R-VET-3: no YT-1300 unique lacks defense tokens, so the YT-1300 becomes Han Solo or Lando at once.
  await veterans.getByLabel('Assault Frigate Mark II B (flagship)').uncheck()
  const promotion = veterans.getByLabel('Instead, replace YT-1300 1 by')
  expect(await promotion.locator('option').allTextContents()).toEqual([
    'No replacement',
    'Han Solo (26 points, hull 7, speed 3, Brace, Brace)',
    'Lando Calrissian (23 points, hull 7, speed 3, Brace, Brace)',
  ])
  await promotion.selectOption({ label: 'Han Solo (26 points, hull 7, speed 3, Brace, Brace)' })
  await veterans.getByRole('button', { name: 'Make veteran' }).click()
  await expect(p.Leia!.getByRole('form', { name: "Veterans of Leia's fleet" })).toHaveCount(0)
  await p.Leia!.goto(`/campaigns/${campaignId}/fleets/rebels-1/roster`)
  await expect(p.Leia!.getByRole('article', { name: "Roster: Leia's fleet" })).toContainText('Han Solo')

  // Battle 2: Piett enters a result Ackbar disputes; the organizer settles it.
  await openBattle(p.Piett!, campaignId, 'Mon Cala')
  await chooseFirstObjective(p.Piett!)
  const piettEntry = p.Piett!.getByRole('form', { name: 'Enter the result' })
  await fillResult(piettEntry, ['Piett', 120, 'Ackbar', 40], [])
  await piettEntry.getByRole('button', { name: 'Enter the result' }).click()
  await openBattle(p.Ackbar!, campaignId, 'Mon Cala')
  // R-RESULT-CONFIRM: the dispute says why, with Ackbar's own figures.
  await p.Ackbar!.getByText('Disagree? Dispute the result').click()
  const dispute = p.Ackbar!.getByRole('form', { name: 'Dispute the result' })
  await dispute.getByLabel('Why you dispute it (required, up to 300 characters)').fill('I scored 130, not 40')
  await dispute.getByLabel('Score of Ackbar').fill('130')
  await dispute.getByRole('button', { name: 'Dispute the result' }).click()
  await expect(p.Ackbar!.getByText('Disputed by Ackbar: the organizer settles it.')).toBeVisible()
  await openBattle(organizer, campaignId, 'Mon Cala')
  await organizer.getByText('Settle from Ackbar’s figures').click()
  const settle = organizer.getByRole('form', { name: 'Settle from Ackbar’s figures' })
  await expect(settle.getByLabel('Score of Ackbar')).toHaveValue('130')
  await settle.getByRole('button', { name: 'Settle with these values' }).click()
  await expect(organizer.getByText("Ackbar's Rebels held Mon Cala against Piett, 130–120 (margin 10).")).toBeVisible()

  // Battle 3: a bad score is refused and changes nothing; then Thrawn enters, Mon Mothma confirms.
  await openBattle(p['Mon Mothma']!, campaignId, 'Sullust')
  await chooseFirstObjective(p['Mon Mothma']!)
  await openBattle(p.Thrawn!, campaignId, 'Sullust')
  const thrawnEntry = p.Thrawn!.getByRole('form', { name: 'Enter the result' })
  await fillResult(thrawnEntry, ['Mon Mothma', -5, 'Thrawn', 100], [])
  await thrawnEntry.getByRole('button', { name: 'Enter the result' }).click()
  await expect(p.Thrawn!.getByRole('main').getByRole('alert')).toContainText('Enter both scores as whole numbers from 0 to 1000')
  await thrawnEntry.getByLabel('Score of Mon Mothma').fill('80')
  await thrawnEntry.getByRole('button', { name: 'Enter the result' }).click()
  await openBattle(p['Mon Mothma']!, campaignId, 'Sullust')
  await p['Mon Mothma']!.getByRole('button', { name: 'Confirm the result' }).click()
  await expect(p['Mon Mothma']!.getByText("Thrawn's Empire held Sullust against Mon Mothma, 100–80 (margin 20).")).toBeVisible()

  // Every battle applied: the management phase.
  await openTurn(organizer, campaignId)
  await expect(organizer.getByRole('status').first()).toContainText('Act I, turn 1: Management phase')
  await organizer.goto(`/campaigns/${campaignId}/fleets/empire-1/roster`)
  await expect(organizer.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText(
    'Raider I-class Corvette (44) · small, command 1, hull 4 [Scarred]',
  )
  await expect(organizer.getByRole('article', { name: "Roster: Tarkin's fleet" })).toContainText('2 XP')
})
