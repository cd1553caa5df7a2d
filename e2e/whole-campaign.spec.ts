// A whole campaign through the pages alone: seven people (three on phones) create a campaign, set it up, play
// three acts of two turns and their pivotal battles, and reach the final summary, with no organizer override
// and no call to the JSON API. Every step goes through a form or a link a person sees; each management move
// is used at least once (a reward placed, a type removed and bought back, the Fleet Reserve spent, a scar
// repaired, a base built). The journey counts the actions each phase takes (printed at the end).
//
// Bases (R-SETUP-4): Empire Dantooine (I), Felucia (II), Kessel (III); Rebels Hoth (V), Ryloth (IV), Yavin (II).
// Grand Admirals: Thrawn and Leia. Every battle is won 150 to 100 (MOV 50: no MOV XP, R-XP 3).
//
// Campaign points by hand (R-EFFECT 1: +1 for each battle won on an unoccupied system, whoever assaulted; the
// winner places a presence there):
//   Act I   turn 1 (0–0, R-STRAT-INIT: tie to the Rebels): the Rebels win Bespin, Lothal, Mustafar: R 3.
//           turn 2 (E 0 < R 3: the Empire has initiative): the Rebels win Tatooine, Atollon, Dagobah: R 6.
//           R-ACT-END: the Rebels scored 6 ≥ 5 in act I: the act ends. Act I: Empire 0, Rebels 6.
//   Pivotal I: the Empire, behind (R-PIVOT-CHOOSE), assaults the Rebel base at Hoth (Conquest) and wins:
//           R-PIVOT-OBJ Conquest, assaulters win: 2 + Hoth's victory bonus 0 = 2 (pivotal, Empire).
//   Act II  turn 1 (E 2 < R 6: Empire): the Empire wins Mygeeto, Raxus Prime, Rodia: E 3.
//           turn 2 (E 5 < R 6: Empire): the Empire wins Saleucami, Montross, Geonosis: E 6, the act ends.
//           Act II: Empire 6, Rebels 0. Totals: Empire 8, Rebels 6.
//   Pivotal II: the Rebels, behind, choose; Conquest is played and Evacuation needs a gap of 3 (gap 2): they
//           assault zone IV (Demonstration of Force), win and take Sullust (victory bonus 2) and Geonosis (an
//           Empire presence, 1): 2 + 2 + 1 = 5 (pivotal, Rebels). Totals: Empire 8, Rebels 11.
//   Act III turn 1 (E 8 < R 11: Empire): the Rebels win Ord Mantell, Endor, Smugglers Run: R 3.
//           turn 2 (E 8 < R 14: Empire): the Rebels win Nar Shaddaa, Mon Cala, Utapau: R 6, the act ends.
//           Act III: Empire 0, Rebels 6. Totals: Empire 8, Rebels 17.
//   Pivotal III: the Empire, behind by 9, may play Evacuation (the only objective left, gap ≥ 3): it defends its
//           base at Kessel, wins, and moves it to its presence at Mygeeto (victory bonus 1): defenders win
//           2 + 1 = 3 (pivotal, Empire). The campaign ends after the pivotal battle of act III (R-END).
//   Final (R-END): Empire 0 + 6 + 0 + pivotal 2 + 3 = 11; Rebels 6 + 0 + 6 + pivotal 5 = 17: the Rebels win by 6.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { empireList, rebelList } from './support/campaign-lists'
import { actions, deviceOf, personAt, Tally, type Person } from './support/journey'
import { DUTY } from './support/duty-links'

type Team = 'Empire' | 'Rebels'

// A step the page does not offer fails at once with its locator, not at the end of the journey's long timeout.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 })

/** Set by the journey once its people exist: what the person in hand sees, printed if the journey fails. */
let inHandNow: (() => Promise<string>) | null = null
test.afterEach(async ({}, info) => {
  if (info.status !== info.expectedStatus && inHandNow) console.log(`The journey stopped here. ${await inHandNow()}`)
})

test('a whole campaign through the pages', async ({ browser }) => {
  // About 3.5 minutes alone, 6 beside the other files on two busy cores.
  test.setTimeout(25 * 60_000)
  const baseURL = test.info().project.use.baseURL!
  const tally = new Tally()
  let campaignId = ''
  const journey = actions(tally, () => campaignId, baseURL)
  const { pickUp, putAway, follow, toDuty, owes, click, fill, choose, tick } = journey
  inHandNow = journey.inHandNow
  const formOn = (name: string) => (page: Page) => page.getByRole('form', { name })
  const fleetLabel = (n: string) => (n === 'Empire' ? "the Empire's fourth fleet" : n === 'Rebels' ? "the Rebels' fourth fleet" : `${n}'s fleet`)

  // ---------------------------------------------------------------------------------------------------------
  // Helpers: each names the form by its label and waits for what the page shows next.

  /** Presses a form's button, then waits for the form to go (its duty is done). */
  async function submitAway(who: Person, formName: string, button: string) {
    const form = who.page.getByRole('form', { name: formName })
    await click(who, form.getByRole('button', { name: button }))
    await confirmIfAsked(who, form)
    await expect(who.page.getByRole('form', { name: formName })).toHaveCount(0)
  }

  /**
   * A step that cannot be taken back asks first ("Yes, …") when it costs something: answer yes once the page
   * shows either the question or the step done.
   */
  async function confirmIfAsked(who: Person, scope: Locator) {
    const yes = scope.getByRole('button', { name: /^Yes, / })
    await expect.poll(async () => (await yes.isVisible()) || (await scope.count()) === 0).toBe(true)
    if (await yes.isVisible()) await click(who, yes)
  }

  // ---------------------------------------------------------------------------------------------------------
  tally.enter('setup')
  const organizerContext = await deviceOf(browser, baseURL, false)
  const organizerPage = await organizerContext.newPage()
  const organizer: Person = { name: 'Organizer', page: organizerPage, context: organizerContext }
  await organizer.page.goto('/')
  await fill(organizer, organizer.page.getByLabel('Campaign name'), 'Whole Rim')
  // The lists and the figures by hand below are at the printed points (R-FLEET-ERA): not the default era.
  await tick(organizer, organizer.page.getByLabel('FFG printed points (2019)', { exact: true }))
  const EMPIRE = ['Tarkin', 'Piett', 'Thrawn']
  const REBELS = ['Leia', 'Ackbar', 'Mon Mothma']
  for (const [i, n] of EMPIRE.entries()) await fill(organizer, organizer.page.getByLabel(`Empire player ${i + 1}`, { exact: true }), n)
  for (const [i, n] of REBELS.entries()) await fill(organizer, organizer.page.getByLabel(`Rebels player ${i + 1}`, { exact: true }), n)
  await tick(organizer, organizer.page.getByLabel('Empire player 3 is Grand Admiral'))
  await tick(organizer, organizer.page.getByLabel('Rebels player 1 is Grand Admiral'))
  await click(organizer, organizer.page.getByRole('button', { name: 'Create the campaign' }))
  await expect(organizer.page.getByRole('heading', { name: 'Links for Whole Rim' })).toBeVisible()
  const links: Record<string, string> = {}
  for (const n of EMPIRE) links[n] = await organizer.page.getByLabel(`${n} (Empire)`).inputValue()
  for (const n of REBELS) links[n] = await organizer.page.getByLabel(`${n} (Rebels)`).inputValue()
  campaignId = (await organizer.page.getByRole('link', { name: 'Open the campaign' }).getAttribute('href'))!.split('/').pop()!
  await follow(organizer, organizer.page.getByRole('link', { name: 'Open the campaign' }))
  await expect(organizer.page.getByText('Signed in as')).toContainText('Organizer')

  // Three people play on phones.
  const PHONES = new Set(['Piett', 'Ackbar', 'Mon Mothma'])
  const p: Record<string, Person> = {}
  for (const n of [...EMPIRE, ...REBELS]) p[n] = await personAt(browser, baseURL, n, links[n]!, PHONES.has(n))
  const tarkin = p.Tarkin!
  const piett = p.Piett!
  const thrawn = p.Thrawn!
  const leia = p.Leia!
  const ackbar = p.Ackbar!
  const mothma = p['Mon Mothma']!
  // Everyone puts their device away until it is their move (see open()).
  for (const who of [organizer, ...Object.values(p)]) await putAway(who)
  const GA: Record<Team, Person> = { Empire: thrawn, Rebels: leia }

  // Bases in turn, Empire first (R-SETUP-4).
  for (const [n, system] of [
    ['Tarkin', 'Dantooine'],
    ['Leia', 'Hoth'],
    ['Piett', 'Felucia'],
    ['Ackbar', 'Ryloth'],
    ['Thrawn', 'Kessel'],
    ['Mon Mothma', 'Yavin'],
  ] as const) {
    const who = p[n]!
    // Each holds the home their link opened, where the form is.
    await pickUp(who)
    await choose(who, who.page.getByLabel('System for the base'), system)
    await click(who, who.page.getByRole('button', { name: 'Place the base' }))
    await expect(who.page.getByText(`Your base is at ${system}.`)).toBeVisible()
  }
  // Each Grand Admiral guards the team's bases in secret (R-SETUP-5).
  for (const [team, bases] of [
    ['Empire', ['Dantooine', 'Felucia', 'Kessel']],
    ['Rebels', ['Hoth', 'Ryloth', 'Yavin']],
  ] as const) {
    const who = GA[team]
    await pickUp(who)
    for (const [i, defense] of ['Ion Cannon', 'Armed Station', 'Fighter Wing'].entries()) {
      await choose(who, who.page.getByLabel(`Defense of the base at ${bases[i]}`), defense)
    }
    await click(who, who.page.getByRole('button', { name: `Save ${team} base defenses` }))
    await expect(who.page.getByRole('status').filter({ hasText: 'Base defenses saved.' })).toBeVisible()
  }

  // Fleets pasted from a fleet builder, then a commander each (R-SETUP-2, R-SETUP-3, R-FLEET-IMPORT).
  async function buildFleet(who: Person, fleet: string, list: string, commander: string, ability: RegExp) {
    await toDuty(who, DUTY.readyFleet(who.name, fleet), (page) => page.getByRole('heading', { level: 1, name: fleetLabel(fleet), exact: true }))
    await fill(who, who.page.getByLabel('Fleet text'), list)
    await click(who, who.page.getByRole('button', { name: 'Import fleet' }))
    await expect(who.page.getByRole('status').filter({ hasText: 'Fleet imported and saved.' })).toBeVisible()
    await fill(who, who.page.getByLabel('Commander name'), commander)
    await tick(who, who.page.getByLabel(ability))
    await click(who, who.page.getByRole('button', { name: 'Save commander' }))
    await expect(who.page.getByRole('status').filter({ hasText: 'Commander saved.' })).toBeVisible()
  }
  for (const [i, n] of EMPIRE.entries()) await buildFleet(p[n]!, n, empireList(i), `Captain ${n}`, /^Master Gunner I\b/)
  for (const [i, n] of REBELS.entries()) await buildFleet(p[n]!, n, rebelList(i), `Captain ${n}`, /^Rapid Deployment\b/)
  await buildFleet(thrawn, 'Empire', empireList(3), 'Captain Fourth', /^Master Gunner I\b/)
  await buildFleet(leia, 'Rebels', rebelList(3), 'Captain Fourth', /^Rapid Deployment\b/)

  await toDuty(organizer, DUTY.startCampaign, (page) => page.getByRole('button', { name: 'Start the campaign' }))
  await click(organizer, organizer.page.getByRole('button', { name: 'Start the campaign' }))
  await expect(organizer.page.getByRole('status').first()).toContainText('Act I, turn 1: Strategy phase')

  // ---------------------------------------------------------------------------------------------------------
  // A turn's strategy and battle phases.

  interface Pairing {
    assaulter: Person
    system: string
    defender: Person
    winner: 'assaulter' | 'defender'
    /** Elements of the winner's fleet destroyed in the battle (they become scarred, R-SCAR). */
    destroyed?: string[]
  }

  /** The Grand Admirals settle the sealed Diplomats choice and Skilled Spacers when their team holds one. */
  async function settleTokenChoices(kind: 'Diplomats' | 'Skilled Spacers') {
    for (const team of ['Empire', 'Rebels'] as const) {
      const who = GA[team]
      const duty = kind === 'Diplomats' ? DUTY.diplomats : DUTY.spacers
      if (!(await owes(who, duty))) continue
      await toDuty(who, duty, formOn(`${team} ${kind}`))
      await submitAway(who, `${team} ${kind}`, kind === 'Diplomats' ? `Seal the ${team} choice` : `Confirm ${team} Skilled Spacers`)
    }
  }

  async function strategyAndBattles(label: string, pairings: Pairing[]) {
    tally.enter(`${label} strategy`)
    await settleTokenChoices('Diplomats')
    for (const b of pairings) {
      const a = b.assaulter
      await toDuty(a, DUTY.declare, formOn('Declare an assault'))
      const declare = a.page.getByRole('form', { name: 'Declare an assault' })
      await choose(a, declare.getByLabel('Assaulting player'), a.name)
      await choose(a, declare.getByLabel('Target system'), b.system)
      await click(a, declare.getByRole('button', { name: 'Declare the assault' }))
      await expect(a.page.getByText(`${a.name} (`).first()).toBeVisible()
      const d = b.defender
      await toDuty(d, DUTY.nameDefender, formOn('Name the defender'))
      const defend = d.page.getByRole('form', { name: 'Name the defender' })
      await choose(d, defend.getByLabel('Defending player'), d.name)
      await click(d, defend.getByRole('button', { name: 'Name the defender' }))
      await expect(d.page.getByText(`${d.name} (`).first()).toBeVisible()
    }
    await settleTokenChoices('Skilled Spacers')

    tally.enter(`${label} battles`)
    for (const b of pairings) {
      const a = b.assaulter
      const d = b.defender
      await toDuty(a, DUTY.chooseObjective(b.system), formOn('Choose the objective'))
      await expect(a.page.getByRole('heading', { name: `Battle at ${b.system}` })).toBeVisible()
      const objective = a.page.getByRole('form', { name: 'Choose the objective' })
      await tick(a, objective.getByRole('radio').first())
      await click(a, objective.getByRole('button', { name: 'Play this objective' }))
      const entry = a.page.getByRole('form', { name: 'Enter the result' })
      const [aScore, dScore] = b.winner === 'assaulter' ? [150, 100] : [100, 150]
      await fill(a, entry.getByLabel(`Score of ${a.name}`), String(aScore))
      await fill(a, entry.getByLabel(`Score of ${d.name}`), String(dScore))
      const winnerName = b.winner === 'assaulter' ? a.name : d.name
      for (const element of b.destroyed ?? []) await tick(a, entry.getByLabel(`Destroyed: ${element} (${winnerName})`, { exact: true }))
      await click(a, entry.getByRole('button', { name: 'Enter the result' }))
      await expect(a.page.getByText('Waiting for the other player to confirm.')).toBeVisible()
      await toDuty(d, DUTY.confirmResult(b.system), (page) => page.getByRole('button', { name: 'Confirm the result' }))
      await click(d, d.page.getByRole('button', { name: 'Confirm the result' }))
      await expect(d.page.getByText(/, \d+–\d+ \(margin \d+\)/)).toBeVisible()
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Management, step by step. Every duty is done by its owner on the management page.

  /**
   * Steps with nothing left to decide finish by themselves (a team that cannot build a base, a commander who
   * cannot buy an ability): a person acts only where the page still asks, and the tally counts the taps spared.
   */
  async function finishIfAsked(who: Person, duty: string | RegExp, formName: string, button: string) {
    if (!(await owes(who, duty))) return tally.spared()
    await toDuty(who, duty, formOn(formName))
    await submitAway(who, formName, button)
  }

  async function finishBuilding(team: Team) {
    await finishIfAsked(GA[team], DUTY.buildBases, `${team} finish bases`, `The ${team} are done building`)
  }

  /** Only a team with a system offering two tokens has a choice to make (R-TOKEN-GAIN); the others gain theirs. */
  async function takeTokens(team: Team) {
    const who = GA[team]
    if (!(await owes(who, DUTY.gainTokens))) return
    await toDuty(who, DUTY.gainTokens, formOn(`${team} tokens`))
    await submitAway(who, `${team} tokens`, 'Take the tokens')
  }

  /** Takes the reward `link` (the first offered when none is named), buying `cards` (none: all to the Reserve). */
  async function takeReward(who: Person, fleet: string, link: string | null, cards: string[] = []) {
    const regionOn = (page: Page) =>
      page.getByRole('region', {
        name: fleet === 'Empire' || fleet === 'Rebels' ? `${fleetLabel(fleet)} in reserve: the winner reward of one of your bases` : `${fleet}'s fleet: reward`,
      })
    await toDuty(who, DUTY.takeReward(who.name, fleet), regionOn)
    const region = regionOn(who.page)
    if (cards.length === 0) {
      // Banking the points needs no card list: one tap on the option's own button.
      const bank = link
        ? region.getByRole('form', { name: `${link}: keep the points in the Fleet Reserve for ${fleetLabel(fleet)}` })
        : region.getByRole('form').first()
      await click(who, bank.getByRole('button', { name: 'Keep the points in the Fleet Reserve' }))
      await expect(regionOn(who.page)).toHaveCount(0)
      return
    }
    await follow(who, region.getByRole('link', { name: link ?? undefined }).first())
    const form = who.page.getByRole('form', { name: `Reward of ${fleetLabel(fleet)}` })
    for (const [i, card] of cards.entries()) await choose(who, form.getByLabel(`Card ${i + 1}`), card)
    await submitAway(who, `Reward of ${fleetLabel(fleet)}`, 'Take the reward')
  }

  async function doneWithXp(who: Person, fleet: string) {
    if (!(await owes(who, DUTY.spendXp(who.name, fleet)))) return tally.spared()
    if (await finishFromBanner(who, `Finish the XP of ${fleetLabel(fleet)}, spending nothing`, 'Finish, spending nothing')) return
    await finishIfAsked(who, DUTY.spendXp(who.name, fleet), `Finish XP for ${fleetLabel(fleet)}`, 'Done spending XP')
  }

  /**
   * A next move that decides nothing (a refit that gives nothing up, XP left unspent) finishes from the banner,
   * on whatever page the person holds, in one tap.
   */
  async function finishFromBanner(who: Person, label: string, button: string): Promise<boolean> {
    await pickUp(who)
    const form = who.page.getByRole('status').getByRole('form', { name: label })
    if ((await form.count()) === 0) return false
    await click(who, form.getByRole('button', { name: button }))
    await expect(who.page.getByRole('form', { name: label })).toHaveCount(0)
    return true
  }

  /** A fleet with nothing to change finishes its refit from the banner, else where its link leads: the management page or its editor. */
  async function finishRefit(who: Person, fleet: string) {
    if (await finishFromBanner(who, `Refit of ${fleetLabel(fleet)}: finish as it stands`, 'Finish it as it stands')) return
    const name = `Finish the refit of ${fleetLabel(fleet)}`
    const editor = (page: Page) => page.getByRole('heading', { name: `Refit of ${fleetLabel(fleet)}` })
    await toDuty(who, DUTY.refit(who.name, fleet), (page) => formOn(name)(page).or(editor(page)))
    if ((await who.page.getByRole('form', { name }).count()) > 0) {
      // Asked first only when finishing gives something up.
      return submitAway(who, name, name)
    }
    await expect(editor(who.page)).toBeVisible()
    await saveAndFinishAsked(who)
  }

  /** Saves the edit and finishes the refit: asked first only when finishing gives something up or removes cards. */
  async function saveAndFinishAsked(who: Person) {
    await click(who, who.page.getByRole('button', { name: 'Save and finish the refit' }))
    const yes = who.page.getByRole('form', { name: 'Save and finish the refit' }).getByRole('button', { name: /^Yes, / })
    const done = who.page.getByRole('status').filter({ hasText: 'Refit finished.' })
    await expect(yes.or(done).first()).toBeVisible()
    if (await yes.isVisible()) await click(who, yes)
    await expect(done).toBeVisible()
  }

  /** Opens the refit editor of `fleet` from where its link leads. */
  async function openRefit(who: Person, fleet: string) {
    const editor = (page: Page) => page.getByRole('heading', { name: `Refit of ${fleetLabel(fleet)}` })
    await toDuty(who, DUTY.refit(who.name, fleet), (page) => page.getByRole('link', { name: `Open the refit of ${fleetLabel(fleet)}` }).or(editor(page)))
    const link = who.page.getByRole('link', { name: `Open the refit of ${fleetLabel(fleet)}` })
    if ((await link.count()) > 0) await follow(who, link)
    await expect(editor(who.page)).toBeVisible()
  }

  /** One change in the refit editor: its choice (if any), its button, then the list of changes grows to `count`. */
  async function refitChange(who: Person, form: string, button: string, count: number, choice?: { label: string | RegExp; option: string }) {
    const scope = who.page.getByRole('form', { name: form }).first()
    if (choice) await choose(who, scope.getByLabel(choice.label), choice.option)
    await click(who, scope.getByRole('button', { name: button }))
    await expect(who.page.getByRole('list', { name: 'Your changes' }).getByRole('listitem')).toHaveCount(count)
  }

  /** Sends the whole edit and ends the fleet's refit (asked first when it gives something up or removes cards). */
  async function saveAndFinish(who: Person) {
    await expect(who.page.getByText('The fleet is legal for the act: its refit may finish.')).toBeVisible()
    await saveAndFinishAsked(who)
  }

  /** Who fought this turn: each player takes a reward, the Grand Admirals one for their resting fourth fleet. */
  const everyone = () => [tarkin, piett, thrawn, leia, ackbar, mothma]

  async function management(
    label: string,
    moves: {
      build?: (team: Team) => Promise<void>
      rewards?: Record<string, () => Promise<void>>
      refits?: Record<string, () => Promise<void>>
    } = {},
  ) {
    tally.enter(`${label} management`)
    for (const team of ['Empire', 'Rebels'] as const) {
      if (moves.build) await moves.build(team)
      await finishBuilding(team)
    }
    for (const team of ['Empire', 'Rebels'] as const) await takeTokens(team)
    // The organizer's home says that nothing needs them, what the campaign waits for, and how they could step in.
    const home = await organizer.context.newPage()
    await home.goto(`/campaigns/${campaignId}`)
    const organizersMove = home.getByRole('region', { name: 'Your move' })
    await expect(organizersMove.getByText('Nothing needs you right now: the players have all they need to play on.')).toBeVisible()
    await expect(organizersMove.getByText('The campaign waits for the players:')).toBeVisible()
    await expect(organizersMove.getByText(/If a step is stuck \(a player away\), you may move it on with a reason/)).toBeVisible()
    await home.close()
    for (const who of everyone()) await (moves.rewards?.[who.name] ?? (() => takeReward(who, who.name, null)))()
    for (const team of ['Empire', 'Rebels'] as const) await takeReward(GA[team], team, null)
    for (const who of everyone()) await doneWithXp(who, who.name)
    for (const team of ['Empire', 'Rebels'] as const) await doneWithXp(GA[team], team)
    // A fleet with changes to make refits in its editor and finishes there; the others finish as they stand.
    for (const who of everyone()) await (moves.refits?.[who.name] ?? (() => finishRefit(who, who.name)))()
    for (const team of ['Empire', 'Rebels'] as const) await finishRefit(GA[team], team)
  }

  /** The banner, on every page the organizer holds. */
  async function expectPhase(text: string) {
    await pickUp(organizer)
    await expect(organizer.page.getByRole('status').first()).toContainText(text)
  }

  // ---------------------------------------------------------------------------------------------------------
  // Act I, turn 1: the Rebels have initiative (0–0, R-STRAT-INIT) and win everything. Leia's CR90 is destroyed.
  await strategyAndBattles('act I turn 1', [
    { assaulter: leia, system: 'Bespin', defender: tarkin, winner: 'assaulter', destroyed: ['CR90 Corvette A'] },
    { assaulter: piett, system: 'Lothal', defender: ackbar, winner: 'defender' },
    { assaulter: mothma, system: 'Mustafar', defender: thrawn, winner: 'assaulter' },
  ])
  await management('act I turn 1', {
    rewards: {
      // Reward placed: Ackbar buys an X-wing with Lothal's 24 squadron points; 11 go to the Fleet Reserve.
      Ackbar: () => takeReward(ackbar, 'Ackbar', 'Lothal: Squadrons, 24 points', ['X-wing Squadron (13)']),
      // Mon Mothma banks Mustafar's 10 turbolaser points in the Reserve.
      'Mon Mothma': () => takeReward(mothma, 'Mon Mothma', 'Mustafar: Turbolasers, 10 points'),
    },
    refits: {
      Ackbar: async () => {
        await openRefit(ackbar, 'Ackbar')
        await refitChange(ackbar, 'Place X-wing Squadron', 'Place X-wing Squadron', 1)
        await saveAndFinish(ackbar)
      },
      Leia: async () => {
        await openRefit(leia, 'Leia')
        // Scar repaired with a base (R-REFIT 1).
        await refitChange(leia, 'Remove scar (base) of CR90 Corvette A', 'Remove scar (base) of CR90 Corvette A', 1)
        // A type removed and bought back at half (R-REFIT 3): squadrons 26 + 20 = 46, 23 to buy back.
        await refitChange(leia, 'Remove an upgrade type or the squadrons', 'Remove this type', 2, {
          label: 'Type to remove',
          option: 'Squadrons: 46 points, 23 to buy back',
        })
        await refitChange(leia, 'Buy back squadrons', 'Buy back squadrons', 3, { label: /^Squadrons: up to 23 points/, option: 'X-wing Squadron (13)' })
        await refitChange(leia, 'Place X-wing Squadron', 'Place X-wing Squadron', 4)
        await saveAndFinish(leia)
      },
    },
  })
  await expectPhase('Act I, turn 2: Strategy phase')

  // Act I, turn 2: the Empire has initiative (0 < 3); the Rebels win everything and reach 6 (R-ACT-END).
  await strategyAndBattles('act I turn 2', [
    { assaulter: tarkin, system: 'Tatooine', defender: leia, winner: 'defender' },
    { assaulter: ackbar, system: 'Atollon', defender: piett, winner: 'assaulter' },
    { assaulter: thrawn, system: 'Dagobah', defender: mothma, winner: 'defender' },
  ])
  await management('act I turn 2', {
    // Base built: the Rebels spend 2 of their 4 Resources (1 a turn + Bespin, Lothal, Mustafar) on Bespin.
    build: async (team) => {
      if (team !== 'Rebels') return
      await toDuty(leia, DUTY.buildBases, formOn('Rebels build a base'))
      const form = leia.page.getByRole('form', { name: 'Rebels build a base' })
      await choose(leia, form.getByLabel('System'), 'Bespin')
      await click(leia, form.getByRole('button', { name: 'Build the base' }))
      // One base a turn with three bases (R-BASE-BUILD 2): nothing is left for the Rebels to decide, the step
      // finishes by itself and the form goes.
      await expect(leia.page.getByRole('form', { name: 'Rebels build a base' })).toHaveCount(0)
    },
    rewards: {
      // Fleet Reserve spent: 8 + 5 = 13 turbolaser points, 10 from Atollon and 3 from the Reserve (R-REWARD 5).
      Ackbar: () => takeReward(ackbar, 'Ackbar', 'Atollon: Turbolasers, 10 points', ['H9 Turbolasers (8)', 'XX-9 Turbolasers (5)']),
    },
    refits: {
      Ackbar: async () => {
        await openRefit(ackbar, 'Ackbar')
        await refitChange(ackbar, 'Place H9 Turbolasers', 'Place H9 Turbolasers', 1, {
          label: 'Where to put H9 Turbolasers',
          option: 'On Assault Frigate Mark II B',
        })
        // The frigate's turbolaser slot is taken: XX-9 can only be kept, owned but not equipped (R-REFIT 7).
        await expect(ackbar.page.getByRole('form', { name: 'Place XX-9 Turbolasers' })).toContainText('XX-9 Turbolasers: Owned, not equipped')
        await refitChange(ackbar, 'Place XX-9 Turbolasers', 'Place XX-9 Turbolasers', 2)
        await saveAndFinish(ackbar)
      },
    },
  })

  // ---------------------------------------------------------------------------------------------------------
  // A pivotal battle, from the choice to the next act.

  async function pivotal(
    label: string,
    plan: {
      chooser: Team
      objective: string
      system?: string
      zone?: string
      scores: Record<Team, number>
      winner: Team
      /** What the winners' Grand Admiral claims after the result (R-PIVOT-AFTER): the field and the option, with its score. */
      claim?: { field: RegExp; option: string; refusedFirst?: string }
      last?: boolean
    },
  ) {
    tally.enter(`${label}`)
    const ga = GA[plan.chooser]
    await toDuty(ga, DUTY.choosePivotal, formOn('Choose the pivotal battle'))
    const choice = ga.page.getByRole('form', { name: 'Choose the pivotal battle' })
    await choose(ga, choice.getByLabel(/^Objective/), plan.objective)
    if (plan.system) await choose(ga, choice.getByLabel(/^Target system/), plan.system)
    if (plan.zone) await choose(ga, choice.getByLabel(/^Target zone/), plan.zone)
    await submitAway(ga, 'Choose the pivotal battle', 'Choose the pivotal battle')
    for (const team of ['Empire', 'Rebels'] as const) {
      await toDuty(GA[team], DUTY.preparePivotal, formOn(`${team} ready`))
      await submitAway(GA[team], `${team} ready`, `The ${team} are ready`)
    }
    for (const [team, who] of [
      ['Empire', tarkin],
      ['Rebels', ackbar],
    ] as const) {
      await toDuty(who, DUTY.enterPivotalResult, formOn('Our part of the pivotal result'))
      const part = who.page.getByRole('form', { name: 'Our part of the pivotal result' })
      await fill(who, part.getByLabel(/Our team’s score/), String(plan.scores[team]))
      await click(who, part.getByRole('button', { name: 'Enter our part of the result' }))
      await expect(who.page.getByRole('form', { name: 'Our part of the pivotal result' })).toHaveCount(0)
    }
    await toDuty(piett, DUTY.confirmPivotalResult, (page) => page.getByRole('button', { name: 'Confirm the pivotal result' }))
    await click(piett, piett.page.getByRole('button', { name: 'Confirm the pivotal result' }))
    await expect(piett.page.getByText(`The ${plan.winner} win the pivotal battle`)).toBeVisible()
    // The winners' Grand Admiral claims what the win leaves to choose, its score shown first (R-PIVOT-AFTER).
    const winnerGa = GA[plan.winner]
    if (plan.claim) {
      await toDuty(winnerGa, DUTY.claimPivotal, formOn('Claim of the pivotal win'))
      const claim = winnerGa.page.getByRole('form', { name: 'Claim of the pivotal win' })
      if (plan.claim.refusedFirst) {
        // Bad input first: nothing chosen is refused and nothing is claimed.
        await click(winnerGa, claim.getByRole('button', { name: 'Claim', exact: true }))
        await expect(claim.getByRole('alert')).toContainText(plan.claim.refusedFirst)
      }
      await choose(winnerGa, claim.getByLabel(plan.claim.field), plan.claim.option)
      await submitAway(winnerGa, 'Claim of the pivotal win', 'Claim')
    }
    if (await owes(winnerGa, DUTY.pivotalTokens)) {
      await toDuty(winnerGa, DUTY.pivotalTokens, formOn(`${plan.winner} pivotal tokens`))
      await submitAway(winnerGa, `${plan.winner} pivotal tokens`, 'Take the tokens')
    }
    if (!plan.last) {
      for (const who of everyone()) await finishRefit(who, who.name)
      for (const team of ['Empire', 'Rebels'] as const) await finishRefit(GA[team], team)
    }
    // Nothing is left to decide: the next act starts, or the campaign ends, by itself; the organizer has
    // nothing to do, and no player's home waits for them.
    const home = await mothma.context.newPage()
    await home.goto(`/campaigns/${campaignId}`)
    await expect(home.getByRole('region', { name: 'Your move' }).getByText('The organizer: start the next act')).toHaveCount(0)
    await home.close()
  }

  // The Empire's bases hold one objective each: conquered Hoth may take any; its victory bonus is 0.
  await pivotal('pivotal I', {
    chooser: 'Empire',
    objective: 'Conquest',
    system: 'Hoth (enemy base)',
    scores: { Empire: 300, Rebels: 200 },
    winner: 'Empire',
    claim: { field: /^Base Defense objective of the conquered base/, option: 'Ion Cannon: 2 CP (2 + 0 victory bonus)' },
  })
  await expectPhase('Act II, turn 1: Strategy phase')

  // Act II: the Empire, behind, has initiative twice and wins everything.
  await strategyAndBattles('act II turn 1', [
    { assaulter: tarkin, system: 'Mygeeto', defender: leia, winner: 'assaulter' },
    { assaulter: ackbar, system: 'Raxus Prime', defender: piett, winner: 'defender' },
    { assaulter: thrawn, system: 'Rodia', defender: mothma, winner: 'assaulter' },
  ])
  await management('act II turn 1', {
    refits: {
      // The Fleet Reserve spent at refit (R-REFIT 4): Tarkin buys a TIE Fighter (8) with the Empire's squadron
      // points (Piett's 16 from Lothal, banked in act I), and adds it.
      Tarkin: async () => {
        await openRefit(tarkin, 'Tarkin')
        await refitChange(tarkin, 'Buy with the Fleet Reserve (Squadrons)', 'Buy with the Fleet Reserve (Squadrons)', 1, {
          label: /^Fleet Reserve, Squadrons:/,
          option: 'TIE Fighter Squadron (8)',
        })
        await refitChange(tarkin, 'Place TIE Fighter Squadron', 'Place TIE Fighter Squadron', 2)
        await saveAndFinish(tarkin)
      },
    },
  })
  await strategyAndBattles('act II turn 2', [
    { assaulter: tarkin, system: 'Saleucami', defender: leia, winner: 'assaulter' },
    { assaulter: ackbar, system: 'Montross', defender: piett, winner: 'defender' },
    { assaulter: thrawn, system: 'Geonosis', defender: mothma, winner: 'assaulter' },
  ])
  await management('act II turn 2')

  await pivotal('pivotal II', {
    chooser: 'Rebels',
    objective: 'Demonstration of Force',
    zone: 'Zone IV',
    scores: { Empire: 200, Rebels: 300 },
    winner: 'Rebels',
    claim: { field: /^Systems taken/, option: 'Geonosis and Sullust: 5 CP (2 + 3 victory bonus)' },
  })
  await expectPhase('Act III, turn 1: Strategy phase')

  // Act III: the Empire, behind, has initiative twice; the Rebels win everything.
  await strategyAndBattles('act III turn 1', [
    { assaulter: tarkin, system: 'Ord Mantell', defender: leia, winner: 'defender' },
    { assaulter: ackbar, system: 'Endor', defender: piett, winner: 'assaulter' },
    { assaulter: thrawn, system: "Smuggler's Run", defender: mothma, winner: 'defender' },
  ])
  await management('act III turn 1')
  await strategyAndBattles('act III turn 2', [
    { assaulter: tarkin, system: 'Nar Shaddaa', defender: leia, winner: 'defender' },
    { assaulter: ackbar, system: 'Mon Cala', defender: piett, winner: 'assaulter' },
    { assaulter: thrawn, system: 'Utapau', defender: mothma, winner: 'defender' },
  ])
  await management('act III turn 2')

  await pivotal('pivotal III', {
    chooser: 'Empire',
    objective: 'Evacuation',
    system: 'Kessel (your base)',
    scores: { Empire: 300, Rebels: 200 },
    winner: 'Empire',
    // Mygeeto (victory bonus 1, Diplomats or Resources): 2 + 1 = 3 CP and one of its tokens.
    claim: {
      field: /^Where the base moves/,
      option: 'Mygeeto: 3 CP (2 + 1 victory bonus); a token: Diplomats or Resources',
      refusedFirst: 'Choose where the base moves (R-PIVOT-AFTER).',
    },
    last: true,
  })

  // ---------------------------------------------------------------------------------------------------------
  // The final summary (R-END), against the values computed by hand above.
  tally.enter('summary')
  await follow(leia, leia.page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Summary' }))
  await expect(leia.page.getByRole('status').filter({ hasText: 'win the campaign' })).toHaveText('The Rebels win the campaign by 6 CP.')
  const cp = leia.page.getByRole('table', { name: 'Campaign points' })
  // Team, act I, act II, act III, pivotal, total.
  await expect(cp.getByRole('row', { name: /^Empire/ }).getByRole('cell')).toHaveText(['0', '6', '0', '5', '11'])
  await expect(cp.getByRole('row', { name: /^Rebels/ }).getByRole('cell')).toHaveText(['6', '0', '6', '5', '17'])
  const battles = leia.page.getByRole('table', { name: 'Battles won and lost' })
  // 18 turn battles (Rebels 12, Empire 6) and 3 pivotal ones (Empire 2, Rebels 1).
  await expect(battles.getByRole('row', { name: /^Empire/ }).getByRole('cell')).toHaveText(['8', '13'])
  await expect(battles.getByRole('row', { name: /^Rebels/ }).getByRole('cell')).toHaveText(['13', '8'])

  // The map as the pivotal battles left it: Kessel's base moved to Mygeeto; Sullust and Geonosis taken.
  await follow(leia, leia.page.getByRole('navigation', { name: 'Campaign' }).getByRole('link', { name: 'Map' }))
  await expect(leia.page.getByRole('link', { name: /^Mygeeto: Empire base/ })).toBeVisible()
  await expect(leia.page.getByRole('link', { name: /^Kessel: Unoccupied/ })).toBeVisible()
  await expect(leia.page.getByRole('link', { name: /^Sullust: Rebel presence/ })).toBeVisible()
  await expect(leia.page.getByRole('link', { name: /^Geonosis: Rebel presence/ })).toBeVisible()
  tally.stop()
  console.log(`Actions per phase (fills, choices, ticks, presses and page changes):\n${tally.report()}`)
  // The aim, counted as people move: at most 45 actions per management phase and 25 per pivotal battle.
  const over = tally.phases().filter((name) => tally.totalOf(name) > (name.endsWith(' management') ? 45 : name.startsWith('pivotal') ? 25 : Infinity))
  console.log(
    over.length === 0
      ? 'Every management phase and pivotal battle within its aim.'
      : `Over the aim (45 a management phase, 25 a pivotal battle): ${over.join(', ')}`,
  )
  for (const who of [organizer, ...Object.values(p)]) await who.context.close()
})
