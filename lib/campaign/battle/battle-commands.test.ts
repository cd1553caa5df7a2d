import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { battleResultSchema, type CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import type { Fleet, FleetDraft } from '../fleets/fleet'
import { campaignReadyToStart, REBEL_LEGAL_FLEETS } from '../fleets/testing/fleet-builders'
import { mayIssue } from '../permissions'
import type { Actor, CampaignState, TeamId } from '../state'
import { reasonsOf, unwrap } from '../testing/builders'
import type { Battle, BattleResult } from '../turn/turn-state'
import { visibleStateFor } from '../visibility'
import { battleObjectivePool, battlesComplete, spacersFor } from './battle-commands'
import { deepFreeze, outcome, result } from './testing'

// The standard campaign of fleets/testing/fleet-builders.ts, started (act I, turn 1, no CP, no token).
// Bases (testing/builders.ts): Empire dantooine (I, ion-cannon), felucia (II, armed-station), kessel (III,
// fighter-wing); Rebels hoth (V, ion-cannon), ryloth (IV, armed-station), yavin (II, fighter-wing).
// Grand Admirals: empire-1 and rebels-1. Fleet values (cards added up in fleet-builders.ts):
// empire-1 200, empire-2 200, empire-3 199, rebels-1 200, rebels-2 200, rebels-3 195.
// Element uids (set-fleet): ships <fleet>-s<n>, squadrons <fleet>-q<n>:
// - empire-1: s1 Victory II (flagship), s2 Raider I, s3 Gozanti Cruisers (flotilla), q1..q4 TIE Fighters;
// - rebels-1: s1 Assault Frigate Mk II B (flagship), s2 CR90 A, s3 GR-75 (flotilla), q1 X-wing, q2..q5 Y-wings;
// - empire-2: s1 Victory I, s2 Gladiator I (flagship), q1..q6 TIE Fighters, q7 TIE Advanced;
// - rebels-2: s1 Nebulon-B Escort, s2 Hammerhead Torpedo, s3 MC30c (flagship), q1..q3 X-wings;
// - empire-3: s1 Quasar Fire I (flagship), s2 Arquitens, s3 Raider II, q1..q2 TIE Interceptors, q3 TIE Fighter;
// - rebels-3: s1 Assault Frigate Mk II A (flagship), s2 CR90 B, s3 GR-75 Combat Retrofits (flotilla), q1..q4 A-wings.
//
// The pairing (R-STRAT-ORDER, Rebels first on the 0-0 CP tie, R-STRAT-INIT):
// - t1-b1 rebels-1 assaults Concord Dawn (I/II border, campaign objectives hired-scum and pilot-defection,
//   no standard objective); empire-1 defends. No Low Fuel: Rebels have Yavin (II), Empire Dantooine (I).
// - t1-b2 empire-2 assaults Geonosis (IV, campaign objective prototype-recovery); rebels-2 defends. Empire has
//   no base in zone IV: empire-2 gains Low Fuel (R-STRAT-COND 1); Rebels have Ryloth (IV).
// - t1-b3 rebels-3 assaults Dagobah (V, standard navigation objective superior-positions); empire-3 defends.
//   Rebels have Hoth (V); Empire has no base in zone V: empire-3 gains Low Fuel.

const ORGANIZER: Actor = { role: 'organizer' }
const player = (playerId: string): Actor => ({ role: 'player', playerId })

function run(state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER): CampaignState {
  return unwrap(applyCommand(state, command, actor))
}

function refusal(state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER) {
  return reasonsOf(applyCommand(state, command, actor))
}

function withTokens(state: CampaignState, team: TeamId, tokens: Partial<Record<TokenId, number>>): CampaignState {
  const t = state.teams[team]
  return { ...state, teams: { ...state.teams, [team]: { ...t, tokens: { ...t.tokens, ...tokens } } } }
}

function withFleet(state: CampaignState, fleetId: string, change: (fleet: Fleet) => Fleet): CampaignState {
  return { ...state, fleets: state.fleets.map((f) => (f.id === fleetId ? change(f) : f)) }
}

function fleetOf(state: CampaignState, fleetId: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) throw new Error(`no fleet ${fleetId}`)
  return fleet
}

function battleOf(state: CampaignState, battleId: string): Battle {
  const battle = state.turnState?.battles.find((b) => b.id === battleId)
  if (!battle) throw new Error(`no battle ${battleId}`)
  return battle
}

/** The scarred and the veteran element uids of a fleet, ships then squadrons. */
function marks(fleet: Fleet) {
  const elements = [...fleet.ships, ...fleet.squadrons]
  return { scarred: elements.filter((e) => e.scarred).map((e) => e.uid), veteran: elements.filter((e) => e.veteran).map((e) => e.uid) }
}

const xpOf = (state: CampaignState, fleetId: string) => fleetOf(state, fleetId).commander?.xp

const PAIRING: readonly [CampaignCommand, Actor][] = [
  [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'concord-dawn', fleetId: 'rebels-1' }, player('rebels-1')],
  [{ type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, player('empire-1')],
  [{ type: 'declare-assault', playerId: 'empire-2', systemId: 'geonosis', fleetId: 'empire-2' }, player('empire-2')],
  [{ type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' }, player('rebels-2')],
  [{ type: 'declare-assault', playerId: 'rebels-3', systemId: 'dagobah', fleetId: 'rebels-3' }, player('rebels-3')],
  [{ type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' }, player('empire-3')],
]

function pair(state: CampaignState): CampaignState {
  return PAIRING.reduce((s, [command, actor]) => run(s, command, actor), state)
}

function started(ready: CampaignState = campaignReadyToStart()): CampaignState {
  return run(ready, { type: 'start-campaign' })
}

/** The three battles paired, the battle phase entered; frozen so that any mutation by the engine throws. */
const BATTLE: CampaignState = deepFreeze(pair(started()))

/**
 * Rebels-3's fleet (Finn’s Frigates, 195 FP) without its four A-wings (44 FP): Assault Frigate Mk II A 81 +
 * CR90 B 39 + Electronic Countermeasures 7 + GR-75 Combat Retrofits 24 = 151 FP, a legal starting fleet.
 */
const CHEAP_REBELS_3: FleetDraft = { ...REBEL_LEGAL_FLEETS[2]!, squadrons: [], name: 'Finn’s Frigates, light' }

/** As BATTLE, but rebels-3 plays the 151 FP fleet against empire-3's 199 FP. */
const BATTLE_GAP: CampaignState = deepFreeze(pair(started(run(campaignReadyToStart(), { type: 'set-fleet', fleetId: 'rebels-3', draft: CHEAP_REBELS_3 }))))

const objective = (battleId: string, objectiveId: string): CampaignCommand => ({ type: 'choose-objective', battleId, objectiveId })
const enter = (battleId: string, r: BattleResult): CampaignCommand => ({ type: 'enter-result', battleId, result: r })
const confirm = (battleId: string): CampaignCommand => ({ type: 'confirm-result', battleId })
const dispute = (battleId: string): CampaignCommand => ({ type: 'dispute-result', battleId })
const settleCmd = (battleId: string, r: BattleResult): CampaignCommand => ({ type: 'settle-result', battleId, result: r })
const veterans = (battleId: string, fleetId: string, uids: string[]): CampaignCommand => ({ type: 'choose-veterans', battleId, fleetId, uids })

/** BATTLE with every objective chosen: b1 hired-scum, b2 most-wanted, b3 superior-positions. */
const OBJECTIVES_CHOSEN: CampaignState = deepFreeze(
  [objective('a1-t1-b1', 'hired-scum'), objective('a1-t1-b2', 'most-wanted'), objective('a1-t1-b3', 'superior-positions')].reduce(
    (s, c, i) => run(s, c, player(['rebels-1', 'empire-2', 'rebels-3'][i]!)),
    BATTLE,
  ),
)

/** Applies a result to a battle by entry and confirmation (assaulter enters, defender confirms). */
function applied(state: CampaignState, battleId: string, r: BattleResult): CampaignState {
  const battle = battleOf(state, battleId)
  const entered = run(state, enter(battleId, r), player(battle.assaulter.playerId))
  return run(entered, confirm(battleId), player(battle.defender!.playerId))
}

describe('the battle phase entered through the engine (R-STRAT-ORDER, R-STRAT-COND, R-RESULT)', () => {
  it('pairs all six players in three battles and enters the battle phase by itself', () => {
    expect(BATTLE.phase).toBe('battle')
    const battles = BATTLE.turnState!.battles
    expect(battles.map((b) => [b.id, b.systemId, b.assaulter.playerId, b.defender?.playerId])).toEqual([
      ['a1-t1-b1', 'concord-dawn', 'rebels-1', 'empire-1'],
      ['a1-t1-b2', 'geonosis', 'empire-2', 'rebels-2'],
      ['a1-t1-b3', 'dagobah', 'rebels-3', 'empire-3'],
    ])
    // R-RESULT: each fleet's value at the start of the battle, as recorded at the pairing.
    expect(battles.map((b) => [b.assaulter.fleetValue, b.defender?.fleetValue])).toEqual([
      [200, 200],
      [200, 200],
      [195, 199],
    ])
    expect(battles.map((b) => [b.assaulter.conditionsGained, b.defender?.conditionsGained])).toEqual([
      [[], []],
      [['low-fuel'], []],
      [[], ['low-fuel']],
    ])
    expect(battles.every((b) => b.objective === null && b.result.status === 'none')).toBe(true)
    // R-SECRET-FLEET: both fleets as they stood at the end of the strategy phase.
    expect(battleOf(BATTLE, 'a1-t1-b2').fleets?.assaulter).toEqual(fleetOf(BATTLE, 'empire-2'))
    expect(battleOf(BATTLE, 'a1-t1-b2').fleets?.defender).toEqual(fleetOf(BATTLE, 'rebels-2'))
  })

  it('stays in the strategy phase until a team holding Skilled Spacers has spent them (R-STRAT-SPACERS)', () => {
    const holding = withTokens(started(), 'rebels', { 'skilled-spacers': 1 })
    const paired = pair(holding)
    expect(paired.phase).toBe('strategy')
    const spent = run(paired, { type: 'spend-spacers', team: 'rebels', fleetIds: ['rebels-1'] }, player('rebels-1'))
    expect(spent.phase).toBe('battle')
    expect(spent.teams.rebels.tokens['skilled-spacers']).toBe(0)
    expect(spacersFor(spent, 'rebels', 'rebels-1')).toBe(1)
    expect(spacersFor(spent, 'rebels', 'rebels-3')).toBe(0)
  })
})

describe('R-OBJ-1, R-OBJ-2 choose-objective', () => {
  it("offers the defender's three objectives, changed by the system, plus its unplayed campaign objectives (R-OBJ-2)", () => {
    // b1: empire-1's opening-salvo / contested-outpost / dangerous-territory; Concord Dawn adds hired-scum and pilot-defection.
    expect(battleObjectivePool(BATTLE, battleOf(BATTLE, 'a1-t1-b1'))).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'hired-scum', 'pilot-defection'],
    })
    // b2: rebels-2's most-wanted / fleet-in-being / superior-positions; Geonosis adds prototype-recovery.
    expect(battleObjectivePool(BATTLE, battleOf(BATTLE, 'a1-t1-b2'))).toEqual({
      kind: 'choice',
      objectives: ['most-wanted', 'fleet-in-being', 'superior-positions', 'prototype-recovery'],
    })
    // b3: empire-3's advanced-gunnery / hyperspace-assault / salvage-run; Dagobah's superior-positions replaces salvage-run.
    expect(battleObjectivePool(BATTLE, battleOf(BATTLE, 'a1-t1-b3'))).toEqual({
      kind: 'choice',
      objectives: ['advanced-gunnery', 'hyperspace-assault', 'superior-positions'],
    })
  })

  it('records the objective the assaulting player picks from the pool (R-OBJ-2)', () => {
    const next = run(BATTLE, objective('a1-t1-b1', 'pilot-defection'), player('rebels-1'))
    expect(battleOf(next, 'a1-t1-b1').objective).toBe('pilot-defection')
    expect(next.phase).toBe('battle')
    // The other battles are untouched.
    expect(battleOf(next, 'a1-t1-b2')).toBe(battleOf(BATTLE, 'a1-t1-b2'))
  })

  it('refuses an objective outside the pool: another system’s campaign objective, a replaced one, an unknown id (R-OBJ-2)', () => {
    expect(applyCommand(BATTLE, objective('a1-t1-b1', 'prototype-recovery'), player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-OBJ-2', reason: 'objective-not-in-pool', cardId: 'prototype-recovery' }],
    })
    // Salvage Run is empire-3's navigation objective, replaced at Dagobah by Superior Positions.
    expect(refusal(BATTLE, objective('a1-t1-b3', 'salvage-run'), player('rebels-3'))).toEqual(['objective-not-in-pool'])
    // The assaulter's own objectives are not the pool: rebels-3 holds advanced-gunnery too, but not opening-salvo.
    expect(refusal(BATTLE, objective('a1-t1-b3', 'opening-salvo'), player('rebels-3'))).toEqual(['objective-not-in-pool'])
    expect(refusal(BATTLE, objective('a1-t1-b2', 'no-such-objective'), player('empire-2'))).toEqual(['objective-not-in-pool'])
  })

  it('refuses a second choice once the objective is chosen (R-OBJ-2)', () => {
    expect(refusal(OBJECTIVES_CHOSEN, objective('a1-t1-b1', 'pilot-defection'), player('rebels-1'))).toEqual(['objective-already-chosen'])
  })

  it('refuses an unknown battle, and any choice outside the battle phase (R-OBJ-2, R-PHASE)', () => {
    expect(refusal(BATTLE, objective('a1-t1-b9', 'hired-scum'))).toEqual(['unknown-battle'])
    const strategy = withTokens(started(), 'rebels', { 'skilled-spacers': 1 })
    expect(refusal(pair(strategy), objective('a1-t1-b1', 'hired-scum'))).toEqual(['wrong-phase'])
  })

  it('plays a base assault on the base’s Base Defense objective and nothing else (R-OBJ-1, R-SECRET)', () => {
    // Act II: bases may be targeted (R-STRAT-TARGET 3). rebels-1 assaults Dantooine, the Empire base with ion-cannon.
    const act2: CampaignState = { ...started(), act: 2 }
    const paired = [
      [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'dantooine', fleetId: 'rebels-1' }, player('rebels-1')],
      [{ type: 'name-defender', battleId: 'a2-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, player('empire-1')],
      // Battles are named by their act (a2-…).
      ...PAIRING.slice(2).map(([c, a]) => ['battleId' in c ? { ...c, battleId: c.battleId.replace('a1-', 'a2-') } : c, a]),
    ].reduce((s, [command, actor]) => run(s, command as CampaignCommand, actor as Actor), act2)
    expect(paired.phase).toBe('battle')
    const b1 = battleOf(paired, 'a2-t1-b1')
    expect(b1.objective).toBe('ion-cannon')
    expect(battleObjectivePool(paired, b1)).toEqual({ kind: 'base-defense', objective: 'ion-cannon' })
    // Another objective is refused by R-OBJ-1 (no choice at a base), not as a second choice (R-OBJ-2).
    const other = applyCommand(paired, objective('a2-t1-b1', 'opening-salvo'), player('rebels-1'))
    expect(other.ok ? [] : other.violations).toEqual([{ rule: 'R-OBJ-1', reason: 'objective-not-in-pool', cardId: 'opening-salvo' }])
    // The assaulted base's objective is played openly: the Rebels now see it.
    expect(paired.revealedDefenses.rebels).toEqual(['dantooine'])
    const view = visibleStateFor(paired, player('rebels-3')).control
    expect(view.dantooine).toEqual({ kind: 'base', team: 'empire', defense: 'ion-cannon', placedBy: 'empire-1' })
    expect(view.felucia).toEqual({ kind: 'base', team: 'empire', defense: 'secret', placedBy: 'empire-2' })
  })
})

describe('R-RESULT, R-RESULT-CONFIRM entering, confirming, disputing and settling a result', () => {
  // b1 (rebels-1 200 FP assaults empire-1 200 FP on hired-scum): rebels 180, empire 120.
  // Rebels destroyed: rebels-1-q2 (Y-wing); retreated: rebels-1-s2 (CR90 A), which also destroyed a TIE with its
  // own attack (R-RETREAT: eligible, not scarred). Eligible: rebels-1-s1, rebels-1-s2.
  // Empire destroyed: empire-1-s2 (Raider I), empire-1-q1, empire-1-q2. Eligible: empire-1-s1.
  const B1_RESULT = result(
    { score: 180, destroyed: ['rebels-1-q2'], retreated: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-s1', 'rebels-1-s2'] },
    { score: 120, destroyed: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'], eligibleVeterans: ['empire-1-s1'] },
  )

  it('refuses a result before the objective is chosen (R-RESULT)', () => {
    expect(applyCommand(BATTLE, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-RESULT', reason: 'objective-missing-for-result' }],
    })
    expect(refusal(BATTLE, settleCmd('a1-t1-b1', B1_RESULT))).toEqual(['objective-missing-for-result'])
  })

  it("records a player's entry as 'entered', applying nothing yet (R-RESULT-CONFIRM)", () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))
    expect(battleOf(entered, 'a1-t1-b1').result).toEqual({ status: 'entered', by: 'rebels-1', result: B1_RESULT })
    expect(entered.fleets).toBe(OBJECTIVES_CHOSEN.fleets)
    expect(entered.playedCampaignObjectives).toEqual({})
    expect(entered.phase).toBe('battle')
  })

  it('refuses a confirmation by the player who entered it (R-RESULT-CONFIRM own-result)', () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))
    expect(applyCommand(entered, confirm('a1-t1-b1'), player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-RESULT-CONFIRM', reason: 'own-result' }],
    })
  })

  it('applies the result when the opponent confirms: winner, XP, scars, retreat (R-RESULT-WIN, R-XP, R-SCAR, R-RETREAT)', () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))
    const next = run(entered, confirm('a1-t1-b1'), player('empire-1'))
    // R-RESULT-WIN: 180 > 120, the Rebels win; MOV 60.
    // R-XP (green-knight): rebels-1 1 (taking part) + 0 (60 < 100 MOV) + 0 (equal values) = 1;
    // empire-1 1 (taking part) + 1 (loser) + 0 (equal values) = 2.
    expect(battleOf(next, 'a1-t1-b1').result).toEqual({ status: 'applied', result: B1_RESULT, winner: 'rebels', xp: { assaulter: 1, defender: 2 } })
    expect(xpOf(next, 'rebels-1')).toBe(1)
    expect(xpOf(next, 'empire-1')).toBe(2)
    // R-SCAR: the destroyed are scarred; the retreated CR90 is not (R-RETREAT); nothing is promoted yet.
    expect(marks(fleetOf(next, 'rebels-1'))).toEqual({ scarred: ['rebels-1-q2'], veteran: [] })
    expect(marks(fleetOf(next, 'empire-1'))).toEqual({ scarred: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'], veteran: [] })
    // Nothing leaves the fleet (R-SCAR).
    expect(fleetOf(next, 'empire-1').ships).toHaveLength(3)
    expect(fleetOf(next, 'empire-1').squadrons).toHaveLength(4)
    // Fleets of other battles are untouched.
    for (const id of ['empire-2', 'rebels-2', 'empire-3', 'rebels-3', 'fourth-empire', 'fourth-rebels']) {
      expect(fleetOf(next, id)).toBe(fleetOf(OBJECTIVES_CHOSEN, id))
    }
    expect(next.phase).toBe('battle')
  })

  it('adds the battle XP to the XP the commanders already had (R-XP)', () => {
    const withXp = withFleet(
      withFleet(OBJECTIVES_CHOSEN, 'rebels-1', (f) => ({ ...f, commander: { ...f.commander!, xp: 4 } })),
      'empire-1',
      (f) => ({
        ...f,
        commander: { ...f.commander!, xp: 1 },
      }),
    )
    const next = applied(withXp, 'a1-t1-b1', B1_RESULT)
    expect(xpOf(next, 'rebels-1')).toBe(4 + 1)
    expect(xpOf(next, 'empire-1')).toBe(1 + 2)
  })

  it('keeps an already scarred element scarred, and a veteran element veteran, when it is destroyed (R-SCAR)', () => {
    const marked = withFleet(OBJECTIVES_CHOSEN, 'empire-1', (f) => ({
      ...f,
      ships: f.ships.map((s) => (s.uid === 'empire-1-s2' ? { ...s, scarred: true, veteran: true } : s)),
    }))
    const next = applied(marked, 'a1-t1-b1', B1_RESULT)
    const raider = fleetOf(next, 'empire-1').ships.find((s) => s.uid === 'empire-1-s2')
    expect(raider).toMatchObject({ scarred: true, veteran: true })
  })

  it('refuses a second confirmation, and any entry once applied (R-RESULT-CONFIRM result-already-applied)', () => {
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', B1_RESULT)
    expect(refusal(next, confirm('a1-t1-b1'), player('empire-1'))).toEqual(['result-already-applied'])
    expect(refusal(next, confirm('a1-t1-b1'))).toEqual(['result-already-applied'])
    expect(refusal(next, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))).toEqual(['result-already-applied'])
    expect(refusal(next, enter('a1-t1-b1', B1_RESULT))).toEqual(['result-already-applied'])
    expect(refusal(next, dispute('a1-t1-b1'), player('empire-1'))).toEqual(['result-already-applied'])
    expect(refusal(next, settleCmd('a1-t1-b1', B1_RESULT))).toEqual(['result-already-applied'])
  })

  it('refuses a second entry by the other player or the organizer while one is waiting (R-RESULT-CONFIRM result-already-entered)', () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('rebels-1'))
    expect(refusal(entered, enter('a1-t1-b1', B1_RESULT), player('empire-1'))).toEqual(['result-already-entered'])
    expect(refusal(entered, enter('a1-t1-b1', B1_RESULT), ORGANIZER)).toEqual(['result-already-entered'])
  })

  it('refuses a confirmation or a dispute of a result nobody entered (R-RESULT-CONFIRM result-missing)', () => {
    expect(refusal(OBJECTIVES_CHOSEN, confirm('a1-t1-b1'), player('empire-1'))).toEqual(['result-missing'])
    expect(refusal(OBJECTIVES_CHOSEN, dispute('a1-t1-b1'), player('empire-1'))).toEqual(['result-missing'])
  })

  it("lets the organizer confirm a player's entry (R-RESULT-CONFIRM)", () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('empire-1'))
    const next = run(entered, confirm('a1-t1-b1'), ORGANIZER)
    expect(battleOf(next, 'a1-t1-b1').result.status).toBe('applied')
    expect(xpOf(next, 'empire-1')).toBe(2)
  })

  it('applies at once a result the organizer enters (R-RESULT-CONFIRM)', () => {
    const next = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), ORGANIZER)
    expect(battleOf(next, 'a1-t1-b1').result).toEqual({ status: 'applied', result: B1_RESULT, winner: 'rebels', xp: { assaulter: 1, defender: 2 } })
  })

  describe('a dispute', () => {
    const entered = deepFreeze(run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', B1_RESULT), player('rebels-1')))
    const disputed = deepFreeze(run(entered, dispute('a1-t1-b1'), player('empire-1')))
    // The organizer's values: empire 190, rebels 170, empire-1's Raider destroyed, rebels-1's Y-wing and CR90
    // destroyed; empire-1-s1 eligible, rebels-1-q1 eligible.
    const SETTLED = result(
      { score: 170, destroyed: ['rebels-1-s2', 'rebels-1-q2'], eligibleVeterans: ['rebels-1-q1'] },
      { score: 190, destroyed: ['empire-1-s2'], eligibleVeterans: ['empire-1-s1'] },
    )

    it("sets 'disputed' and applies nothing (R-RESULT-CONFIRM)", () => {
      expect(battleOf(disputed, 'a1-t1-b1').result).toEqual({ status: 'disputed', by: 'rebels-1', result: B1_RESULT, disputedBy: 'empire-1' })
      expect(disputed.fleets).toBe(OBJECTIVES_CHOSEN.fleets)
      expect(disputed.playedCampaignObjectives).toEqual({})
    })

    it('refuses a dispute by the player who entered the result (R-RESULT-CONFIRM own-result)', () => {
      expect(refusal(entered, dispute('a1-t1-b1'), player('rebels-1'))).toEqual(['own-result'])
    })

    it('refuses every confirmation and new entry while disputed: only the organizer settles it (R-RESULT-CONFIRM)', () => {
      expect(refusal(disputed, confirm('a1-t1-b1'), player('empire-1'))).toEqual(['result-missing'])
      expect(refusal(disputed, confirm('a1-t1-b1'), player('rebels-1'))).toEqual(['result-missing'])
      expect(refusal(disputed, confirm('a1-t1-b1'), ORGANIZER)).toEqual(['result-missing'])
      expect(refusal(disputed, enter('a1-t1-b1', SETTLED), player('empire-1'))).toEqual(['result-already-entered'])
    })

    it("applies the organizer's values when the organizer settles (R-RESULT-CONFIRM, R-RESULT-WIN, R-XP, R-SCAR)", () => {
      const next = run(disputed, settleCmd('a1-t1-b1', SETTLED), ORGANIZER)
      // 190 > 170: the defending Empire wins, MOV 20. empire-1: 1; rebels-1: 1 + 1 (loser) = 2.
      expect(battleOf(next, 'a1-t1-b1').result).toEqual({ status: 'applied', result: SETTLED, winner: 'empire', xp: { assaulter: 2, defender: 1 } })
      expect(xpOf(next, 'rebels-1')).toBe(2)
      expect(xpOf(next, 'empire-1')).toBe(1)
      expect(marks(fleetOf(next, 'rebels-1'))).toEqual({ scarred: ['rebels-1-s2', 'rebels-1-q2'], veteran: [] })
      expect(marks(fleetOf(next, 'empire-1'))).toEqual({ scarred: ['empire-1-s2'], veteran: [] })
      expect(next.playedCampaignObjectives).toEqual({ 'concord-dawn': ['hired-scum'] })
    })
  })

  it('refuses, all or nothing, a result naming an element not in the fleet (R-RESULT unknown-element, R-RESULT-CONFIRM)', () => {
    // empire-1-s2 belongs to the defending fleet, not to the assaulter's.
    const bad = result({ score: 180, destroyed: ['rebels-1-q2', 'empire-1-s2'] }, { score: 120, destroyed: ['empire-1-s3'] })
    const before = structuredClone(OBJECTIVES_CHOSEN)
    for (const [command, actor] of [
      [enter('a1-t1-b1', bad), player('rebels-1')],
      [enter('a1-t1-b1', bad), ORGANIZER],
      [settleCmd('a1-t1-b1', bad), ORGANIZER],
    ] as const) {
      expect(applyCommand(OBJECTIVES_CHOSEN, command, actor)).toEqual({
        ok: false,
        violations: [{ rule: 'R-RESULT', reason: 'unknown-element', uid: 'empire-1-s2', fleetId: 'rebels-1', field: 'destroyed' }],
      })
    }
    expect(OBJECTIVES_CHOSEN).toEqual(before)
  })

  it('refuses an unknown element named by the defending side, pointing at the defending fleet and the field (R-RESULT)', () => {
    const bad = result({ score: 100 }, { score: 120, eligibleVeterans: ['empire-2-s1'] })
    expect(applyCommand(OBJECTIVES_CHOSEN, enter('a1-t1-b1', bad), player('empire-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-RESULT', reason: 'unknown-element', uid: 'empire-2-s1', fleetId: 'empire-1', field: 'eligibleVeterans' }],
    })
  })
})

describe('R-RESULT score bounds (battleResultSchema)', () => {
  const withScore = (score: number) => ({ assaulter: outcome({ score }), defender: outcome({ score: 100 }) })

  it('refuses a negative score, one above 1000, and one that is not a whole number (R-RESULT)', () => {
    for (const score of [-1, 1001, 2.5]) expect(battleResultSchema.safeParse(withScore(score)).success).toBe(false)
    expect(battleResultSchema.safeParse({ assaulter: outcome(), defender: outcome({ score: -5 }) }).success).toBe(false)
  })

  it('accepts 0 and 1000 (R-RESULT)', () => {
    for (const score of [0, 1000]) expect(battleResultSchema.safeParse(withScore(score)).success).toBe(true)
  })

  it('and the engine refuses a bad score that got past the schema (R-RESULT bad-score)', () => {
    expect(reasonsOf(applyCommand(OBJECTIVES_CHOSEN, enter('a1-t1-b1', withScore(1001)), player('rebels-1')))).toEqual(['bad-score'])
  })
})

describe('R-RESULT tabled follows from the elements entered', () => {
  // b1: rebels-1 (Assault Frigate s1, CR90 s2, GR-75 flotilla s3, squadrons) assaults empire-1 (Victory II s1,
  // Raider I s2, Gozanti flotilla s3, squadrons).
  const reported = (assaulter: Record<string, unknown>, defender: Record<string, unknown>) =>
    ({
      type: 'enter-result',
      battleId: 'a1-t1-b1',
      result: { assaulter: { ...outcome(), ...assaulter }, defender: { ...outcome(), ...defender } },
    }) as CampaignCommand

  it('works out who was tabled when the form leaves it out: only flotillas and squadrons left (R-RESULT)', () => {
    // empire-1 loses its Victory II and its Raider, the second by retreat: only the Gozanti flotilla and squadrons stay.
    const { tabled: _a, ...assaulter } = outcome({ score: 120, destroyed: ['rebels-1-s2'] })
    const { tabled: _d, ...defender } = outcome({ score: 80, destroyed: ['empire-1-s1'], retreated: ['empire-1-s2'] })
    const next = run(OBJECTIVES_CHOSEN, { type: 'enter-result', battleId: 'a1-t1-b1', result: { assaulter, defender } } as CampaignCommand, player('rebels-1'))
    const entered = battleOf(next, 'a1-t1-b1').result
    expect(entered.status === 'entered' && [entered.result.assaulter.tabled, entered.result.defender.tabled]).toEqual([false, true])
  })

  it('refuses a result that says a player was tabled while a ship that is not a flotilla is still in play (R-RESULT)', () => {
    const both = reported({ score: 150, tabled: true, destroyed: ['rebels-1-s1', 'rebels-1-s2'] }, { score: 100, tabled: true, destroyed: ['empire-1-q1'] })
    expect(applyCommand(OBJECTIVES_CHOSEN, both, player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-RESULT', reason: 'tabled-contradicts', fleetId: 'empire-1' }],
    })
  })

  it('refuses a result that says a player was not tabled when only flotillas and squadrons are left (R-RESULT)', () => {
    const wrong = reported({ score: 150 }, { score: 100, tabled: false, destroyed: ['empire-1-s1', 'empire-1-s2'] })
    expect(reasonsOf(applyCommand(OBJECTIVES_CHOSEN, wrong, player('rebels-1')))).toEqual(['tabled-contradicts'])
  })
})

describe('R-RESULT-CONFIRM the player who entered a result may correct it until it is confirmed', () => {
  const first = result({ score: 150 }, { score: 100 })
  const corrected = result({ score: 150 }, { score: 170 })
  const entered = deepFreeze(run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', first), player('rebels-1')))

  it('replaces the entered result, still waiting for the other player (R-RESULT-CONFIRM)', () => {
    const next = run(entered, enter('a1-t1-b1', corrected), player('rebels-1'))
    expect(battleOf(next, 'a1-t1-b1').result).toEqual({ status: 'entered', by: 'rebels-1', result: corrected })
  })

  it('lets the player correct a disputed result, which waits for confirmation again (R-RESULT-CONFIRM)', () => {
    const disputed = run(entered, dispute('a1-t1-b1'), player('empire-1'))
    const next = run(disputed, enter('a1-t1-b1', corrected), player('rebels-1'))
    expect(battleOf(next, 'a1-t1-b1').result).toEqual({ status: 'entered', by: 'rebels-1', result: corrected })
  })

  it('refuses a confirmation or a dispute of the result as it was before a correction (R-RESULT-CONFIRM)', () => {
    const next = run(entered, enter('a1-t1-b1', corrected), player('rebels-1'))
    expect(refusal(next, { type: 'confirm-result', battleId: 'a1-t1-b1', seen: first }, player('empire-1'))).toEqual(['result-changed'])
    expect(refusal(next, { type: 'dispute-result', battleId: 'a1-t1-b1', seen: first }, player('empire-1'))).toEqual(['result-changed'])
    const confirmed = run(next, { type: 'confirm-result', battleId: 'a1-t1-b1', seen: corrected }, player('empire-1'))
    expect(battleOf(confirmed, 'a1-t1-b1').result).toMatchObject({ status: 'applied', result: corrected })
  })

  it('refuses a correction by the other player, and any once the result is confirmed (R-RESULT-CONFIRM)', () => {
    expect(refusal(entered, enter('a1-t1-b1', corrected), player('empire-1'))).toEqual(['result-already-entered'])
    const confirmed = run(entered, confirm('a1-t1-b1'), player('empire-1'))
    expect(refusal(confirmed, enter('a1-t1-b1', corrected), player('rebels-1'))).toEqual(['result-already-applied'])
  })
})

describe('R-RESULT-WIN through the engine', () => {
  it('makes the tabled player lose despite the higher score (R-RESULT-WIN)', () => {
    // b2 (empire-2 assaults rebels-2, 200 vs 200): empire-2 scores 260 but is tabled (Victory I and Gladiator I
    // destroyed, squadrons left); rebels-2 scores 90. Rebels win. MOV = max(0, 90 − 260) = 0.
    // XP: rebels-2 1; empire-2 1 + 1 (loser) = 2.
    const r = result({ score: 260, tabled: true, destroyed: ['empire-2-s1', 'empire-2-s2'] }, { score: 90 })
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b2', r)
    const b2 = battleOf(next, 'a1-t1-b2').result
    expect(b2.status === 'applied' && b2.winner).toBe('rebels')
    expect(b2.status === 'applied' && b2.xp).toEqual({ assaulter: 2, defender: 1 })
    expect(xpOf(next, 'empire-2')).toBe(2)
    expect(xpOf(next, 'rebels-2')).toBe(1)
  })

  it('gives equal scores to the defending player (R-RESULT-WIN)', () => {
    // b1: 150 – 150; empire-1 defends and wins, MOV 0. XP: empire-1 1; rebels-1 2.
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', result({ score: 150 }, { score: 150 }))
    const b1 = battleOf(next, 'a1-t1-b1').result
    expect(b1.status === 'applied' && b1.winner).toBe('empire')
    expect(xpOf(next, 'empire-1')).toBe(1)
    expect(xpOf(next, 'rebels-1')).toBe(2)
  })
})

describe('R-XP through the engine (green-knight)', () => {
  it('gives the winner +1 per full 100 MOV (R-XP 3)', () => {
    // b1: 250 – 120, MOV 130: rebels-1 1 + 1 = 2; empire-1 1 + 1 (loser) = 2.
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', result({ score: 250 }, { score: 120 }))
    expect([xpOf(next, 'rebels-1'), xpOf(next, 'empire-1')]).toEqual([2, 2])
  })

  it('gives nothing for a gap of less than 20 FP (R-XP 4)', () => {
    // b3: rebels-3 195 vs empire-3 199, gap 4. Rebels 180 – 120 win, MOV 60: rebels-3 1; empire-3 2.
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b3', result({ score: 180 }, { score: 120 }))
    expect([xpOf(next, 'rebels-3'), xpOf(next, 'empire-3')]).toEqual([1, 2])
  })

  const GAP_CHOSEN = deepFreeze(run(BATTLE_GAP, objective('a1-t1-b3', 'superior-positions'), player('rebels-3')))

  it('records the lower fleet value at the pairing (R-RESULT)', () => {
    expect(battleOf(BATTLE_GAP, 'a1-t1-b3').assaulter.fleetValue).toBe(151)
    expect(battleOf(BATTLE_GAP, 'a1-t1-b3').defender?.fleetValue).toBe(199)
  })

  it('gives the lower-valued fleet +1 per full 20 FP of difference (R-XP 4)', () => {
    // rebels-3 151 vs empire-3 199: gap 48 → 2 full steps of 20. Rebels 180 – 120 win, MOV 60.
    // rebels-3: 1 + 0 + 0 + 2 = 3; empire-3 (the higher value gains no gap XP): 1 + 1 = 2.
    const next = applied(GAP_CHOSEN, 'a1-t1-b3', result({ score: 180 }, { score: 120 }))
    expect([xpOf(next, 'rebels-3'), xpOf(next, 'empire-3')]).toEqual([3, 2])
  })

  it('caps a battle at 3 XP (R-XP 5)', () => {
    // Empire 230 – 100 wins, MOV 130. rebels-3: 1 + 1 (loser) + 2 (gap) = 4 → capped at 3;
    // empire-3: 1 + 1 (MOV) = 2.
    const next = applied(GAP_CHOSEN, 'a1-t1-b3', result({ score: 100 }, { score: 230 }))
    expect([xpOf(next, 'rebels-3'), xpOf(next, 'empire-3')]).toEqual([3, 2])
    const b3 = battleOf(next, 'a1-t1-b3').result
    expect(b3.status === 'applied' && b3.xp).toEqual({ assaulter: 3, defender: 2 })
  })
})

describe('R-OBJ-3 campaign objectives played', () => {
  const r = result({ score: 200 }, { score: 100 })

  it('marks a campaign objective played at its system once the result is applied (R-OBJ-3)', () => {
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', r)
    expect(next.playedCampaignObjectives).toEqual({ 'concord-dawn': ['hired-scum'] })
  })

  it('never offers it there again; the system’s other campaign objective stays (R-OBJ-3)', () => {
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', r)
    expect(battleObjectivePool(next, battleOf(next, 'a1-t1-b1'))).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'pilot-defection'],
    })
    // A later battle at Concord Dawn (the same battle with its objective not yet chosen).
    const fresh: Battle = { ...battleOf(next, 'a1-t1-b1'), objective: null, result: { status: 'none' }, veteransChosen: {} }
    const later: CampaignState = { ...next, turnState: { ...next.turnState!, battles: next.turnState!.battles.map((b) => (b.id === 'a1-t1-b1' ? fresh : b)) } }
    expect(applyCommand(later, objective('a1-t1-b1', 'hired-scum'), player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-OBJ-2', reason: 'objective-not-in-pool', cardId: 'hired-scum' }],
    })
    expect(battleOf(run(later, objective('a1-t1-b1', 'pilot-defection'), player('rebels-1')), 'a1-t1-b1').objective).toBe('pilot-defection')
  })

  it('leaves other systems offering it (R-OBJ-3: played at a system, not everywhere)', () => {
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', r)
    // Dathomir also lists hired-scum; a battle there (built on b2's sides) still offers it.
    const elsewhere: Battle = { ...battleOf(next, 'a1-t1-b2'), systemId: 'dathomir' as SystemId }
    expect(battleObjectivePool(next, elsewhere)).toEqual({
      kind: 'choice',
      objectives: ['most-wanted', 'fleet-in-being', 'superior-positions', 'hired-scum'],
    })
  })

  it('records nothing for a standard objective, nor before the result is applied (R-OBJ-3)', () => {
    const b3 = applied(OBJECTIVES_CHOSEN, 'a1-t1-b3', r)
    expect(b3.playedCampaignObjectives).toEqual({})
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b2', result({ score: 10 }, { score: 0 })), player('empire-2'))
    expect(entered.playedCampaignObjectives).toEqual({})
  })
})

describe('R-VET-1, R-VET-2 choose-veterans', () => {
  // b1: rebels-1-s1 and rebels-1-s2 (which then retreated) destroyed empire-1-s2 and empire-1-q1: both eligible;
  // empire-1-s1 destroyed rebels-1-q2: eligible.
  const R = result(
    { score: 180, destroyed: ['rebels-1-q2'], retreated: ['rebels-1-s2'], eligibleVeterans: ['rebels-1-s1', 'rebels-1-s2'] },
    { score: 120, destroyed: ['empire-1-s2', 'empire-1-q1'], eligibleVeterans: ['empire-1-s1'] },
  )
  const APPLIED = deepFreeze(applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', R))

  it('refuses a choice before the result is applied (R-VET-2)', () => {
    const entered = run(OBJECTIVES_CHOSEN, enter('a1-t1-b1', R), player('rebels-1'))
    expect(refusal(entered, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1']), player('rebels-1'))).toEqual(['result-missing'])
  })

  it('promotes one eligible element, a retreated ship included (R-VET-1, R-VET-2, R-RETREAT)', () => {
    const next = run(APPLIED, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s2']), player('rebels-1'))
    expect(marks(fleetOf(next, 'rebels-1'))).toEqual({ scarred: ['rebels-1-q2'], veteran: ['rebels-1-s2'] })
    expect(battleOf(next, 'a1-t1-b1').veteransChosen).toEqual({ 'rebels-1': ['rebels-1-s2'] })
  })

  it('refuses an element that is not eligible: destroyed, not in the list, or of the other fleet (R-VET-2 not-eligible)', () => {
    for (const uid of ['rebels-1-q2', 'rebels-1-s3', 'empire-1-s1']) {
      expect(applyCommand(APPLIED, veterans('a1-t1-b1', 'rebels-1', [uid]), player('rebels-1'))).toEqual({
        ok: false,
        violations: [{ rule: 'R-VET-2', reason: 'not-eligible', uid, fleetId: 'rebels-1' }],
      })
    }
  })

  it('refuses two veterans without Skilled Spacers (R-VET-2 too-many-veterans)', () => {
    expect(applyCommand(APPLIED, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1', 'rebels-1-s2']), player('rebels-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-VET-2', reason: 'too-many-veterans', value: 2, limit: 1, fleetId: 'rebels-1' }],
    })
  })

  it('refuses a second choice for the same fleet (R-VET-2 veterans-already-chosen)', () => {
    const next = run(APPLIED, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1']), player('rebels-1'))
    expect(refusal(next, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s2']), player('rebels-1'))).toEqual(['veterans-already-chosen'])
    expect(refusal(next, veterans('a1-t1-b1', 'rebels-1', []), player('rebels-1'))).toEqual(['veterans-already-chosen'])
  })

  it('refuses a fleet that did not play the battle (R-VET-2 fleet-not-in-battle)', () => {
    expect(refusal(APPLIED, veterans('a1-t1-b1', 'rebels-2', ['rebels-1-s1']), player('rebels-2'))).toEqual(['fleet-not-in-battle'])
  })

  describe('with a Skilled Spacers token spent for the fleet (R-STRAT-SPACERS)', () => {
    function spacersBattle(fleetIds: string[]): CampaignState {
      const paired = pair(withTokens(started(), 'rebels', { 'skilled-spacers': 1 }))
      const spent = run(paired, { type: 'spend-spacers', team: 'rebels', fleetIds }, player('rebels-1'))
      const chosen = run(spent, objective('a1-t1-b1', 'hired-scum'), player('rebels-1'))
      return applied(chosen, 'a1-t1-b1', R)
    }

    it('lets two elements of that fleet become veteran (R-VET-2)', () => {
      const state = spacersBattle(['rebels-1'])
      const next = run(state, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1', 'rebels-1-s2']), player('rebels-1'))
      expect(marks(fleetOf(next, 'rebels-1')).veteran).toEqual(['rebels-1-s1', 'rebels-1-s2'])
    })

    it('still refuses a third (R-VET-2 too-many-veterans)', () => {
      // A result with three eligible Rebel elements (three Empire elements destroyed), settled by the organizer.
      const paired = pair(withTokens(started(), 'rebels', { 'skilled-spacers': 1 }))
      const spent = run(paired, { type: 'spend-spacers', team: 'rebels', fleetIds: ['rebels-1'] }, player('rebels-1'))
      const chosen = run(spent, objective('a1-t1-b1', 'hired-scum'), player('rebels-1'))
      const three = result(
        { score: 180, eligibleVeterans: ['rebels-1-s1', 'rebels-1-s2', 'rebels-1-q1'] },
        { score: 120, destroyed: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'] },
      )
      const state = run(chosen, settleCmd('a1-t1-b1', three), ORGANIZER)
      expect(applyCommand(state, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1', 'rebels-1-s2', 'rebels-1-q1']), player('rebels-1'))).toEqual({
        ok: false,
        violations: [{ rule: 'R-VET-2', reason: 'too-many-veterans', value: 3, limit: 2, fleetId: 'rebels-1' }],
      })
    })

    it('gives nothing more to a fleet the token was not spent for (R-VET-2)', () => {
      const state = spacersBattle(['rebels-3'])
      expect(reasonsOf(applyCommand(state, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1', 'rebels-1-s2']), player('rebels-1')))).toEqual([
        'too-many-veterans',
      ])
    })
  })

  it('moves to the management phase only once every battle is applied and every fleet with eligible elements has chosen (R-VET-2, §5)', () => {
    // b1 applied: two fleets with eligible elements.
    let state: CampaignState = APPLIED
    expect(battlesComplete(state)).toBe(false)
    state = run(state, veterans('a1-t1-b1', 'rebels-1', ['rebels-1-s1']), player('rebels-1'))
    state = run(state, veterans('a1-t1-b1', 'empire-1', ['empire-1-s1']), player('empire-1'))
    expect(state.phase).toBe('battle')
    // b2 applied with no eligible element on either side: nothing to choose.
    state = applied(state, 'a1-t1-b2', result({ score: 100 }, { score: 140 }))
    expect(state.phase).toBe('battle')
    // b3 applied; only empire-3 has an eligible element.
    state = applied(state, 'a1-t1-b3', result({ score: 100, destroyed: ['rebels-3-q1'] }, { score: 140, eligibleVeterans: ['empire-3-q1'] }))
    expect(state.phase).toBe('battle')
    expect(battlesComplete(state)).toBe(false)
    // empire-3's choice is the last one owed: the phase moves on by itself.
    state = run(state, veterans('a1-t1-b3', 'empire-3', ['empire-3-q1']), player('empire-3'))
    expect(battlesComplete(state)).toBe(true)
    expect(state.phase).toBe('management')
    // The battle commands belong to the battle phase.
    expect(refusal(state, veterans('a1-t1-b3', 'rebels-3', []), player('rebels-3'))).toEqual(['wrong-phase'])
  })
})

describe('R-TOKEN-DESTINY, R-TOKEN-SPYNET, R-TOKEN-SPEND spend-battle-token', () => {
  const spend = (battleId: string, playerId: string, token: 'destiny' | 'spynet', count: 1 | 2 = 1): CampaignCommand => ({
    type: 'spend-battle-token',
    battleId,
    playerId,
    token,
    count,
    purpose: 'set a die',
  })
  const HOLDING = deepFreeze(withTokens(BATTLE, 'empire', { destiny: 1, spynet: 2 }))

  it("decrements the team's Destiny or Spynet by the tokens spent (R-TOKEN-DESTINY, R-TOKEN-SPYNET, R-TOKEN-SPEND)", () => {
    const destiny = run(HOLDING, spend('a1-t1-b1', 'empire-1', 'destiny'), player('empire-1'))
    expect(destiny.teams.empire.tokens).toMatchObject({ destiny: 0, spynet: 2 })
    // Two Spynet tokens redeploy a large ship.
    const spynet = run(HOLDING, spend('a1-t1-b2', 'empire-2', 'spynet', 2), player('empire-2'))
    expect(spynet.teams.empire.tokens).toMatchObject({ destiny: 1, spynet: 0 })
    expect(spynet.teams.rebels).toEqual(HOLDING.teams.rebels)
  })

  it('never goes below zero: refused without enough tokens (R-TOKEN-SPEND no-token)', () => {
    const spent = run(HOLDING, spend('a1-t1-b1', 'empire-1', 'destiny'), player('empire-1'))
    expect(applyCommand(spent, spend('a1-t1-b1', 'empire-1', 'destiny'), player('empire-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'empire', cardId: 'destiny', value: 1, limit: 0 }],
    })
    const one = withTokens(BATTLE, 'empire', { spynet: 1 })
    expect(refusal(one, spend('a1-t1-b3', 'empire-3', 'spynet', 2), player('empire-3'))).toEqual(['no-token'])
    // The Rebels hold none.
    expect(refusal(HOLDING, spend('a1-t1-b1', 'rebels-1', 'destiny'), player('rebels-1'))).toEqual(['no-token'])
    expect(HOLDING.teams.rebels.tokens.destiny).toBe(0)
  })

  it('refuses a player who does not play that battle (R-TOKEN-SPEND not-in-battle)', () => {
    const refused = applyCommand(HOLDING, spend('a1-t1-b1', 'empire-2', 'destiny'), player('empire-2'))
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.violations).toMatchObject([{ reason: 'not-in-battle', playerId: 'empire-2' }])
  })

  it('is a battle-phase command (R-PHASE)', () => {
    const strategy = withTokens(pair(withTokens(started(), 'rebels', { 'skilled-spacers': 1 })), 'empire', { destiny: 1 })
    expect(refusal(strategy, spend('a1-t1-b1', 'empire-1', 'destiny'), player('empire-1'))).toEqual(['wrong-phase'])
  })
})

describe('R-TOKEN-SPYNET, R-SECRET spynet-reveal', () => {
  const reveal = (team: TeamId, systemId: SystemId): CampaignCommand => ({ type: 'spynet-reveal', team, systemId })
  const HOLDING = deepFreeze(withTokens(BATTLE, 'rebels', { spynet: 2 }))

  it("reveals one enemy base's Base Defense objective to the spending team only (R-TOKEN-SPYNET, R-SECRET)", () => {
    const next = run(HOLDING, reveal('rebels', 'felucia'), player('rebels-1'))
    expect(next.teams.rebels.tokens.spynet).toBe(1)
    expect(next.revealedDefenses).toEqual({ empire: [], rebels: ['felucia'] })
    // Every Rebel player sees Felucia's armed-station; the other Empire bases stay secret.
    for (const id of ['rebels-1', 'rebels-2', 'rebels-3']) {
      const control = visibleStateFor(next, player(id)).control
      expect(control.felucia).toEqual({ kind: 'base', team: 'empire', defense: 'armed-station', placedBy: 'empire-2' })
      expect(control.dantooine).toEqual({ kind: 'base', team: 'empire', defense: 'secret', placedBy: 'empire-1' })
      expect(control.kessel).toEqual({ kind: 'base', team: 'empire', defense: 'secret', placedBy: 'empire-3' })
    }
    // The Empire still sees its own, and still none of the Rebels'.
    const empireView = visibleStateFor(next, player('empire-3')).control
    expect(empireView.felucia).toEqual({ kind: 'base', team: 'empire', defense: 'armed-station', placedBy: 'empire-2' })
    for (const id of ['hoth', 'ryloth', 'yavin'] as const) expect(empireView[id]).toMatchObject({ defense: 'secret' })
  })

  it('keeps the reveal for the rest of the campaign, into the management phase (R-TOKEN-SPYNET)', () => {
    const next = run(HOLDING, reveal('rebels', 'kessel'), player('rebels-1'))
    const management: CampaignState = { ...next, phase: 'management' }
    expect(visibleStateFor(management, player('rebels-2')).control.kessel).toMatchObject({ defense: 'fighter-wing' })
  })

  it('refuses a friendly base, a presence and an unoccupied system (R-TOKEN-SPYNET not-enemy-base)', () => {
    const withPresence: CampaignState = { ...HOLDING, control: { ...HOLDING.control, tatooine: { kind: 'presence', team: 'empire' } } }
    for (const systemId of ['hoth', 'tatooine', 'geonosis'] as const) {
      expect(applyCommand(withPresence, reveal('rebels', systemId), player('rebels-1'))).toEqual({
        ok: false,
        violations: [{ rule: 'R-TOKEN-SPYNET', reason: 'not-enemy-base', systemId }],
      })
    }
  })

  it('refuses an already revealed base, keeping the token (R-TOKEN-SPYNET already-revealed)', () => {
    const next = run(HOLDING, reveal('rebels', 'felucia'), player('rebels-1'))
    expect(refusal(next, reveal('rebels', 'felucia'), player('rebels-1'))).toEqual(['already-revealed'])
    expect(next.teams.rebels.tokens.spynet).toBe(1)
  })

  it('refuses a team with no Spynet token (R-TOKEN-SPEND no-token)', () => {
    expect(refusal(BATTLE, reveal('empire', 'hoth'), player('empire-1'))).toEqual(['no-token'])
    expect(BATTLE.revealedDefenses).toEqual({ empire: [], rebels: [] })
  })

  it('may be used outside the battle phase, never during setup (R-TOKEN-SPYNET)', () => {
    const strategy = withTokens(started(), 'empire', { spynet: 1 })
    expect(run(strategy, reveal('empire', 'yavin'), player('empire-1')).revealedDefenses.empire).toEqual(['yavin'])
    const setup = withTokens(campaignReadyToStart(), 'empire', { spynet: 1 })
    expect(refusal(setup, reveal('empire', 'yavin'))).toEqual(['wrong-phase'])
  })
})

describe('R-SECRET-FLEET battle fleet snapshots', () => {
  it('shows the opposing player the enemy fleet of their battle, not another battle’s, until it is applied', () => {
    const b1For = (state: CampaignState, id: string) => visibleStateFor(state, player(id)).turnState?.battles.find((b) => b.id === 'a1-t1-b1')?.fleets
    expect(b1For(OBJECTIVES_CHOSEN, 'rebels-1')?.defender?.id).toBe('empire-1')
    expect(b1For(OBJECTIVES_CHOSEN, 'rebels-2')?.defender).toBeNull()
    expect(b1For(OBJECTIVES_CHOSEN, 'rebels-2')?.assaulter?.id).toBe('rebels-1')
    expect(b1For(OBJECTIVES_CHOSEN, 'empire-2')?.assaulter).toBeNull()
    const next = applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', result({ score: 100 }, { score: 50 }))
    expect(b1For(next, 'rebels-2')?.defender?.id).toBe('empire-1')
    expect(b1For(next, 'empire-2')?.assaulter?.id).toBe('rebels-1')
  })
})

describe('R-SECRET who may issue the battle commands (mayIssue)', () => {
  const R = result({ score: 100 }, { score: 50 })
  const b2Entered = deepFreeze(run(OBJECTIVES_CHOSEN, enter('a1-t1-b2', R), player('empire-2')))
  const everyone = ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3']
  const allowed = (state: CampaignState, command: CampaignCommand) => everyone.filter((id) => mayIssue(state, player(id), command))

  it('lets the assaulting player or their Grand Admiral choose the objective (R-OBJ-2)', () => {
    // b2: empire-2 assaults; empire-1 is the Empire's Grand Admiral.
    expect(allowed(BATTLE, objective('a1-t1-b2', 'most-wanted'))).toEqual(['empire-1', 'empire-2'])
    // b1: rebels-1 assaults and is the Rebels' Grand Admiral.
    expect(allowed(BATTLE, objective('a1-t1-b1', 'hired-scum'))).toEqual(['rebels-1'])
    expect(mayIssue(BATTLE, ORGANIZER, objective('a1-t1-b2', 'most-wanted'))).toBe(true)
  })

  it('lets only the two players of the battle enter, confirm or dispute its result (R-RESULT-CONFIRM)', () => {
    expect(allowed(OBJECTIVES_CHOSEN, enter('a1-t1-b2', R))).toEqual(['empire-2', 'rebels-2'])
    expect(allowed(b2Entered, confirm('a1-t1-b2'))).toEqual(['empire-2', 'rebels-2'])
    expect(allowed(b2Entered, dispute('a1-t1-b2'))).toEqual(['empire-2', 'rebels-2'])
    expect(allowed(b2Entered, confirm('a1-t1-b9'))).toEqual([])
    for (const command of [enter('a1-t1-b2', R), confirm('a1-t1-b2'), dispute('a1-t1-b2')]) expect(mayIssue(b2Entered, ORGANIZER, command)).toBe(true)
  })

  it('keeps settle-result to the organizer (R-RESULT-CONFIRM)', () => {
    expect(allowed(b2Entered, settleCmd('a1-t1-b2', R))).toEqual([])
    expect(mayIssue(b2Entered, ORGANIZER, settleCmd('a1-t1-b2', R))).toBe(true)
  })

  it("lets a fleet's player or their Grand Admiral choose its veterans and spend its tokens (R-VET-2, R-TOKEN-SPEND)", () => {
    expect(allowed(b2Entered, veterans('a1-t1-b2', 'rebels-2', []))).toEqual(['rebels-1', 'rebels-2'])
    expect(allowed(b2Entered, veterans('a1-t1-b2', 'empire-1', []))).toEqual([])
    const spend: CampaignCommand = { type: 'spend-battle-token', battleId: 'a1-t1-b3', playerId: 'empire-3', token: 'destiny', count: 1, purpose: '' }
    expect(allowed(b2Entered, spend)).toEqual(['empire-1', 'empire-3'])
  })

  it("keeps spynet-reveal to the team's Grand Admiral (R-TOKEN-SPYNET)", () => {
    expect(allowed(BATTLE, { type: 'spynet-reveal', team: 'rebels', systemId: 'felucia' })).toEqual(['rebels-1'])
  })

  it('refuses an unknown player everything', () => {
    expect(mayIssue(b2Entered, player('nobody'), confirm('a1-t1-b2'))).toBe(false)
  })
})

describe('R-VET-3 a squadron replaced by a unique one instead of becoming veteran', () => {
  // b1: empire-1's TIE Fighters q2 and q3 shot down rebel squadrons and survived.
  const R = result(
    { score: 100, destroyed: ['rebels-1-q2'], eligibleVeterans: [] },
    { score: 120, destroyed: [], eligibleVeterans: ['empire-1-q2', 'empire-1-q3'] },
  )
  const APPLIED = deepFreeze(applied(OBJECTIVES_CHOSEN, 'a1-t1-b1', R))
  const promote = (uids: string[], promotions: { uid: string; toCardId: string }[]): CampaignCommand => ({
    type: 'choose-veterans',
    battleId: 'a1-t1-b1',
    fleetId: 'empire-1',
    uids,
    promotions,
  })

  it('replaces a generic TIE Fighter by Black Squadron, which is not veteran (R-VET-3)', () => {
    const next = run(APPLIED, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-black-squadron' }]), player('empire-1'))
    const q2 = fleetOf(next, 'empire-1').squadrons.find((s) => s.uid === 'empire-1-q2')!
    expect(q2).toMatchObject({ cardId: 'squadron-black-squadron', veteran: false })
  })

  it('refuses skipping a step (generic straight to an ace) and a squadron not chosen (R-VET-3)', () => {
    expect(refusal(APPLIED, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-howlrunner' }]), player('empire-1'))).toEqual([
      'promotion-not-allowed',
    ])
    expect(refusal(APPLIED, promote(['empire-1-q2'], [{ uid: 'empire-1-q3', toCardId: 'squadron-black-squadron' }]), player('empire-1'))).toEqual([
      'promotion-not-allowed',
    ])
  })

  it('R-VET-3 decision: a generic Firespray-31 (no unique of its type without defense tokens) becomes Boba Fett at once', () => {
    const firespray = withFleet(APPLIED, 'empire-1', (f) => ({
      ...f,
      squadrons: f.squadrons.map((q) => (q.uid === 'empire-1-q2' ? { ...q, cardId: 'squadron-firespray-31' } : q)),
    }))
    const next = run(firespray, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-boba-fett' }]), player('empire-1'))
    expect(fleetOf(next, 'empire-1').squadrons.find((s) => s.uid === 'empire-1-q2')).toMatchObject({ cardId: 'squadron-boba-fett', veteran: false })
    // A TIE Fighter still steps through Black Squadron: Boba Fett is not of its type.
    expect(refusal(APPLIED, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-boba-fett' }]), player('empire-1'))).toEqual([
      'promotion-not-allowed',
    ])
  })

  it('refuses a promotion to a unique the team lost by disbanding a fleet (R-REFIT 8, R-VET-3)', () => {
    const firespray = withFleet(APPLIED, 'empire-1', (f) => ({
      ...f,
      squadrons: f.squadrons.map((q) => (q.uid === 'empire-1-q2' ? { ...q, cardId: 'squadron-firespray-31' } : q)),
    }))
    const lost: CampaignState = { ...firespray, lostUniques: { empire: ['Boba Fett'] } }
    expect(applyCommand(lost, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-boba-fett' }]), player('empire-1'))).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: 'squadron-boba-fett', name: 'Boba Fett', fleetId: 'empire-1' }],
    })
  })

  it('refuses a unique already in another fleet of the team (R-FLEET-ALWAYS 5)', () => {
    const withBlack = withFleet(APPLIED, 'empire-2', (f) => ({
      ...f,
      squadrons: [...f.squadrons, { uid: 'empire-2-q99', cardId: 'squadron-black-squadron', scarred: false, veteran: false }],
    }))
    expect(refusal(withBlack, promote(['empire-1-q2'], [{ uid: 'empire-1-q2', toCardId: 'squadron-black-squadron' }]), player('empire-1'))).toEqual([
      'unique-name-shared',
    ])
  })
})
