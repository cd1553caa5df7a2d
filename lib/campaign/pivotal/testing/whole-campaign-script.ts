// The commands of a whole campaign, from creation to its end (whole-campaign.scenario.test.ts), each by the
// actor the app would take it from, and the states they lead to. The values they give are worked by hand in
// the scenario's comments.
import type { AnyCommand, CampaignCommand } from '../../commands'
import { createCampaign } from '../../create-campaign'
import { applyCommand } from '../../engine'
import { legalFleetCommands } from '../../fleets/testing/fleet-builders'
import { player } from '../../management/testing/management-builders'
import type { Actor, CampaignState, TeamId } from '../../state'
import { totalCp } from '../../state'
import { createCommand, defenseCommand, placementCommands, unwrap } from '../../testing/builders'
import { closePivotal, editorOf, GA, issue, playWholeTurn, type Step } from './pivotal-builders'

export const ORGANIZER: Actor = { role: 'organizer' }
export const steps: Step[] = []
export const go = (state: CampaignState, command: CampaignCommand, actor: Actor) => issue(state, steps, command, actor)
export const none = { destroyed: [], retreated: [], eligibleVeterans: [] }

/** Total CP and the parts of it (R-END's standings). */
export function standings(state: CampaignState) {
  const part = (team: TeamId) => ({ byAct: state.teams[team].cpByAct, pivotal: state.teams[team].pivotalCp, total: totalCp(state.teams[team]) })
  return { empire: part('empire'), rebels: part('rebels') }
}

/** What a command would do, without recording it: for the refusals. */
export const tryIt = (state: CampaignState, command: CampaignCommand, actor: Actor) => {
  const r = applyCommand(state, command, actor)
  return r.ok ? [] : r.violations
}

// ---------------------------------------------------------------------------------------------------------
// Setup.

export const CREATE = createCommand()
export let state = unwrap(createCampaign(CREATE))
for (const c of placementCommands()) state = go(state, c, player(c.playerId))
state = go(state, defenseCommand('empire'), GA.empire)
state = go(state, defenseCommand('rebels'), GA.rebels)
for (const c of legalFleetCommands()) state = go(state, c, editorOf('fleetId' in c ? c.fleetId : ''))
export const STARTED = go(state, { type: 'start-campaign' }, ORGANIZER)

// ---------------------------------------------------------------------------------------------------------
// Act I. Turn 1: 0–0, the Rebels have initiative (R-STRAT-INIT): rebels-1 takes Mon Cala from empire-1,
// empire-2 takes Sullust from rebels-2, rebels-3 takes Concord Dawn from empire-3. The Rebels take Repair Yards
// at Mon Cala. empire-1 (lost: 1 + 1 = 2 XP) buys Concealment I (2 XP).
export const ACT_I_T1 = playWholeTurn(STARTED, steps, ['mon-cala', 'sullust', 'concord-dawn'], ['rebels', 'empire', 'rebels'], {
  tokens: { rebels: { 'mon-cala': 'repair-yards' } },
  buys: { 'empire-1': ['concealment-1'] },
})
// Turn 2: Empire 1, Rebels 2: the Empire has initiative. empire-1 assaults Tatooine, rebels-2 Atollon, empire-3
// Lothal; the Rebels win all three. empire-1 loses again: 2 XP.
export const ACT_I_END = playWholeTurn(ACT_I_T1, steps, ['tatooine', 'atollon', 'lothal'], ['rebels', 'rebels', 'rebels'])

// Pivotal I. Empire 1, Rebels 5: the Empire chooses (R-PIVOT-CHOOSE) Demonstration of Force in zone IV.
state = go(ACT_I_END, { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 4, climactic: false }, GA.empire)
// rebels-3 replaces its CR90 B (39) by an MC30c Scout Frigate (69), +30, for 1 Resources + 1 Repair Yards.
export const BEFORE_UPGRADE = state
state = go(
  state,
  { type: 'pivotal-upgrade', fleetId: 'rebels-3', shipUid: 'rebels-3-s2', newShipCardId: 'mc30c-scout-frigate', extraResources: 0 },
  player('rebels-3'),
)
export const UPGRADED_I = state
state = go(state, { type: 'finish-pivotal-prep', team: 'empire' }, GA.empire)
state = go(state, { type: 'finish-pivotal-prep', team: 'rebels' }, GA.rebels)
// The Empire assaults and wins 400–250. Entered by empire-1, confirmed by rebels-1 (R-RESULT-CONFIRM).
// rebels-2's Hammerhead is destroyed; empire-2's Victory I becomes veteran. Then the Empire's Grand Admiral claims
// Tatooine (a Rebel presence) and Utapau (unoccupied) (R-PIVOT-AFTER **Decision**).
state = go(
  state,
  {
    type: 'enter-pivotal-result',
    result: {
      assaulters: { score: 400, tabled: false },
      defenders: { score: 250, tabled: false },
      fleets: { 'rebels-2': { ...none, destroyed: ['rebels-2-s2'] }, 'empire-2': { ...none, eligibleVeterans: ['empire-2-s1'] } },
    },
  },
  player('empire-1'),
)
state = go(state, { type: 'confirm-pivotal-result' }, GA.rebels)
export const CLAIM_OWED_I = state
state = go(state, { type: 'claim-pivotal-effects', team: 'empire', claimedSystems: ['tatooine', 'utapau'] }, GA.empire)
export const PIVOTAL_I = state
state = go(state, { type: 'pivotal-veterans', fleetId: 'empire-2', uids: ['empire-2-s1'] }, player('empire-2'))
// The Empire's players take the rewards of the systems they claimed (Demonstration of Force, R-PIVOT-AFTER):
// empire-2 buys an Expanded Hangar Bay (5) with Tatooine's 10 offensive-retrofit points, 5 to the Reserve,
// and equips it at refit on its Victory I: 200 + 5 = 205. empire-1 declines; empire-3 takes nothing.
export const BEFORE_REWARDS_I = state
state = go(
  state,
  {
    type: 'take-pivotal-reward',
    fleetId: 'empire-2',
    decline: false,
    systemId: 'tatooine',
    rewardType: 'offensive-retrofit',
    cards: ['offensive-retrofit-expanded-hangar-bay'],
    useDestiny: false,
  },
  player('empire-2'),
)
state = go(
  state,
  { type: 'take-pivotal-reward', fleetId: 'empire-1', decline: true, systemId: 'tatooine', rewardType: 'offensive-retrofit', cards: [], useDestiny: false },
  player('empire-1'),
)
state = go(state, { type: 'refit', fleetId: 'empire-2', op: { op: 'add-card', index: 0, shipUid: 'empire-2-s1' } }, player('empire-2'))
export const REWARDED_I = state
// empire-1 resets its commander and spends at once: Repair Expert (its starting ability, bought back, 2 XP) and
// Ion Technician (tier 2, 3 XP).
export const BEFORE_RESET_I = state
state = go(state, { type: 'reset-commander', fleetId: 'empire-1' }, player('empire-1'))
export const RESET_I = state
state = go(state, { type: 'buy-ability', fleetId: 'empire-1', abilityId: 'repair-expert' }, player('empire-1'))
state = go(state, { type: 'buy-ability', fleetId: 'empire-1', abilityId: 'ion-technician' }, player('empire-1'))
export const ACT_II_START = closePivotal(state, steps)

// ---------------------------------------------------------------------------------------------------------
// Act II. Turn 1: Empire 4, Rebels 5: the Empire has initiative. empire-1 destroys the Rebel base on Ryloth
// (1 + 2 = 3), rebels-2 takes Bespin, empire-3 takes Mustafar.
export const ACT_II_T1 = playWholeTurn(ACT_II_START, steps, ['ryloth', 'bespin', 'mustafar'], ['empire', 'rebels', 'empire'])
// Turn 2: Empire 8, Rebels 6: the Rebels have initiative. empire-1 defends Dagobah, rebels-2 defends Raxus
// Prime, rebels-3 takes Rodia.
export const ACT_II_END = playWholeTurn(ACT_II_T1, steps, ['dagobah', 'raxus-prime', 'rodia'], ['empire', 'rebels', 'rebels'])

// Pivotal II. Empire 9, Rebels 8: the Rebels choose. Gap 1: no Evacuation; Demonstration of Force was played:
// Conquest of Kessel. The Empire defends and wins 450–300, and takes Repair Yards.
state = go(ACT_II_END, { type: 'choose-pivotal', objectiveId: 'conquest', systemId: 'kessel', climactic: false }, GA.rebels)
state = go(state, { type: 'finish-pivotal-prep', team: 'rebels' }, GA.rebels)
state = go(state, { type: 'finish-pivotal-prep', team: 'empire' }, GA.empire)
state = go(
  state,
  { type: 'enter-pivotal-result', result: { assaulters: { score: 300, tabled: false }, defenders: { score: 450, tabled: false }, fleets: {} } },
  ORGANIZER,
)
export const PIVOTAL_II = state
state = go(state, { type: 'pivotal-tokens', team: 'empire', tokens: ['repair-yards'] }, GA.empire)
// empire-1 resets again.
export const BEFORE_RESET_II = state
state = go(state, { type: 'reset-commander', fleetId: 'empire-1' }, player('empire-1'))
export const RESET_II = state
export const ACT_III_START = closePivotal(state, steps)

// ---------------------------------------------------------------------------------------------------------
// Act III. Turn 1: Empire 10, Rebels 8: the Rebels have initiative. rebels-1 assaults the Empire base on
// Felucia and loses (+2 to the Empire), empire-2 takes Ord Mantell, empire-3 defends Geonosis.
export const ACT_III_T1 = playWholeTurn(ACT_III_START, steps, ['felucia', 'ord-mantell', 'geonosis'], ['empire', 'empire', 'empire'])
// Turn 2: Empire 14, Rebels 8: the Rebels have initiative. empire-1 defends Endor, rebels-2 defends Saleucami,
// rebels-3 takes Montross.
export const ACT_III_END = playWholeTurn(ACT_III_T1, steps, ['endor', 'saleucami', 'montross'], ['empire', 'rebels', 'rebels'])

// Pivotal III. Empire 15, Rebels 10: the Rebels choose Evacuation of Yavin (the only objective not played);
// they defend, win 350–300 (entered by rebels-2, confirmed by empire-3) and their Grand Admiral moves the base to
// Mon Cala, their presence (victory bonus 2, Skilled Spacers or Repair Yards).
state = go(ACT_III_END, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'yavin', climactic: false }, GA.rebels)
state = go(state, { type: 'finish-pivotal-prep', team: 'empire' }, GA.empire)
state = go(state, { type: 'finish-pivotal-prep', team: 'rebels' }, GA.rebels)
state = go(
  state,
  {
    type: 'enter-pivotal-result',
    result: { assaulters: { score: 300, tabled: false }, defenders: { score: 350, tabled: false }, fleets: {} },
  },
  player('rebels-2'),
)
state = go(state, { type: 'confirm-pivotal-result' }, player('empire-3'))
export const CLAIM_OWED_III = state
state = go(state, { type: 'claim-pivotal-effects', team: 'rebels', newBaseSystem: 'mon-cala' }, GA.rebels)
export const PIVOTAL_III = state
state = go(state, { type: 'pivotal-tokens', team: 'rebels', tokens: ['skilled-spacers'] }, GA.rebels)
export const FINAL = closePivotal(state, steps)

export const HISTORY: AnyCommand[] = [CREATE, ...steps.map(([c]) => c)]
export const ACTORS: Actor[] = [ORGANIZER, ...steps.map(([, a]) => a)]
