// Tokens in the strategy phase and a result as players enter it (R-STRAT-DIPLO, R-TOKEN-ALLY,
// R-TOKEN-SPACERS, R-RESULT, R-RESULT-CONFIRM), each player in their own browser.
import { expect, test, type Page } from '@playwright/test'
import { campaignVersion, openAs, recordResponses } from './support/campaign'
import { sendCommand, startedCommands } from './support/fleets'
import { restoreStage } from './support/restore'

async function openTurn(page: Page, campaignId: string) {
  await page.goto(`/campaigns/${campaignId}/turn`)
  await expect(page.getByRole('heading', { name: /^Turn \d/ })).toBeVisible()
}

async function empireTokens(page: Page, campaignId: string) {
  const response = await page.request.get(`/api/campaigns/${campaignId}`)
  return ((await response.json()) as { state: { teams: { empire: { tokens: Record<string, number> } } } }).state.teams.empire.tokens
}

test('[TOKENS] Diplomats, Ally and Skilled Spacers in a strategy phase; a tabled result worked out and corrected', async ({ page: organizer, browser }) => {
  test.setTimeout(240_000)
  // Bases, fleets and the start, restored from a campaign file (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Token Rim', startedCommands())
  const { campaignId } = campaign
  // The Empire holds tokens from earlier turns (set by the organizer, R-OVERRIDE); the Rebels hold none.
  for (const [token, value] of [
    ['diplomats', 2],
    ['ally', 1],
    ['skilled-spacers', 1],
  ] as const) {
    await sendCommand(organizer, campaignId, { type: 'override', reason: 'Tokens carried over', target: { kind: 'tokens', team: 'empire', token, value } })
  }
  const thrawn = (await openAs(browser, campaign.links.Thrawn!, { phone: true })).page
  const leia = (await openAs(browser, campaign.links.Leia!)).page
  const tarkin = (await openAs(browser, campaign.links.Tarkin!)).page
  const ackbar = (await openAs(browser, campaign.links.Ackbar!)).page

  // Diplomats: the Rebels have no token, so nothing to choose; the Empire's mark costs one token, once.
  await openTurn(leia, campaignId)
  await expect(leia.getByText('Rebels: no Diplomats token')).toBeVisible()
  await expect(leia.getByRole('form', { name: 'Rebels Diplomats' })).toHaveCount(0)
  await openTurn(thrawn, campaignId)
  const diplomats = thrawn.getByRole('form', { name: 'Empire Diplomats' })
  await diplomats.getByLabel(/Zone to mark/).selectOption({ label: 'Zone III' })
  await diplomats.getByRole('button', { name: 'Seal the Empire choice' }).click()
  await expect(thrawn.getByText('Empire: marks zone III')).toBeVisible()
  await expect(thrawn.getByText('Diplomats 1 · Ally 1 · Skilled Spacers 1')).toBeVisible()

  // Each person's overview says what they must do now, or that they wait and for whom.
  await leia.goto(`/campaigns/${campaignId}`)
  const leiasMove = leia.getByRole('region', { name: 'Your move' })
  await expect(leiasMove.getByRole('link', { name: 'Declare the next assault (Leia, Ackbar, Mon Mothma still to pair)' })).toBeVisible()
  await tarkin.goto(`/campaigns/${campaignId}`)
  const tarkinsMove = tarkin.getByRole('region', { name: 'Your move' })
  await expect(tarkinsMove.getByText('Nothing to do right now.')).toBeVisible()
  await expect(tarkinsMove.getByText('Rebels: declare the next assault')).toBeVisible()
  await leiasMove.getByRole('link', { name: /^Declare the next assault/ }).click()
  await expect(leia.getByRole('form', { name: 'Declare an assault' })).toBeVisible()

  // Ally: a bad choice (a flotilla and squadrons at once) is refused and spends nothing.
  const ally = thrawn.getByRole('form', { name: 'Empire Ally' })
  await ally.getByLabel('Fleet the forces join').selectOption({ label: "Tarkin's fleet" })
  await ally.getByLabel('A flotilla').selectOption({ label: 'Gozanti-class Cruisers (23)' })
  await ally.getByLabel('Squadron 1').selectOption({ label: 'TIE Bomber Squadron (9)' })
  await ally.getByRole('button', { name: 'Spend an Ally token' }).click()
  await expect(ally.getByRole('alert')).toContainText('Choose either a flotilla or squadrons, not both.')
  expect((await empireTokens(thrawn, campaignId)).ally).toBe(1)
  // Three TIE Bombers, 27 FP, join Tarkin's fleet for its battle.
  await ally.getByLabel('A flotilla').selectOption({ label: 'No flotilla' })
  await ally.getByLabel('Squadron 2').selectOption({ label: 'TIE Bomber Squadron (9)' })
  await ally.getByLabel('Squadron 3').selectOption({ label: 'TIE Bomber Squadron (9)' })
  await ally.getByRole('button', { name: 'Spend an Ally token' }).click()
  await expect(thrawn.getByText("Ally for Tarkin's fleet: 3 × TIE Bomber Squadron (27 FP).")).toBeVisible()
  expect((await empireTokens(thrawn, campaignId)).ally).toBe(0)

  // Declarations: Leia assaults Tatooine, Tarkin defends. Tarkin's fleet is paired: its objectives are set.
  await openTurn(leia, campaignId)
  let form = leia.getByRole('form', { name: 'Declare an assault' })
  await form.getByLabel('Assaulting player').selectOption({ label: 'Leia' })
  await form.getByLabel('Target system').selectOption({ label: 'Tatooine' })
  await form.getByRole('button', { name: 'Declare the assault' }).click()
  await expect(leia.getByText('Leia (Rebels) assaults, defender not yet named')).toBeVisible()
  await openTurn(tarkin, campaignId)
  form = tarkin.getByRole('form', { name: 'Name the defender' })
  await form.getByLabel('Defending player').selectOption({ label: 'Tarkin' })
  await form.getByRole('button', { name: 'Name the defender' }).click()
  await expect(tarkin.getByText('Tarkin (Empire) defends')).toBeVisible()
  await openTurn(thrawn, campaignId)
  const spacersFleets = await thrawn.getByRole('form', { name: 'Empire Skilled Spacers objective' }).getByLabel('Fleet').locator('option').allTextContents()
  expect(spacersFleets).not.toContain("Tarkin's fleet")
  expect(spacersFleets).toContain("Piett's fleet")

  // The other pairings, then the Empire settles Skilled Spacers: the battle phase starts.
  for (const [assaulter, system, defender] of [
    ['Piett', 'Mon Cala', 'Ackbar'],
    ['Mon Mothma', 'Sullust', 'Thrawn'],
  ] as const) {
    await openTurn(organizer, campaignId)
    form = organizer.getByRole('form', { name: 'Declare an assault' })
    await form.getByLabel('Assaulting player').selectOption({ label: assaulter })
    await form.getByLabel('Target system').selectOption({ label: system })
    await form.getByRole('button', { name: 'Declare the assault' }).click()
    await expect(organizer.getByText(`${assaulter} (`).first()).toBeVisible()
    await openTurn(organizer, campaignId)
    form = organizer.getByRole('form', { name: 'Name the defender' })
    await form.getByLabel('Defending player').selectOption({ label: defender })
    await form.getByRole('button', { name: 'Name the defender' }).click()
    await expect(organizer.getByText(`${defender} (`).first()).toBeVisible()
  }
  await openTurn(thrawn, campaignId)
  await thrawn.getByRole('button', { name: 'Confirm Empire Skilled Spacers' }).click()
  await openTurn(thrawn, campaignId)
  await expect(thrawn.getByRole('status').first()).toContainText('Battle phase')

  // The opposing player meets the Ally forces on the briefing; a Rebel fighting elsewhere is never sent them.
  const recorded = recordResponses(ackbar)
  await ackbar.goto(`/campaigns/${campaignId}/battles/a1-t1-b1/briefing`)
  await expect(ackbar.getByText(/not shown to you before the battle/).first()).toBeVisible()
  await ackbar.goto(`/campaigns/${campaignId}/history`)
  await ackbar.request.get(`/api/campaigns/${campaignId}`).then(async (r) => recorded.bodies.push(await r.text()))
  await recorded.done()
  for (const body of recorded.bodies) expect(body).not.toContain('tie-bomber')
  await leia.goto(`/campaigns/${campaignId}/battles/a1-t1-b1/briefing`)
  await expect(leia.getByText('Ally for this battle only: 3 × TIE Bomber Squadron (27 FP).')).toBeVisible()

  // The result: Tarkin keeps only his Gozanti flotilla and squadrons, so he is tabled, without a box to tick.
  await leia.goto(`/campaigns/${campaignId}/battles/a1-t1-b1`)
  // The Rebels hold no Destiny or Spynet token: Leia is offered no token to record (R-TOKEN-SPEND).
  await expect(leia.getByRole('heading', { name: 'Objective' })).toBeVisible()
  await expect(leia.getByRole('form', { name: 'Record a token' })).toHaveCount(0)
  const choose = leia.getByRole('form', { name: 'Choose the objective' })
  await choose.getByRole('radio').first().check()
  await choose.getByRole('button', { name: 'Play this objective' }).click()
  const entry = leia.getByRole('form', { name: 'Enter the result' })
  await expect(entry.getByText('a player left with only flotillas and squadrons in play is tabled')).toBeVisible()
  await entry.getByLabel('Score of Leia').fill('90')
  await entry.getByLabel('Score of Tarkin').fill('150')
  await entry.getByLabel('Destroyed: Victory II-class Star Destroyer (flagship) (Tarkin)', { exact: true }).check()
  await entry.getByLabel('Destroyed: Raider I-class Corvette (Tarkin)', { exact: true }).check()
  await entry.getByRole('button', { name: 'Enter the result' }).click()
  await expect(leia.getByText('Entered by Leia: Leia 90, Tarkin 150 (Tarkin tabled).')).toBeVisible()

  // Leia got it wrong: the Raider survived. She corrects it before Tarkin confirms; Tarkin is no longer tabled.
  await leia.getByText('Correct the result you entered').click()
  const correction = leia.getByRole('form', { name: 'Correct the result' })
  await correction.getByLabel('Destroyed: Raider I-class Corvette (Tarkin)', { exact: true }).uncheck()
  await correction.getByRole('button', { name: 'Save the corrected result' }).click()
  await expect(leia.getByText('Entered by Leia: Leia 90, Tarkin 150.')).toBeVisible()
  await tarkin.goto(`/campaigns/${campaignId}/battles/a1-t1-b1`)
  await tarkin.getByRole('button', { name: 'Confirm the result' }).click()
  await expect(tarkin.getByText("Tarkin's Empire held Tatooine against Leia, 150–90 (margin 60).")).toBeVisible()
})

test('[TOKENS] Spynet offers only the enemy bases whose defense the team does not know yet; a forged reveal of a known one is refused and changes nothing', async ({
  page: organizer,
  browser,
}) => {
  test.setTimeout(120_000)
  // Bases, fleets and the start, restored from a campaign file (support/restore.ts).
  const campaign = await restoreStage(organizer, 'Spynet Rim', startedCommands())
  const { campaignId } = campaign
  await sendCommand(organizer, campaignId, {
    type: 'override',
    reason: 'Tokens carried over',
    target: { kind: 'tokens', team: 'empire', token: 'spynet', value: 2 },
  })

  // The organizer reveals Hoth's defense to the Empire (R-TOKEN-SPYNET): the three Rebel bases are offered.
  await openTurn(organizer, campaignId)
  const spynet = organizer.getByRole('form', { name: 'Empire Spynet reveal' })
  const bases = spynet.getByLabel(/^Enemy base whose Base Defense objective/)
  expect(await bases.locator('option').allTextContents()).toEqual(['Choose a base…', 'Hoth', 'Ryloth', 'Yavin'])
  await bases.selectOption({ label: 'Hoth' })
  await spynet.getByRole('button', { name: 'Reveal the defense' }).click()
  await expect(organizer.getByRole('region', { name: 'Empire Spynet (1 held)' })).toBeVisible()
  // Hoth is no longer offered, and the page says why; the Rebels hold no Spynet token and are offered nothing.
  await openTurn(organizer, campaignId)
  expect(
    await organizer
      .getByRole('form', { name: 'Empire Spynet reveal' })
      .getByLabel(/^Enemy base/)
      .locator('option')
      .allTextContents(),
  ).toEqual(['Choose a base…', 'Ryloth', 'Yavin'])
  await expect(organizer.getByText('Your team already knows the defense of Hoth (R-TOKEN-SPYNET).')).toBeVisible()
  await expect(organizer.getByRole('form', { name: 'Rebels Spynet reveal' })).toHaveCount(0)

  // Thrawn, the Empire's Grand Admiral, forges a second reveal of Hoth: refused with its reason, no token spent.
  const thrawn = (await openAs(browser, campaign.links.Thrawn!, { phone: true })).page
  const version = await campaignVersion(thrawn, campaignId)
  const forged = await thrawn.request.post(`/api/campaigns/${campaignId}/commands`, {
    data: { command: { type: 'spynet-reveal', team: 'empire', systemId: 'hoth' }, expectedVersion: version },
  })
  expect(forged.status()).toBe(422)
  expect((await forged.json()).message).toContain('Your team already knows the defense of Hoth (R-TOKEN-SPYNET).')
  expect(await campaignVersion(thrawn, campaignId)).toBe(version)
  expect((await empireTokens(thrawn, campaignId)).spynet).toBe(1)
  // Thrawn's own page offers what the organizer's does.
  await openTurn(thrawn, campaignId)
  expect(
    await thrawn
      .getByRole('form', { name: 'Empire Spynet reveal' })
      .getByLabel(/^Enemy base/)
      .locator('option')
      .allTextContents(),
  ).toEqual(['Choose a base…', 'Ryloth', 'Yavin'])
})
