// Three whole turns of act I through the engine, from the fixed setup of campaignReadyToStart: each turn's
// pairing, objectives, results and veterans, then every management step (bases, tokens, rewards with card
// purchases, XP, refit), each command issued by the actor the app would take it from. After each turn the
// map, the CP, the tokens, the Fleet Reserve and every fleet (commander XP and abilities, scars, veterans,
// conditions, value) are checked against values worked by hand from RULES.md in the comments. Turn 3 ends
// the act (R-ACT-END). Finally the history is replayed (R-HIST).
//
// Setup (fleet-builders.ts, testing/builders.ts). Bases: Empire Dantooine (zone I, Ion Cannon, Spynet),
// Felucia (II, Armed Station, Resources), Kessel (III, Fighter Wing, Resources); Rebels Hoth (V, Ion
// Cannon, no effect), Ryloth (IV, Armed Station, Diplomats or Skilled Spacers), Yavin (II, Fighter Wing, no
// effect). Grand Admirals: empire-1, rebels-1. Fleets (FP): empire-1 200 (s1 Victory II flagship + Gunnery
// Team, s2 Raider I + ACM, s3 Gozanti Cruisers + Comms Net, q1-q4 TIE Fighters), empire-2 200 (s1 Victory I +
// XI7, s2 Gladiator I flagship + APT, q1-q6 TIE Fighters, q7 TIE Advanced), empire-3 199 (s1 Quasar Fire I
// flagship + Expanded Hangar Bay, s2 Arquitens Light + H9, s3 Raider II, q1-q2 TIE Interceptors, q3 TIE
// Fighter), fourth-empire 200 (s1 Interdictor Suppression Refit flagship + G7-X, s2 Raider I, s3 Gozanti
// Assault Carriers, q1-q4 TIE Bombers); rebels-1 200 (s1 Assault Frigate Mk II B flagship + Gunnery Team, s2
// CR90 A + Leading Shots, s3 GR-75 Medium Transports + Comms Net, q1 X-wing, q2-q5 Y-wings), rebels-2 200 (s1
// Nebulon-B Escort + Engineering Team, s2 Hammerhead Torpedo, s3 MC30c Torpedo flagship, q1-q3 X-wings),
// rebels-3 195 (s1 Assault Frigate Mk II A flagship, s2 CR90 B + ECM, s3 GR-75 Combat Retrofits, q1-q4
// A-wings), fourth-rebels 200 (s1 Modified Pelta Command flagship + Nav Team, s2 Nebulon-B Support Refit, s3
// Hammerhead Scout, q1-q4 A-wings). Commanders with 0 XP: x-1 Repair Expert, x-2 Master Gunner I, x-3 Master
// Navigator I, fourth fleets Rapid Deployment.
import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import { result } from '../battle/testing'
import type { AnyCommand, CampaignCommand } from '../commands'
import { applyCommand, replay } from '../engine'
import type { Fleet } from '../fleets/fleet'
import { fleetValue } from '../fleets/fleet-value'
import { campaignReadyToStart } from '../fleets/testing/fleet-builders'
import type { Actor, BaseDefenseId, CampaignState, TeamId } from '../state'
import { unwrap } from '../testing/builders'
import { actEnders } from './act-end'
import type { ManagementStep } from './management-state'
import { rewardChoicesFor } from './reward-commands'
import { owedInStep } from './steps'
import { finishUntil, organizerApplies, played, startedOfficialCampaign, type BattlePlan } from './testing/management-builders'
import {
  ORGANIZER,
  ALL_FLEETS,
  type Played,
  last,
  SETUP_PLAYED,
  STARTED,
  T1,
  AFTER_T1,
  T2,
  AFTER_T2,
  T3,
  FINAL,
  ALL,
  HISTORY,
  ACTORS,
} from './testing/three-turns-script'

// ---------------------------------------------------------------------------------------------------------
// Expectations.

const presence = (team: TeamId) => ({ kind: 'presence' as const, team })
const builtBase = (team: TeamId, defense: BaseDefenseId) => ({ kind: 'base' as const, team, defense, placedBy: null })
const NO_TOKENS = { ally: 0, destiny: 0, diplomats: 0, 'repair-yards': 0, resources: 0, 'skilled-spacers': 0, spynet: 0 }

function fleetOf(state: CampaignState, id: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === id)
  if (!fleet) throw new Error(`no fleet ${id}`)
  return fleet
}

/** XP, abilities, scarred and veteran uids (ships then squadrons), conditions and value of a fleet. */
function summary(fleet: Fleet) {
  const elements = [...fleet.ships, ...fleet.squadrons]
  return {
    xp: fleet.commander?.xp,
    abilities: fleet.commander?.abilities,
    scarred: elements.filter((e) => e.scarred).map((e) => e.uid),
    veteran: elements.filter((e) => e.veteran).map((e) => e.uid),
    conditions: fleet.conditions,
    value: fleetValue(fleet),
  }
}
const summaries = (state: CampaignState) => Object.fromEntries(ALL_FLEETS.map((id) => [id, summary(fleetOf(state, id))]))

/** The management steps the phase went through, in order, and where it ended. */
function stepsVisited(played: Played[]): (ManagementStep | string)[] {
  const seen: (ManagementStep | string)[] = []
  for (const p of played) {
    const where = p.after.phase === 'management' ? p.after.turnState!.management!.step : p.after.phase
    if (seen.at(-1) !== where) seen.push(where)
  }
  return seen
}

describe('three turns of act I through the engine (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD, R-XP-SPEND, R-REFIT, R-FOURTH, R-ACT-END)', () => {
  it('starts from the fixed setup of campaignReadyToStart (R-SETUP-6)', () => {
    expect(last(SETUP_PLAYED.slice(0, -1))).toEqual(campaignReadyToStart())
    expect([STARTED.phase, STARTED.act, STARTED.turn]).toEqual(['strategy', 1, 1])
  })

  it('issues every command as an actor allowed to issue it (R-SECRET)', () => {
    expect(ALL.filter((s) => !s.allowed).map((s) => [s.command, s.actor])).toEqual([])
  })

  it('goes through the management steps in order, each turn (RULES.md §6)', () => {
    // Turns 1 and 2 end with the next turn's strategy phase; turn 3 with the pivotal battle (R-ACT-END).
    // Turn 1's step 1 finished by itself on entry: no team could build a base (R-BASE-BUILD).
    expect(stepsVisited(T1.management)).toEqual(['tokens', 'rewards', 'experience', 'refit', 'strategy'])
    // Turn 2: the Empire's one base ends step 1 (the Rebels, with 1 Resources, were done at once).
    expect(stepsVisited(T2.management)).toEqual(['tokens', 'rewards', 'experience', 'refit', 'strategy'])
    // Turn 3: the Empire has no choice to make and gains at once; the Rebels' choice ends step 2.
    expect(stepsVisited(T3.management)).toEqual(['effects', 'tokens', 'rewards', 'experience', 'refit', 'pivotal'])
  })

  describe('turn 1', () => {
    const battles = last(T1.strategy)

    it('pairs the players, with Low Fuel for empire-2 at Sullust (R-STRAT-ORDER, R-STRAT-COND)', () => {
      expect(battles.phase).toBe('battle')
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t1-b1', 'mon-cala', 'rebels-1', 200, [], 'empire-1', 200, []],
        ['a1-t1-b2', 'sullust', 'empire-2', 200, ['low-fuel'], 'rebels-2', 200, []],
        ['a1-t1-b3', 'concord-dawn', 'rebels-3', 195, [], 'empire-3', 199, []],
      ])
    })

    it('applies the results and the battle effects (R-RESULT-WIN, R-XP, R-EFFECT)', () => {
      const management = last(T1.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['rebels', { assaulter: 1, defender: 2 }],
        ['empire', { assaulter: 2, defender: 2 }],
        ['rebels', { assaulter: 1, defender: 2 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['mon-cala', 'rebels', 'took-unoccupied', 1],
        ['sullust', 'empire', 'took-unoccupied', 1],
        ['concord-dawn', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('gains the tokens of the bases and the presences placed (R-TOKEN-GAIN)', () => {
      const tokens = T1.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(tokens.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1 },
        rebels: { resources: 1, 'skilled-spacers': 2, 'repair-yards': 1 },
      })
    })

    it('waits in step 3 for both fourth fleets in reserve, each offered its team’s base rewards at the winner value (R-FOURTH)', () => {
      const takes = T1.management.filter((p) => p.command.type === 'take-reward')
      const afterSix = takes[5]!.after
      expect([afterSix.turnState!.management!.step, owedInStep(afterSix).fleets]).toEqual(['rewards', ['fourth-empire', 'fourth-rebels']])
      // The Rebels' bases Hoth, Ryloth and Yavin at the winner's value.
      expect(rewardChoicesFor(afterSix, 'fourth-rebels').map((c) => [c.systemId, c.type, c.points])).toEqual([
        ['hoth', 'ion-cannons', 10],
        ['hoth', 'fleet-command', 10],
        ['ryloth', 'weapons-team', 10],
        ['yavin', 'support-team', 10],
        ['yavin', 'ordnance', 14],
      ])
    })

    it('rests both fourth fleets when refit begins (R-FOURTH)', () => {
      const refit = T1.management.find((p) => p.after.turnState?.management?.step === 'refit')!.after
      expect([fleetOf(refit, 'fourth-empire').commander?.xp, fleetOf(refit, 'fourth-rebels').commander?.xp]).toEqual([1, 1])
    })

    it('leaves the map, the CP, the tokens and the reserve as worked by hand (R-EFFECT, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect([AFTER_T1.phase, AFTER_T1.act, AFTER_T1.turn]).toEqual(['strategy', 1, 2])
      expect(AFTER_T1.control).toEqual({ ...STARTED.control, 'mon-cala': presence('rebels'), sullust: presence('empire'), 'concord-dawn': presence('rebels') })
      expect(AFTER_T1.teams.empire.cpByAct).toEqual([1, 0, 0])
      expect(AFTER_T1.teams.rebels.cpByAct).toEqual([2, 0, 0])
      // Empire: Resources 4 − 1 (Low Fuel); Rebels: Repair Yards 1 − 1 (rebels-2's Hammerhead).
      expect(AFTER_T1.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 3, spynet: 1 })
      expect(AFTER_T1.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 1, 'skilled-spacers': 2 })
      expect(AFTER_T1.teams.empire.reserve).toEqual({ title: 3, officer: 4, squadrons: 0 })
      expect(AFTER_T1.teams.rebels.reserve).toEqual({ 'offensive-retrofit': 3, ordnance: 1, squadrons: 2 })
      expect(AFTER_T1.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(AFTER_T1)).toEqual({
        // XP 2. Scars s2, q1 removed. Harrow: 203.
        'empire-1': { xp: 2, abilities: ['repair-expert'], scarred: [], veteran: ['empire-1-s1'], conditions: [], value: 203 },
        // XP 2 − 2 (Concealment I). Low Fuel removed; q1 kept scarred. 206.
        'empire-2': { xp: 0, abilities: ['master-gunner-1', 'concealment-1'], scarred: [], veteran: ['empire-2-s1'], conditions: [], value: 206 },
        'empire-3': { xp: 2, abilities: ['master-navigator-1'], scarred: [], veteran: [], conditions: [], value: 215 },
        'fourth-empire': { xp: 1, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 200 },
        'rebels-1': { xp: 1, abilities: ['repair-expert'], scarred: [], veteran: ['rebels-1-s1'], conditions: [], value: 207 },
        'rebels-2': { xp: 0, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 206 },
        'rebels-3': { xp: 1, abilities: ['master-navigator-1'], scarred: [], veteran: ['rebels-3-s1'], conditions: [], value: 217 },
        // Expanded Launchers, its base reward (R-FOURTH), owned but unequipped: 200 + 13.
        'fourth-rebels': { xp: 1, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 213 },
      })
    })

    it('adds the bought cards where they were placed (R-REFIT 4)', () => {
      expect(fleetOf(AFTER_T1, 'rebels-1').ships.map((s) => s.upgrades.map((u) => [u.uid, u.cardId, u.equipped]))).toEqual([
        [
          ['rebels-1-s1-u1', 'weapons-team-gunnery-team', true],
          ['rebels-1-a1', 'offensive-retrofit-boosted-comms', true],
        ],
        [['rebels-1-s2-u1', 'ion-cannons-leading-shots', true]],
        [
          ['rebels-1-s3-u1', 'fleet-support-comms-net', true],
          ['rebels-1-a2', 'offensive-retrofit-disposable-capacitors', true],
        ],
      ])
      expect(
        fleetOf(AFTER_T1, 'rebels-3')
          .squadrons.slice(-2)
          .map((q) => [q.uid, q.cardId]),
      ).toEqual([
        ['rebels-3-a1', 'squadron-a-wing-squadron'],
        ['rebels-3-a2', 'squadron-a-wing-squadron'],
      ])
    })
  })

  describe('turn 2', () => {
    const battles = last(T2.strategy)

    it('gives the Empire initiative, fields the fourth fleet, spends a Skilled Spacers token (R-STRAT-INIT, R-STRAT-FLEET, R-STRAT-SPACERS)', () => {
      expect(battles.phase).toBe('battle')
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t2-b1', 'mon-cala', 'empire-1', 203, [], 'rebels-1', 207, []],
        ['a1-t2-b2', 'bespin', 'rebels-2', 206, [], 'empire-2', 206, ['low-fuel']],
        ['a1-t2-b3', 'atollon', 'fourth-empire', 200, [], 'rebels-3', 217, []],
      ])
      expect(battles.turnState!.spacers).toEqual({ rebels: ['rebels-3'] })
      expect(battles.teams.rebels.tokens['skilled-spacers']).toBe(1)
    })

    it('applies the results and the battle effects (R-XP, R-EFFECT)', () => {
      const management = last(T2.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['empire', { assaulter: 1, defender: 2 }],
        ['empire', { assaulter: 2, defender: 1 }],
        ['rebels', { assaulter: 2, defender: 2 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['mon-cala', 'empire', 'took-presence', 1],
        ['bespin', 'empire', 'took-unoccupied', 1],
        ['atollon', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('counts Bespin, placed then built, once among the tokens (R-TOKEN-GAIN)', () => {
      const tokens = T2.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(tokens.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1, 'repair-yards': 1 },
        rebels: { resources: 1, 'skilled-spacers': 1, destiny: 1 },
      })
    })

    it('leaves the map, the CP, the tokens and the reserve as worked by hand (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect([AFTER_T2.phase, AFTER_T2.act, AFTER_T2.turn]).toEqual(['strategy', 1, 3])
      expect(AFTER_T2.control).toEqual({
        ...STARTED.control,
        'mon-cala': presence('empire'),
        sullust: presence('empire'),
        'concord-dawn': presence('rebels'),
        bespin: builtBase('empire', 'ion-cannon'),
        atollon: presence('rebels'),
      })
      expect(AFTER_T2.teams.empire.cpByAct).toEqual([3, 0, 0])
      expect(AFTER_T2.teams.rebels.cpByAct).toEqual([3, 0, 0])
      // Empire: Resources 3 − 2 (Bespin) + 4 = 5, Spynet 2, Repair Yards 1 − 1 (fourth-empire's Raider).
      expect(AFTER_T2.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 5, spynet: 2 })
      // Rebels: Skilled Spacers 2 − 1 + 1 = 2, Destiny 1 − 1 (Paragon), Resources 1 + 1 = 2.
      expect(AFTER_T2.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 2, 'skilled-spacers': 2 })
      expect(AFTER_T2.teams.empire.reserve).toEqual({ title: 0, officer: 4, squadrons: 0, 'support-team': 0 })
      expect(AFTER_T2.teams.rebels.reserve).toEqual({ 'offensive-retrofit': 3, ordnance: 1, squadrons: 2, title: 0, 'weapons-team': 3, turbolasers: 2 })
      expect(AFTER_T2.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'], bespin: ['steal-supplies'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(AFTER_T2)).toEqual({
        // XP 2 + 1 − 3 (Master Gunner I).
        'empire-1': {
          xp: 0,
          abilities: ['repair-expert', 'master-gunner-1'],
          scarred: [],
          veteran: ['empire-1-s1', 'empire-1-s2'],
          conditions: [],
          value: 203,
        },
        // XP 0 + 1. Warlord, Insidious: 206 + 11.
        'empire-2': {
          xp: 1,
          abilities: ['master-gunner-1', 'concealment-1'],
          scarred: [],
          veteran: ['empire-2-s1', 'empire-2-q3'],
          conditions: [],
          value: 217,
        },
        'empire-3': { xp: 2, abilities: ['master-navigator-1'], scarred: [], veteran: [], conditions: [], value: 215 },
        // XP 1 + 2 − 3 (Master Coordinator I); no rest this turn; its TIE Bomber's scar went by itself at refit (R-REFIT 1).
        'fourth-empire': {
          xp: 0,
          abilities: ['rapid-deployment', 'master-coordinator-1'],
          scarred: [],
          veteran: ['fourth-empire-s1'],
          conditions: [],
          value: 205,
        },
        // XP 1 + 2. Paragon: 207 + 5.
        'rebels-1': { xp: 3, abilities: ['repair-expert'], scarred: [], veteran: ['rebels-1-s1', 'rebels-1-q1'], conditions: [], value: 212 },
        'rebels-2': { xp: 2, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 208 },
        // XP 1 + 2 − 2 (Ready Defender). Two veterans (Skilled Spacers). H9: 217 + 8.
        'rebels-3': {
          xp: 1,
          abilities: ['master-navigator-1', 'ready-defender'],
          scarred: [],
          veteran: ['rebels-3-s1', 'rebels-3-s2', 'rebels-3-a1'],
          conditions: [],
          value: 225,
        },
        // XP 1 + 1 (in reserve again).
        'fourth-rebels': { xp: 2, abilities: ['rapid-deployment'], scarred: [], veteran: [], conditions: [], value: 213 },
      })
    })
  })

  describe('turn 3', () => {
    const battles = last(T3.strategy)

    it('gives the Rebels initiative on a tie and fields their fourth fleet in defence (R-STRAT-INIT, R-STRAT-FLEET, R-STRAT-COND)', () => {
      expect(
        battles.turnState!.battles.map((b) => [
          b.id,
          b.systemId,
          b.assaulter.fleetId,
          b.assaulter.fleetValue,
          b.assaulter.conditionsGained,
          b.defender?.fleetId,
          b.defender?.fleetValue,
          b.defender?.conditionsGained,
        ]),
      ).toEqual([
        ['a1-t3-b1', 'sullust', 'rebels-1', 212, [], 'empire-2', 217, ['low-fuel']],
        ['a1-t3-b2', 'concord-dawn', 'empire-3', 215, [], 'fourth-rebels', 213, []],
        ['a1-t3-b3', 'tatooine', 'rebels-3', 225, [], 'empire-1', 203, ['low-fuel']],
      ])
    })

    it('applies the results and the battle effects (R-XP, R-EFFECT)', () => {
      const management = last(T3.battles)
      expect(management.turnState!.battles.map((b) => (b.result.status === 'applied' ? [b.result.winner, b.result.xp] : null))).toEqual([
        ['rebels', { assaulter: 2, defender: 2 }],
        ['empire', { assaulter: 1, defender: 2 }],
        ['rebels', { assaulter: 2, defender: 3 }],
      ])
      expect(management.turnState!.management!.effects.map((e) => [e.systemId, e.team, e.kind, e.cp])).toEqual([
        ['sullust', 'rebels', 'took-presence', 1],
        ['concord-dawn', 'empire', 'took-presence', 1],
        ['tatooine', 'rebels', 'took-unoccupied', 1],
      ])
    })

    it('gives the Empire its tokens at once, Concord Dawn placed then built counted once (R-TOKEN-GAIN)', () => {
      const tokens = T3.management.find((p) => p.after.turnState?.management?.step === 'tokens')!.after
      expect(tokens.turnState!.management!.tokensDone).toEqual(['empire'])
      const rewards = T3.management.find((p) => p.after.turnState?.management?.step === 'rewards')!.after
      expect(rewards.turnState!.management!.tokensGained).toEqual({
        empire: { resources: 4, spynet: 1, 'skilled-spacers': 1 },
        rebels: { resources: 2, diplomats: 1, destiny: 2 },
      })
    })

    it('ends act I: the Rebels scored 5 CP in it, the pivotal battle comes next (R-ACT-END)', () => {
      // Rebels 3 + 2 = 5 ≥ 5; Empire 3 + 1 = 4.
      expect(FINAL.teams.rebels.cpByAct).toEqual([5, 0, 0])
      expect(FINAL.teams.empire.cpByAct).toEqual([4, 0, 0])
      expect(actEnders(FINAL)).toEqual(['rebels'])
      expect([FINAL.phase, FINAL.act, FINAL.turn]).toEqual(['pivotal', 1, 3])
    })

    it('leaves the map, the tokens and the reserve as worked by hand (R-EFFECT, R-BASE-BUILD, R-TOKEN-GAIN, R-REWARD 5)', () => {
      expect(FINAL.control).toEqual({
        ...STARTED.control,
        'mon-cala': presence('empire'),
        sullust: presence('rebels'),
        'concord-dawn': builtBase('empire', 'fighter-wing'),
        bespin: builtBase('empire', 'ion-cannon'),
        atollon: builtBase('rebels', 'armed-station'),
        tatooine: presence('rebels'),
      })
      // Empire: Resources 5 − 2 (Concord Dawn) + 4 − 1 (empire-1's Low Fuel) = 6, Spynet 3, Skilled Spacers 1.
      expect(FINAL.teams.empire.tokens).toEqual({ ...NO_TOKENS, resources: 6, spynet: 3, 'skilled-spacers': 1 })
      // Rebels: Resources 2 − 2 (Atollon) + 2 = 2, Skilled Spacers 2, Diplomats 1, Destiny 2.
      expect(FINAL.teams.rebels.tokens).toEqual({ ...NO_TOKENS, resources: 2, 'skilled-spacers': 2, diplomats: 1, destiny: 2 })
      expect(FINAL.teams.empire.reserve).toEqual({ title: 0, officer: 9, squadrons: 0, 'support-team': 0 })
      expect(FINAL.teams.rebels.reserve).toEqual({
        'offensive-retrofit': 5,
        ordnance: 1,
        squadrons: 6,
        title: 0,
        'weapons-team': 3,
        turbolasers: 2,
        officer: 6,
      })
      expect(FINAL.playedCampaignObjectives).toEqual({ 'mon-cala': ['recruit-allies'], bespin: ['steal-supplies'], 'concord-dawn': ['hired-scum'] })
    })

    it('leaves every commander and fleet as worked by hand (R-XP, R-XP-SPEND, R-SCAR, R-VET-2, R-REFIT, R-FOURTH)', () => {
      expect(summaries(FINAL)).toEqual({
        // XP 0 + 3. Two TIE Fighters: 203 + 16.
        'empire-1': {
          xp: 3,
          abilities: ['repair-expert', 'master-gunner-1'],
          scarred: [],
          veteran: ['empire-1-s1', 'empire-1-s2'],
          conditions: [],
          value: 219,
        },
        // XP 1 + 2. Low Fuel kept. Intel Officer unequipped, counted: 217 + 7.
        'empire-2': {
          xp: 3,
          abilities: ['master-gunner-1', 'concealment-1'],
          scarred: [],
          veteran: ['empire-2-s1', 'empire-2-q3', 'empire-2-q6'],
          conditions: ['low-fuel'],
          value: 224,
        },
        // XP 2 + 1 − 2 (Rockhopper I). Howlrunner + TIE: 215 + 24.
        'empire-3': { xp: 1, abilities: ['master-navigator-1', 'rockhopper-1'], scarred: [], veteran: ['empire-3-s2'], conditions: [], value: 239 },
        // In reserve: its scar discarded, XP 0 + 1, Defense Liaison from Felucia's winner reward: 205 + 3.
        'fourth-empire': {
          xp: 1,
          abilities: ['rapid-deployment', 'master-coordinator-1'],
          scarred: [],
          veteran: ['fourth-empire-s1'],
          conditions: [],
          value: 208,
        },
        // XP 3 + 2 − 3 (Master Navigator I). 212 + 4.
        'rebels-1': {
          xp: 2,
          abilities: ['repair-expert', 'master-navigator-1'],
          scarred: [],
          veteran: ['rebels-1-s1', 'rebels-1-q1', 'rebels-1-q3'],
          conditions: [],
          value: 216,
        },
        'rebels-2': { xp: 2, abilities: ['master-gunner-1', 'rockhopper-1'], scarred: [], veteran: ['rebels-2-s3'], conditions: [], value: 208 },
        // XP 1 + 2. 225 + 8.
        'rebels-3': {
          xp: 3,
          abilities: ['master-navigator-1', 'ready-defender'],
          scarred: [],
          veteran: ['rebels-3-s1', 'rebels-3-s2', 'rebels-3-s3', 'rebels-3-a1'],
          conditions: [],
          value: 233,
        },
        // XP 2 + 2 − 4 (Fighter Group Leader). Green Squadron: 213 + 12.
        'fourth-rebels': {
          xp: 0,
          abilities: ['rapid-deployment', 'fighter-group-leader'],
          scarred: [],
          veteran: ['fourth-rebels-s1'],
          conditions: [],
          value: 225,
        },
      })
    })

    it('keeps the unequipped Intel Officer owned (R-REFIT 7)', () => {
      const intel = fleetOf(FINAL, 'empire-2')
        .ships.flatMap((s) => s.upgrades)
        .find((u) => u.cardId === 'officer-intel-officer')
      expect(intel).toEqual({ uid: 'empire-2-a5', cardId: 'officer-intel-officer', equipped: false })
    })
  })
})

describe('R-HIST the three turns replayed', () => {
  it('gives back the final state from the history and its actors (R-HIST)', () => {
    const replayed = replay(HISTORY, ACTORS)
    expect(replayed.failedAt).toBeUndefined()
    expect(replayed.ok && replayed.state).toEqual(FINAL)
  })

  it('survives a JSON round trip of the history (R-HIST)', () => {
    const history = JSON.parse(JSON.stringify(HISTORY)) as AnyCommand[]
    const actors = JSON.parse(JSON.stringify(ACTORS)) as Actor[]
    expect(unwrap(replay(history, actors))).toEqual(FINAL)
  })
})

// ---------------------------------------------------------------------------------------------------------
// A turn under official-2019: the same setup (startedOfficialCampaign(3)), the systems' official rewards.

describe('a turn under official-2019 pays the official rewards (R-REWARD 1, R-REWARD 5, R-FOURTH)', () => {
  const WIN = result({ score: 200 }, { score: 100 })
  // Rebels first (0-0): rebels-1 wins Lothal (official squadrons 30/15, Green Knight 24/16); empire-2 wins
  // Tatooine (official offensive retrofit 10/4, Green Knight 10/5); rebels-3 wins Smuggler's Run (official
  // squadrons 24/12, Green Knight 18/12).
  const PLANS: BattlePlan[] = [
    { system: 'lothal', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
    { system: 'tatooine', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
    { system: 'smugglers-run', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
  ]
  const REWARDS = finishUntil(played(startedOfficialCampaign(3), PLANS), 'rewards', { rebels: { ryloth: 'skilled-spacers' } })
  const take = (
    fleetId: string,
    systemId: SystemId,
    rewardType: Extract<CampaignCommand, { type: 'take-reward' }>['rewardType'],
    cards: string[],
    decline = false,
  ): CampaignCommand => ({
    type: 'take-reward',
    fleetId,
    decline,
    systemId,
    rewardType,
    cards,
    useDestiny: false,
  })

  it('offers each fleet the official value of its battle’s system, winner and loser (R-REWARD 1)', () => {
    const first = (fleetId: string) => rewardChoicesFor(REWARDS, fleetId)[0]
    expect(first('rebels-1')).toEqual({ fleetId: 'rebels-1', systemId: 'lothal', type: 'squadrons', points: 30 })
    expect(first('empire-1')).toEqual({ fleetId: 'empire-1', systemId: 'lothal', type: 'squadrons', points: 15 })
    expect(first('empire-2')).toEqual({ fleetId: 'empire-2', systemId: 'tatooine', type: 'offensive-retrofit', points: 10 })
    expect(first('rebels-2')).toEqual({ fleetId: 'rebels-2', systemId: 'tatooine', type: 'offensive-retrofit', points: 4 })
    expect(first('rebels-3')).toEqual({ fleetId: 'rebels-3', systemId: 'smugglers-run', type: 'squadrons', points: 24 })
    expect(first('empire-3')).toEqual({ fleetId: 'empire-3', systemId: 'smugglers-run', type: 'squadrons', points: 12 })
    // The resting Rebel fourth fleet: Hoth's Ion Cannons only (no Fleet Command in the official map), Ryloth,
    // Yavin, at the winner's value (R-FOURTH).
    expect(rewardChoicesFor(REWARDS, 'fourth-rebels').map((c) => [c.systemId, c.type, c.points])).toEqual([
      ['hoth', 'ion-cannons', 10],
      ['ryloth', 'weapons-team', 10],
      ['yavin', 'support-team', 10],
      ['yavin', 'ordnance', 14],
    ])
  })

  it('sends what is left of the official values to the Fleet Reserve, and the bought cards join when the organizer ends the turn (R-REWARD 5, R-REFIT 4)', () => {
    const taken = organizerApplies(
      REWARDS,
      // Two X-wings 26 of 30: 4. A TIE Fighter 8 of 15: 7.
      take('rebels-1', 'lothal', 'squadrons', ['squadron-x-wing-squadron', 'squadron-x-wing-squadron']),
      take('empire-1', 'lothal', 'squadrons', ['squadron-tie-fighter-squadron']),
      // Boosted Comms 4 of 10: 6. Disposable Capacitors 3 of 4: 1.
      take('empire-2', 'tatooine', 'offensive-retrofit', ['offensive-retrofit-boosted-comms']),
      take('rebels-2', 'tatooine', 'offensive-retrofit', ['offensive-retrofit-disposable-capacitors']),
      // Two A-wings 22 of 24: 2 (4 + 2 = 6). A TIE Fighter 8 of 12: 4 (7 + 4 = 11).
      take('rebels-3', 'smugglers-run', 'squadrons', ['squadron-a-wing-squadron', 'squadron-a-wing-squadron']),
      take('empire-3', 'smugglers-run', 'squadrons', ['squadron-tie-fighter-squadron']),
    )
    expect(taken.teams.rebels.reserve).toEqual({ squadrons: 6, 'offensive-retrofit': 1 })
    expect(taken.teams.empire.reserve).toEqual({ squadrons: 11, 'offensive-retrofit': 6 })
    // The step waits for both resting fourth fleets (R-FOURTH); they decline.
    expect(owedInStep(taken).fleets).toEqual(['fourth-empire', 'fourth-rebels'])
    const declined = organizerApplies(taken, take('fourth-empire', 'dantooine', 'squadrons', [], true), take('fourth-rebels', 'hoth', 'squadrons', [], true))
    let state = declined
    // Commanders with an ability to buy say they are done; the others' step finished by itself.
    if (state.turnState?.management?.step === 'experience')
      for (const fleetId of owedInStep(state).fleets) state = unwrap(applyCommand(state, { type: 'finish-experience', fleetId }, ORGANIZER))
    const next = unwrap(applyCommand(state, { type: 'force-step', reason: 'End of the evening' }, ORGANIZER))
    expect([next.phase, next.turn]).toEqual(['strategy', 2])
    // rebels-1: 200 + 26; rebels-3: 195 + 22; empire-1, empire-3: + 8; empire-2: 200 + 4 unequipped; rebels-2: 200 + 3.
    expect(ALL_FLEETS.map((id) => [id, fleetValue(fleetOf(next, id))])).toEqual([
      ['empire-1', 208],
      ['empire-2', 204],
      ['empire-3', 207],
      ['rebels-1', 226],
      ['rebels-2', 203],
      ['rebels-3', 217],
      ['fourth-empire', 200],
      ['fourth-rebels', 200],
    ])
  })
})
