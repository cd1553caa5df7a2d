// The management phase through the engine (RULES.md §6): battle effects, base building, token gain,
// rewards, XP spending, refit, the fourth fleet at rest and the act's end, each driven with `applyCommand`
// from a campaign started with campaignReadyToStart. The expected values are worked by hand from
// RULES.md and lib/data/map.ts in the comments.
//
// The setup of every test (fleet-builders.ts, testing/builders.ts): Empire bases Dantooine (zone I,
// Ion Cannon, Spynet), Felucia (II, Armed Station, Resources), Kessel (III, Fighter Wing, Resources);
// Rebel bases Hoth (V, Ion Cannon, no effect), Ryloth (IV, Armed Station, Diplomats or Skilled Spacers),
// Yavin (II, Fighter Wing, no effect). Grand Admirals empire-1 and rebels-1.
import { conditionRemovals, prototypeSquadronTypes } from './refit-commands'
import { draft, flagship, REBEL_LEGAL_FLEETS, ship, squadrons } from '../fleets/testing/fleet-builders'
import { describe, expect, it } from 'vitest'
import { forceStepCommandSchema, type CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import { result } from '../battle/testing'
import { mayIssue } from '../permissions'
import type { CampaignState } from '../state'
import { reasonsOf, unwrap } from '../testing/builders'
import { emptyTurn } from '../turn/empty-turn'
import { rewardChoicesFor } from './reward-commands'
import { fleetValue } from '../fleets/fleet-value'
import { owedInStep } from './steps'
import { buildBaseViolations } from './base-building'
import {
  adjusted,
  base,
  commander,
  declineReward,
  finishStep,
  finishUntil,
  fleetOf,
  management,
  ORGANIZER,
  organizerApplies,
  played,
  player,
  presence,
  scar,
  scarsOf,
  startedCampaign,
  startedOfficialCampaign,
  type BattlePlan,
} from './testing/management-builders'
import { HEAVY, HEAVY_REFIT } from './testing/heavy-refit'

const START = startedCampaign()

/** The assaulting player wins 200 to 100 (MOV 100); the defending player wins 200 to 100. */
const WIN = result({ score: 200 }, { score: 100 })
const HOLD = result({ score: 100 }, { score: 200 })

type TakeReward = Extract<CampaignCommand, { type: 'take-reward' }>

const apply = (state: CampaignState, command: CampaignCommand) => applyCommand(state, command, ORGANIZER)

/** Finishes every step, declining rewards, until the management phase is over. */
function finishManagement(state: CampaignState, choices: Parameters<typeof finishStep>[1] = {}): CampaignState {
  let s = state
  for (let i = 0; i < 6 && s.phase === 'management'; i += 1) s = finishStep(s, choices)
  return s
}

/**
 * Act I, turn 1 (0 CP each: the Rebels have initiative and declare twice), all three won by the assaulter:
 * rebels-1 takes unoccupied Mon Cala (II; Skilled Spacers or Repair Yards), empire-2 unoccupied Bespin (V;
 * Resources), rebels-3 unoccupied Concord Dawn (I/II; Skilled Spacers).
 */
const TURN_A: BattlePlan[] = [
  { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
  { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
  { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
]

describe('R-EFFECT the battle effects, applied when the management phase begins', () => {
  it('places a presence for +1 CP on an unoccupied system, replaces an enemy presence for +1, and keeps a defended presence for +1 (R-EFFECT 1, 2, 5)', () => {
    // Mon Cala holds an Empire presence, Sullust a Rebel one. 0 CP each: the Rebels declare first.
    const start = adjusted(START, { control: { 'mon-cala': presence('empire'), sullust: presence('rebels') } })
    const state = played(start, [
      { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
      { system: 'sullust', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: HOLD },
      { system: 'tatooine', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
    ])
    // No team holds 2 Resources: nobody can build, and step 1 finished by itself (R-BASE-BUILD).
    expect([state.phase, management(state).step]).toEqual(['management', 'tokens'])
    expect(management(state).effects).toEqual([
      { battleId: 'a1-t1-b1', systemId: 'mon-cala', team: 'rebels', kind: 'took-presence', cp: 1 },
      { battleId: 'a1-t1-b2', systemId: 'sullust', team: 'rebels', kind: 'defended-presence', cp: 1 },
      { battleId: 'a1-t1-b3', systemId: 'tatooine', team: 'rebels', kind: 'took-unoccupied', cp: 1 },
    ])
    // 1 + 1 + 1 = 3 CP, in act I.
    expect(state.teams.rebels.cpByAct).toEqual([3, 0, 0])
    expect(state.teams.empire.cpByAct).toEqual([0, 0, 0])
    expect(state.control).toEqual({
      ...START.control,
      'mon-cala': presence('rebels'),
      sullust: presence('rebels'),
      tatooine: presence('rebels'),
    })
    // The presences placed this turn (R-TOKEN-GAIN): the defended one at Sullust was already there.
    expect(management(state).presencesPlaced).toEqual({ empire: [], rebels: ['mon-cala', 'tatooine'] })
  })

  it('gives an unoccupied system to the defending winner too (R-EFFECT 1)', () => {
    const state = played(START, [
      { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: HOLD },
      { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: HOLD },
      { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
    ])
    // Mon Cala to the Empire (defender), Bespin to the Rebels (defender), Concord Dawn to the Rebels: 1 + 2.
    expect(state.control['mon-cala']).toEqual(presence('empire'))
    expect(state.control.bespin).toEqual(presence('rebels'))
    expect(state.teams.empire.cpByAct).toEqual([1, 0, 0])
    expect(state.teams.rebels.cpByAct).toEqual([2, 0, 0])
  })

  it('destroys an enemy base for 1 + its victory bonus, scores +2 for a defended base, and counts CP in act II (R-EFFECT 1, 3, 4)', () => {
    // Act II (bases may be assaulted), 2 CP each from act I: a tie, the Rebels declare first.
    const start = adjusted(START, { act: 2, cpByAct: { empire: [2, 0, 0], rebels: [2, 0, 0] } })
    const state = played(start, [
      { system: 'kessel', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
      { system: 'hoth', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: HOLD },
      { system: 'atollon', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: HOLD },
    ])
    // R-OBJ-1: the base assaults are played on the bases' objectives.
    // Atollon: the first of its pool, its own Marked for Destruction (R-OBJ-2).
    expect(state.turnState!.battles.map((b) => b.objective)).toEqual(['fighter-wing', 'ion-cannon', 'marked-for-destruction'])
    expect(management(state).effects).toEqual([
      // Kessel's victory bonus is 2: 1 + 2 = 3 CP.
      { battleId: 'a2-t1-b1', systemId: 'kessel', team: 'rebels', kind: 'destroyed-base', cp: 3 },
      { battleId: 'a2-t1-b2', systemId: 'hoth', team: 'rebels', kind: 'defended-base', cp: 2 },
      // empire-3 defends unoccupied Atollon and wins it.
      { battleId: 'a2-t1-b3', systemId: 'atollon', team: 'empire', kind: 'took-unoccupied', cp: 1 },
    ])
    // Act I's CP stay; act II: Rebels 3 + 2 = 5, Empire 1.
    expect(state.teams.rebels.cpByAct).toEqual([2, 5, 0])
    expect(state.teams.empire.cpByAct).toEqual([2, 1, 0])
    expect(state.control.kessel).toEqual(presence('rebels'))
    expect(state.control.hoth).toEqual(START.control.hoth)
    expect(state.control.atollon).toEqual(presence('empire'))
    expect(management(state).presencesPlaced).toEqual({ empire: ['atollon'], rebels: ['kessel'] })
  })

  it('scores 1 + 0 for a base on a system without victory bonus (R-EFFECT 3)', () => {
    const start = adjusted(START, { act: 2 })
    const state = played(start, [
      { system: 'concord-dawn', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: HOLD },
      // Hoth's victory bonus is 0.
      { system: 'hoth', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
      { system: 'atollon', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: HOLD },
    ])
    expect(management(state).effects.find((e) => e.systemId === 'hoth')).toEqual({
      battleId: 'a2-t1-b2',
      systemId: 'hoth',
      team: 'empire',
      kind: 'destroyed-base',
      cp: 1,
    })
    // Concord Dawn 1 + Hoth 1 + Atollon 1.
    expect(state.teams.empire.cpByAct).toEqual([0, 3, 0])
    expect(state.control.hoth).toEqual(presence('empire'))
  })
})

describe('R-BASE-BUILD building bases in step 1', () => {
  // TURN_A with 3 Resources for the Rebels and 2 for the Empire: Rebel presences on Mon Cala and Concord
  // Dawn, an Empire presence on Bespin; each team has its three bases.
  const EFFECTS = played(adjusted(START, { tokens: { rebels: { resources: 3 }, empire: { resources: 2 } } }), TURN_A)

  it('builds a base on a presence for 2 Resources (R-BASE-BUILD, R-TOKEN-RESOURCES)', () => {
    expect(management(EFFECTS).step).toBe('effects')
    const built = unwrap(apply(EFFECTS, { type: 'build-base', team: 'rebels', systemId: 'concord-dawn', defense: 'ion-cannon' }))
    expect(built.control['concord-dawn']).toEqual(base('rebels', 'ion-cannon'))
    // 3 − 2 = 1.
    expect(built.teams.rebels.tokens.resources).toBe(1)
    expect(management(built).basesBuilt).toEqual({ empire: [], rebels: ['concord-dawn'] })
    // That is the Rebels' one base this turn (R-BASE-BUILD 2): nothing is left for them to decide, their step is
    // done; the Empire, with 2 Resources, is still asked.
    expect(management(built).step).toBe('effects')
    expect(owedInStep(built).teams).toEqual(['empire'])
  })

  it('refuses a base without 2 Resources (R-BASE-BUILD, R-TOKEN-SPEND)', () => {
    const poor = adjusted(EFFECTS, { tokens: { rebels: { resources: 1 } } })
    const refused = apply(poor, { type: 'build-base', team: 'rebels', systemId: 'concord-dawn', defense: 'ion-cannon' })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'rebels', cardId: 'resources', value: 2, limit: 1 }])
  })

  it("refuses a base on a system that is not the team's presence (R-BASE-BUILD)", () => {
    // Bespin: an Empire presence; Tatooine: unoccupied; Ryloth: already a Rebel base.
    for (const systemId of ['bespin', 'tatooine', 'ryloth'] as const) {
      expect(reasonsOf(apply(EFFECTS, { type: 'build-base', team: 'rebels', systemId, defense: 'ion-cannon' }))).toEqual(['not-own-presence'])
    }
  })

  it('refuses a second base in a turn to a team that had three bases at the start of the step (R-BASE-BUILD 2)', () => {
    const rich = adjusted(EFFECTS, { tokens: { rebels: { resources: 4 } } })
    expect(management(rich).basesAtStart.rebels).toBe(3)
    const first = unwrap(apply(rich, { type: 'build-base', team: 'rebels', systemId: 'concord-dawn', defense: 'ion-cannon' }))
    // The limit leaves the Rebels nothing to decide: their step ends by itself, and a second base is refused.
    expect(management(first).basesDone).toEqual(['rebels'])
    expect(reasonsOf(apply(first, { type: 'build-base', team: 'rebels', systemId: 'mon-cala', defense: 'armed-station' }))).toEqual(['step-done'])
    expect(buildBaseViolations(first, management(first), 'rebels', 'mon-cala', 'armed-station')).toEqual([
      { rule: 'R-BASE-BUILD', item: 2, reason: 'base-limit', team: 'rebels', value: 1, limit: 1 },
    ])
  })

  it('allows two bases to a team with fewer than three, the Base Defense objective kept balanced (R-BASE-BUILD 1, 2)', () => {
    // The Empire has lost Kessel (its Fighter Wing base) and holds Sullust; 4 Resources.
    const start = adjusted(START, { control: { kessel: null, sullust: presence('empire') }, tokens: { empire: { resources: 4 } } })
    const state = played(start, TURN_A)
    expect(management(state).basesAtStart.empire).toBe(2)
    // Ion Cannon 1, Armed Station 1, Fighter Wing 0: only the Fighter Wing is least common.
    const unbalanced = apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' })
    expect(!unbalanced.ok && unbalanced.violations).toEqual([
      { rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team: 'empire', defense: 'ion-cannon' },
    ])
    const first = unwrap(apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'fighter-wing' }))
    // Then 1, 1, 1: any of the three.
    const second = unwrap(apply(first, { type: 'build-base', team: 'empire', systemId: 'sullust', defense: 'ion-cannon' }))
    expect(second.control.bespin).toEqual(base('empire', 'fighter-wing'))
    expect(second.control.sullust).toEqual(base('empire', 'ion-cannon'))
    // 4 − 2 − 2 = 0.
    expect(second.teams.empire.tokens.resources).toBe(0)
    expect(management(second).basesBuilt.empire).toEqual(['bespin', 'sullust'])
    // A third is over the limit of two: the Empire's step ended by itself with the second.
    expect(management(second).basesDone).toContain('empire')
    const third = adjusted(second, { control: { tatooine: presence('empire') }, tokens: { empire: { resources: 2 } } })
    expect(buildBaseViolations(third, management(third), 'empire', 'tatooine', 'armed-station').map((v) => v.reason)).toEqual(['base-limit'])
  })

  it('offers only the least common Base Defense objectives among the team’s bases (R-BASE-BUILD 1)', () => {
    // A fourth Empire base, on Mygeeto with an Ion Cannon: Ion Cannon 2, Armed Station 1, Fighter Wing 1.
    const start = adjusted(START, { control: { mygeeto: base('empire', 'ion-cannon') }, tokens: { empire: { resources: 2 } } })
    const state = played(start, TURN_A)
    expect(reasonsOf(apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' }))).toEqual(['defense-not-balanced'])
    expect(apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'armed-station' }).ok).toBe(true)
    expect(apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'fighter-wing' }).ok).toBe(true)
  })

  it('builds the free base of a team without a base, on an unoccupied system or its presence, counted in the limit (R-BASE-BUILD 2, 3)', () => {
    // The Empire has lost all three bases and has no token.
    const start = adjusted(START, { control: { dantooine: null, felucia: null, kessel: null } })
    const state = played(start, TURN_A)
    expect(state.teams.empire.tokens.resources).toBe(0)
    // On unoccupied Tatooine, free.
    const free = unwrap(apply(state, { type: 'build-base', team: 'empire', systemId: 'tatooine', defense: 'armed-station' }))
    expect(free.control.tatooine).toEqual(base('empire', 'armed-station'))
    // Nothing paid (the tokens of step 2, which began once both teams were done, aside).
    expect(free.teams.empire.tokens.resources - (management(free).tokensGained.empire.resources ?? 0)).toBe(0)
    // Or on its presence at Bespin.
    expect(apply(state, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'fighter-wing' }).ok).toBe(true)
    // The second base (limit 2: no base at the start) is no longer free: 2 Resources are owed. Without them the
    // Empire has nothing left to decide: its step ends by itself (the Rebels', without Resources, ended at once).
    expect(management(free).basesDone).toEqual(['rebels', 'empire'])
    expect(reasonsOf(apply(free, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' }))).toEqual(['wrong-step'])
    // With 2 Resources it is accepted: the free base counted as one of the two.
    const rich = played(adjusted(start, { tokens: { empire: { resources: 2 } } }), TURN_A)
    const freeFirst = unwrap(apply(rich, { type: 'build-base', team: 'empire', systemId: 'tatooine', defense: 'armed-station' }))
    expect(freeFirst.teams.empire.tokens.resources).toBe(2)
    const paid = unwrap(apply(freeFirst, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' }))
    expect(management(paid).basesBuilt.empire).toEqual(['tatooine', 'bespin'])
    // 2 − 2 = 0 before step 2, which the second base opened (both teams done) and where the Empire gained at once.
    expect(paid.teams.empire.tokens.resources - (management(paid).tokensGained.empire.resources ?? 0)).toBe(0)
  })

  it("counts the bases once this turn's battle effects are on the map for the limit of two (R-BASE-BUILD 2)", () => {
    // Act II: the Empire holds three bases when the turn begins; the Rebels destroy Felucia in this turn's
    // battles, so the Empire has two once the effects are on the map: fewer than three, up to two bases.
    // The Empire holds presences on Sullust and Tatooine and 4 Resources.
    const start = adjusted(START, { act: 2, control: { sullust: presence('empire'), tatooine: presence('empire') }, tokens: { empire: { resources: 4 } } })
    const state = played(start, [
      { system: 'felucia', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
      { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
      { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
    ])
    expect(state.control.felucia).toEqual(presence('rebels'))
    expect(management(state).basesAtStart.empire).toBe(2)
    // Felucia held the Armed Station: it is now the least common (Ion Cannon 1, Armed Station 0, Fighter Wing 1).
    const first = unwrap(apply(state, { type: 'build-base', team: 'empire', systemId: 'sullust', defense: 'armed-station' }))
    // Then 1, 1, 1: the second base may take any; 4 − 2 − 2 = 0 Resources left.
    const second = unwrap(apply(first, { type: 'build-base', team: 'empire', systemId: 'tatooine', defense: 'ion-cannon' }))
    expect(management(second).basesBuilt.empire).toEqual(['sullust', 'tatooine'])
    expect(second.teams.empire.tokens.resources).toBe(0)
  })

  it('refuses building once the team has finished, and outside step 1 (R-BASE-BUILD)', () => {
    const done = unwrap(apply(EFFECTS, { type: 'finish-bases', team: 'rebels' }))
    expect(reasonsOf(apply(done, { type: 'build-base', team: 'rebels', systemId: 'concord-dawn', defense: 'ion-cannon' }))).toEqual(['step-done'])
    expect(reasonsOf(apply(done, { type: 'finish-bases', team: 'rebels' }))).toEqual(['step-done'])
    const tokens = unwrap(apply(done, { type: 'finish-bases', team: 'empire' }))
    expect(management(tokens).step).toBe('tokens')
    expect(reasonsOf(apply(tokens, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' }))).toEqual(['wrong-step'])
  })

  it("lets only the team's Grand Admiral (or the organizer) build and finish (R-SECRET)", () => {
    const build: CampaignCommand = { type: 'build-base', team: 'rebels', systemId: 'concord-dawn', defense: 'ion-cannon' }
    expect(mayIssue(EFFECTS, player('rebels-1'), build)).toBe(true)
    expect(mayIssue(EFFECTS, player('rebels-2'), build)).toBe(false)
    expect(mayIssue(EFFECTS, player('empire-1'), build)).toBe(false)
    expect(mayIssue(EFFECTS, ORGANIZER, { type: 'finish-bases', team: 'empire' })).toBe(true)
  })
})

describe('R-TOKEN-GAIN tokens in step 2', () => {
  // TURN_A with 2 Resources for the Empire, both teams done building.
  const EFFECTS = played(adjusted(START, { tokens: { empire: { resources: 2 } } }), TURN_A)
  const TOKENS = finishStep(EFFECTS)

  it('gives a team with no choice to make its tokens as soon as the step begins (R-TOKEN-GAIN)', () => {
    expect(management(TOKENS).step).toBe('tokens')
    // Empire: Dantooine Spynet, Felucia and Kessel Resources, Bespin (placed this turn) Resources,
    // and the turn's Resources: Spynet 1, Resources 2 + 1 + 1 = 4.
    expect(management(TOKENS).tokensGained.empire).toEqual({ resources: 4, spynet: 1 })
    expect(TOKENS.teams.empire.tokens).toMatchObject({ resources: 2 + 4, spynet: 1 })
    expect(management(TOKENS).tokensDone).toEqual(['empire'])
    // The Rebels owe two choices: Ryloth (Diplomats or Skilled Spacers), Mon Cala (Skilled Spacers or Repair Yards).
    expect(owedInStep(TOKENS)).toEqual({ teams: ['rebels'], fleets: [] })
    expect(TOKENS.teams.rebels.tokens.resources).toBe(0)
  })

  it('refuses the gain while a choice at a two-effect system is missing or not one of its effects (R-TOKEN-GAIN)', () => {
    const missing = apply(TOKENS, { type: 'gain-tokens', team: 'rebels', choices: { ryloth: 'diplomats' } })
    expect(!missing.ok && missing.violations).toEqual([{ rule: 'R-TOKEN-GAIN', reason: 'token-choice-missing', team: 'rebels', systemId: 'mon-cala' }])
    const wrong = apply(TOKENS, { type: 'gain-tokens', team: 'rebels', choices: { ryloth: 'diplomats', 'mon-cala': 'resources' } })
    expect(!wrong.ok && wrong.violations).toEqual([{ rule: 'R-TOKEN-GAIN', reason: 'token-choice-missing', team: 'rebels', systemId: 'mon-cala' }])
  })

  it('applies the choices, one token per base and per presence placed, plus the Resources of the turn (R-TOKEN-GAIN)', () => {
    const gained = unwrap(apply(TOKENS, { type: 'gain-tokens', team: 'rebels', choices: { ryloth: 'diplomats', 'mon-cala': 'repair-yards' } }))
    // Hoth and Yavin have no effect; Ryloth Diplomats; Mon Cala Repair Yards; Concord Dawn Skilled Spacers; +1 Resources.
    expect(management(gained).tokensGained.rebels).toEqual({ resources: 1, diplomats: 1, 'repair-yards': 1, 'skilled-spacers': 1 })
    expect(gained.teams.rebels.tokens).toEqual({ ally: 0, destiny: 0, diplomats: 1, 'repair-yards': 1, resources: 1, 'skilled-spacers': 1, spynet: 0 })
    // Nothing is owed any more: the rewards step begins.
    expect(management(gained).step).toBe('rewards')
  })

  it('yields one token, not two, for a presence built into a base this turn (R-TOKEN-GAIN)', () => {
    const built = unwrap(apply(EFFECTS, { type: 'build-base', team: 'empire', systemId: 'bespin', defense: 'ion-cannon' }))
    // Its one base built (2 − 2 = 0 Resources) and the Rebels without Resources, step 1 ended by itself.
    const tokens = built
    // Bases Dantooine (Spynet), Felucia, Kessel, Bespin (Resources); Bespin's presence is the same system:
    // Spynet 1, Resources 3 + 1 (the turn's) = 4, not 5.
    expect(management(tokens).tokensGained.empire).toEqual({ resources: 4, spynet: 1 })
    expect(tokens.teams.empire.tokens).toMatchObject({ resources: 4, spynet: 1 })
  })

  it('gives no token for a presence the team did not place this turn (R-TOKEN-GAIN)', () => {
    // An old Empire presence on Tatooine (Destiny) yields nothing: only bases and this turn's presences do.
    // Nobody can build a base: step 1 ends by itself.
    const state = played(adjusted(START, { control: { tatooine: presence('empire') } }), TURN_A)
    expect(management(state).tokensGained.empire).toEqual({ resources: 4, spynet: 1 })
  })
})

describe('§6 the steps in order: effects, tokens, rewards, experience, refit, then the next turn', () => {
  // 2 Resources each: both teams could build a base, so step 1 waits for them.
  const EFFECTS = played(adjusted(START, { tokens: { empire: { resources: 2 }, rebels: { resources: 2 } } }), TURN_A)

  it('moves on only when nothing is owed in the step (RULES.md §6)', () => {
    let s = EFFECTS
    expect([management(s).step, owedInStep(s)]).toEqual(['effects', { teams: ['empire', 'rebels'], fleets: [] }])
    s = unwrap(apply(s, { type: 'finish-bases', team: 'empire' }))
    expect([management(s).step, owedInStep(s)]).toEqual(['effects', { teams: ['rebels'], fleets: [] }])
    s = unwrap(apply(s, { type: 'finish-bases', team: 'rebels' }))
    // Step 2: the Empire gained at once; the Rebels owe their choices.
    expect([management(s).step, owedInStep(s)]).toEqual(['tokens', { teams: ['rebels'], fleets: [] }])
    s = unwrap(apply(s, { type: 'gain-tokens', team: 'rebels', choices: { ryloth: 'skilled-spacers', 'mon-cala': 'skilled-spacers' } }))
    // Step 3: the six fleets that fought, battle by battle, assaulter first, then both fourth fleets, in
    // reserve: each is owed the winner reward of one of its team's bases (R-FOURTH), and the step waits for it.
    const fought = ['rebels-1', 'empire-1', 'empire-2', 'rebels-2', 'rebels-3', 'empire-3', 'fourth-empire', 'fourth-rebels']
    expect([management(s).step, owedInStep(s)]).toEqual(['rewards', { teams: [], fleets: fought }])
    for (const [i, fleetId] of fought.entries()) {
      s = organizerApplies(s, declineReward(s, fleetId))
      expect(management(s).step).toBe(i < fought.length - 1 ? 'rewards' : 'experience')
    }
    // Step 4: every commander who could buy an ability: the six who fought (2 XP each, R-XP 1-3); the fourth
    // fleets' (0 XP) have nothing to spend and are done by themselves (R-XP-SPEND).
    const all = s.fleets.map((f) => f.id)
    expect(all).toHaveLength(8)
    const players = all.filter((id) => !id.startsWith('fourth-'))
    expect(owedInStep(s)).toEqual({ teams: [], fleets: players })
    expect(management(s).experienceDone).toEqual(['fourth-empire', 'fourth-rebels'])
    for (const [i, fleetId] of players.entries()) {
      s = organizerApplies(s, { type: 'finish-experience', fleetId })
      expect(management(s).step).toBe(i < players.length - 1 ? 'experience' : 'refit')
    }
    // Step 5: every fleet.
    expect(owedInStep(s)).toEqual({ teams: [], fleets: all })
    for (const [i, fleetId] of all.entries()) {
      s = organizerApplies(s, { type: 'finish-refit', fleetId })
      if (i < all.length - 1) expect([s.phase, management(s).step]).toEqual(['management', 'refit'])
    }
    // Step 6: Rebels 2 CP, Empire 1: the act goes on, turn 2 begins at its strategy phase.
    expect([s.phase, s.act, s.turn]).toEqual(['strategy', 1, 2])
    expect(s.turnState).toEqual(emptyTurn())
    // Tokens: Rebels Ryloth + Mon Cala + Concord Dawn Skilled Spacers and 2 + 1 Resources; Empire Spynet 1,
    // Resources 2 + 3 (Felucia, Kessel, Bespin) + 1.
    expect(s.teams.rebels.tokens).toMatchObject({ 'skilled-spacers': 3, resources: 3 })
    expect(s.teams.empire.tokens).toMatchObject({ spynet: 1, resources: 6 })
  })

  it('lets the organizer move past a step with a stated reason, whatever is owed (R-OVERRIDE)', () => {
    const force: CampaignCommand = { type: 'force-step', reason: 'The Rebels build nothing this turn' }
    const forced = unwrap(apply(EFFECTS, force))
    expect(management(forced).step).toBe('tokens')
    expect(management(forced).basesDone).toEqual([])
    // From the tokens step, with the Rebels' choice still owed: no token for them.
    const rewards = unwrap(apply(forced, force))
    expect(management(rewards).step).toBe('rewards')
    expect(rewards.teams.rebels.tokens.resources).toBe(2)
    // Through experience and refit, to the next turn.
    const next = [1, 2, 3].reduce((s) => unwrap(apply(s, force)), rewards)
    expect([next.phase, next.turn]).toEqual(['strategy', 2])
  })

  it('refuses force-step to every player, Grand Admirals included, and wants a reason (R-OVERRIDE)', () => {
    const force: CampaignCommand = { type: 'force-step', reason: 'Stuck' }
    expect(mayIssue(EFFECTS, ORGANIZER, force)).toBe(true)
    for (const id of ['empire-1', 'empire-2', 'rebels-1', 'rebels-3']) expect(mayIssue(EFFECTS, player(id), force)).toBe(false)
    expect(forceStepCommandSchema.safeParse({ type: 'force-step', reason: '' }).success).toBe(false)
    expect(forceStepCommandSchema.safeParse({ type: 'force-step' }).success).toBe(false)
  })

  it('refuses force-step outside the management phase (R-OVERRIDE)', () => {
    expect(reasonsOf(apply(START, { type: 'force-step', reason: 'Skip the strategy' }))).toEqual(['wrong-step'])
  })
})

/**
 * Rewards (R-REWARD), act I turn 1 from START:
 * - t1-b1 rebels-1 takes Concord Dawn (squadrons 24 / 16) on empire-1's Opening Salvo (not a green card);
 * - t1-b2 empire-2 takes Mon Cala (offensive retrofit or title, 10 / 5) on Recruit Allies (a campaign objective);
 * - t1-b3 rebels-3 takes Nar Shaddaa (officer 8 / 4) on empire-3's Advanced Gunnery (not a green card).
 * Tokens: the Empire picks Repair Yards at Mon Cala, the Rebels Skilled Spacers at Ryloth.
 */
const TURN_R: BattlePlan[] = [
  { system: 'concord-dawn', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, objective: 'opening-salvo', result: WIN },
  { system: 'mon-cala', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, objective: 'recruit-allies', result: WIN },
  { system: 'nar-shaddaa', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, objective: 'advanced-gunnery', result: WIN },
]
const TURN_R_CHOICES = { empire: { 'mon-cala': 'repair-yards' }, rebels: { ryloth: 'skilled-spacers' } } as const

function rewardsStep(start: CampaignState = START): CampaignState {
  return finishUntil(played(start, TURN_R), 'rewards', TURN_R_CHOICES)
}

describe('R-REWARD 1 the official-2019 preset offers the official rewards', () => {
  const OFFICIAL = finishUntil(played(startedOfficialCampaign(3), TURN_R), 'rewards', TURN_R_CHOICES)

  it('offers Concord Dawn squadrons at 30, not 24, and Hoth without Fleet Command (R-REWARD 1, 2)', () => {
    expect(rewardChoicesFor(OFFICIAL, 'rebels-1')).toEqual([
      { fleetId: 'rebels-1', systemId: 'concord-dawn', type: 'squadrons', points: 30 },
      { fleetId: 'rebels-1', systemId: 'hoth', type: 'ion-cannons', points: 10 },
      { fleetId: 'rebels-1', systemId: 'ryloth', type: 'weapons-team', points: 10 },
      { fleetId: 'rebels-1', systemId: 'yavin', type: 'support-team', points: 10 },
      { fleetId: 'rebels-1', systemId: 'yavin', type: 'ordnance', points: 14 },
    ])
    // The loser at Concord Dawn: the official 15, not Green Knight's 16.
    expect(rewardChoicesFor(OFFICIAL, 'empire-1')[0]).toEqual({ fleetId: 'empire-1', systemId: 'concord-dawn', type: 'squadrons', points: 15 })
  })

  it('refuses a card bought with Hoth’s Fleet Command reward, which the official map does not give (R-REWARD 1)', () => {
    const refused = apply(OFFICIAL, {
      type: 'take-reward',
      fleetId: 'rebels-1',
      decline: false,
      systemId: 'hoth',
      rewardType: 'fleet-command',
      cards: [],
      useDestiny: false,
    })
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-REWARD', reason: 'not-an-option', fleetId: 'rebels-1', systemId: 'hoth' }])
  })
})

describe('R-REWARD rewards through take-reward', () => {
  const REWARDS = rewardsStep()

  it("offers the battle's reward at the winner's or the loser's value, then the team's base rewards (R-REWARD 1, 2)", () => {
    expect(rewardChoicesFor(REWARDS, 'rebels-1')).toEqual([
      { fleetId: 'rebels-1', systemId: 'concord-dawn', type: 'squadrons', points: 24 },
      { fleetId: 'rebels-1', systemId: 'hoth', type: 'ion-cannons', points: 10 },
      { fleetId: 'rebels-1', systemId: 'hoth', type: 'fleet-command', points: 10 },
      { fleetId: 'rebels-1', systemId: 'ryloth', type: 'weapons-team', points: 10 },
      { fleetId: 'rebels-1', systemId: 'yavin', type: 'support-team', points: 10 },
      { fleetId: 'rebels-1', systemId: 'yavin', type: 'ordnance', points: 14 },
    ])
    // The loser at Mon Cala: 5 points; its base rewards at the loser's value.
    expect(rewardChoicesFor(REWARDS, 'rebels-2').slice(0, 3)).toEqual([
      { fleetId: 'rebels-2', systemId: 'mon-cala', type: 'offensive-retrofit', points: 5 },
      { fleetId: 'rebels-2', systemId: 'mon-cala', type: 'title', points: 5 },
      { fleetId: 'rebels-2', systemId: 'hoth', type: 'ion-cannons', points: 5 },
    ])
  })

  it("splits a reward over two cards and sends the rest to the team's Fleet Reserve (R-REWARD 3, 5)", () => {
    // X-wing 13 + Z-95 Headhunter 7 = 20 of 24: 4 to the Rebels' reserve, under squadrons.
    const taken = unwrap(
      apply(REWARDS, {
        type: 'take-reward',
        fleetId: 'rebels-1',
        decline: false,
        systemId: 'concord-dawn',
        rewardType: 'squadrons',
        cards: ['squadron-x-wing-squadron', 'squadron-z-95-headhunter-squadron'],
        useDestiny: false,
      }),
    )
    expect(taken.teams.rebels.reserve).toEqual({ squadrons: 4 })
    expect(management(taken).pendingCards['rebels-1']).toEqual([
      { cardId: 'squadron-x-wing-squadron', kind: 'squadron' },
      { cardId: 'squadron-z-95-headhunter-squadron', kind: 'squadron' },
    ])
    expect(management(taken).rewardsTaken['rebels-1']).toEqual({ fleetId: 'rebels-1', systemId: 'concord-dawn', type: 'squadrons', points: 24 })
    // The fleet itself is unchanged until refit (R-REFIT 4).
    expect(fleetOf(taken, 'rebels-1')).toEqual(fleetOf(REWARDS, 'rebels-1'))
    // A second take is refused.
    expect(
      reasonsOf(
        apply(taken, {
          type: 'take-reward',
          fleetId: 'rebels-1',
          decline: true,
          systemId: 'concord-dawn',
          rewardType: 'squadrons',
          cards: [],
          useDestiny: false,
        }),
      ),
    ).toEqual(['step-done'])
  })

  it('refuses cards worth more than the reward and the reserve, and pays from the reserve (R-REWARD 3, 5)', () => {
    const twoXWings: TakeReward = {
      type: 'take-reward',
      fleetId: 'rebels-1',
      decline: false,
      systemId: 'concord-dawn',
      rewardType: 'squadrons',
      cards: ['squadron-x-wing-squadron', 'squadron-x-wing-squadron'],
      useDestiny: false,
    }
    // 13 + 13 = 26 > 24.
    const over = apply(REWARDS, twoXWings)
    expect(!over.ok && over.violations).toEqual([{ rule: 'R-REWARD', reason: 'over-reward-points', value: 26, limit: 24, fleetId: 'rebels-1' }])
    // With 4 squadron points in reserve: 26 ≤ 28, the reserve keeps 2.
    const withReserve = unwrap(apply(adjusted(REWARDS, { reserve: { rebels: { squadrons: 4 } } }), twoXWings))
    expect(withReserve.teams.rebels.reserve).toEqual({ squadrons: 2 })
    // A card of another type is refused.
    expect(reasonsOf(apply(REWARDS, { ...twoXWings, cards: ['officer-chart-officer'] }))).toEqual(['wrong-type'])
  })

  it("lets one fleet per team per turn take a base's reward instead (R-REWARD 2)", () => {
    // rebels-3 won: Yavin's ordnance at the winner's 14. Expanded Launchers 13: 1 to the reserve.
    const first = unwrap(
      apply(REWARDS, {
        type: 'take-reward',
        fleetId: 'rebels-3',
        decline: false,
        systemId: 'yavin',
        rewardType: 'ordnance',
        cards: ['ordnance-expanded-launchers'],
        useDestiny: false,
      }),
    )
    expect(first.teams.rebels.reserve).toEqual({ ordnance: 1 })
    expect(management(first).baseRewardUsedBy).toEqual(['rebels'])
    // rebels-2 may no longer take Hoth's: only Mon Cala's is offered.
    expect(rewardChoicesFor(first, 'rebels-2').map((c) => c.systemId)).toEqual(['mon-cala', 'mon-cala'])
    const second = apply(first, {
      type: 'take-reward',
      fleetId: 'rebels-2',
      decline: false,
      systemId: 'hoth',
      rewardType: 'ion-cannons',
      cards: [],
      useDestiny: false,
    })
    expect(!second.ok && second.violations).toEqual([{ rule: 'R-REWARD', reason: 'not-an-option', fleetId: 'rebels-2', systemId: 'hoth' }])
    // The Empire's own base reward is still open: empire-3 lost, Kessel's title at the loser's 6, all to the reserve.
    const empire = unwrap(
      apply(first, { type: 'take-reward', fleetId: 'empire-3', decline: false, systemId: 'kessel', rewardType: 'title', cards: [], useDestiny: false }),
    )
    expect(empire.teams.empire.reserve).toEqual({ title: 6 })
    expect(management(empire).baseRewardUsedBy).toEqual(['rebels', 'empire'])
  })

  it('refuses unique cards after a battle on no green card, unless a Destiny token is spent (R-REWARD 4, R-TOKEN-DESTINY)', () => {
    // Luke Skywalker (unique X-wing, 20) after Opening Salvo.
    const luke: TakeReward = {
      type: 'take-reward',
      fleetId: 'rebels-1',
      decline: false,
      systemId: 'concord-dawn',
      rewardType: 'squadrons',
      cards: ['squadron-luke-skywalker'],
      useDestiny: false,
    }
    const refused = apply(REWARDS, luke)
    expect(!refused.ok && refused.violations).toEqual([
      { rule: 'R-REWARD', reason: 'unique-not-allowed', cardId: 'squadron-luke-skywalker', fleetId: 'rebels-1' },
    ])
    // Destiny asked for, none held.
    expect(reasonsOf(apply(REWARDS, { ...luke, useDestiny: true }))).toEqual(['no-token'])
    // With one Destiny token: accepted, the token spent, 24 − 20 = 4 to the reserve.
    const accepted = unwrap(apply(adjusted(REWARDS, { tokens: { rebels: { destiny: 1 } } }), { ...luke, useDestiny: true }))
    expect(accepted.teams.rebels.tokens.destiny).toBe(0)
    expect(accepted.teams.rebels.reserve).toEqual({ squadrons: 4 })
    expect(management(accepted).pendingCards['rebels-1']).toEqual([{ cardId: 'squadron-luke-skywalker', kind: 'squadron' }])
  })

  it('accepts unique cards for both fleets of a battle played on a campaign objective (R-REWARD 4)', () => {
    // Mon Cala on Recruit Allies: empire-2 (winner, 10) buys Corrupter (Victory title, 5): 5 to the reserve;
    // rebels-2 (loser, 5) buys Garel's Honor (Hammerhead title, 4): 1 to the reserve. No Destiny spent.
    const empire = unwrap(
      apply(REWARDS, {
        type: 'take-reward',
        fleetId: 'empire-2',
        decline: false,
        systemId: 'mon-cala',
        rewardType: 'title',
        cards: ['title-corrupter'],
        useDestiny: false,
      }),
    )
    const rebels = unwrap(
      apply(empire, {
        type: 'take-reward',
        fleetId: 'rebels-2',
        decline: false,
        systemId: 'mon-cala',
        rewardType: 'title',
        cards: ['title-garel-s-honor'],
        useDestiny: false,
      }),
    )
    expect(rebels.teams.empire.reserve).toEqual({ title: 5 })
    expect(rebels.teams.rebels.reserve).toEqual({ title: 1 })
    expect(rebels.teams.rebels.tokens.destiny).toBe(0)
  })

  it("gives the fourth fleet in reserve the winner reward of one of its team's base systems (R-FOURTH)", () => {
    // fourth-rebels did not play this turn. R-FOURTH: "gains the winner reward of one of its team's base
    // systems"; its cards are then added at refit like any reward's (R-REFIT 4). Yavin's ordnance at the
    // winner's 14: Expanded Launchers 13, 1 to the reserve.
    const taken = apply(REWARDS, {
      type: 'take-reward',
      fleetId: 'fourth-rebels',
      decline: false,
      systemId: 'yavin',
      rewardType: 'ordnance',
      cards: ['ordnance-expanded-launchers'],
      useDestiny: false,
    })
    expect(reasonsOf(taken)).toEqual([])
    expect(taken.ok && taken.state.teams.rebels.reserve).toEqual({ ordnance: 1 })
    expect(taken.ok && management(taken.state).pendingCards['fourth-rebels']).toEqual([{ cardId: 'ordnance-expanded-launchers', kind: 'upgrade' }])
  })

  it('refuses a reward outside step 3, and a second one to the same fleet (R-REWARD)', () => {
    const take: CampaignCommand = {
      type: 'take-reward',
      fleetId: 'rebels-1',
      decline: true,
      systemId: 'concord-dawn',
      rewardType: 'squadrons',
      cards: [],
      useDestiny: false,
    }
    expect(reasonsOf(apply(played(START, TURN_R), take))).toEqual(['wrong-step'])
    expect(reasonsOf(apply(unwrap(apply(REWARDS, take)), take))).toEqual(['step-done'])
  })

  it('lets the player who played the fleet, or the Grand Admiral, take its reward (R-SECRET)', () => {
    const take: CampaignCommand = {
      type: 'take-reward',
      fleetId: 'rebels-3',
      decline: true,
      systemId: 'nar-shaddaa',
      rewardType: 'officer',
      cards: [],
      useDestiny: false,
    }
    expect(mayIssue(REWARDS, player('rebels-3'), take)).toBe(true)
    expect(mayIssue(REWARDS, player('rebels-1'), take)).toBe(true)
    expect(mayIssue(REWARDS, player('rebels-2'), take)).toBe(false)
    expect(mayIssue(REWARDS, player('empire-3'), take)).toBe(false)
  })
})

describe('R-XP-SPEND buying abilities in step 4', () => {
  // TURN_R, rewards declined. Starting abilities (fleet-builders.ts): x-1 Repair Expert, x-2 Master Gunner I,
  // x-3 Master Navigator I, fourth fleets Rapid Deployment. XP set by hand.
  const EXPERIENCE = finishUntil(
    adjusted(played(START, TURN_R), {
      fleets: { 'rebels-1': commander(10), 'rebels-3': commander(10), 'empire-1': commander(10, ['repair-expert', 'master-gunner-2']) },
    }),
    'experience',
    TURN_R_CHOICES,
  )

  it('refuses Master Navigator II without Master Navigator I (R-XP-SPEND, R-CMD-2)', () => {
    const refused = apply(EXPERIENCE, { type: 'buy-ability', fleetId: 'rebels-1', abilityId: 'master-navigator-2' })
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-CMD-2', reason: 'previous-rank-missing', cardId: 'master-navigator-1', fleetId: 'rebels-1' }])
  })

  it('buys Master Navigator II over Master Navigator I, which it replaces, for 4 XP (R-XP-SPEND, R-CMD-2, R-CMD-4)', () => {
    const bought = unwrap(apply(EXPERIENCE, { type: 'buy-ability', fleetId: 'rebels-3', abilityId: 'master-navigator-2' }))
    // 10 − 4 = 6.
    expect(fleetOf(bought, 'rebels-3').commander).toMatchObject({ abilities: ['master-navigator-2'], xp: 6 })
    // Buying does not finish the commander's step.
    expect(management(bought).step).toBe('experience')
  })

  it('keeps the tier total within 4 in act I, 6 in act II (R-XP-SPEND, R-CMD-1)', () => {
    // Repair Expert (tier 1) + Master Gunner II (tier 2) + Ion Technician (tier 2) = 5.
    const buy: CampaignCommand = { type: 'buy-ability', fleetId: 'empire-1', abilityId: 'ion-technician' }
    const refused = apply(EXPERIENCE, buy)
    expect(!refused.ok && refused.violations).toEqual([
      { rule: 'R-CMD-1', reason: 'tier-cap', cardId: 'ion-technician', value: 5, limit: 4, fleetId: 'empire-1' },
    ])
    const actTwo = unwrap(apply(adjusted(EXPERIENCE, { act: 2 }), buy))
    // 10 − 3 = 7.
    expect(fleetOf(actTwo, 'empire-1').commander).toMatchObject({ abilities: ['repair-expert', 'master-gunner-2', 'ion-technician'], xp: 7 })
  })

  it('refuses buying outside step 4 and after the commander has finished (R-XP-SPEND)', () => {
    expect(reasonsOf(apply(rewardsStep(), { type: 'buy-ability', fleetId: 'rebels-3', abilityId: 'master-navigator-2' }))).toEqual(['wrong-step'])
    const done = unwrap(apply(EXPERIENCE, { type: 'finish-experience', fleetId: 'rebels-3' }))
    expect(reasonsOf(apply(done, { type: 'buy-ability', fleetId: 'rebels-3', abilityId: 'master-navigator-2' }))).toEqual(['step-done'])
  })

  it("lets a player spend their own commander's XP, and the Grand Admiral the fourth fleet's (R-SECRET, R-SETUP-3)", () => {
    const own: CampaignCommand = { type: 'buy-ability', fleetId: 'rebels-3', abilityId: 'master-navigator-2' }
    expect(mayIssue(EXPERIENCE, player('rebels-3'), own)).toBe(true)
    expect(mayIssue(EXPERIENCE, player('rebels-2'), own)).toBe(false)
    const fourth: CampaignCommand = { type: 'finish-experience', fleetId: 'fourth-rebels' }
    expect(mayIssue(EXPERIENCE, player('rebels-1'), fourth)).toBe(true)
    expect(mayIssue(EXPERIENCE, player('rebels-2'), fourth)).toBe(false)
  })
})

describe('R-REFIT refit operations and finish-refit in step 5', () => {
  // HEAVY and HEAVY_REFIT (testing/heavy-refit.ts): rebels-1 plays with a fourth ship added by hand, Hammerhead
  // Torpedo Corvette 36, so 200 + 36 = 236 FP, and takes X-wing 13 + Z-95 7 = 20 at Concord Dawn (24): 236 + 20 =
  // 256 FP once added, over act I's 250.
  const refitOp = (fleetId: string, op: Extract<CampaignCommand, { type: 'refit' }>['op']): CampaignCommand => ({ type: 'refit', fleetId, op })
  const REWARDS_FOR_REFIT = rewardsStep()

  it('refuses a title with no ship to take it when the reward is taken: a second title for the one Hammerhead, or a class the fleet lacks (R-REFIT 3, 4, 5)', () => {
    // rebels-2 lost Mon Cala (Recruit Allies, a green card): title 5. Its ships: Nebulon-B Escort, Hammerhead
    // Torpedo Corvette, MC30c. Task Force Antilles 3 + Task Force Organa 1 = 4 ≤ 5, both Hammerhead titles.
    const titles: TakeReward = {
      type: 'take-reward',
      fleetId: 'rebels-2',
      decline: false,
      systemId: 'mon-cala',
      rewardType: 'title',
      cards: ['title-task-force-antilles', 'title-task-force-organa'],
      useDestiny: false,
    }
    const second = apply(REWARDS_FOR_REFIT, titles)
    expect(!second.ok && second.violations).toEqual([{ rule: 'R-REFIT', item: 5, reason: 'no-place', cardId: 'title-task-force-organa', fleetId: 'rebels-2' }])
    // Bright Hope (GR-75, 2): the fleet has no GR-75.
    expect(reasonsOf(apply(REWARDS_FOR_REFIT, { ...titles, cards: ['title-bright-hope'] }))).toEqual(['no-place'])
    // One Hammerhead title alone has its place: accepted, 5 − 3 = 2 to the reserve.
    const one = unwrap(apply(REWARDS_FOR_REFIT, { ...titles, cards: ['title-task-force-antilles'] }))
    expect(one.teams.rebels.reserve).toEqual({ title: 2 })
  })

  it('never loses a bought card when the organizer moves on: squadrons join, an upgrade is kept owned but unequipped, a title goes on its ship (R-REFIT 4, 7, R-OVERRIDE)', () => {
    // rebels-1 holds X-wing 13 + Z-95 7 (HEAVY_REFIT); rebels-2 takes Task Force Antilles (Hammerhead title, 3);
    // rebels-3 won Nar Shaddaa (officer 8): Chart Officer 2. Nobody adds them; the organizer ends the refit.
    const bought = finishUntil(
      organizerApplies(
        rewardsStep(HEAVY),
        {
          type: 'take-reward',
          fleetId: 'rebels-1',
          decline: false,
          systemId: 'concord-dawn',
          rewardType: 'squadrons',
          cards: ['squadron-x-wing-squadron', 'squadron-z-95-headhunter-squadron'],
          useDestiny: false,
        },
        {
          type: 'take-reward',
          fleetId: 'rebels-2',
          decline: false,
          systemId: 'mon-cala',
          rewardType: 'title',
          cards: ['title-task-force-antilles'],
          useDestiny: false,
        },
        {
          type: 'take-reward',
          fleetId: 'rebels-3',
          decline: false,
          systemId: 'nar-shaddaa',
          rewardType: 'officer',
          cards: ['officer-chart-officer'],
          useDestiny: false,
        },
      ),
      'refit',
      TURN_R_CHOICES,
    )
    const next = organizerApplies(bought, { type: 'force-step', reason: 'The evening is over' })
    expect([next.phase, next.turn]).toEqual(['strategy', 2])
    expect(
      fleetOf(next, 'rebels-1')
        .squadrons.slice(-2)
        .map((q) => [q.uid, q.cardId]),
    ).toEqual([
      ['rebels-1-a1', 'squadron-x-wing-squadron'],
      ['rebels-1-a2', 'squadron-z-95-headhunter-squadron'],
    ])
    // The Hammerhead (rebels-2-s2) takes its title, equipped.
    expect(fleetOf(next, 'rebels-2').ships[1]!.upgrades).toEqual([{ uid: 'rebels-2-a1', cardId: 'title-task-force-antilles', equipped: true }])
    // Chart Officer: owned, unequipped, counted in the fleet's value (195 + 2 = 197).
    expect(
      fleetOf(next, 'rebels-3')
        .ships.flatMap((s) => s.upgrades)
        .filter((u) => u.cardId === 'officer-chart-officer'),
    ).toEqual([{ uid: 'rebels-3-a1', cardId: 'officer-chart-officer', equipped: false }])
    expect(fleetValue(fleetOf(next, 'rebels-3'))).toBe(197)
  })

  it('refuses a title bought with Fleet Reserve points when no ship can take it (R-REFIT 4, 5)', () => {
    // The Rebels hold 3 title points; rebels-1 (Assault Frigate, CR90, GR-75) has no Hammerhead.
    const refit = finishUntil(played(adjusted(START, { reserve: { rebels: { title: 3 } } }), TURN_A), 'refit', {
      rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' },
    })
    const refused = apply(refit, refitOp('rebels-1', { op: 'buy-from-reserve', rewardType: 'title', cards: ['title-task-force-antilles'] }))
    expect(!refused.ok && refused.violations).toEqual([
      { rule: 'R-REFIT', item: 5, reason: 'no-place', cardId: 'title-task-force-antilles', fleetId: 'rebels-1' },
    ])
    expect(refit.teams.rebels.reserve).toEqual({ title: 3 })
  })

  it('refuses to finish while bought cards wait to be added (R-REFIT 4)', () => {
    const refused = apply(HEAVY_REFIT, { type: 'finish-refit', fleetId: 'rebels-1' })
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-REFIT', item: 4, reason: 'pending-cards', fleetId: 'rebels-1' }])
  })

  it('refuses a fleet over 250 FP in act I; unequipping does not help, stripping a type does (R-REFIT 3, 5, 6, 7)', () => {
    // Add both squadrons (each time the first pending card): new uids rebels-1-a1, rebels-1-a2.
    const added = organizerApplies(
      HEAVY_REFIT,
      refitOp('rebels-1', { op: 'add-card', index: 0, shipUid: null }),
      refitOp('rebels-1', { op: 'add-card', index: 0, shipUid: null }),
    )
    expect(management(added).pendingCards['rebels-1']).toEqual([])
    expect(
      fleetOf(added, 'rebels-1')
        .squadrons.slice(-2)
        .map((q) => [q.uid, q.cardId]),
    ).toEqual([
      ['rebels-1-a1', 'squadron-x-wing-squadron'],
      ['rebels-1-a2', 'squadron-z-95-headhunter-squadron'],
    ])
    const overLimit = [{ rule: 'R-REFIT', item: 6, reason: 'over-points', value: 256, limit: 250, fleetId: 'rebels-1' }]
    const refused = apply(added, { type: 'finish-refit', fleetId: 'rebels-1' })
    expect(!refused.ok && refused.violations).toEqual(overLimit)
    // Unequipping the Gunnery Team (7) keeps it owned and counted (R-REFIT 7): still 256.
    const unequipped = organizerApplies(added, refitOp('rebels-1', { op: 'unequip', upgradeUid: 'rebels-1-s1-u1' }))
    const stillRefused = apply(unequipped, { type: 'finish-refit', fleetId: 'rebels-1' })
    expect(!stillRefused.ok && stillRefused.violations).toEqual(overLimit)
    // Stripping the Weapons Team type removes it: 256 − 7 = 249, credit ⌈7 / 2⌉ = 4 (one of three bases' strips).
    const stripped = organizerApplies(unequipped, refitOp('rebels-1', { op: 'strip', slot: 'Weapons Team' }))
    expect(management(stripped).strippedThisRefit['rebels-1']).toEqual([{ slot: 'Weapons Team', points: 4 }])
    const finished = unwrap(apply(stripped, { type: 'finish-refit', fleetId: 'rebels-1' }))
    expect(management(finished).refitDone).toEqual(['rebels-1'])
    // A finished fleet is not refitted any more.
    expect(reasonsOf(apply(finished, refitOp('rebels-1', { op: 'unequip', upgradeUid: 'rebels-1-s2-u1' })))).toEqual(['step-done'])
  })

  /** A refit step after TURN_A, from a start changed by hand. */
  const refitAfter = (start: CampaignState) =>
    finishUntil(played(start, TURN_A), 'refit', { rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } })

  it('debits Repair Yards by ship size from the team: 1 for a small ship, 2 for a medium, 3 for a large (R-REFIT 1, R-TOKEN-REPAIR)', () => {
    // rebels-3 also holds an MC80 Star Cruiser (large) for this test; the Rebels gain 1 Repair Yards at Mon
    // Cala and hold 6 more: 7.
    const start = adjusted(START, {
      tokens: { rebels: { 'repair-yards': 6 } },
      fleets: {
        'rebels-1': scar('rebels-1-s1', 'rebels-1-s2'),
        'rebels-3': (f) =>
          scar('rebels-3-s4')({
            ...f,
            ships: [...f.ships, { uid: 'rebels-3-s4', cardId: 'mc80-star-cruiser', flagship: false, upgrades: [], scarred: false, veteran: false }],
          }),
      },
    })
    const refit = refitAfter(start)
    expect(refit.teams.rebels.tokens['repair-yards']).toBe(7)
    // Assault Frigate Mk II B (medium) 2, CR90 A (small) 1: 7 − 3 = 4.
    const repaired = organizerApplies(
      refit,
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s1', using: 'repair-yards' }),
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s2', using: 'repair-yards' }),
    )
    expect(repaired.teams.rebels.tokens['repair-yards']).toBe(4)
    expect(scarsOf(repaired, 'rebels-1')).toEqual([])
    // The bases' removals are untouched.
    expect(management(repaired).scarsRemovedByBases['rebels-1']).toBe(0)
    // MC80 (large) 3: 4 − 3 = 1.
    const large = organizerApplies(repaired, refitOp('rebels-3', { op: 'remove-scar', uid: 'rebels-3-s4', using: 'repair-yards' }))
    expect(large.teams.rebels.tokens['repair-yards']).toBe(1)
    // Not enough left for a medium ship: 2 > 1.
    const medium = adjusted(large, { fleets: { 'rebels-1': scar('rebels-1-s1') } })
    const refused = apply(medium, refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s1', using: 'repair-yards' }))
    expect(!refused.ok && refused.violations).toEqual([{ rule: 'R-TOKEN-REPAIR', reason: 'not-enough-tokens', value: 2, limit: 1, fleetId: 'rebels-1' }])
  })

  it('removes one more upgrade card or one squadron with a Repair Yards token, not a whole type, and buys back at half (R-TOKEN-REPAIR, R-REFIT 3)', () => {
    // The Rebels gain 1 Repair Yards at Mon Cala and hold 1 more: 2. rebels-1: X-wing q1 (13), Y-wings q2-q5
    // (10 each), Gunnery Team on the Assault Frigate (rebels-1-s1-u1, 7).
    const refit = refitAfter(adjusted(START, { tokens: { rebels: { 'repair-yards': 1 } } }))
    expect(refit.teams.rebels.tokens['repair-yards']).toBe(2)
    // One Y-wing goes: the X-wing and three Y-wings stay; credit ⌈10 / 2⌉ = 5 for squadrons; 2 − 1 = 1 token.
    const oneSquadron = organizerApplies(refit, refitOp('rebels-1', { op: 'strip-card', uid: 'rebels-1-q2' }))
    expect(fleetOf(oneSquadron, 'rebels-1').squadrons.map((q) => q.uid)).toEqual(['rebels-1-q1', 'rebels-1-q3', 'rebels-1-q4', 'rebels-1-q5'])
    expect(oneSquadron.teams.rebels.tokens['repair-yards']).toBe(1)
    expect(management(oneSquadron).strippedThisRefit['rebels-1']).toEqual([{ slot: 'squadrons', points: 5, withRepairYards: true }])
    // The Gunnery Team (7) goes alone: credit ⌈7 / 2⌉ = 4 for Weapons Team; 1 − 1 = 0 token.
    const oneCard = organizerApplies(oneSquadron, refitOp('rebels-1', { op: 'strip-card', uid: 'rebels-1-s1-u1' }))
    expect(fleetOf(oneCard, 'rebels-1').ships[0]!.upgrades).toEqual([])
    expect(oneCard.teams.rebels.tokens['repair-yards']).toBe(0)
    // No token left: a third card is refused, nothing changes.
    const third = apply(oneCard, refitOp('rebels-1', { op: 'strip-card', uid: 'rebels-1-q3' }))
    expect(!third.ok && third.violations).toEqual([{ rule: 'R-TOKEN-REPAIR', reason: 'not-enough-tokens', value: 1, limit: 0, fleetId: 'rebels-1' }])
    // The three bases' strips are untouched: the squadrons may still be removed as a type.
    expect(reasonsOf(apply(oneCard, refitOp('rebels-1', { op: 'strip', slot: 'squadrons' })))).toEqual([])
    // The buy-back is of the same type and at most the credit: a Z-95 (7) is over 5; an A-wing (11) too.
    const over = apply(oneCard, refitOp('rebels-1', { op: 'rebuy', slot: 'squadrons', cards: ['squadron-z-95-headhunter-squadron'] }))
    expect(!over.ok && over.violations).toEqual([{ rule: 'R-REFIT', item: 3, reason: 'over-reward-points', value: 7, limit: 5, fleetId: 'rebels-1' }])
    // A whole type paid with Repair Yards is refused (R-TOKEN-REPAIR: one card or one squadron).
    const whole = apply(refit, refitOp('rebels-1', { op: 'strip', slot: 'squadrons', withRepairYards: true }))
    expect(!whole.ok && whole.violations).toEqual([{ rule: 'R-TOKEN-REPAIR', reason: 'one-card-only', fleetId: 'rebels-1' }])
    // A title is never removed.
    const titled = adjusted(refit, {
      fleets: {
        'rebels-1': (f) => ({
          ...f,
          ships: f.ships.map((s, i) => (i === 0 ? { ...s, upgrades: [...s.upgrades, { uid: 'rebels-1-s1-u9', cardId: 'title-paragon', equipped: true }] } : s)),
        }),
      },
    })
    expect(reasonsOf(apply(titled, refitOp('rebels-1', { op: 'strip-card', uid: 'rebels-1-s1-u9' })))).toEqual(['title-locked'])
  })

  it('removes one scar more than the bases allow for a commander with Repair Expert (R-REFIT 1)', () => {
    // The Rebels hold two bases; rebels-1's commander has Repair Expert (fleet-builders.ts): three removals.
    const start = adjusted(START, { control: { yavin: null }, fleets: { 'rebels-1': scar('rebels-1-s1', 'rebels-1-s2', 'rebels-1-s3') } })
    const three = organizerApplies(
      refitAfter(start),
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s1', using: 'base' }),
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s2', using: 'base' }),
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s3', using: 'base' }),
    )
    expect(scarsOf(three, 'rebels-1')).toEqual([])
    expect(management(three).scarsRemovedByBases['rebels-1']).toBe(3)
  })

  it('removes a generic squadron’s scar by itself when refit begins, asking nothing and costing nothing; a unique squadron keeps its scar (R-REFIT 1)', () => {
    // rebels-1: its Y-wing (q2, generic) scarred, and Green Squadron (unique, added by hand) scarred.
    const start = adjusted(START, {
      fleets: {
        'rebels-1': (f) =>
          scar(
            'rebels-1-q2',
            'rebels-1-q9',
          )({ ...f, squadrons: [...f.squadrons, { uid: 'rebels-1-q9', cardId: 'squadron-green-squadron', scarred: false, veteran: false }] }),
      },
    })
    const experience = finishUntil(played(start, TURN_A), 'experience', { rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } })
    expect(scarsOf(experience, 'rebels-1')).toEqual(['rebels-1-q2', 'rebels-1-q9'])
    const refit = finishStep(experience)
    expect(management(refit).step).toBe('refit')
    expect(scarsOf(refit, 'rebels-1')).toEqual(['rebels-1-q9'])
    // Nothing spent: no base removal, no token.
    expect(management(refit).scarsRemovedByBases['rebels-1'] ?? 0).toBe(0)
    expect(refit.teams.rebels.tokens).toEqual(experience.teams.rebels.tokens)
  })

  it('removes one scar per base the team controls, per fleet (R-REFIT 1)', () => {
    // The Rebels have lost Yavin: two bases. rebels-1: its three ships and a Y-wing scarred; rebels-2: two ships.
    const start = adjusted(START, {
      control: { yavin: null },
      // rebels-1's commander trades Repair Expert (one extra removal) for Rapid Deployment here.
      fleets: {
        'rebels-1': (f) => commander(0, ['rapid-deployment'])(scar('rebels-1-s1', 'rebels-1-s2', 'rebels-1-s3', 'rebels-1-q2')(f)),
        'rebels-2': scar('rebels-2-s1', 'rebels-2-s2'),
      },
    })
    const refit = refitAfter(start)
    const two = organizerApplies(
      refit,
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s1', using: 'base' }),
      refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s2', using: 'base' }),
    )
    expect(management(two).scarsRemovedByBases['rebels-1']).toBe(2)
    const third = apply(two, refitOp('rebels-1', { op: 'remove-scar', uid: 'rebels-1-s3', using: 'base' }))
    expect(!third.ok && third.violations).toEqual([{ rule: 'R-REFIT', item: 1, reason: 'base-allowance-used', value: 1, limit: 0, fleetId: 'rebels-1' }])
    // The Y-wing (generic squadron) lost its scar by itself when refit began (R-REFIT 1).
    const squadron = two
    expect(scarsOf(squadron, 'rebels-1')).toEqual(['rebels-1-s3'])
    expect(management(squadron).scarsRemovedByBases['rebels-1']).toBe(2)
    // rebels-2 has its own two removals.
    const other = organizerApplies(
      squadron,
      refitOp('rebels-2', { op: 'remove-scar', uid: 'rebels-2-s1', using: 'base' }),
      refitOp('rebels-2', { op: 'remove-scar', uid: 'rebels-2-s2', using: 'base' }),
    )
    expect(scarsOf(other, 'rebels-2')).toEqual([])
  })

  it('rests the fourth fleet that did not play: its scars discarded and +1 XP when refit begins (R-FOURTH)', () => {
    // fourth-rebels (XP 0) stays in reserve with a scarred Nebulon-B and A-wing; empire-2 plays the Empire's
    // fourth fleet at Bespin and wins 200 to 100: 1 (taking part) + 1 (one full 100 MOV) = 2 XP; its Raider
    // (fourth-empire-s2) is destroyed and scarred.
    const start = adjusted(START, { fleets: { 'fourth-rebels': scar('fourth-rebels-s2', 'fourth-rebels-q1') } })
    const plans = TURN_A.map((p) =>
      p.system === 'bespin'
        ? {
            ...p,
            assaulter: { playerId: 'empire-2', fleetId: 'fourth-empire' },
            result: result({ score: 200, destroyed: ['fourth-empire-s2'] }, { score: 100 }),
          }
        : p,
    )
    const experience = finishUntil(played(start, plans), 'experience', { rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } })
    expect(scarsOf(experience, 'fourth-rebels')).toEqual(['fourth-rebels-s2', 'fourth-rebels-q1'])
    expect(fleetOf(experience, 'fourth-rebels').commander?.xp).toBe(0)
    const refit = finishStep(experience)
    expect(management(refit).step).toBe('refit')
    expect(scarsOf(refit, 'fourth-rebels')).toEqual([])
    expect(fleetOf(refit, 'fourth-rebels').commander?.xp).toBe(1)
    // The Empire's fourth fleet played: no rest.
    expect(scarsOf(refit, 'fourth-empire')).toEqual(['fourth-empire-s2'])
    expect(fleetOf(refit, 'fourth-empire').commander?.xp).toBe(2)
    // empire-2's own fleet did not fight: no XP.
    expect(fleetOf(refit, 'empire-2').commander?.xp).toBe(0)
  })

  it('refuses refit operations outside step 5 (R-REFIT)', () => {
    expect(reasonsOf(apply(rewardsStep(), refitOp('rebels-1', { op: 'unequip', upgradeUid: 'rebels-1-s1-u1' })))).toEqual(['wrong-step'])
    expect(reasonsOf(apply(rewardsStep(), { type: 'finish-refit', fleetId: 'rebels-1' }))).toEqual(['wrong-step'])
  })
})

describe('R-ACT-END step 6: the act ends at the preset threshold', () => {
  // Two Rebel wins and one Empire win; the Empire has fewer CP, so it declares first.
  const TWO_REBEL_WINS: BattlePlan[] = [
    { system: 'mon-cala', assaulter: { playerId: 'empire-1' }, defender: { playerId: 'rebels-1' }, result: HOLD },
    { system: 'concord-dawn', assaulter: { playerId: 'rebels-2' }, defender: { playerId: 'empire-2' }, result: WIN },
    { system: 'bespin', assaulter: { playerId: 'empire-3' }, defender: { playerId: 'rebels-3' }, result: WIN },
  ]
  const CHOICES = { rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards' } } as const

  it('ends act I when a team has scored exactly 5 CP in it: the pivotal battle is next (R-ACT-END)', () => {
    // Rebels 3 + 2 = 5 ≥ 5.
    const state = played(adjusted(START, { cpByAct: { rebels: [3, 0, 0] } }), TWO_REBEL_WINS)
    expect(state.teams.rebels.cpByAct).toEqual([5, 0, 0])
    const ended = finishManagement(state, CHOICES)
    expect([ended.phase, ended.act, ended.turn]).toEqual(['pivotal', 1, 1])
  })

  it('goes on to a new turn at 4 CP (R-ACT-END)', () => {
    // Rebels 2 + 2 = 4 < 5; Empire 1.
    const state = played(adjusted(START, { cpByAct: { rebels: [2, 0, 0] } }), TWO_REBEL_WINS)
    const next = finishManagement(state, CHOICES)
    expect([next.phase, next.act, next.turn]).toEqual(['strategy', 1, 2])
    expect(next.teams.rebels.cpByAct).toEqual([4, 0, 0])
  })

  it('counts only the CP of the current act (R-ACT-END)', () => {
    // Act II: 9 CP in act I count for nothing; 0 + 2 = 2 in act II.
    const state = played(adjusted(START, { act: 2, cpByAct: { rebels: [9, 0, 0] } }), TWO_REBEL_WINS)
    const next = finishManagement(state, CHOICES)
    expect([next.phase, next.act, next.turn]).toEqual(['strategy', 2, 2])
  })

  /** 2v2, 3 Rebel CP already: the Empire declares first; the Rebels win one battle, the Empire the other. */
  const TWO_BY_TWO: BattlePlan[] = [
    { system: 'mon-cala', assaulter: { playerId: 'empire-1' }, defender: { playerId: 'rebels-1' }, result: HOLD },
    { system: 'concord-dawn', assaulter: { playerId: 'rebels-2' }, defender: { playerId: 'empire-2' }, result: HOLD },
  ]

  it('ends the act at 4 CP under official-2019 with two players a team (R-ACT-END)', () => {
    const start = adjusted(startedOfficialCampaign(2), { cpByAct: { rebels: [3, 0, 0] } })
    expect(start.players).toHaveLength(4)
    const state = played(start, TWO_BY_TWO)
    // Rebels 3 + 1 = 4 ≥ 4.
    expect(state.teams.rebels.cpByAct).toEqual([4, 0, 0])
    const ended = finishManagement(state, { rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards' } })
    expect(ended.phase).toBe('pivotal')
  })

  it('keeps 5 CP under official-2019 with three players a team (R-ACT-END)', () => {
    const start = adjusted(startedOfficialCampaign(3), { cpByAct: { rebels: [2, 0, 0] } })
    expect(start.players).toHaveLength(6)
    // Rebels 2 + 2 = 4 < 5.
    const next = finishManagement(played(start, TWO_REBEL_WINS), CHOICES)
    expect(next.teams.rebels.cpByAct).toEqual([4, 0, 0])
    expect([next.phase, next.turn]).toEqual(['strategy', 2])
  })
})

describe('R-PROTO Prototype Recovery at refit', () => {
  // empire-2 wins at Lothal on Prototype Recovery; its fleet holds six TIE Fighters and a TIE Advanced.
  const TURN_P: BattlePlan[] = [
    { system: 'concord-dawn', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, objective: 'opening-salvo', result: WIN },
    { system: 'lothal', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, objective: 'prototype-recovery', result: WIN },
    { system: 'nar-shaddaa', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, objective: 'advanced-gunnery', result: WIN },
  ]
  const refit = adjusted(finishUntil(played(START, TURN_P), 'refit', { rebels: { ryloth: 'skilled-spacers' } }), {
    tokens: { empire: { 'repair-yards': 1, resources: 1 } },
  })
  const proto = (fleetId: string): CampaignCommand => ({ type: 'refit', fleetId, op: { op: 'prototype', squadronCardId: 'squadron-tie-fighter-squadron' } })

  it('makes every non-unique squadron of the chosen type veteran for 1 Repair Yards + 1 Resources (R-PROTO)', () => {
    const before = refit.teams.empire.tokens
    const next = organizerApplies(refit, proto('empire-2'))
    const ties = fleetOf(next, 'empire-2').squadrons.filter((s) => s.cardId === 'squadron-tie-fighter-squadron')
    expect(ties.length).toBeGreaterThan(0)
    expect(ties.every((s) => s.veteran)).toBe(true)
    expect(
      fleetOf(next, 'empire-2')
        .squadrons.filter((s) => s.cardId !== 'squadron-tie-fighter-squadron')
        .every((s) => !s.veteran),
    ).toBe(true)
    expect(next.teams.empire.tokens['repair-yards']).toBe(before['repair-yards'] - 1)
    expect(next.teams.empire.tokens.resources).toBe(before.resources - 1)
    expect(reasonsOf(apply(next, proto('empire-2')))).toEqual(['step-done'])
  })

  it('offers the types only to the winning fleet, and each condition only the ways that would work (R-PROTO, R-REFIT 2)', () => {
    expect(prototypeSquadronTypes(refit, 'empire-2')).toContain('squadron-tie-fighter-squadron')
    expect(prototypeSquadronTypes(refit, 'rebels-2')).toEqual([])
    const withConditions = adjusted(refit, { fleets: { 'rebels-2': (f) => ({ ...f, conditions: ['low-morale', 'low-fuel'] }) } })
    // Low Morale goes only with Recruit Allies won; Low Fuel with a Resources token (or Steal Supplies won).
    expect(conditionRemovals(withConditions, 'rebels-2')).toEqual([{ condition: 'low-fuel', using: 'resources' }])
  })

  it('lets a disbanded fleet be built anew during the refit, and no other (R-REFIT 8)', () => {
    const draft = REBEL_LEGAL_FLEETS[0]!
    expect(reasonsOf(apply(refit, { type: 'set-fleet', fleetId: 'rebels-1', draft }))).toEqual(['wrong-phase'])
    const disbanded = organizerApplies(refit, { type: 'refit', fleetId: 'rebels-1', op: { op: 'disband' } })
    expect(reasonsOf(apply(disbanded, { type: 'finish-refit', fleetId: 'rebels-1' }))).toContain('no-ship')
    const rebuilt = organizerApplies(disbanded, { type: 'set-fleet', fleetId: 'rebels-1', draft }, { type: 'finish-refit', fleetId: 'rebels-1' })
    expect(fleetOf(rebuilt, 'rebels-1').ships.map((x) => x.cardId)).toEqual(draft.ships.map((x) => x.cardId))
    expect(fleetOf(rebuilt, 'rebels-1').commander).toEqual(fleetOf(refit, 'rebels-1').commander)
  })

  it('is refused to a fleet that did not win on Prototype Recovery', () => {
    expect(reasonsOf(apply(refit, proto('rebels-2')))).toEqual(['not-winner'])
    expect(reasonsOf(apply(refit, proto('empire-1')))).toEqual(['not-winner'])
  })
})

describe('R-REFIT 8 a disbanded fleet is rebuilt under R-FLEET-START and its uniques are lost to the team', () => {
  // rebels-1 carries Paragon (unique title, 5) on its Assault Frigate, added by hand: 205 FP. TURN_A, then refit.
  const withParagon = adjusted(START, {
    fleets: {
      'rebels-1': (f) => ({
        ...f,
        ships: f.ships.map((s, i) => (i === 0 ? { ...s, upgrades: [...s.upgrades, { uid: 'rebels-1-s1-u9', cardId: 'title-paragon', equipped: true }] } : s)),
      }),
    },
  })
  const refit = finishUntil(played(withParagon, TURN_A), 'refit', { rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } })
  const disbanded = organizerApplies(refit, { type: 'refit', fleetId: 'rebels-1', op: { op: 'disband' } })
  const objectives = REBEL_LEGAL_FLEETS[0]!.objectives

  it('refuses a rebuilt fleet that breaks R-FLEET-START: 243 FP, a large ship and the unique it just lost (R-REFIT 8, R-FLEET-START 1, 4, 5)', () => {
    expect(disbanded.lostUniques).toEqual({ rebels: ['Paragon'] })
    // Assault Frigate Mk II B 72 + Paragon 5 = 77; MC80 Star Cruiser 96 (large); CR90 A 44; 2 X-wings 26: 243.
    const tooBig = draft(
      [flagship('assault-frigate-mark-ii-b', ['title-paragon']), ship('mc80-star-cruiser'), ship('cr90-corvette-a')],
      [squadrons('squadron-x-wing-squadron', 2)],
      objectives,
    )
    const saved = organizerApplies(disbanded, { type: 'set-fleet', fleetId: 'rebels-1', draft: tooBig })
    const refused = apply(saved, { type: 'finish-refit', fleetId: 'rebels-1' })
    expect(reasonsOf(refused)).toEqual(['over-points', 'unique-upgrade', 'large-ship', 'unique-lost'])
    expect(!refused.ok && refused.violations[0]).toMatchObject({
      rule: 'R-FLEET-START',
      item: 1,
      reason: 'over-points',
      value: 243,
      limit: 200,
      fleetId: 'rebels-1',
    })
    // Saved again until it finishes: the starting fleet of REBEL_LEGAL_FLEETS[0] (200 FP) is accepted; the
    // commander is kept.
    const rebuilt = organizerApplies(
      saved,
      { type: 'set-fleet', fleetId: 'rebels-1', draft: REBEL_LEGAL_FLEETS[0]! },
      { type: 'finish-refit', fleetId: 'rebels-1' },
    )
    expect(management(rebuilt).refitDone).toContain('rebels-1')
    expect(fleetOf(rebuilt, 'rebels-1').commander).toEqual(fleetOf(refit, 'rebels-1').commander)
  })

  it('never lets the lost unique back into any fleet of the team: refused as a reward, refused at refit (R-REFIT 8)', () => {
    // Next turn's rewards: rebels-2 loses Mon Cala on Recruit Allies (green: uniques allowed), title 5: Paragon.
    const rebuilt = organizerApplies(disbanded, { type: 'set-fleet', fleetId: 'rebels-1', draft: REBEL_LEGAL_FLEETS[0]! })
    const nextTurn = finishManagement(rebuilt, { rebels: { ryloth: 'skilled-spacers', 'mon-cala': 'repair-yards' } })
    expect([nextTurn.phase, nextTurn.turn]).toEqual(['strategy', 2])
    expect(nextTurn.lostUniques).toEqual({ rebels: ['Paragon'] })
    // By hand, another Rebel fleet holding Paragon again cannot finish the refit.
    const sneaked = adjusted(disbanded, {
      fleets: {
        'rebels-3': (f) => ({
          ...f,
          ships: f.ships.map((s, i) => (i === 0 ? { ...s, upgrades: [...s.upgrades, { uid: 'rebels-3-s1-u9', cardId: 'title-paragon', equipped: true }] } : s)),
        }),
      },
    })
    const refused = apply(sneaked, { type: 'finish-refit', fleetId: 'rebels-3' })
    expect(!refused.ok && refused.violations).toEqual([
      { rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: 'title-paragon', name: 'Paragon', fleetId: 'rebels-3' },
    ])
    // Nor can it be bought again with a reward (the loss as it stands once the campaign carries it).
    const rewards = { ...rewardsStep(), lostUniques: { rebels: ['Paragon'] } }
    const taken = apply(rewards, {
      type: 'take-reward',
      fleetId: 'rebels-2',
      decline: false,
      systemId: 'mon-cala',
      rewardType: 'title',
      cards: ['title-paragon'],
      useDestiny: false,
    })
    expect(!taken.ok && taken.violations).toEqual([
      { rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: 'title-paragon', name: 'Paragon', fleetId: 'rebels-2' },
    ])
  })
})
