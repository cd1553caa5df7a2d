// The record (R-HIST): a battle keeps its page after its turn, the history reads as a chronicle filtered by
// team and kind, and the table's prints fill their pages: a battle sheet on one, the pivotal briefing on two at most.
import { expect, test, type Page } from '@playwright/test'
import type { CampaignCommand } from '../lib/campaign/commands'
import { openAs } from './support/campaign'
import { forceManagementSteps, sendCommand, startedCommands } from './support/fleets'
import { restoreStage } from './support/restore'

const result = (a: number, d: number) => ({
  assaulter: { score: a, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] },
  defender: { score: d, tabled: false, destroyed: [], retreated: [], eligibleVeterans: [] },
})

// Turn 1: Ackbar (rebels-2) assaults Lothal, Tarkin defends; Piett (empire-2) Mon Cala, Leia defends;
// Mon Mothma (rebels-3) Sullust, Thrawn defends.
const PAIRING: CampaignCommand[] = [
  { type: 'declare-assault', playerId: 'rebels-2', systemId: 'lothal', fleetId: 'rebels-2' },
  { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
  { type: 'declare-assault', playerId: 'empire-2', systemId: 'mon-cala', fleetId: 'empire-2' },
  { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-1', fleetId: 'rebels-1' },
  { type: 'declare-assault', playerId: 'rebels-3', systemId: 'sullust', fleetId: 'rebels-3' },
  { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
  { type: 'choose-objective', battleId: 'a1-t1-b1', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b2', objectiveId: 'most-wanted' },
  { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'precision-strike' },
]
// Ackbar takes Lothal 150–50; Leia holds Mon Cala 120–60 (Piett's 60 against her 120); Thrawn holds Sullust 100–80.
const RESULTS = [
  { type: 'enter-result', battleId: 'a1-t1-b1', result: result(150, 50) },
  { type: 'enter-result', battleId: 'a1-t1-b2', result: result(60, 120) },
  { type: 'enter-result', battleId: 'a1-t1-b3', result: result(80, 100) },
]

/** Bases, fleets, the start and turn 1's pairing, restored from a campaign file (support/restore.ts). */
async function campaignInBattle(organizer: Page, name: string) {
  return restoreStage(organizer, name, [...startedCommands(), ...PAIRING])
}

/** The turn's results, then the management steps moved past: turn 2 begins and turn 1's battles are over. */
async function endTurnOne(organizer: Page, campaignId: string, extra: object[] = []) {
  for (const command of [...RESULTS, ...extra]) await sendCommand(organizer, campaignId, command)
  await forceManagementSteps(organizer, campaignId)
}

function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

test('[RECORD] a battle keeps its page after its turn, with its fleets and result; a bad battle id gives the not-found page', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(120_000)
  const { campaignId, links } = await campaignInBattle(organizer, 'Record Rim')
  await endTurnOne(organizer, campaignId)

  // Piett did not fight at Lothal: once the result is applied both fleets are shown to everyone (R-SECRET-FLEET).
  const { page: piett } = await openAs(browser, links.Piett!, { phone: true })
  await piett.getByRole('link', { name: 'History' }).click()
  await piett.getByRole('link', { name: 'Every battle, turn by turn' }).click()
  await expect(piett.getByRole('heading', { name: 'Act I, turn 1' })).toBeVisible()
  await piett.getByRole('link', { name: "Ackbar's Rebels took Lothal against Tarkin, 150–50" }).click()
  await expect(piett).toHaveURL(new RegExp(`/campaigns/${campaignId}/battles/a1-t1-b1$`))
  await expect(piett.getByRole('heading', { name: 'Battle at Lothal' })).toBeVisible()
  await expect(piett.getByText('Act I, turn 1: this battle is over.')).toBeVisible()
  await expect(piett.getByText("Ackbar's Rebels took Lothal against Tarkin, 150–50 (margin 100).")).toBeVisible()
  await expect(piett.getByText('Most Wanted')).toBeVisible()
  // XP by hand (R-XP, Green Knight): +1 each for taking part, +1 for the loser, +1 for the winner's margin of 100.
  await expect(piett.getByText(/^XP: Ackbar \+\d+, Tarkin \+\d+\.$/)).toBeVisible()
  const ackbarFleet = piett.getByRole('region', { name: "Ackbar's fleet (assaulting)" })
  await expect(ackbarFleet).toContainText('Rebel relief group 2')
  await expect(ackbarFleet).toContainText('Assault Frigate Mark II B')
  await expect(ackbarFleet).toContainText('Commander: Captain rebels-2')
  await expect(piett.getByRole('region', { name: "Tarkin's fleet (defending)" })).toContainText('Imperial picket 1')
  // Read-only: nothing to enter, confirm or change.
  await expect(piett.getByRole('form', { name: /result|Veterans|objective/ })).toHaveCount(0)

  // An id that names no battle of this campaign (the old form, or a made-up one) gives the not-found page.
  for (const id of ['t1-b1', 'a9-t9-b9']) {
    const response = await piett.goto(`/campaigns/${campaignId}/battles/${id}`)
    expect(response?.status()).toBe(404)
    await expect(piett.getByRole('heading', { name: 'Not found' })).toBeVisible()
  }
})

test('[HISTORY] the history reads by turn, filtered by team and kind; a bad filter is ignored and said', async ({ page: organizer, browser }) => {
  test.setTimeout(120_000)
  const { campaignId, links } = await campaignInBattle(organizer, 'Chronicle Rim')
  await endTurnOne(organizer, campaignId)

  const { page: leia } = await openAs(browser, links.Leia!)
  await leia.getByRole('link', { name: 'History' }).click()
  await expect(leia.getByRole('heading', { name: 'Act I, turn 1', exact: true })).toBeVisible()
  await expect(leia.getByRole('heading', { name: 'Setup', exact: true })).toBeVisible()
  await expect(leia.getByRole('heading', { name: "Turn 1: Leia's Rebels held Mon Cala against Piett, 120–60." })).toBeVisible()
  await expect(leia.getByText('Entered the result of the battle of Ackbar (Rebels) against Tarkin (Empire) at Lothal: 150 to 50.')).toBeVisible()
  await expect(leia.locator('time').first()).not.toContainText('UTC')

  // By team: the Empire's entries only; the Rebels' own placements and defenses are left out.
  const filter = leia.getByRole('form', { name: 'Filter the history' })
  await filter.getByLabel('Team').selectOption({ label: 'Empire' })
  await filter.getByRole('button', { name: 'Show' }).click()
  await expect(leia).toHaveURL(/team=empire/)
  await expect(leia.getByRole('status').filter({ hasText: /entries \(Empire\)/ })).toBeVisible()
  await expect(leia.getByText("Placed Tarkin's base at Dantooine.")).toBeVisible()
  await expect(leia.getByText("Placed Leia's base at Hoth.")).toHaveCount(0)
  await expect(leia.getByText(/Assigned the Rebels Base Defense objectives/)).toHaveCount(0)
  // The Empire's defenses stay secret to a Rebel, filtered or not.
  await expect(leia.getByText('Assigned the Empire Base Defense objectives (secret).')).toBeVisible()
  await expect(leia.getByText(/Dantooine: Ion Cannon/)).toHaveCount(0)

  // By kind: battles only.
  await filter.getByLabel('Kind').selectOption({ label: 'Battles' })
  await filter.getByRole('button', { name: 'Show' }).click()
  await expect(leia).toHaveURL(/kind=battle/)
  await expect(leia.getByText(/Chose Most Wanted for the battle of Ackbar \(Rebels\) against Tarkin \(Empire\) at Lothal\./)).toBeVisible()
  await expect(leia.getByText(/Placed .* base at/)).toHaveCount(0)

  // A bad value is ignored with a word of why; the rest of the filter still applies; never an error page.
  const response = await leia.goto(`/campaigns/${campaignId}/history?team=sith&kind=battle&page=x`)
  expect(response?.status()).toBe(200)
  await expect(leia.getByRole('main').getByRole('alert')).toContainText('Unknown page and team in the link: they were ignored.')
  await expect(leia.getByRole('status').filter({ hasText: /entries \(Battles\)/ })).toBeVisible()
  await expect(leia.getByText(/Placed .* base at/)).toHaveCount(0)
})

test('[PRINT] the battle sheet prints on one page; the pivotal briefing shows the six fleets on two pages at most', async ({ page: organizer }) => {
  test.setTimeout(150_000)
  const { campaignId } = await campaignInBattle(organizer, 'Printed Battles')

  // The sheet of the battle at Lothal: what is at stake, the objective in one line, both fleets, boxes for the score.
  await organizer.goto(`/campaigns/${campaignId}/battles/a1-t1-b1`)
  await organizer.getByRole('link', { name: 'Battle sheet (print)' }).click()
  const sheet = organizer.getByRole('article', { name: 'Battle sheet' })
  // Lothal: 24 squadron points to the winner, 16 to the loser; victory bonus 1; unoccupied, so a win places a presence.
  await expect(sheet.getByRole('row', { name: 'Squadrons 24 16' })).toBeVisible()
  await expect(sheet.getByText('Victory bonus: 1.')).toBeVisible()
  await expect(sheet.getByText('If Ackbar wins, the Rebels place a presence at Lothal: +1 CP.')).toBeVisible()
  await expect(sheet.getByText('Objective: Most Wanted (assault objective, no victory tokens); first player Ackbar (assaulting), second Tarkin.')).toBeVisible()
  // Points and defense tokens per line, from the cards: the Victory II with Gunnery Team, 85 + 7 = 92.
  const tarkin = sheet.getByRole('region', { name: "Tarkin's fleet (defending)" })
  await expect(tarkin.getByRole('row', { name: /Victory II-class Star Destroyer.*Brace, Redirect, Redirect 92/ })).toBeVisible()
  await expect(tarkin.getByText('Master Gunner I')).toBeVisible()
  await expect(sheet.getByRole('table').filter({ hasText: 'Victory tokens' }).getByRole('row')).toHaveCount(3)
  await organizer.emulateMedia({ media: 'print' })
  await expect(organizer.getByRole('button', { name: 'Print the battle sheet' })).toBeHidden()
  expect(pdfPages(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1)
  await organizer.emulateMedia({ media: 'screen' })

  // The Rebels' score sheet says 6 CP: act I ends; the Empire, behind, chooses Demonstration of Force in zone II.
  await endTurnOne(organizer, campaignId, [
    { type: 'override', reason: 'Scores from the paper sheet', target: { kind: 'cp', team: 'rebels', act: 1, value: 6 } },
  ])
  await sendCommand(organizer, campaignId, { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 2, climactic: false })
  await organizer.goto(`/campaigns/${campaignId}/pivotal/briefing`)
  const briefing = organizer.getByRole('article', { name: 'Pivotal briefing' })
  for (const name of ['Tarkin', 'Piett', 'Thrawn', 'Leia', 'Ackbar', 'Mon Mothma']) {
    await expect(briefing.getByRole('region', { name: `${name}'s fleet` })).toBeVisible()
  }
  await organizer.emulateMedia({ media: 'print' })
  const pages = pdfPages(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))
  expect(pages).toBeGreaterThanOrEqual(1)
  expect(pages).toBeLessThanOrEqual(2)

  // In French, about a sixth longer, the briefing still prints on two pages at most.
  await organizer.emulateMedia({ media: 'screen' })
  await organizer.context().addCookies([{ name: 'rim-locale', value: 'fr', url: test.info().project.use.baseURL! }])
  await organizer.reload()
  await expect(organizer.getByRole('article', { name: 'Briefing de la Pivotal Battle' })).toContainText('Équipe attaquante : l’Empire.')
  await organizer.emulateMedia({ media: 'print' })
  expect(pdfPages(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))).toBeLessThanOrEqual(2)
})

test('[PRINT] the battle sheet in French prints on one page too', async ({ page: organizer }) => {
  test.setTimeout(120_000)
  const { campaignId } = await campaignInBattle(organizer, 'Feuille de bataille')

  // The organizer switches to French; the sheet's words are longer than the English and must still fit.
  await organizer.goto(`/campaigns/${campaignId}/battles/a1-t1-b1`)
  await organizer.getByRole('button', { name: 'Français' }).click()
  await organizer.getByRole('link', { name: 'Fiche de bataille (impression)' }).click()
  const sheet = organizer.getByRole('article', { name: 'Fiche de bataille' })
  await expect(sheet.getByText('Si Ackbar gagne, les Rebelles placent une présence à Lothal : +1 CP.')).toBeVisible()
  await expect(
    sheet.getByText('Objectif : Most Wanted (objectif d’assaut, sans pions de victoire) ; premier joueur Ackbar (attaquant), second Tarkin.'),
  ).toBeVisible()
  await expect(sheet.getByRole('region', { name: 'la flotte de Tarkin (défenseur)' })).toBeVisible()
  await expect(sheet.getByRole('region', { name: 'Rappels' })).toContainText('Vaisseau scarred')
  await organizer.emulateMedia({ media: 'print' })
  await expect(organizer.getByRole('button', { name: 'Imprimer la fiche de bataille' })).toBeHidden()
  expect(pdfPages(await organizer.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1)
})
