// One whole turn of act I through the engine, from the setup history to the management phase, every
// command issued by the actor the app would take it from; then the same history replayed (R-HIST).
import { describe, expect, it } from 'vitest'
import type { AnyCommand, CampaignCommand } from '../commands'
import { replay } from '../engine'
import type { Fleet } from '../fleets/fleet'
import type { Actor, CampaignState } from '../state'
import { reasonsOf, unwrap } from '../testing/builders'
import type { Battle } from '../turn/turn-state'
import { B1, B2_CLAIMED, B2_SETTLED, STARTED, STRATEGY_STEPS, BATTLE_PHASE, BATTLE_STEPS, FINAL, ALL_STEPS, HISTORY, ACTORS } from './testing/turn-script'

/** The state just after the battle step whose command matches. */
function afterBattleStep(type: CampaignCommand['type'], battleId: string): CampaignState {
  const step = BATTLE_STEPS.find((s) => s.command.type === type && 'battleId' in s.command && s.command.battleId === battleId)
  if (!step) throw new Error(`no ${type} for ${battleId}`)
  return step.after
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

/** A fleet's outcome of the turn: commander XP, scarred and veteran uids (ships then squadrons), conditions. */
function fleetSummary(fleet: Fleet) {
  const elements = [...fleet.ships, ...fleet.squadrons]
  return {
    xp: fleet.commander?.xp,
    scarred: elements.filter((e) => e.scarred).map((e) => e.uid),
    veteran: elements.filter((e) => e.veteran).map((e) => e.uid),
    conditions: fleet.conditions,
  }
}

describe('one turn of act I through the engine (R-STRAT-ORDER, R-OBJ-2, R-RESULT-CONFIRM, R-XP, R-SCAR, R-VET-2)', () => {
  it('issues every command as an actor allowed to issue it (R-SECRET)', () => {
    expect(ALL_STEPS.filter((s) => !s.allowed).map((s) => s.command)).toEqual([])
  })

  it('starts at act I, turn 1, strategy phase, with no token and no CP (R-SETUP-6)', () => {
    expect([STARTED.phase, STARTED.act, STARTED.turn]).toEqual(['strategy', 1, 1])
    for (const team of ['empire', 'rebels'] as const) {
      expect(Object.values(STARTED.teams[team].tokens).every((n) => n === 0)).toBe(true)
      expect(STARTED.teams[team].cpByAct).toEqual([0, 0, 0])
    }
  })

  it('pairs all six players in three battles, then enters the battle phase by itself (R-STRAT-ORDER, R-STRAT-FLEET)', () => {
    expect(STRATEGY_STEPS.slice(0, -1).every((s) => s.after.phase === 'strategy')).toBe(true)
    expect(BATTLE_PHASE.phase).toBe('battle')
    expect(
      BATTLE_PHASE.turnState!.battles.map((b) => ({
        id: b.id,
        system: b.systemId,
        assaulter: [b.assaulter.playerId, b.assaulter.fleetId, b.assaulter.fleetValue, b.assaulter.conditionsGained],
        defender: [b.defender?.playerId, b.defender?.fleetId, b.defender?.fleetValue, b.defender?.conditionsGained],
      })),
    ).toEqual([
      // Concord Dawn (I/II border): Rebels have Yavin (II), the Empire Dantooine (I) and Felucia (II): no Low Fuel;
      // a border system never gives Low Supplies; no Diplomats mark: no Low Morale.
      { id: 'a1-t1-b1', system: 'concord-dawn', assaulter: ['rebels-1', 'rebels-1', 200, []], defender: ['empire-1', 'empire-1', 200, []] },
      // Geonosis (IV): the Empire has no base in zone IV: its fourth fleet gains Low Fuel; Rebels have Ryloth (IV).
      // Low Supplies would need Empire bases on Nar Shaddaa and Ring of Kafrene.
      { id: 'a1-t1-b2', system: 'geonosis', assaulter: ['empire-2', 'fourth-empire', 200, ['low-fuel']], defender: ['rebels-2', 'rebels-2', 200, []] },
      // Dagobah (V): Rebels have Hoth (V); the Empire has no base in zone V: empire-3 gains Low Fuel.
      { id: 'a1-t1-b3', system: 'dagobah', assaulter: ['rebels-3', 'rebels-3', 151, []], defender: ['empire-3', 'empire-3', 199, ['low-fuel']] },
    ])
  })

  it('offers each battle its pool and records the objectives chosen (R-OBJ-2)', () => {
    // The pools, worked from the defending fleets' objectives and the systems (lib/data/map.ts):
    // b1 empire-1: opening-salvo, contested-outpost, dangerous-territory + Concord Dawn's hired-scum, pilot-defection;
    // b2 rebels-2: most-wanted, fleet-in-being, superior-positions + Geonosis's prototype-recovery;
    // b3 empire-3: advanced-gunnery, hyperspace-assault, and Dagobah's superior-positions instead of salvage-run.
    const chosen = BATTLE_STEPS[2]!.after
    expect(chosen.turnState!.battles.map((b) => b.objective)).toEqual(['hired-scum', 'most-wanted', 'superior-positions'])
  })

  it("keeps b1 'entered' until empire-1 confirms, then applies it (R-RESULT-CONFIRM)", () => {
    const entered = afterBattleStep('enter-result', 'a1-t1-b1')
    expect(battleOf(entered, 'a1-t1-b1').result).toEqual({ status: 'entered', by: 'rebels-1', result: B1 })
    expect(fleetOf(entered, 'rebels-1')).toEqual(fleetOf(BATTLE_PHASE, 'rebels-1'))
    expect(battleOf(afterBattleStep('confirm-result', 'a1-t1-b1'), 'a1-t1-b1').result.status).toBe('applied')
  })

  it("applies nothing of b2's disputed entry; the organizer's values stand (R-RESULT-CONFIRM)", () => {
    const disputed = afterBattleStep('dispute-result', 'a1-t1-b2')
    expect(battleOf(disputed, 'a1-t1-b2').result).toEqual({ status: 'disputed', by: 'empire-2', result: B2_CLAIMED, disputedBy: 'rebels-2' })
    expect(fleetOf(disputed, 'fourth-empire')).toEqual(fleetOf(BATTLE_PHASE, 'fourth-empire'))
    expect(fleetOf(disputed, 'rebels-2')).toEqual(fleetOf(BATTLE_PHASE, 'rebels-2'))
    expect(battleOf(afterBattleStep('settle-result', 'a1-t1-b2'), 'a1-t1-b2').result).toMatchObject({ status: 'applied', result: B2_SETTLED })
    // rebels-2-s1 was destroyed in empire-2's version only: it is not scarred.
    expect(fleetOf(FINAL, 'rebels-2').ships.find((s) => s.uid === 'rebels-2-s1')?.scarred).toBe(false)
  })

  it('applies b3 at once when the organizer enters it (R-RESULT-CONFIRM)', () => {
    expect(battleOf(afterBattleStep('enter-result', 'a1-t1-b3'), 'a1-t1-b3').result.status).toBe('applied')
  })

  it('names the winners and the XP of each battle (R-RESULT-WIN, R-XP)', () => {
    const applied = FINAL.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.id, b.result.winner, b.result.xp] : [b.id, b.result.status]))
    expect(applied).toEqual([
      // b1: 250 > 120, Rebels win, MOV 130. rebels-1: 1 (taking part) + 1 (one full 100 MOV) = 2;
      // empire-1: 1 + 1 (loser) = 2. Both fleets 200 FP: no gap XP.
      ['a1-t1-b1', 'rebels', { assaulter: 2, defender: 2 }],
      // b2: the fourth fleet is tabled and loses despite 260 to 90; Rebels win, MOV max(0, 90 − 260) = 0.
      // rebels-2: 1; fourth-empire: 1 + 1 (loser) = 2. 200 FP each: no gap XP.
      ['a1-t1-b2', 'rebels', { assaulter: 2, defender: 1 }],
      // b3: 140 = 140, the defender (empire-3) wins, MOV 0. empire-3: 1 (its 199 FP is the higher value).
      // rebels-3: 1 + 1 (loser) + 2 (199 − 151 = 48: two full 20 FP) = 4, capped at 3.
      ['a1-t1-b3', 'empire', { assaulter: 3, defender: 1 }],
    ])
  })

  it("leaves every fleet with its commander's XP, scars, veterans and conditions (R-XP, R-SCAR, R-RETREAT, R-VET-2, R-STRAT-COND)", () => {
    expect(Object.fromEntries(FINAL.fleets.map((f) => [f.id, fleetSummary(f)]))).toEqual({
      // Scarred: the destroyed Raider (s2) and two TIE Fighters (q1, q2). Veteran: the Victory II (s1).
      'empire-1': { xp: 2, scarred: ['empire-1-s2', 'empire-1-q1', 'empire-1-q2'], veteran: ['empire-1-s1'], conditions: [] },
      // empire-2 played the fourth fleet: its own fleet and commander are untouched.
      'empire-2': { xp: 0, scarred: [], veteran: [], conditions: [] },
      // Scarred: Raider II (s3) and the TIE Fighter (q3). Veteran: a TIE Interceptor (q1). Low Fuel from Dagobah.
      'empire-3': { xp: 1, scarred: ['empire-3-s3', 'empire-3-q3'], veteran: ['empire-3-q1'], conditions: ['low-fuel'] },
      // Scarred: the Y-wing (q2) only; the CR90 A (s2) retreated: not scarred, and made veteran.
      'rebels-1': { xp: 2, scarred: ['rebels-1-q2'], veteran: ['rebels-1-s2'], conditions: [] },
      // The organizer's values: Hammerhead (s2) and an X-wing (q1) scarred; MC30c (s3) veteran.
      'rebels-2': { xp: 1, scarred: ['rebels-2-s2', 'rebels-2-q1'], veteran: ['rebels-2-s3'], conditions: [] },
      // CR90 B (s2) and GR-75 Combat Retrofits (s3) scarred; Assault Frigate Mk II A (s1) veteran.
      'rebels-3': { xp: 3, scarred: ['rebels-3-s2', 'rebels-3-s3'], veteran: ['rebels-3-s1'], conditions: [] },
      // Interdictor (s1), Raider I (s2), a TIE Bomber (q1) scarred; another TIE Bomber (q2) veteran. Low Fuel from Geonosis.
      'fourth-empire': {
        xp: 2,
        scarred: ['fourth-empire-s1', 'fourth-empire-s2', 'fourth-empire-q1'],
        veteran: ['fourth-empire-q2'],
        conditions: ['low-fuel'],
      },
      'fourth-rebels': { xp: 0, scarred: [], veteran: [], conditions: [] },
    })
  })

  it('keeps every destroyed element in its fleet (R-SCAR)', () => {
    for (const fleet of FINAL.fleets) {
      const before = fleetOf(STARTED, fleet.id)
      expect([fleet.ships.length, fleet.squadrons.length]).toEqual([before.ships.length, before.squadrons.length])
    }
  })

  it('marks Hired Scum played at Concord Dawn, and no standard objective (R-OBJ-3)', () => {
    expect(FINAL.playedCampaignObjectives).toEqual({ 'concord-dawn': ['hired-scum'] })
  })

  it('records the veterans chosen per battle and fleet (R-VET-2)', () => {
    expect(FINAL.turnState!.battles.map((b) => b.veteransChosen)).toEqual([
      { 'rebels-1': ['rebels-1-s2'], 'empire-1': ['empire-1-s1'] },
      { 'fourth-empire': ['fourth-empire-q2'], 'rebels-2': ['rebels-2-s3'] },
      { 'rebels-3': ['rebels-3-s1'], 'empire-3': ['empire-3-q1'] },
    ])
  })

  it("moves to 'management' only with the last veteran choice (§5)", () => {
    expect(BATTLE_STEPS.slice(0, -1).every((s) => s.after.phase === 'battle')).toBe(true)
    expect(FINAL.phase).toBe('management')
  })

  it('spends no token and reveals no base in the battle phase; the management phase then applies the battle effects (R-TOKEN-SPEND, R-SECRET, R-EFFECT)', () => {
    // b1: the Rebels win at unoccupied Concord Dawn; b2: the tabled Empire loses, the Rebels defend
    // unoccupied Geonosis; b3: 140 to 140 goes to the defending Empire at unoccupied Dagobah. +1 CP each.
    expect(FINAL.phase).toBe('management')
    // The tokens are the start's, plus what step 2 gave at once where a team had no choice to make (step 1
    // ended by itself: nobody could build a base).
    const gained = FINAL.turnState!.management!.tokensGained
    for (const team of ['empire', 'rebels'] as const) {
      const expected = { ...STARTED.teams[team].tokens }
      for (const [id, n] of Object.entries(gained[team]) as [keyof typeof expected, number][]) expected[id] += n
      expect(FINAL.teams[team].tokens).toEqual(expected)
    }
    expect(FINAL.teams.rebels.cpByAct).toEqual([2, 0, 0])
    expect(FINAL.teams.empire.cpByAct).toEqual([1, 0, 0])
    expect(FINAL.revealedDefenses).toEqual({ empire: [], rebels: [] })
    expect(FINAL.control).toEqual({
      ...STARTED.control,
      'concord-dawn': { kind: 'presence', team: 'rebels' },
      geonosis: { kind: 'presence', team: 'rebels' },
      dagobah: { kind: 'presence', team: 'empire' },
    })
  })
})

describe('R-HIST the same turn replayed', () => {
  it('gives back an equal state from the history and its actors (R-HIST)', () => {
    const replayed = replay(HISTORY, ACTORS)
    expect(replayed.ok).toBe(true)
    expect(replayed.ok && replayed.state).toEqual(FINAL)
  })

  it('survives a JSON round trip of the history (R-HIST)', () => {
    const history = JSON.parse(JSON.stringify(HISTORY)) as AnyCommand[]
    const actors = JSON.parse(JSON.stringify(ACTORS)) as Actor[]
    expect(unwrap(replay(history, actors))).toEqual(FINAL)
  })

  it('needs the actors: replayed as the organizer, b1’s entry applies at once and its confirmation fails (R-HIST, R-RESULT-CONFIRM)', () => {
    const replayed = replay(HISTORY)
    const confirmIndex = HISTORY.findIndex((c) => c.type === 'confirm-result')
    expect(replayed.failedAt).toBe(confirmIndex)
    expect(reasonsOf(replayed)).toEqual(['result-already-applied'])
  })
})
