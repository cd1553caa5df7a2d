// The pivotal battle's commands through the engine (RULES.md §6 R-ACT-END, §7): every state here is reached
// by playing a turn through `applyCommand` from the started campaign of campaignReadyToStart, with the act's
// CP set by hand (`adjusted`) just before that turn so that the turn ends the act. The pure modules
// (chooser, objectives, effects, XP, climax, reset, final standings) have their own tests; these check the
// commands, their order and what they change.
//
// Setup (fleet-builders.ts): Empire bases Dantooine (I, Ion Cannon), Felucia (II, Armed Station), Kessel (III,
// Fighter Wing, victory bonus 2); Rebels Hoth (V, Ion Cannon), Ryloth (IV, Armed Station, placed by rebels-2),
// Yavin (II, Fighter Wing). Player fleets: empire-1 200 FP (s1 Victory II flagship + Gunnery Team, s2 Raider I
// + ACM, s3 Gozanti Cruisers), empire-2 200, empire-3 199 (s3 Raider II), rebels-1 200 (s2 CR90 A), rebels-2
// 200, rebels-3 195 (s2 CR90 B + Electronic Countermeasures 7). Commanders start with x-1 Repair Expert, x-2
// Master Gunner I, x-3 Master Navigator I (tier 1, their startingAbility). Grand Admirals empire-1, rebels-1.
//
// The turn that ends the act (testing/pivotal-builders.ts): the team with initiative assaults twice; each
// battle won 150–100 on an unoccupied system gives its winner a presence and 1 CP (R-EFFECT 1); rewards are
// declined and nothing is destroyed, so fleet values do not change.
import { visibleCommandFor, visibleStateFor } from '../visibility'
import { pivotalUpgradeShips } from './pivotal-commands'
import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import type { CampaignCommand, EnterPivotalResultCommand, PivotalTokensCommand } from '../commands'
import { applyCommand } from '../engine'
import type { Fleet } from '../fleets/fleet'
import { fleetLimit, squadronLimit } from '../fleets/fleet-limits'
import { fleetLimitStage } from '../fleets/fleet-stage'
import { fleetValue } from '../fleets/fleet-value'
import { adjusted, commander, fleetOf, player, startedCampaign, type Adjustment } from '../management/testing/management-builders'
import { mayIssue } from '../permissions'
import { totalCp, type Actor, type CampaignState, type TeamId } from '../state'
import { reasonsOf, unwrap } from '../testing/builders'
import { initiative } from '../turn/initiative'
import { emptyTurn } from '../turn/empty-turn'
import { finalStandings } from './final-standings'
import { pivotalRewardOptions } from './pivotal-rewards'
import { closePivotal, doing, GA, turnEndingAct } from './testing/pivotal-builders'

const ORGANIZER: Actor = { role: 'organizer' }
const STARTED = startedCampaign()
const ACT_I_SYSTEMS: readonly [SystemId, SystemId, SystemId] = ['mon-cala', 'sullust', 'concord-dawn']

/** The act's last turn from the started campaign with the act's CP set first (R-ACT-END). */
function actEndsAfter(change: Adjustment, winners: readonly [TeamId, TeamId, TeamId]): CampaignState {
  return turnEndingAct(adjusted(STARTED, change), ACT_I_SYSTEMS, winners)
}

/** One command, as `actor` (the organizer by default). */
const run = (state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER) => applyCommand(state, command, actor)
const violationsOf = (r: ReturnType<typeof run>) => (r.ok ? [] : r.violations)
const pivotal = (state: CampaignState) => state.pivotal!
/** A pivotal battle as begun under rules version 4 and before, which kept no zones at its start: its results carried the map choices. */
const begunUnderRules4 = (state: CampaignState): CampaignState => {
  const { zonesAtStart: _kept, ...older } = state.pivotal!
  return { ...state, pivotal: older }
}

const conquest = (systemId: SystemId, climactic = false): CampaignCommand => ({ type: 'choose-pivotal', objectiveId: 'conquest', systemId, climactic })
const upgrade = (fleetId: string, shipUid: string, newShipCardId: string, extraResources: 0 | 1 = 0): CampaignCommand => ({
  type: 'pivotal-upgrade',
  fleetId,
  shipUid,
  newShipCardId,
  extraResources,
})
const prep = (team: TeamId): CampaignCommand => ({ type: 'finish-pivotal-prep', team })
const enter = (result: EnterPivotalResultCommand['result']): CampaignCommand => ({ type: 'enter-pivotal-result', result })
const none = { destroyed: [], retreated: [], eligibleVeterans: [] }
const ship = (state: CampaignState, uid: string) => state.fleets.flatMap((f) => f.ships).find((s) => s.uid === uid)!
const xpOf = (state: CampaignState, fleetId: string) => fleetOf(state, fleetId).commander!.xp
const PLAYER_FLEETS = ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3'] as const

// ---------------------------------------------------------------------------------------------------------
// The states the tests start from.

// Act I: Empire 3, Rebels 2 CP. The Rebels have initiative (fewer CP): rebels-1 assaults Mon Cala (empire-1
// defends and wins), empire-2 takes Sullust, rebels-3 takes Concord Dawn. Empire 3 + 2 = 5 (the act ends),
// Rebels 2 + 1 = 3: gap 2, the Rebels choose.
const GAP_2 = actEndsAfter({ cpByAct: { empire: [3, 0, 0], rebels: [2, 0, 0] } }, ['empire', 'empire', 'rebels'])

// The Rebels choose Conquest of Kessel (Empire base, victory bonus 2); they assault.
const CONQUEST = doing(GAP_2, conquest('kessel'), GA.rebels)
/** Tokens for the upgrades: the Empire 2 Resources + 1 Repair Yards, the Rebels 1 + 1. */
const WITH_TOKENS = adjusted(CONQUEST, { tokens: { empire: { resources: 2, 'repair-yards': 1 }, rebels: { resources: 1, 'repair-yards': 1 } } })
// rebels-3 replaces its CR90 B (39) by an MC30c Scout Frigate (69): +30. rebels-3 195 + 30 = 225.
const UPGRADED = doing(WITH_TOKENS, upgrade('rebels-3', 'rebels-3-s2', 'mc30c-scout-frigate'), player('rebels-3'))
// Both teams ready. Team values at the start: Empire 200 + 200 + 199 = 599, Rebels 200 + 200 + 225 = 625.
const BATTLE = doing(doing(UPGRADED, prep('empire'), GA.empire), prep('rebels'), GA.rebels)

// The Rebels win 520–400: MOV 120. rebels-1 loses its CR90 A (scarred), empire-3 its Quasar (scarred) and
// its Arquitens retreats (not scarred); empire-1 and rebels-2 each have an element eligible for veteran.
const REBELS_WIN: EnterPivotalResultCommand['result'] = {
  assaulters: { score: 520, tabled: false },
  defenders: { score: 400, tabled: false },
  fleets: {
    'rebels-1': { ...none, destroyed: ['rebels-1-s2'] },
    'empire-3': { ...none, destroyed: ['empire-3-s1'], retreated: ['empire-3-s2'] },
    'empire-1': { ...none, eligibleVeterans: ['empire-1-s1'] },
    'rebels-2': { ...none, eligibleVeterans: ['rebels-2-s1'] },
  },
}
// The Rebels' three bases each hold a different objective: the conquered base's is theirs to claim (R-BASE-BUILD 1,
// R-PIVOT-AFTER **Decision**); they give it an Ion Cannon.
const CLAIM_OWED = doing(BATTLE, enter(REBELS_WIN))
const AFTER = doing(CLAIM_OWED, { type: 'claim-pivotal-effects', team: 'rebels', conquestDefense: 'ion-cannon' }, GA.rebels)

// Act I: Empire 3, Rebels 0. Empire 3 + 2 = 5, Rebels 0 + 1 = 1: gap 4, the Rebels choose.
const GAP_4 = actEndsAfter({ cpByAct: { empire: [3, 0, 0], rebels: [0, 0, 0] } }, ['empire', 'empire', 'rebels'])
// Act I: Empire 4, Rebels 0. Empire 4 + 2 = 6, Rebels 0 + 1 = 1: gap 5, the Rebels choose.
const GAP_5 = actEndsAfter({ cpByAct: { empire: [4, 0, 0], rebels: [0, 0, 0] } }, ['empire', 'empire', 'rebels'])

/** Choose, both teams ready without upgrades, the result entered by the organizer. */
function fought(state: CampaignState, choice: CampaignCommand, result: EnterPivotalResultCommand['result']): CampaignState {
  const chooser = pivotal(state).chooser
  return doing(doing(doing(doing(state, choice, GA[chooser]), prep('empire'), GA.empire), prep('rebels'), GA.rebels), enter(result))
}
const score = (assaulters: number, defenders: number, tabled: { assaulters?: boolean; defenders?: boolean } = {}): EnterPivotalResultCommand['result'] => ({
  assaulters: { score: assaulters, tabled: tabled.assaulters ?? false },
  defenders: { score: defenders, tabled: tabled.defenders ?? false },
  fleets: {},
})

// ---------------------------------------------------------------------------------------------------------

describe('R-ACT-END and R-PIVOT-CHOOSE: the act ends into the pivotal battle with its chooser', () => {
  it('enters the pivotal battle when a team reaches 5 CP in the act, the team with fewer total CP choosing (R-ACT-END, R-PIVOT-CHOOSE)', () => {
    expect(GAP_2.teams.empire.cpByAct).toEqual([5, 0, 0])
    expect(GAP_2.teams.rebels.cpByAct).toEqual([3, 0, 0])
    expect([GAP_2.phase, GAP_2.act, GAP_2.turn]).toEqual(['pivotal', 1, 1])
    expect(GAP_2.pivotal).toEqual({
      step: 'choose',
      chooser: 'rebels',
      // Who chooses and why is kept as decided now, for the page after the battle (R-PIVOT-CHOOSE).
      chosenBy: { team: 'rebels', reason: 'fewer-cp', cp: { empire: 5, rebels: 3 }, zones: expect.any(Object) },
      zonesAtStart: expect.any(Array),
      objective: null,
      target: null,
      climactic: false,
      assaulters: null,
      prepared: [],
      upgradedBy: [],
      fleetValues: {},
      result: { status: 'none' },
      tokenChoices: {},
      veteransChosen: {},
    })
  })

  it('gives the choice to the Empire when it has fewer total CP (R-PIVOT-CHOOSE)', () => {
    // Empire 0, Rebels 3: the Empire has initiative; empire-1 loses Mon Cala, rebels-2 takes Sullust, empire-3
    // takes Concord Dawn. Rebels 3 + 2 = 5, Empire 0 + 1 = 1.
    const state = actEndsAfter({ cpByAct: { empire: [0, 0, 0], rebels: [3, 0, 0] } }, ['rebels', 'rebels', 'empire'])
    expect([state.teams.empire.cpByAct[0], state.teams.rebels.cpByAct[0]]).toEqual([1, 5])
    expect(state.phase).toBe('pivotal')
    expect(pivotal(state).chooser).toBe('empire')
  })
})

describe('choose-pivotal (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX)', () => {
  it("lets only the chooser's Grand Admiral (or the organizer) issue it (R-PIVOT-CHOOSE)", () => {
    const command = conquest('kessel')
    expect(mayIssue(GAP_2, GA.rebels, command)).toBe(true)
    expect(mayIssue(GAP_2, player('rebels-2'), command)).toBe(false)
    expect(mayIssue(GAP_2, GA.empire, command)).toBe(false)
    expect(mayIssue(GAP_2, player('empire-3'), command)).toBe(false)
    expect(mayIssue(GAP_2, ORGANIZER, command)).toBe(true)
  })

  it('makes the choosing team the assaulter of a Conquest of an enemy base (R-PIVOT-OBJ)', () => {
    expect(CONQUEST.phase).toBe('pivotal')
    expect(pivotal(CONQUEST)).toMatchObject({
      step: 'prepare',
      chooser: 'rebels',
      objective: 'conquest',
      target: { systemId: 'kessel' },
      climactic: false,
      assaulters: 'rebels',
    })
    // Nothing else changes until the battle.
    expect(CONQUEST.control).toEqual(GAP_2.control)
    expect(CONQUEST.teams).toEqual(GAP_2.teams)
  })

  it('refuses Evacuation at a total CP gap of 2: it needs 3 (R-PIVOT-OBJ)', () => {
    const r = run(GAP_2, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'hoth', climactic: false }, GA.rebels)
    expect(violationsOf(r)).toEqual([{ rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: 'evacuation' }])
  })

  it('refuses a target of the wrong kind (R-PIVOT-OBJ)', () => {
    // Conquest aims at an enemy base: not the chooser's own base, not an unoccupied system, not a presence.
    expect(violationsOf(run(GAP_2, conquest('hoth'), GA.rebels))).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-enemy-base', systemId: 'hoth', cardId: 'conquest' },
    ])
    expect(violationsOf(run(GAP_2, conquest('tatooine'), GA.rebels))).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-enemy-base', systemId: 'tatooine', cardId: 'conquest' },
    ])
    expect(violationsOf(run(GAP_2, conquest('sullust'), GA.rebels))).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-enemy-base', systemId: 'sullust', cardId: 'conquest' },
    ])
    // Demonstration of Force aims at a zone.
    expect(
      violationsOf(run(GAP_2, { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', systemId: 'kessel', climactic: false }, GA.rebels)),
    ).toEqual([{ rule: 'R-PIVOT-OBJ', reason: 'target-missing', cardId: 'demonstration-of-force' }])
    // Evacuation (gap 4) aims at one of the chooser's own bases.
    expect(violationsOf(run(GAP_4, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'kessel', climactic: false }, GA.rebels))).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'not-own-base', systemId: 'kessel', cardId: 'evacuation' },
    ])
  })

  it('makes the choosing team the defender of an Evacuation of its own base, at a gap of 4 (R-PIVOT-OBJ)', () => {
    const chosen = unwrap(run(GAP_4, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'ryloth', climactic: false }, GA.rebels))
    expect(pivotal(chosen)).toMatchObject({ step: 'prepare', chooser: 'rebels', objective: 'evacuation', target: { systemId: 'ryloth' }, assaulters: 'empire' })
  })

  it('refuses a climactic declaration at a gap below 5 (2 and 4) and accepts it at 5 from the team behind (R-CLIMAX)', () => {
    expect(violationsOf(run(GAP_2, conquest('kessel', true), GA.rebels))).toEqual([{ rule: 'R-CLIMAX', reason: 'climax-not-allowed', team: 'rebels' }])
    expect([totalCp(GAP_4.teams.empire), totalCp(GAP_4.teams.rebels)]).toEqual([5, 1])
    expect(violationsOf(run(GAP_4, conquest('kessel', true), GA.rebels))).toEqual([{ rule: 'R-CLIMAX', reason: 'climax-not-allowed', team: 'rebels' }])
    expect([totalCp(GAP_5.teams.empire), totalCp(GAP_5.teams.rebels)]).toEqual([6, 1])
    const climactic = unwrap(run(GAP_5, conquest('kessel', true), GA.rebels))
    expect(pivotal(climactic)).toMatchObject({ step: 'prepare', objective: 'conquest', climactic: true, assaulters: 'rebels' })
  })

  it('refuses a climactic declaration from a team that is not behind, even at a gap of 5 (R-CLIMAX)', () => {
    // The chooser is the team behind when the act ends; here the organizer corrects the act's CP afterwards
    // (R-OVERRIDE), leaving the Rebels, still the chooser, 5 CP ahead (Empire 1, Rebels 6).
    const corrected = doing(doing(GAP_5, { type: 'override', reason: 'score sheet', target: { kind: 'cp', team: 'empire', act: 1, value: 1 } }), {
      type: 'override',
      reason: 'score sheet',
      target: { kind: 'cp', team: 'rebels', act: 1, value: 6 },
    })
    expect(pivotal(corrected).chooser).toBe('rebels')
    expect(violationsOf(run(corrected, conquest('kessel', true), GA.rebels))).toEqual([{ rule: 'R-CLIMAX', reason: 'climax-not-allowed', team: 'rebels' }])
  })

  it('is refused once the objective is chosen (R-PIVOT-CHOOSE)', () => {
    expect(violationsOf(run(CONQUEST, conquest('felucia'), GA.rebels))).toEqual([{ rule: 'R-PHASE', reason: 'wrong-phase' }])
  })

  it('lets the chooser pick a played objective when no unplayed one is legal: Evacuation without a base of its own (R-PIVOT-OBJ)', () => {
    // Conquest and Demonstration of Force were played; the Rebels, behind by 4, have lost every base. Evacuation
    // targets one of the chooser's own bases: with none it cannot be played, so it is not legal, and R-PIVOT-OBJ
    // lets the chooser pick a played objective (availablePivotalObjectivesFor reads it so).
    const baseless = {
      ...adjusted(STARTED, { cpByAct: { empire: [3, 0, 0], rebels: [0, 0, 0] }, control: { hoth: null, ryloth: null, yavin: null } }),
      playedPivotal: ['conquest', 'demonstration-of-force'],
    }
    const state = turnEndingAct(baseless, ACT_I_SYSTEMS, ['empire', 'empire', 'rebels'])
    expect(pivotal(state).chooser).toBe('rebels')
    expect(Object.values(state.control).filter((c) => c?.kind === 'base' && c.team === 'rebels')).toEqual([])
    expect(violationsOf(run(state, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'hoth', climactic: false }, GA.rebels))).toEqual([
      { rule: 'R-PIVOT-OBJ', reason: 'objective-not-in-pool', cardId: 'evacuation' },
    ])
    const r = run(state, conquest('kessel'), GA.rebels)
    expect(violationsOf(r)).toEqual([])
  })
})

describe('pivotal-upgrade (R-PIVOT-UPGRADE)', () => {
  it('replaces a ship by one 30 FP costlier for 1 Resources + 1 Repair Yards; the new ship is neither scarred nor veteran (R-PIVOT-UPGRADE)', () => {
    const worn = adjusted(WITH_TOKENS, {
      fleets: { 'rebels-3': (f) => ({ ...f, ships: f.ships.map((s) => (s.uid === 'rebels-3-s2' ? { ...s, scarred: true, veteran: true } : s)) }) },
    })
    const after = unwrap(run(worn, upgrade('rebels-3', 'rebels-3-s2', 'mc30c-scout-frigate'), player('rebels-3')))
    expect(ship(after, 'rebels-3-s2')).toEqual({
      uid: 'rebels-3-s2',
      cardId: 'mc30c-scout-frigate',
      flagship: false,
      upgrades: [{ uid: 'rebels-3-s2-u1', cardId: 'defensive-retrofit-electronic-countermeasures', equipped: true }],
      scarred: false,
      veteran: false,
    })
    // 195 − 39 + 69 = 225; the Rebels' tokens 1 − 1 and 1 − 1.
    expect(fleetValue(fleetOf(after, 'rebels-3'))).toBe(225)
    expect([after.teams.rebels.tokens.resources, after.teams.rebels.tokens['repair-yards']]).toEqual([0, 0])
    expect(pivotal(after).upgradedBy).toEqual(['rebels'])
    expect(mayIssue(worn, player('rebels-3'), upgrade('rebels-3', 'rebels-3-s2', 'mc30c-scout-frigate'))).toBe(true)
    expect(mayIssue(worn, player('rebels-2'), upgrade('rebels-3', 'rebels-3-s2', 'mc30c-scout-frigate'))).toBe(false)
  })

  it('refuses a ship 45 FP costlier, and accepts it with one more Resources (R-PIVOT-UPGRADE)', () => {
    // empire-3's Raider II (48) → Interdictor Combat Refit (93): +45.
    const tooCostly = run(WITH_TOKENS, upgrade('empire-3', 'empire-3-s3', 'interdictor-combat-refit'), player('empire-3'))
    expect(violationsOf(tooCostly)).toEqual([{ rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-allowance', value: 45, limit: 30, fleetId: 'empire-3' }])
    const after = unwrap(run(WITH_TOKENS, upgrade('empire-3', 'empire-3-s3', 'interdictor-combat-refit', 1), player('empire-3')))
    expect(ship(after, 'empire-3-s3').cardId).toBe('interdictor-combat-refit')
    // 199 + 45 = 244 ≤ 250 (act I); Resources 2 − 2, Repair Yards 1 − 1.
    expect(fleetValue(fleetOf(after, 'empire-3'))).toBe(244)
    expect([after.teams.empire.tokens.resources, after.teams.empire.tokens['repair-yards']]).toEqual([0, 0])
  })

  it('refuses a ship that is not costlier (R-PIVOT-UPGRADE)', () => {
    // Raider II (48) → Raider I (44).
    expect(violationsOf(run(WITH_TOKENS, upgrade('empire-3', 'empire-3-s3', 'raider-i-class-corvette'), player('empire-3')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-allowance', value: -4, limit: 30, fleetId: 'empire-3' },
    ])
  })

  it('lets a large ship in: Victory II (85) → Imperial I-class (110), +25 (R-PIVOT-UPGRADE, R-FLEET-ALWAYS)', () => {
    const after = unwrap(run(WITH_TOKENS, upgrade('empire-1', 'empire-1-s1', 'imperial-i-class-star-destroyer'), player('empire-1')))
    expect(ship(after, 'empire-1-s1')).toMatchObject({ cardId: 'imperial-i-class-star-destroyer', flagship: true })
    expect(fleetValue(fleetOf(after, 'empire-1'))).toBe(225)
  })

  it('refuses without the tokens (R-PIVOT-UPGRADE, R-TOKEN-SPEND)', () => {
    // After the act the Empire holds 3 Resources and no Repair Yards; the Rebels 1 Resources, no Repair Yards.
    expect([CONQUEST.teams.empire.tokens.resources, CONQUEST.teams.empire.tokens['repair-yards']]).toEqual([3, 0])
    expect(violationsOf(run(CONQUEST, upgrade('empire-1', 'empire-1-s2', 'victory-i-class-star-destroyer'), player('empire-1')))).toEqual([
      { rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'empire', cardId: 'repair-yards', value: 1, limit: 0 },
    ])
    // With a Repair Yards token but a single Resources, the extra 15 FP are refused.
    const oneResources = adjusted(CONQUEST, { tokens: { rebels: { resources: 1, 'repair-yards': 1 } } })
    expect(violationsOf(run(oneResources, upgrade('rebels-3', 'rebels-3-s2', 'mc30c-scout-frigate', 1), player('rebels-3')))).toEqual([
      { rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'rebels', cardId: 'resources', value: 2, limit: 1 },
    ])
  })

  it('refuses a fleet over the limit of the act that is ending: 240 + 29 = 269 > 250 (R-PIVOT-UPGRADE, R-FLEET-ALWAYS)', () => {
    const tie = (n: number) => ({ uid: `empire-1-x${n}`, cardId: 'squadron-tie-fighter-squadron', scarred: false, veteran: false })
    const bigger = adjusted(WITH_TOKENS, { fleets: { 'empire-1': (f: Fleet) => ({ ...f, squadrons: [...f.squadrons, ...[1, 2, 3, 4, 5].map(tie)] }) } })
    expect(fleetValue(fleetOf(bigger, 'empire-1'))).toBe(240)
    // Raider I (44) → Victory I (73): +29, within the allowance.
    const r = run(bigger, upgrade('empire-1', 'empire-1-s2', 'victory-i-class-star-destroyer'), player('empire-1'))
    expect(r.ok).toBe(false)
    expect(violationsOf(r).map((v) => [v.rule, v.reason, v.fleetId])).toEqual([['R-FLEET-ALWAYS', 'over-points', 'empire-1']])
  })

  it('is used once per team: a second upgrade in the same team is refused (R-PIVOT-UPGRADE)', () => {
    const more = adjusted(UPGRADED, { tokens: { rebels: { resources: 1, 'repair-yards': 1 } } })
    // rebels-2's Hammerhead Torpedo (36) → Nebulon-B Escort (57): +21, but the Rebels already upgraded.
    expect(violationsOf(run(more, upgrade('rebels-2', 'rebels-2-s2', 'nebulon-b-escort-frigate'), player('rebels-2')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: 'rebels' },
    ])
    expect(violationsOf(run(more, upgrade('rebels-3', 'rebels-3-s1', 'mc30c-scout-frigate'), player('rebels-3')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: 'rebels' },
    ])
    // The Empire, which has not upgraded, still may.
    expect(run(more, upgrade('empire-1', 'empire-1-s2', 'victory-i-class-star-destroyer'), player('empire-1')).ok).toBe(true)
  })

  it('is refused once the team is ready (R-PIVOT-UPGRADE)', () => {
    const ready = doing(WITH_TOKENS, prep('empire'), GA.empire)
    expect(violationsOf(run(ready, upgrade('empire-1', 'empire-1-s2', 'victory-i-class-star-destroyer'), player('empire-1')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: 'empire' },
    ])
  })
})

describe("R-PIVOT-UPGRADE: discards for half their points, upgrades moved between ships, the new ship's slots", () => {
  const discarding = (
    fleetId: string,
    shipUid: string,
    newShipCardId: string,
    upgrades: string[],
    squadrons: string[],
    extraResources: 0 | 1 = 1,
  ): CampaignCommand => ({
    type: 'pivotal-upgrade',
    fleetId,
    shipUid,
    newShipCardId,
    extraResources,
    discardUpgradeUids: upgrades,
    discardSquadronUids: squadrons,
  })
  const move = (fleetId: string, upgradeUid: string, shipUid: string): CampaignCommand => ({ type: 'pivotal-move-upgrade', fleetId, upgradeUid, shipUid })

  it('R-PIVOT-UPGRADE: with one more Resources, discarded cards add half their points, rounded up, to the allowance', () => {
    // empire-3's Raider II (48) → Imperial I-class (110): +62. Two squadrons 11 + 8 = 19 → 10: 30 + 15 + 10 = 55.
    expect(
      violationsOf(
        run(WITH_TOKENS, discarding('empire-3', 'empire-3-s3', 'imperial-i-class-star-destroyer', [], ['empire-3-q1', 'empire-3-q3']), player('empire-3')),
      ),
    ).toEqual([{ rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-allowance', value: 62, limit: 55, fleetId: 'empire-3' }])
    // Every squadron (11 + 11 + 8) and both upgrades (5 + 8): 43 → 22; 30 + 15 + 22 = 67 ≥ 62.
    const after = unwrap(
      run(
        WITH_TOKENS,
        discarding(
          'empire-3',
          'empire-3-s3',
          'imperial-i-class-star-destroyer',
          ['empire-3-s1-u1', 'empire-3-s2-u1'],
          ['empire-3-q1', 'empire-3-q2', 'empire-3-q3'],
        ),
        player('empire-3'),
      ),
    )
    const fleet = fleetOf(after, 'empire-3')
    expect(fleet.ships.map((s) => [s.cardId, s.upgrades.length])).toEqual([
      ['quasar-fire-i-class-cruiser-carrier', 0],
      ['arquitens-class-light-cruiser', 0],
      ['imperial-i-class-star-destroyer', 0],
    ])
    expect(fleet.squadrons).toEqual([])
    // 54 + 54 + 110 = 218; Resources 2 − 2, Repair Yards 1 − 1.
    expect(fleetValue(fleet)).toBe(218)
    expect([after.teams.empire.tokens.resources, after.teams.empire.tokens['repair-yards']]).toEqual([0, 0])
  })

  it('R-PIVOT-UPGRADE: discarding without the extra Resources is refused, and so is a card not in the fleet', () => {
    expect(
      violationsOf(run(WITH_TOKENS, discarding('empire-3', 'empire-3-s3', 'victory-i-class-star-destroyer', [], ['empire-3-q1'], 0), player('empire-3'))),
    ).toEqual([{ rule: 'R-PIVOT-UPGRADE', reason: 'discard-needs-resources', fleetId: 'empire-3' }])
    expect(
      violationsOf(run(WITH_TOKENS, discarding('empire-3', 'empire-3-s3', 'victory-i-class-star-destroyer', [], ['rebels-1-q1']), player('empire-3'))),
    ).toEqual([{ rule: 'R-PIVOT-UPGRADE', reason: 'unknown-element', fleetId: 'empire-3' }])
  })

  it("R-PIVOT-UPGRADE **Decision**: a replaced ship's upgrade without a slot on the new ship stays owned, unequipped", () => {
    const tokens = adjusted(CONQUEST, { tokens: { rebels: { resources: 2, 'repair-yards': 1 } } })
    // rebels-1's CR90 A (44) with Leading Shots → MC30c Scout Frigate (69): +25, but no Ion Cannons slot.
    const after = unwrap(run(tokens, upgrade('rebels-1', 'rebels-1-s2', 'mc30c-scout-frigate'), player('rebels-1')))
    expect(ship(after, 'rebels-1-s2')).toMatchObject({
      cardId: 'mc30c-scout-frigate',
      upgrades: [{ uid: 'rebels-1-s2-u1', cardId: 'ion-cannons-leading-shots', equipped: false }],
    })
    expect([after.teams.rebels.tokens.resources, after.teams.rebels.tokens['repair-yards']]).toEqual([1, 0])
    // A move before the battle still equips only where it fits: no other ship of rebels-1 has an Ion Cannons slot.
    expect(violationsOf(run(tokens, move('rebels-1', 'rebels-1-s2-u1', 'rebels-1-s1'), player('rebels-1')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-does-not-fit', cardId: 'ion-cannons-leading-shots', fleetId: 'rebels-1' },
    ])
    // Discarding it instead (4 → 2) still lets the MC30c in, 30 + 15 + 2 = 47, with nothing kept.
    const discardedAfter = unwrap(run(tokens, discarding('rebels-1', 'rebels-1-s2', 'mc30c-scout-frigate', ['rebels-1-s2-u1'], []), player('rebels-1')))
    expect(ship(discardedAfter, 'rebels-1-s2')).toMatchObject({ cardId: 'mc30c-scout-frigate', upgrades: [] })
    expect([discardedAfter.teams.rebels.tokens.resources, discardedAfter.teams.rebels.tokens['repair-yards']]).toEqual([0, 0])
  })

  it('R-PIVOT-UPGRADE: any player moves an upgrade to another ship of their fleet where it fits, for free, until their team is ready', () => {
    // rebels-3's Electronic Countermeasures (Defensive Retrofit) from its CR90 B to its Assault Frigate Mark II A.
    const after = unwrap(run(CONQUEST, move('rebels-3', 'rebels-3-s2-u1', 'rebels-3-s1'), player('rebels-3')))
    expect(ship(after, 'rebels-3-s1').upgrades).toEqual([{ uid: 'rebels-3-s2-u1', cardId: 'defensive-retrofit-electronic-countermeasures', equipped: true }])
    expect(ship(after, 'rebels-3-s2').upgrades).toEqual([])
    expect(after.teams.rebels.tokens).toEqual(CONQUEST.teams.rebels.tokens)
    expect(pivotal(after).upgradedBy).toEqual([])
    // The GR-75 Combat Retrofits has no Defensive Retrofit slot.
    expect(violationsOf(run(CONQUEST, move('rebels-3', 'rebels-3-s2-u1', 'rebels-3-s3'), player('rebels-3')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'upgrade-does-not-fit', cardId: 'defensive-retrofit-electronic-countermeasures', fleetId: 'rebels-3' },
    ])
    expect(mayIssue(CONQUEST, player('rebels-2'), move('rebels-3', 'rebels-3-s2-u1', 'rebels-3-s1'))).toBe(false)
    const ready = doing(CONQUEST, prep('rebels'), GA.rebels)
    expect(violationsOf(run(ready, move('rebels-3', 'rebels-3-s2-u1', 'rebels-3-s1'), player('rebels-3')))).toEqual([
      { rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: 'rebels' },
    ])
  })
})

describe('the huge ship of a climactic battle (R-CLIMAX)', () => {
  // empire-2 rebuilt by hand as three ships without upgrades or squadrons: Victory II (85, flagship), Victory I
  // (73), Raider II (48): 206 FP.
  const bare = (f: Fleet): Fleet => ({
    ...f,
    ships: [
      { uid: 'empire-2-s1', cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [], scarred: false, veteran: false },
      { uid: 'empire-2-s2', cardId: 'victory-i-class-star-destroyer', flagship: false, upgrades: [], scarred: false, veteran: false },
      { uid: 'empire-2-s3', cardId: 'raider-ii-class-corvette', flagship: false, upgrades: [], scarred: false, veteran: false },
    ],
    squadrons: [],
  })
  const tokens = { empire: { resources: 2, 'repair-yards': 1 } }
  const huge: CampaignCommand = {
    type: 'pivotal-upgrade',
    fleetId: 'empire-2',
    shipUid: 'empire-2-s1',
    moreShipUids: ['empire-2-s2', 'empire-2-s3'],
    newShipCardId: 'star-dreadnought-command-prototype',
    extraResources: 0,
  }

  it('replaces several ships by one huge ship at most 30 FP costlier, for 1 Repair Yards + 2 Resources, in a climactic battle (R-CLIMAX)', () => {
    const climactic = adjusted(doing(GAP_5, conquest('kessel', true), GA.rebels), { tokens, fleets: { 'empire-2': bare } })
    expect(fleetValue(fleetOf(climactic, 'empire-2'))).toBe(206)
    // 85 + 73 + 48 = 206 → Star Dreadnought Command Prototype 220: +14.
    const after = unwrap(run(climactic, huge, player('empire-2')))
    expect(fleetOf(after, 'empire-2').ships).toEqual([
      { uid: 'empire-2-s1', cardId: 'star-dreadnought-command-prototype', flagship: true, upgrades: [], scarred: false, veteran: false },
    ])
    expect([after.teams.empire.tokens.resources, after.teams.empire.tokens['repair-yards']]).toEqual([0, 0])
  })

  it('R-CLIMAX: accepts a huge ship worth less than the ships it replaces: 85 + 85 + 73 = 243 → 220, −23', () => {
    const heavy = (f: Fleet): Fleet => ({
      ...bare(f),
      ships: [
        { uid: 'empire-2-s1', cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [], scarred: false, veteran: false },
        { uid: 'empire-2-s2', cardId: 'victory-ii-class-star-destroyer', flagship: false, upgrades: [], scarred: false, veteran: false },
        { uid: 'empire-2-s3', cardId: 'victory-i-class-star-destroyer', flagship: false, upgrades: [], scarred: false, veteran: false },
      ],
    })
    const climactic = adjusted(doing(GAP_5, conquest('kessel', true), GA.rebels), { tokens, fleets: { 'empire-2': heavy } })
    expect(fleetValue(fleetOf(climactic, 'empire-2'))).toBe(243)
    const after = unwrap(run(climactic, huge, player('empire-2')))
    expect(fleetOf(after, 'empire-2').ships.map((s) => s.cardId)).toEqual(['star-dreadnought-command-prototype'])
    expect(fleetValue(fleetOf(after, 'empire-2'))).toBe(220)
    // A huge ship more than 30 FP above the ships removed is still refused: 206 → Assault Prototype 250, +44.
    const light = adjusted(doing(GAP_5, conquest('kessel', true), GA.rebels), { tokens, fleets: { 'empire-2': bare } })
    expect(violationsOf(run(light, { ...huge, newShipCardId: 'star-dreadnought-assault-prototype' }, player('empire-2')))).toEqual([
      { rule: 'R-CLIMAX', reason: 'upgrade-allowance', value: 44, limit: 30, fleetId: 'empire-2' },
    ])
  })

  it('R-CLIMAX: one more Resources adds 15 FP and lets squadrons be discarded: 206 + 2 TIE Fighters (16 → 8) → Assault Prototype 250', () => {
    const withTies = (f: Fleet): Fleet => ({
      ...bare(f),
      squadrons: [1, 2].map((n) => ({ uid: `empire-2-q${n}`, cardId: 'squadron-tie-fighter-squadron', scarred: false, veteran: false })),
    })
    const climactic = adjusted(doing(GAP_5, conquest('kessel', true), GA.rebels), {
      tokens: { empire: { resources: 3, 'repair-yards': 1 } },
      fleets: { 'empire-2': withTies },
    })
    const assault = { ...huge, newShipCardId: 'star-dreadnought-assault-prototype' }
    // 250 − 206 = 44 ≤ 30 + 15; keeping the squadrons, 250 + 16 = 266 > 250, the act I limit.
    expect(violationsOf(run(climactic, { ...assault, extraResources: 1 }, player('empire-2'))).map((v) => [v.rule, v.reason, v.value])).toEqual([
      ['R-FLEET-ALWAYS', 'over-points', 266],
    ])
    const after = unwrap(run(climactic, { ...assault, extraResources: 1, discardSquadronUids: ['empire-2-q1', 'empire-2-q2'] }, player('empire-2')))
    expect(fleetValue(fleetOf(after, 'empire-2'))).toBe(250)
    // 1 Repair Yards + 2 Resources + the extra one.
    expect([after.teams.empire.tokens.resources, after.teams.empire.tokens['repair-yards']]).toEqual([0, 0])
  })

  it('refuses a huge ship before a pivotal battle that is not climactic (R-CLIMAX, R-PIVOT-UPGRADE)', () => {
    const ordinary = adjusted(CONQUEST, { tokens, fleets: { 'empire-2': bare } })
    expect(violationsOf(run(ordinary, huge, player('empire-2')))).toEqual([
      { rule: 'R-CLIMAX', reason: 'unknown-card', cardId: 'star-dreadnought-command-prototype', fleetId: 'empire-2' },
    ])
  })
})

describe('finish-pivotal-prep (R-PIVOT-UPGRADE, R-PIVOT-AFTER)', () => {
  it('waits for both teams, then moves to the battle with every player fleet value recorded (R-PIVOT-AFTER)', () => {
    const one = doing(UPGRADED, prep('empire'), GA.empire)
    expect(pivotal(one)).toMatchObject({ step: 'prepare', prepared: ['empire'], fleetValues: {} })
    expect(violationsOf(run(one, prep('empire'), GA.empire))).toEqual([{ rule: 'R-PIVOT-UPGRADE', reason: 'step-done', team: 'empire' }])
    expect(mayIssue(one, player('rebels-2'), prep('rebels'))).toBe(false)
    expect(pivotal(BATTLE)).toMatchObject({ step: 'battle', prepared: ['empire', 'rebels'] })
    // The six players' fleets (the fourth fleets never play a pivotal battle, R-STRAT-FLEET).
    expect(pivotal(BATTLE).fleetValues).toEqual({ 'empire-1': 200, 'empire-2': 200, 'empire-3': 199, 'rebels-1': 200, 'rebels-2': 200, 'rebels-3': 225 })
  })

  it('refuses a result before both teams are ready (R-PHASE)', () => {
    expect(violationsOf(run(UPGRADED, enter(REBELS_WIN)))).toEqual([{ rule: 'R-PHASE', reason: 'wrong-phase' }])
  })
})

describe('the pivotal result (R-RESULT-CONFIRM, R-PIVOT-AFTER)', () => {
  it('applies a result entered by the organizer at once: winner, CP toward the total only, XP from the team totals, scars (R-PIVOT-AFTER)', () => {
    expect(pivotal(AFTER)).toMatchObject({ step: 'after', tokenChoices: {} })
    // Conquest won by the assaulters: 2 + Kessel's victory bonus 2 = 4 CP, outside the act.
    // R-XP from team totals: Rebels 520 − 400 = MOV 120 → +1; Empire 599 < Rebels 625 by 26 → +1 (one full 20).
    // Rebels: 1 + 1 = 2 each. Empire: 1 + 1 (loser) + 1 (gap) = 3 each.
    expect(pivotal(AFTER).result).toEqual({
      status: 'applied',
      result: REBELS_WIN,
      winner: 'rebels',
      cp: 4,
      climacticCp: 0,
      xp: { 'empire-1': 3, 'empire-2': 3, 'empire-3': 3, 'rebels-1': 2, 'rebels-2': 2, 'rebels-3': 2 },
    })
    expect(AFTER.teams.rebels.pivotalCp).toBe(4)
    expect(AFTER.teams.rebels.cpByAct).toEqual([3, 0, 0])
    expect(AFTER.teams.empire.pivotalCp).toBe(0)
    expect(AFTER.teams.empire.cpByAct).toEqual([5, 0, 0])
    expect([totalCp(AFTER.teams.empire), totalCp(AFTER.teams.rebels)]).toEqual([5, 7])
    for (const id of PLAYER_FLEETS) expect([id, xpOf(AFTER, id) - xpOf(BATTLE, id)]).toEqual([id, id.startsWith('empire') ? 3 : 2])
    // The fourth fleets did not play.
    expect(fleetOf(AFTER, 'fourth-empire')).toEqual(fleetOf(BATTLE, 'fourth-empire'))
    // R-SCAR: the destroyed become scarred; the retreated Arquitens does not.
    expect(ship(AFTER, 'rebels-1-s2').scarred).toBe(true)
    expect(ship(AFTER, 'empire-3-s1').scarred).toBe(true)
    expect(ship(AFTER, 'empire-3-s2').scarred).toBe(false)
    expect(AFTER.playedPivotal).toEqual(['conquest'])
    expect(AFTER.battleLog!.at(-1)).toEqual({ act: 1, turn: 1, systemId: 'kessel', assaulters: 'rebels', winner: 'rebels', pivotal: true })
  })

  it('replaces the conquered base by a base of the assaulters (Conquest, R-PIVOT-AFTER, R-BASE-BUILD 1)', () => {
    // The Rebels hold one base of each Base Defense objective: the first, Ion Cannon, is given.
    expect(AFTER.control.kessel).toEqual({ kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: null })
    const { kessel: _before, ...rest } = BATTLE.control
    const { kessel: _after, ...restAfter } = AFTER.control
    expect(restAfter).toEqual(rest)
  })

  it('waits for a player of the other team (or the organizer) to confirm a result entered by a player (R-RESULT-CONFIRM)', () => {
    expect(mayIssue(BATTLE, player('rebels-2'), enter(REBELS_WIN))).toBe(true)
    const entered = unwrap(run(BATTLE, enter(REBELS_WIN), player('rebels-2')))
    expect(pivotal(entered)).toMatchObject({ step: 'battle', result: { status: 'entered', by: 'rebels-2', result: REBELS_WIN } })
    // Nothing is applied yet.
    expect(entered.teams).toEqual(BATTLE.teams)
    expect(entered.control).toEqual(BATTLE.control)
    expect(entered.fleets).toEqual(BATTLE.fleets)
    // Not by the same team; not entered twice.
    expect(violationsOf(run(entered, { type: 'confirm-pivotal-result' }, player('rebels-1')))).toEqual([{ rule: 'R-RESULT-CONFIRM', reason: 'own-result' }])
    expect(violationsOf(run(entered, { type: 'confirm-pivotal-result' }, player('rebels-2')))).toEqual([{ rule: 'R-RESULT-CONFIRM', reason: 'own-result' }])
    expect(violationsOf(run(entered, enter(score(0, 600)), player('empire-1')))).toEqual([{ rule: 'R-RESULT-CONFIRM', reason: 'result-already-entered' }])
    // A player of the other team, or the organizer, confirms: the same state as the organizer's entry.
    expect(unwrap(run(entered, { type: 'confirm-pivotal-result' }, player('empire-3')))).toEqual(CLAIM_OWED)
    expect(unwrap(run(entered, { type: 'confirm-pivotal-result' }, ORGANIZER))).toEqual(CLAIM_OWED)
  })

  it('refuses a confirmation with nothing entered (R-RESULT-CONFIRM)', () => {
    expect(violationsOf(run(BATTLE, { type: 'confirm-pivotal-result' }, player('empire-1')))).toEqual([{ rule: 'R-RESULT-CONFIRM', reason: 'result-missing' }])
  })

  it('gives equal scores to the defenders and a tabled team the loss (R-RESULT-WIN)', () => {
    expect(pivotal(doing(BATTLE, enter(score(300, 300)))).result).toMatchObject({ winner: 'empire' })
    expect(pivotal(doing(BATTLE, enter(score(500, 100, { assaulters: true })))).result).toMatchObject({ winner: 'empire' })
    expect(pivotal(doing(BATTLE, enter(score(100, 500, { defenders: true })))).result).toMatchObject({ winner: 'rebels' })
  })

  it('makes an element veteran once per fleet, among those eligible (R-PIVOT-AFTER, R-VET-2)', () => {
    expect(violationsOf(run(AFTER, { type: 'pivotal-veterans', fleetId: 'rebels-2', uids: ['rebels-2-s2'] }, player('rebels-2')))).toEqual([
      { rule: 'R-VET-2', reason: 'not-eligible', uid: 'rebels-2-s2' },
    ])
    expect(
      violationsOf(run(AFTER, { type: 'pivotal-veterans', fleetId: 'rebels-2', uids: ['rebels-2-s1', 'rebels-2-s1'] }, player('rebels-2'))).map(
        (v) => v.reason,
      ),
    ).toEqual(['duplicate-element'])
    const vet = unwrap(run(AFTER, { type: 'pivotal-veterans', fleetId: 'empire-1', uids: ['empire-1-s1'] }, player('empire-1')))
    expect(ship(vet, 'empire-1-s1').veteran).toBe(true)
    expect(pivotal(vet).veteransChosen).toEqual({ 'empire-1': ['empire-1-s1'] })
    expect(violationsOf(run(vet, { type: 'pivotal-veterans', fleetId: 'empire-1', uids: ['empire-1-s1'] }, player('empire-1')))).toEqual([
      { rule: 'R-VET-2', reason: 'veterans-already-chosen', fleetId: 'empire-1' },
    ])
  })

  it('R-VET-3 after a pivotal battle: an eligible X-wing may become Rogue Squadron instead, one step at a time', () => {
    const won = fought(GAP_2, conquest('kessel'), { ...score(300, 200), fleets: { 'rebels-2': { ...none, eligibleVeterans: ['rebels-2-q1'] } } })
    const promote = (toCardId: string): CampaignCommand => ({
      type: 'pivotal-veterans',
      fleetId: 'rebels-2',
      uids: ['rebels-2-q1'],
      promotions: [{ uid: 'rebels-2-q1', toCardId }],
    })
    expect(violationsOf(run(won, promote('squadron-wedge-antilles'), player('rebels-2')))).toEqual([
      { rule: 'R-VET-3', reason: 'promotion-not-allowed', cardId: 'squadron-wedge-antilles', fleetId: 'rebels-2' },
    ])
    const after = unwrap(run(won, promote('squadron-rogue-squadron'), player('rebels-2')))
    expect(fleetOf(after, 'rebels-2').squadrons.find((q) => q.uid === 'rebels-2-q1')).toMatchObject({ cardId: 'squadron-rogue-squadron', veteran: false })
  })
})

describe('token choices after the pivotal battle (R-PIVOT-AFTER)', () => {
  // The Empire defends Kessel and wins 450–300: CP 1 and one token, Skilled Spacers or Repair Yards.
  // XP: Empire 1 + 1 (MOV 150) + 1 (26 FP lower) = 3; Rebels 1 + 1 (loser) = 2.
  const DEFENDED = doing(BATTLE, enter(score(300, 450)))

  it('owes the winning defenders one token and closes nothing until it is taken (Conquest, R-PIVOT-AFTER)', () => {
    expect(pivotal(DEFENDED).result).toMatchObject({
      winner: 'empire',
      cp: 1,
      xp: { 'empire-1': 3, 'empire-2': 3, 'empire-3': 3, 'rebels-1': 2, 'rebels-2': 2, 'rebels-3': 2 },
    })
    expect(DEFENDED.teams.empire.pivotalCp).toBe(1)
    expect(DEFENDED.control.kessel).toEqual(BATTLE.control.kessel)
    expect(pivotal(DEFENDED).tokenChoices).toEqual({ empire: [['skilled-spacers', 'repair-yards']] })
    expect(violationsOf(run(DEFENDED, { type: 'finish-pivotal' }))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'token-choice-missing' }])
  })

  it('takes only one of the offered tokens, for the team owed it (R-PIVOT-AFTER)', () => {
    const take = (team: TeamId, tokens: PivotalTokensCommand['tokens']): CampaignCommand => ({ type: 'pivotal-tokens', team, tokens })
    expect(violationsOf(run(DEFENDED, take('empire', ['resources']), GA.empire))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'token-choice-missing', team: 'empire' },
    ])
    expect(violationsOf(run(DEFENDED, take('empire', []), GA.empire))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'token-choice-missing', team: 'empire' }])
    expect(violationsOf(run(DEFENDED, take('rebels', ['repair-yards']), GA.rebels))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'step-done', team: 'rebels' }])
    expect(mayIssue(DEFENDED, player('empire-2'), take('empire', ['repair-yards']))).toBe(false)
    const taken = unwrap(run(DEFENDED, take('empire', ['repair-yards']), GA.empire))
    // Repair Yards 1 (given for the upgrades, unspent) + 1.
    expect(DEFENDED.teams.empire.tokens['repair-yards']).toBe(1)
    expect(taken.teams.empire.tokens).toEqual({ ...DEFENDED.teams.empire.tokens, 'repair-yards': 2 })
    expect(pivotal(taken).tokenChoices).toEqual({})
    expect(violationsOf(run(taken, take('empire', ['repair-yards']), GA.empire))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'step-done', team: 'empire' }])
    expect(closePivotal(taken)).toMatchObject({ phase: 'strategy', act: 2 })
  })

  it('moves the base of defenders who win an Evacuation and owes them a token of the new system (Evacuation, R-PIVOT-AFTER)', () => {
    // Gap 4: the Rebels evacuate Ryloth; the Empire assaults. The Rebels win 350–300 and move the base to Rodia
    // (unoccupied, victory bonus 2, Diplomats or Skilled Spacers): 2 + 2 = 4 CP.
    const evacuation: CampaignCommand = { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'ryloth', climactic: false }
    const withoutNewBase = doing(doing(doing(GAP_4, evacuation, GA.rebels), prep('empire'), GA.empire), prep('rebels'), GA.rebels)
    // R-PIVOT-AFTER **Decision**: the result is applied, the base's move waits for the Rebels' claim.
    const owed = doing(withoutNewBase, enter(score(300, 350)))
    expect(pivotal(owed).claim).toEqual({ team: 'rebels', kind: 'new-base' })
    expect([owed.control, owed.teams.rebels.pivotalCp, pivotal(owed).tokenChoices]).toEqual([withoutNewBase.control, 0, {}])
    expect(violationsOf(run(owed, { type: 'claim-pivotal-effects', team: 'rebels' }, GA.rebels))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'new-base-missing' },
    ])
    const moved = doing(owed, { type: 'claim-pivotal-effects', team: 'rebels', newBaseSystem: 'rodia' }, GA.rebels)
    // Since rules version 5 a result carrying the new base is refused, and changes nothing: the base moves by the claim.
    expect(violationsOf(run(withoutNewBase, enter({ ...score(300, 350), newBaseSystem: 'rodia' })))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'claim-after-result' },
    ])
    // A pivotal battle begun under rules version 4, whose result carried the new base, still applies it at once, to the same map and CP.
    const older = doing(begunUnderRules4(withoutNewBase), enter({ ...score(300, 350), newBaseSystem: 'rodia' }))
    expect([older.control, older.teams, pivotal(older).claim]).toEqual([moved.control, moved.teams, null])
    expect(moved.control.ryloth).toBeUndefined()
    expect(moved.control.rodia).toEqual({ kind: 'base', team: 'rebels', defense: 'armed-station', placedBy: 'rebels-2' })
    expect(moved.teams.rebels.pivotalCp).toBe(4)
    expect(pivotal(moved).tokenChoices).toEqual({ rebels: [['diplomats', 'skilled-spacers']] })
    const taken = doing(moved, { type: 'pivotal-tokens', team: 'rebels', tokens: ['skilled-spacers'] }, GA.rebels)
    expect(taken.teams.rebels.tokens['skilled-spacers']).toBe(moved.teams.rebels.tokens['skilled-spacers'] + 1)
  })
})

describe('reset-commander and buy-ability after the pivotal battle (R-PIVOT-AFTER, R-CMD-1)', () => {
  it('refunds every ability but the starting one, the lower ranks included (R-PIVOT-AFTER)', () => {
    // empire-2 started with Master Gunner I (its startingAbility), bought Concealment I (2 XP) and Master Gunner
    // II (3 XP), which replaced rank I. Concealment I now comes first: it is not the starting ability.
    const held = adjusted(AFTER, { fleets: { 'empire-2': commander(3, ['concealment-1', 'master-gunner-2']) } })
    expect(fleetOf(held, 'empire-2').commander!.startingAbility).toBe('master-gunner-1')
    const reset = unwrap(run(held, { type: 'reset-commander', fleetId: 'empire-2' }, player('empire-2')))
    // 3 + 2 (Concealment I) + 3 (Master Gunner II) + 0 (Master Gunner I, free) = 8.
    expect(fleetOf(reset, 'empire-2').commander).toMatchObject({ abilities: [], xp: 8 })
    expect(mayIssue(held, player('empire-1'), { type: 'reset-commander', fleetId: 'empire-2' })).toBe(false)
  })

  it('refunds nothing for the starting ability alone (R-PIVOT-AFTER)', () => {
    const reset = unwrap(run(AFTER, { type: 'reset-commander', fleetId: 'rebels-1' }, player('rebels-1')))
    expect(fleetOf(reset, 'rebels-1').commander).toMatchObject({ abilities: [], xp: xpOf(AFTER, 'rebels-1') })
  })

  it("spends XP at once with the next act's tier cap, 6 under green-knight (R-PIVOT-AFTER, R-CMD-1)", () => {
    const held = adjusted(AFTER, { fleets: { 'empire-2': commander(7, ['concealment-1', 'master-gunner-2']) } })
    let state = unwrap(run(held, { type: 'reset-commander', fleetId: 'empire-2' }, player('empire-2')))
    // 7 + 5 = 12 XP. Ion Technician (tier 2, 3 XP), Ordnance Expert (2, 3), Concealment I (1, 2), Independent
    // Raider (1, 2): tiers 6, XP 12 − 10 = 2. The fifth and sixth tiers would break act I's cap of 4.
    for (const abilityId of ['ion-technician', 'ordnance-expert', 'concealment-1', 'independent-raider']) {
      state = unwrap(run(state, { type: 'buy-ability', fleetId: 'empire-2', abilityId }, player('empire-2')))
    }
    expect(fleetOf(state, 'empire-2').commander).toMatchObject({
      abilities: ['ion-technician', 'ordnance-expert', 'concealment-1', 'independent-raider'],
      xp: 2,
    })
    // A seventh tier is refused (Ready Defender, tier 1, 2 XP).
    expect(violationsOf(run(state, { type: 'buy-ability', fleetId: 'empire-2', abilityId: 'ready-defender' }, player('empire-2')))).toEqual([
      { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'ready-defender', value: 7, limit: 6, fleetId: 'empire-2' },
    ])
  })

  it('is refused before the result (R-PHASE, R-XP-SPEND)', () => {
    expect(violationsOf(run(BATTLE, { type: 'reset-commander', fleetId: 'empire-2' }, player('empire-2')))).toEqual([
      { rule: 'R-PHASE', reason: 'wrong-phase' },
    ])
    expect(violationsOf(run(BATTLE, { type: 'buy-ability', fleetId: 'empire-2', abilityId: 'concealment-1' }, player('empire-2')))).toEqual([
      { rule: 'R-XP-SPEND', reason: 'wrong-step' },
    ])
  })

  it('runs the refit after the pivotal battle: a pivotal scar removed with a base before the next act (R-PIVOT-AFTER, R-REFIT 1)', () => {
    const r = run(AFTER, { type: 'refit', fleetId: 'rebels-1', op: { op: 'remove-scar', uid: 'rebels-1-s2', using: 'base' } }, player('rebels-1'))
    expect(reasonsOf(r)).toEqual([])
    expect(r.ok && ship(r.state, 'rebels-1-s2').scarred).toBe(false)
  })

  it("refits with the next act's limits: 256 FP and 88 FP of squadrons pass in act II (R-PIVOT-AFTER, R-FLEET-ALWAYS)", () => {
    // empire-1 with seven more TIE Fighters: 200 + 56 = 256 > 250, squadrons 32 + 56 = 88 > 84 (act I's limits).
    const tie = (n: number) => ({ uid: `empire-1-x${n}`, cardId: 'squadron-tie-fighter-squadron', scarred: false, veteran: false })
    const bigger = adjusted(AFTER, { fleets: { 'empire-1': (f: Fleet) => ({ ...f, squadrons: [...f.squadrons, ...[1, 2, 3, 4, 5, 6, 7].map(tie)] }) } })
    expect(fleetValue(fleetOf(bigger, 'empire-1'))).toBe(256)
    const done = unwrap(run(bigger, { type: 'finish-refit', fleetId: 'empire-1' }, player('empire-1')))
    expect(pivotal(done).refit?.refitDone).toEqual(['empire-1'])
  })
})

describe('finish-pivotal (R-PIVOT-AFTER, R-FLEET-ALWAYS, R-END)', () => {
  const NEXT = closePivotal(AFTER)

  it('is the organizer’s, once the result is applied (R-PIVOT-AFTER)', () => {
    expect(mayIssue(AFTER, GA.empire, { type: 'finish-pivotal' })).toBe(false)
    expect(violationsOf(run(BATTLE, { type: 'finish-pivotal' }))).toEqual([{ rule: 'R-PHASE', reason: 'wrong-phase' }])
  })

  it('waits for every fleet to finish the refit that follows the battle when the campaign goes on (R-PIVOT-AFTER)', () => {
    // The fourth fleets too: the refit is every fleet's (R-REFIT), with the next act's limits.
    const fleets = ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3', 'fourth-empire', 'fourth-rebels']
    expect(violationsOf(run(AFTER, { type: 'finish-pivotal' }))).toEqual(
      fleets.map((fleetId) => ({ rule: 'R-PIVOT-AFTER', reason: 'fleet-not-ready', fleetId })),
    )
  })

  it('starts act II at turn 1, strategy phase, with the fleet limits of act II: 300 FP, 100 of squadrons (R-PIVOT-AFTER, R-FLEET-ALWAYS)', () => {
    expect([NEXT.phase, NEXT.act, NEXT.turn]).toEqual(['strategy', 2, 1])
    expect(NEXT.turnState).toEqual(emptyTurn())
    expect(NEXT.pivotal).toBeNull()
    expect(fleetLimitStage(NEXT)).toBe(2)
    expect(fleetLimit(NEXT.preset, fleetLimitStage(NEXT))).toBe(300)
    expect(squadronLimit(fleetLimit(NEXT.preset, fleetLimitStage(NEXT)))).toBe(100)
    // The pivotal CP count toward the total: Empire 5, Rebels 3 + 4 = 7; the Empire has initiative.
    expect(NEXT.teams.rebels).toMatchObject({ cpByAct: [3, 0, 0], pivotalCp: 4 })
    expect(initiative(NEXT)).toMatchObject({ team: 'empire', cp: { empire: 5, rebels: 7 } })
    expect(NEXT.playedPivotal).toEqual(['conquest'])
  })

  it('ends the campaign after a climactic battle (R-CLIMAX, R-END)', () => {
    // Gap 5: the Rebels declare Conquest of Kessel climactic and win 520–400: 2 + 2 + Kessel's bonus once more 2 = 6.
    // The CP wait for the Rebels' claim of the conquered base's objective; with it the campaign ends by itself.
    const climax = fought(GAP_5, conquest('kessel', true), score(520, 400))
    expect(pivotal(climax)).toMatchObject({ claim: { team: 'rebels', kind: 'defense' }, result: { winner: 'rebels', cp: 0 } })
    expect(violationsOf(run(climax, { type: 'finish-pivotal' }))).toEqual([{ rule: 'R-PIVOT-AFTER', reason: 'claim-owed', team: 'rebels' }])
    const ended = doing(climax, { type: 'claim-pivotal-effects', team: 'rebels', conquestDefense: 'fighter-wing' }, GA.rebels)
    expect(pivotal(ended).result).toMatchObject({ winner: 'rebels', cp: 6, climacticCp: 2 })
    expect(ended.control.kessel).toEqual({ kind: 'base', team: 'rebels', defense: 'fighter-wing', placedBy: null })
    expect([ended.phase, ended.act]).toEqual(['ended', 1])
    expect(ended.turnState).toBeNull()
    // Empire 6; Rebels 1 + 6 = 7.
    expect(finalStandings(ended)).toEqual({
      winner: 'rebels',
      margin: 1,
      cp: { empire: { byAct: [6, 0, 0], pivotal: 0, total: 6 }, rebels: { byAct: [1, 0, 0], pivotal: 6, total: 7 } },
    })
  })

  it('ends the campaign after the pivotal battle of act III (R-END)', () => {
    // Act III, totals Empire 13, Rebels 11: the Rebels have initiative; Empire 3 + 2 = 5 ends the act, Rebels
    // 2 + 1 = 3. Totals 15 and 12: the Rebels choose Conquest of Kessel and win it: 4 CP.
    const start = adjusted(STARTED, { act: 3, cpByAct: { empire: [5, 5, 3], rebels: [5, 4, 2] } })
    const actIII = turnEndingAct(start, ACT_I_SYSTEMS, ['empire', 'empire', 'rebels'])
    expect([actIII.phase, actIII.act, pivotal(actIII).chooser]).toEqual(['pivotal', 3, 'rebels'])
    // Rules version 5: once the Rebels claim the conquered base's objective nothing is left: the campaign ends by itself.
    const ended = doing(
      fought(actIII, conquest('kessel'), score(520, 400)),
      { type: 'claim-pivotal-effects', team: 'rebels', conquestDefense: 'ion-cannon' },
      GA.rebels,
    )
    expect([ended.phase, ended.act]).toEqual(['ended', 3])
    expect(finalStandings(ended)).toEqual({
      winner: 'rebels',
      margin: 1,
      cp: { empire: { byAct: [5, 5, 5], pivotal: 0, total: 15 }, rebels: { byAct: [5, 4, 3], pivotal: 4, total: 16 } },
    })
    // Nothing more is accepted in the pivotal battle.
    expect(violationsOf(run(ended, { type: 'finish-pivotal' }))).toEqual([{ rule: 'R-PHASE', reason: 'wrong-phase' }])
  })
})

describe('the result entered per team (R-PIVOT-AFTER, R-RESULT-CONFIRM)', () => {
  // BATTLE: Conquest of Kessel by the Rebels (assaulters) against the Empire.
  const part = (team: TeamId, scoreOf: number): CampaignCommand => ({ type: 'enter-pivotal-team-result', team, score: scoreOf, tabled: false, fleets: {} })

  it('keeps the first part sealed from the other team, and puts the result together when both are in', () => {
    const first = doing(BATTLE, part('rebels', 300), player('rebels-2'))
    expect(pivotal(first).result.status).toBe('partial')
    const empireView = visibleStateFor(first, player('empire-2'))
    expect(JSON.stringify(empireView.pivotal)).not.toContain('300')
    const both = doing(first, part('empire', 150), player('empire-3'))
    expect(pivotal(both).result).toMatchObject({ status: 'entered', by: 'teams', result: { assaulters: { score: 300 }, defenders: { score: 150 } } })
    const applied = doing(both, { type: 'confirm-pivotal-result' }, player('empire-1'))
    expect(pivotal(applied).result).toMatchObject({ status: 'applied', winner: 'rebels' })
  })

  it('carries the map choices of the team whose win makes them: the systems the assaulters take, the defenders’ new base', () => {
    const ready = (state: CampaignState, choice: CampaignCommand) =>
      doing(doing(doing(state, choice, GA[pivotal(state).chooser]), prep('empire'), GA.empire), prep('rebels'), GA.rebels)
    const confirm: CampaignCommand = { type: 'confirm-pivotal-result' }
    // Gap 2: the Rebels assault zone II (Demonstration of Force), win 300–200 and take Atollon (victory bonus 0)
    // and Lothal (1): 2 + 0 + 1 = 3 CP. The defenders' part cannot name systems for them.
    const zoneIIbegun = ready(GAP_2, { type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone: 2, climactic: false })
    // Since rules version 5 the parts carry no map choice: the winner claims it after the result.
    expect(violationsOf(run(zoneIIbegun, { ...part('rebels', 300), claimedSystems: ['atollon'] } as CampaignCommand, player('rebels-2')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'claim-after-result', team: 'rebels' },
    ])
    // Parts of a pivotal battle begun under rules version 4 and before carried them.
    const zoneII = begunUnderRules4(zoneIIbegun)
    const rebelsPart = { ...part('rebels', 300), claimedSystems: ['atollon', 'lothal'] } as CampaignCommand
    const empirePart = { ...part('empire', 200), claimedSystems: ['raxus-prime'] } as CampaignCommand
    const taken = doing(doing(doing(zoneII, rebelsPart, player('rebels-2')), empirePart, player('empire-1')), confirm, player('empire-2'))
    expect(pivotal(taken).result).toMatchObject({ status: 'applied', winner: 'rebels', cp: 3 })
    expect([taken.control.atollon, taken.control.lothal, taken.control['raxus-prime']]).toEqual([
      { kind: 'presence', team: 'rebels' },
      { kind: 'presence', team: 'rebels' },
      undefined,
    ])
    // A system outside the zone is refused with the part, not at the confirmation.
    expect(violationsOf(run(zoneII, { ...part('rebels', 300), claimedSystems: ['dathomir'] } as CampaignCommand, player('rebels-2')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'not-in-zone', systemId: 'dathomir', zone: 2 },
    ])
    // Gap 4: the Rebels evacuate Ryloth, defend and win 350–300; their part moves the base to Rodia: 2 + 2 = 4 CP.
    // (A pivotal battle begun under rules version 4 and before: its parts carried it; since version 5 the winner claims it after the result.)
    const ryloth = begunUnderRules4(ready(GAP_4, { type: 'choose-pivotal', objectiveId: 'evacuation', systemId: 'ryloth', climactic: false }))
    expect(run(ryloth, part('rebels', 350), player('rebels-1')).ok).toBe(true)
    const moved = doing(
      doing(doing(ryloth, { ...part('rebels', 350), newBaseSystem: 'rodia' } as CampaignCommand, player('rebels-1')), part('empire', 300), player('empire-1')),
      confirm,
      player('empire-3'),
    )
    expect([moved.control.ryloth, moved.control.rodia]).toEqual([undefined, { kind: 'base', team: 'rebels', defense: 'armed-station', placedBy: 'rebels-2' }])
    expect(moved.teams.rebels.pivotalCp).toBe(4)
  })

  it('refuses with the part a conquered base’s objective that breaks the balance (R-BASE-BUILD 1), not at the confirmation', () => {
    // The Rebels hold a second Ion Cannon base (Lothal): the conquered Kessel may take an Armed Station or a Fighter Wing only.
    // A pivotal battle begun before rules version 5, when the parts carried the conquered base's objective.
    const unbalanced: CampaignState = begunUnderRules4({
      ...BATTLE,
      control: { ...BATTLE.control, lothal: { kind: 'base', team: 'rebels', defense: 'ion-cannon', placedBy: null } },
    })
    const ionCannon = { ...part('rebels', 300), conquestDefense: 'ion-cannon' } as CampaignCommand
    expect(violationsOf(run(unbalanced, ionCannon, player('rebels-2')))).toEqual([
      { rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team: 'rebels', defense: 'ion-cannon' },
    ])
    expect(run(unbalanced, { ...part('rebels', 300), conquestDefense: 'fighter-wing' } as CampaignCommand, player('rebels-2')).ok).toBe(true)
  })

  it('refuses a second part from the same team, another team’s fleet, and a player entering for the other team', () => {
    const first = doing(BATTLE, part('rebels', 300), player('rebels-2'))
    expect(violationsOf(run(first, part('rebels', 310), player('rebels-1'))).map((v) => v.reason)).toEqual(['result-already-entered'])
    const stray: CampaignCommand = { type: 'enter-pivotal-team-result', team: 'empire', score: 100, tabled: false, fleets: { 'rebels-1': none } }
    expect(violationsOf(run(first, stray, player('empire-1'))).map((v) => v.reason)).toEqual(['fleet-not-in-battle'])
    expect(mayIssue(first, player('rebels-1'), part('empire', 100))).toBe(false)
  })

  it('refuses an element already veteran marked eligible, naming the element, its card and the field (R-VET-1)', () => {
    const veteran = (f: Fleet): Fleet => ({ ...f, ships: f.ships.map((s) => (s.uid === 'rebels-2-s1' ? { ...s, veteran: true } : s)) })
    const state = { ...BATTLE, fleets: BATTLE.fleets.map((f) => (f.id === 'rebels-2' ? veteran(f) : f)) }
    const command = { ...part('rebels', 300), fleets: { 'rebels-2': { ...none, eligibleVeterans: ['rebels-2-s1'] } } } as CampaignCommand
    expect(violationsOf(run(state, command, player('rebels-2')))).toEqual([
      {
        rule: 'R-VET-1',
        reason: 'already-veteran',
        uid: 'rebels-2-s1',
        cardId: ship(BATTLE, 'rebels-2-s1').cardId,
        field: 'eligibleVeterans',
        fleetId: 'rebels-2',
      },
    ])
  })
})

describe('ships a team may bring in (R-PIVOT-UPGRADE, R-CLIMAX)', () => {
  it('offers the team’s own ships, and huge ships only for a climactic battle', () => {
    const ships = pivotalUpgradeShips(BATTLE, 'rebels')
    expect(ships).toContain('mc30c-scout-frigate')
    expect(ships).not.toContain('victory-ii-class-star-destroyer')
    expect(ships).not.toContain('executor-i-class-star-dreadnought')
    const climactic = { ...BATTLE, pivotal: { ...BATTLE.pivotal!, climactic: true } }
    expect(pivotalUpgradeShips(climactic, 'empire')).toContain('executor-i-class-star-dreadnought')
  })
})

describe('R-PIVOT-AFTER: the fleet rewards of Demonstration of Force (objectives.json `rewards`)', () => {
  // GAP_2's map: zone II holds Felucia (Empire base), Mon Cala (Empire presence), Yavin (Rebels base), Concord
  // Dawn (Rebels presence, border I/II), and unoccupied Atollon, Lothal (border II/III), Raxus Prime.
  const demonstration = (zone: 2 | 5): CampaignCommand => ({ type: 'choose-pivotal', objectiveId: 'demonstration-of-force', zone, climactic: false })
  const take = (fleetId: string, systemId: SystemId, rewardType: string, cards: string[], decline = false): CampaignCommand =>
    ({ type: 'take-pivotal-reward', fleetId, decline, systemId, rewardType, cards, useDestiny: false }) as CampaignCommand
  const options = (state: CampaignState, fleetId: string) => pivotalRewardOptions(state, fleetId).map((o) => `${o.systemId} ${o.type} ${o.points}`)
  // The Rebels assault zone II, win 300–200 and claim Atollon and Lothal.
  const CLAIMED = doing(
    fought(GAP_2, demonstration(2), score(300, 200)),
    { type: 'claim-pivotal-effects', team: 'rebels', claimedSystems: ['atollon', 'lothal'] },
    GA.rebels,
  )
  // The Empire hold zone II: 200–300 for the defenders.
  const HELD = fought(GAP_2, demonstration(2), score(200, 300))

  it('R-PIVOT-AFTER: winning assaulters each take a winner reward of a claimed system; the losers take none', () => {
    for (const id of ['rebels-1', 'rebels-2', 'rebels-3']) expect(options(CLAIMED, id)).toEqual(['atollon turbolasers 10', 'lothal squadrons 24'])
    expect(options(CLAIMED, 'empire-1')).toEqual([])
    // Under official-2019 the systems' official values apply (R-REWARD 1): Lothal's squadrons are 30.
    expect(options({ ...CLAIMED, preset: 'official-2019' }, 'rebels-1')).toEqual(['atollon turbolasers 10', 'lothal squadrons 30'])
    // rebels-2 takes Lothal: an X-wing (13) and a Y-wing (10), 23 of 24; 1 point goes to the Reserve (R-REWARD 5).
    const after = unwrap(run(CLAIMED, take('rebels-2', 'lothal', 'squadrons', ['squadron-x-wing-squadron', 'squadron-y-wing-squadron']), player('rebels-2')))
    expect(after.teams.rebels.reserve.squadrons).toBe(1)
    expect(pivotal(after).refit?.pendingCards['rebels-2']).toEqual([
      { cardId: 'squadron-x-wing-squadron', kind: 'squadron' },
      { cardId: 'squadron-y-wing-squadron', kind: 'squadron' },
    ])
    // R-SECRET-FLEET: the Empire sees neither the cards waiting for rebels-2 nor those of its command.
    expect(visibleStateFor(after, player('empire-1')).pivotal?.refit?.pendingCards).toEqual({})
    expect(Object.keys(visibleStateFor(after, player('rebels-1')).pivotal?.refit?.pendingCards ?? {})).toEqual(['rebels-2'])
    const command = take('rebels-2', 'lothal', 'squadrons', ['squadron-x-wing-squadron', 'squadron-y-wing-squadron'])
    expect(visibleCommandFor(after, player('empire-1'), command)).toEqual({ type: 'secret', of: 'take-pivotal-reward', team: 'rebels', fleetId: 'rebels-2' })
    expect(visibleCommandFor(after, player('rebels-3'), command)).toEqual(command)
    // The refit that follows adds them to the fleet (R-REFIT 4).
    const added = unwrap(run(after, { type: 'refit', fleetId: 'rebels-2', op: { op: 'add-card', index: 0, shipUid: null } }, player('rebels-2')))
    expect(fleetOf(added, 'rebels-2').squadrons.filter((q) => q.cardId === 'squadron-x-wing-squadron')).toHaveLength(4)
    // Once per fleet; a system not claimed is no option; the losing team gets nothing.
    expect(violationsOf(run(after, take('rebels-2', 'atollon', 'turbolasers', []), player('rebels-2')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'step-done', fleetId: 'rebels-2' },
    ])
    expect(violationsOf(run(CLAIMED, take('rebels-1', 'mon-cala', 'title', []), player('rebels-1')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'not-an-option', fleetId: 'rebels-1', systemId: 'mon-cala' },
    ])
    expect(violationsOf(run(CLAIMED, take('empire-1', 'atollon', 'turbolasers', []), player('empire-1')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'no-pivotal-reward', fleetId: 'empire-1' },
    ])
  })

  it('R-PIVOT-AFTER: winning defenders take a reward of a system of the zone they hold, else of one of their bases', () => {
    // Zone II: the Empire's base at Felucia and presence at Mon Cala.
    expect(options(HELD, 'empire-3')).toEqual(['felucia officer 10', 'mon-cala offensive-retrofit 10', 'mon-cala title 10'])
    expect(options(HELD, 'rebels-3')).toEqual([])
    // Zone V holds nothing of the Empire: its bases Dantooine, Felucia and Kessel.
    const heldV = fought(GAP_2, demonstration(5), score(200, 300))
    expect(options(heldV, 'empire-1')).toEqual(['dantooine support-team 10', 'dantooine officer 8', 'felucia officer 10', 'kessel title 12'])
    const declined = unwrap(run(HELD, take('empire-3', 'felucia', 'officer', [], true), player('empire-3')))
    expect(pivotal(declined).refit?.rewardsTaken['empire-3']).toBe('declined')
  })

  it('R-PIVOT-AFTER: a reward is gone once the fleet has finished its refit (its cards join the fleet there)', () => {
    const refitted = unwrap(run(CLAIMED, { type: 'finish-refit', fleetId: 'rebels-3' }, player('rebels-3')))
    expect(violationsOf(run(refitted, take('rebels-3', 'atollon', 'turbolasers', []), player('rebels-3')))).toEqual([
      { rule: 'R-PIVOT-AFTER', reason: 'step-done', fleetId: 'rebels-3' },
    ])
  })

  it('R-PIVOT-AFTER: Conquest gives no fleet reward', () => {
    expect(PLAYER_FLEETS.flatMap((id) => options(AFTER, id))).toEqual([])
  })
})
