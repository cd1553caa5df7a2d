import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '@/lib/data/map'
import type { CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import { mayIssue } from '../permissions'
import type { Actor, CampaignState } from '../state'
import { reasonsOf } from '../testing/builders'
import type { RuleViolation } from '../violations'
import { visibleStateFor } from '../visibility'
import { nextDeclaringTeam, pairingComplete } from './pairing'
import {
  apply,
  applyEach,
  declare,
  defend,
  diplomats,
  fleetOf,
  presence,
  spacers,
  STANDARD_PAIRING,
  startedCampaign,
  withConditions,
  withControl,
  withCp,
  withTokens,
} from './testing/turn-builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }

function violationsOf(state: CampaignState, command: CampaignCommand): RuleViolation[] {
  const result = applyCommand(state, command)
  return result.ok ? [] : result.violations
}

function reasons(state: CampaignState, command: CampaignCommand) {
  return reasonsOf(applyCommand(state, command))
}

// The started standard campaign (act I, 0–0, no token): the Rebels have initiative. Bases: Empire
// dantooine (I), felucia (II), kessel (III); Rebels hoth (V), ryloth (IV), yavin (II).
const started = startedCampaign()
/** b1: rebels-1 assaults mandalore, empire-1 defends. */
const afterFirst = applyEach(started, STANDARD_PAIRING.slice(0, 2))

describe('R-STRAT-ORDER declarations alternate', () => {
  it('lets the initiative team declare first and refuses the other (R-STRAT-ORDER, R-STRAT-INIT)', () => {
    expect(violationsOf(started, declare('empire-1', 'mandalore'))).toEqual([{ rule: 'R-STRAT-ORDER', reason: 'not-team-turn', team: 'empire' }])
    expect(applyCommand(started, declare('rebels-2', 'mandalore')).ok).toBe(true)
  })

  it('lets the Empire declare first when it has fewer CP (R-STRAT-ORDER, R-STRAT-INIT)', () => {
    const empireBehind = withCp(withCp(started, 'empire', [2, 0, 0]), 'rebels', [3, 0, 0])
    expect(reasons(empireBehind, declare('rebels-1', 'mandalore'))).toEqual(['not-team-turn'])
    expect(applyCommand(empireBehind, declare('empire-3', 'sullust')).ok).toBe(true)
  })

  it('records the declaration with its defender owed (R-STRAT-ORDER)', () => {
    const state = apply(started, declare('rebels-1', 'mandalore'))
    const battle = state.turnState!.battles[0]!
    expect(battle).toMatchObject({ id: 'a1-t1-b1', systemId: 'mandalore', defender: null, objective: null, fleets: null })
    // Rebel fleet 0: 79 + 48 + 20 + 13 + 40 = 200 (fleet-builders.ts).
    expect(battle.assaulter).toEqual({ playerId: 'rebels-1', fleetId: 'rebels-1', team: 'rebels', conditionsGained: [], fleetValue: 200 })
    expect(nextDeclaringTeam(state)).toBeNull()
  })

  it('refuses any declaration while a defender is owed (R-STRAT-ORDER)', () => {
    const pending = apply(started, declare('rebels-1', 'mandalore'))
    expect(reasons(pending, declare('empire-1', 'sullust'))).toEqual(['defender-owed'])
    expect(reasons(pending, declare('rebels-2', 'sullust'))).toEqual(['defender-owed'])
  })

  it('then lets the team that just defended declare, not the team that assaulted (R-STRAT-ORDER)', () => {
    expect(nextDeclaringTeam(afterFirst)).toBe('empire')
    expect(reasons(afterFirst, declare('rebels-2', 'sullust'))).toEqual(['not-team-turn'])
    expect(applyCommand(afterFirst, declare('empire-2', 'sullust')).ok).toBe(true)
  })

  it('refuses to declare with a player already in a battle (R-STRAT-ORDER)', () => {
    expect(violationsOf(afterFirst, declare('empire-1', 'sullust'))).toEqual([{ rule: 'R-STRAT-ORDER', reason: 'player-already-paired', playerId: 'empire-1' }])
  })

  it('refuses to name a defender already fighting this turn (R-STRAT-ORDER)', () => {
    const pending = apply(afterFirst, declare('empire-2', 'sullust'))
    expect(violationsOf(pending, defend('a1-t1-b2', 'rebels-1'))).toEqual([{ rule: 'R-STRAT-ORDER', reason: 'player-already-paired', playerId: 'rebels-1' }])
    expect(applyCommand(pending, defend('a1-t1-b2', 'rebels-3')).ok).toBe(true)
  })

  it('refuses a defender from the assaulting team, and a defender for a battle not owed one (R-STRAT-ORDER)', () => {
    const pending = apply(started, declare('rebels-1', 'mandalore'))
    expect(reasons(pending, defend('a1-t1-b1', 'rebels-2'))).toEqual(['unknown-player'])
    expect(reasons(pending, defend('a1-t1-b9', 'empire-1'))).toEqual(['no-defender-owed'])
    expect(reasons(afterFirst, defend('a1-t1-b1', 'empire-2'))).toEqual(['no-defender-owed'])
  })

  it('refuses an illegal target with the rule item that forbids it (R-STRAT-ORDER, R-STRAT-TARGET)', () => {
    expect(violationsOf(started, declare('rebels-1', 'dantooine'))).toEqual([
      { rule: 'R-STRAT-TARGET', item: 3, reason: 'base-in-act-one', systemId: 'dantooine' },
    ])
    expect(violationsOf(started, declare('rebels-1', 'hoth')).map((v) => [v.rule, v.item, v.reason])).toEqual([
      ['R-STRAT-TARGET', 2, 'friendly-system'],
      ['R-STRAT-TARGET', 3, 'base-in-act-one'],
    ])
    expect(violationsOf(afterFirst, declare('empire-2', 'mandalore'))).toEqual([
      { rule: 'R-STRAT-TARGET', item: 1, reason: 'battle-already-there', systemId: 'mandalore' },
    ])
  })

  it('refuses declarations outside the strategy phase (R-PHASE)', () => {
    expect(reasons({ ...started, phase: 'battle' }, declare('rebels-1', 'mandalore'))).toEqual(['wrong-phase'])
  })

  it('under official-2019, makes a player whose fleet has Low Fuel declare before teammates without it (R-STRAT-ORDER)', () => {
    const official = withConditions({ ...started, preset: 'official-2019' }, 'rebels-2', ['low-fuel'])
    const early = applyCommand(official, declare('rebels-1', 'mandalore'))
    expect(early.ok).toBe(false)
    expect(early.ok ? [] : early.violations.map((v) => v.rule)).toContain('R-STRAT-ORDER')
    expect(applyCommand(official, declare('rebels-2', 'mandalore')).ok).toBe(true)
  })

  it('does not impose the Low Fuel order under green-knight (R-STRAT-ORDER)', () => {
    const green = withConditions(started, 'rebels-2', ['low-fuel'])
    expect(applyCommand(green, declare('rebels-1', 'mandalore')).ok).toBe(true)
  })
})

describe('R-STRAT-FLEET which fleet plays', () => {
  it('lets the fourth fleet play once per turn, then refuses it (R-STRAT-FLEET)', () => {
    const withFourth = apply(apply(started, declare('rebels-1', 'mandalore', 'fourth-rebels')), defend('a1-t1-b1', 'empire-1'))
    expect(withFourth.turnState!.battles[0]!.assaulter.fleetId).toBe('fourth-rebels')
    const pending = apply(withFourth, declare('empire-2', 'sullust'))
    expect(violationsOf(pending, defend('a1-t1-b2', 'rebels-2', 'fourth-rebels'))).toEqual([
      { rule: 'R-STRAT-FLEET', reason: 'fleet-not-available', fleetId: 'fourth-rebels', playerId: 'rebels-2' },
    ])
    const second = apply(pending, defend('a1-t1-b2', 'rebels-2'))
    expect(reasons(second, declare('rebels-3', 'lothal', 'fourth-rebels'))).toEqual(['fleet-not-available'])
  })

  it('keeps the other team’s fourth fleet available (R-STRAT-FLEET)', () => {
    const state = apply(started, declare('rebels-1', 'mandalore', 'fourth-rebels'))
    expect(applyCommand(state, defend('a1-t1-b1', 'empire-1', 'fourth-empire')).ok).toBe(true)
  })

  it('refuses a teammate’s fleet or an enemy fleet, assaulting or defending (R-STRAT-FLEET)', () => {
    expect(violationsOf(started, declare('rebels-1', 'mandalore', 'rebels-2'))).toEqual([
      { rule: 'R-STRAT-FLEET', reason: 'fleet-not-available', fleetId: 'rebels-2', playerId: 'rebels-1' },
    ])
    expect(reasons(started, declare('rebels-1', 'mandalore', 'fourth-empire'))).toEqual(['fleet-not-available'])
    const pending = apply(started, declare('rebels-1', 'mandalore'))
    expect(reasons(pending, defend('a1-t1-b1', 'empire-1', 'empire-2'))).toEqual(['fleet-not-available'])
  })
})

describe('R-STRAT-TARGET passing', () => {
  // Every system holds an Empire presence and the Empire has initiative (fewer CP): it has no target.
  const allEmpire = Object.fromEntries(SYSTEM_IDS.map((id) => [id, presence('empire')]))
  const stuck = withCp(withControl(started, allEmpire), 'rebels', [1, 0, 0])

  it('refuses a pass while the player has a legal target (R-STRAT-TARGET)', () => {
    expect(violationsOf(started, { type: 'pass-declaration', playerId: 'rebels-1' })).toEqual([
      { rule: 'R-STRAT-TARGET', reason: 'has-legal-target', playerId: 'rebels-1' },
    ])
  })

  it('accepts a pass when no system is legal, and leaves that player out of the turn (R-STRAT-TARGET)', () => {
    const passed = apply(stuck, { type: 'pass-declaration', playerId: 'empire-1' })
    expect(passed.turnState!.passed).toEqual(['empire-1'])
    expect(reasons(passed, declare('empire-1', 'mandalore'))).toEqual(['player-already-paired'])
    expect(reasons(passed, { type: 'pass-declaration', playerId: 'empire-1' })).toEqual(['player-already-paired'])
  })

  it('refuses a pass out of turn (R-STRAT-ORDER)', () => {
    expect(reasons(stuck, { type: 'pass-declaration', playerId: 'rebels-1' })).toEqual(['not-team-turn'])
  })
})

describe('R-STRAT-DIPLO sealed Diplomats marks', () => {
  const bothHold = withTokens(withTokens(started, 'empire', { diplomats: 1 }), 'rebels', { diplomats: 1 })
  const empireChose = apply(bothHold, diplomats('empire', 3))

  it('hides the first team’s mark from the other team until both have chosen (R-STRAT-DIPLO, R-STRAT-SECRET)', () => {
    expect(visibleStateFor(empireChose, player('rebels-2')).turnState!.diplomats).toEqual({ empire: { zone: null, sealed: true } })
    expect(visibleStateFor(empireChose, player('empire-3')).turnState!.diplomats).toEqual({ empire: { zone: 3 } })
    expect(visibleStateFor(empireChose, organizer).turnState!.diplomats).toEqual({ empire: { zone: 3 } })
  })

  it('does not spend the token before both marks are revealed (R-STRAT-DIPLO, R-TOKEN-SPEND)', () => {
    expect(empireChose.teams.empire.tokens.diplomats).toBe(1)
  })

  it('holds up declarations until both teams with a token have chosen (R-STRAT-DIPLO)', () => {
    expect(violationsOf(empireChose, declare('rebels-1', 'mandalore'))).toEqual([{ rule: 'R-STRAT-DIPLO', reason: 'diplomats-pending' }])
  })

  it('reveals both marks together and spends both tokens once both have chosen (R-STRAT-DIPLO, R-TOKEN-SPEND)', () => {
    const both = apply(empireChose, diplomats('rebels', 5))
    expect(visibleStateFor(both, player('rebels-2')).turnState!.diplomats).toEqual({ empire: { zone: 3 }, rebels: { zone: 5 } })
    expect(visibleStateFor(both, player('empire-2')).turnState!.diplomats).toEqual({ empire: { zone: 3 }, rebels: { zone: 5 } })
    expect(both.teams.empire.tokens.diplomats).toBe(0)
    expect(both.teams.rebels.tokens.diplomats).toBe(0)
    expect(applyCommand(both, declare('rebels-1', 'mandalore')).ok).toBe(true)
  })

  it('keeps the token of a team that declines to mark (R-STRAT-DIPLO)', () => {
    const both = apply(empireChose, diplomats('rebels', null))
    expect(both.teams.rebels.tokens.diplomats).toBe(1)
    expect(both.teams.empire.tokens.diplomats).toBe(0)
  })

  it('refuses a second choice by the same team (R-STRAT-DIPLO)', () => {
    expect(reasons(empireChose, diplomats('empire', 4))).toEqual(['already-chosen'])
  })

  it('gives a team without a Diplomats token nothing to choose, a mark or none (R-STRAT-DIPLO)', () => {
    const empireOnly = withTokens(started, 'empire', { diplomats: 1 })
    expect(violationsOf(empireOnly, diplomats('rebels', 2))).toEqual([{ rule: 'R-STRAT-DIPLO', reason: 'no-diplomats-token', team: 'rebels' }])
    expect(violationsOf(empireOnly, diplomats('rebels', null))).toEqual([{ rule: 'R-STRAT-DIPLO', reason: 'no-diplomats-token', team: 'rebels' }])
  })

  it('charges one token for one mark, once, whatever arrives after the choices are complete (R-STRAT-DIPLO, R-TOKEN-SPEND)', () => {
    // Empire holds two tokens, the Rebels none: the Empire's mark settles the choices and costs one token.
    const empireTwo = withTokens(started, 'empire', { diplomats: 2 })
    const marked = apply(empireTwo, diplomats('empire', 4))
    expect(marked.teams.empire.tokens.diplomats).toBe(1)
    expect(reasons(marked, diplomats('rebels', null))).toEqual(['no-diplomats-token'])
    expect(reasons(marked, diplomats('empire', 2))).toEqual(['already-chosen'])
    // Both hold one: each mark costs its own team one token, and the other team's choice is never refused for the first team's token.
    const both = apply(apply(bothHold, diplomats('rebels', 1)), diplomats('empire', 2))
    expect(both.teams.empire.tokens.diplomats).toBe(0)
    expect(both.teams.rebels.tokens.diplomats).toBe(0)
    expect(reasons(both, diplomats('rebels', 3))).toEqual(['already-chosen'])
  })

  it('does not wait for a team without a token (R-STRAT-DIPLO)', () => {
    const empireOnly = withTokens(started, 'empire', { diplomats: 1 })
    expect(reasons(empireOnly, declare('rebels-1', 'mandalore'))).toEqual(['diplomats-pending'])
    const chosen = apply(empireOnly, diplomats('empire', 2))
    expect(chosen.teams.empire.tokens.diplomats).toBe(0)
    expect(visibleStateFor(chosen, player('rebels-1')).turnState!.diplomats).toEqual({ empire: { zone: 2 } })
    expect(applyCommand(chosen, declare('rebels-1', 'mandalore')).ok).toBe(true)
  })

  it('lets nobody wait when neither team holds a token (R-STRAT-DIPLO)', () => {
    expect(applyCommand(started, declare('rebels-1', 'mandalore')).ok).toBe(true)
  })

  it('refuses a mark once declarations have begun (R-STRAT-DIPLO)', () => {
    const empireOnly = withTokens(afterFirst, 'empire', { diplomats: 1 })
    expect(reasons(empireOnly, diplomats('empire', 2))).toEqual(['already-chosen'])
  })
})

describe('R-STRAT-SPACERS and the end of the strategy phase', () => {
  const rebelsHold = withTokens(started, 'rebels', { 'skilled-spacers': 2 })
  const paired = applyEach(rebelsHold, STANDARD_PAIRING)

  it('refuses Skilled Spacers before the pairing is complete (R-STRAT-SPACERS)', () => {
    expect(violationsOf(applyEach(rebelsHold, STANDARD_PAIRING.slice(0, 4)), spacers('rebels', ['rebels-1']))).toEqual([
      { rule: 'R-STRAT-SPACERS', reason: 'pairing-incomplete' },
    ])
  })

  it('waits in the strategy phase while a team holding tokens has not chosen (R-STRAT-SPACERS)', () => {
    expect(pairingComplete(paired)).toBe(true)
    expect(paired.phase).toBe('strategy')
  })

  it('refuses a fleet that does not fight this turn, or fights for the other team (R-STRAT-SPACERS)', () => {
    expect(violationsOf(paired, spacers('rebels', ['fourth-rebels']))).toEqual([
      { rule: 'R-STRAT-SPACERS', reason: 'fleet-not-in-battle', fleetId: 'fourth-rebels', team: 'rebels' },
    ])
    expect(reasons(paired, spacers('rebels', ['empire-1']))).toEqual(['fleet-not-in-battle'])
  })

  it('refuses more tokens than the team holds (R-STRAT-SPACERS, R-TOKEN-SPEND)', () => {
    expect(violationsOf(paired, spacers('rebels', ['rebels-1', 'rebels-2', 'rebels-3']))).toEqual([
      { rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'rebels', cardId: 'skilled-spacers', value: 3, limit: 2 },
    ])
  })

  it('refuses a choice from a team holding no token: it owes none, and the phase does not wait for it (R-STRAT-SPACERS)', () => {
    expect(violationsOf(paired, spacers('empire', []))).toEqual([
      { rule: 'R-STRAT-SPACERS', reason: 'no-token', team: 'empire', cardId: 'skilled-spacers', value: 1, limit: 0 },
    ])
  })

  it('spends the accepted tokens, records them, and moves on to the battle phase (R-STRAT-SPACERS, R-TOKEN-SPEND)', () => {
    const spent = apply(paired, spacers('rebels', ['rebels-3']))
    expect(spent.teams.rebels.tokens['skilled-spacers']).toBe(1)
    expect(spent.turnState!.spacers).toEqual({ rebels: ['rebels-3'] })
    expect(spent.phase).toBe('battle')
  })

  it('lets a team spend two tokens on one fleet (R-STRAT-SPACERS)', () => {
    const spent = apply(paired, spacers('rebels', ['rebels-1', 'rebels-1']))
    expect(spent.teams.rebels.tokens['skilled-spacers']).toBe(0)
    expect(spent.turnState!.spacers).toEqual({ rebels: ['rebels-1', 'rebels-1'] })
  })

  it('lets a team decline, keeping its tokens (R-STRAT-SPACERS)', () => {
    const declined = apply(paired, spacers('rebels', []))
    expect(declined.teams.rebels.tokens['skilled-spacers']).toBe(2)
    expect(declined.phase).toBe('battle')
  })

  it('waits for every team holding tokens, and refuses a second choice (R-STRAT-SPACERS)', () => {
    const bothHold = applyEach(withTokens(rebelsHold, 'empire', { 'skilled-spacers': 1 }), STANDARD_PAIRING)
    const rebelsDone = apply(bothHold, spacers('rebels', ['rebels-2']))
    expect(rebelsDone.phase).toBe('strategy')
    expect(reasons(rebelsDone, spacers('rebels', ['rebels-1']))).toEqual(['already-chosen'])
    const done = apply(rebelsDone, spacers('empire', ['empire-3']))
    expect(done.phase).toBe('battle')
    expect(done.teams.empire.tokens['skilled-spacers']).toBe(0)
  })

  it('enters the battle phase by itself when no team holds a token (R-STRAT-SPACERS)', () => {
    const state = applyEach(started, STANDARD_PAIRING)
    expect(state.phase).toBe('battle')
    expect(state.turnState!.spacers).toEqual({})
  })
})

describe('R-STRAT-ORDER a full 3v3 pairing through applyCommand', () => {
  it('pairs all six players in alternating declarations, then enters the battle phase (R-STRAT-ORDER)', () => {
    let state = started
    const declaring: (string | null)[] = []
    for (const command of STANDARD_PAIRING) {
      expect(state.phase).toBe('strategy')
      declaring.push(nextDeclaringTeam(state))
      state = apply(state, command)
    }
    // Before each command: Rebels declare, (defender owed), Empire declares, (owed), Rebels declare, (owed).
    expect(declaring).toEqual(['rebels', null, 'empire', null, 'rebels', null])
    expect(state.phase).toBe('battle')
    const battles = state.turnState!.battles
    expect(battles.map((b) => b.id)).toEqual(['a1-t1-b1', 'a1-t1-b2', 'a1-t1-b3'])
    expect(battles.map((b) => b.systemId)).toEqual(['mandalore', 'sullust', 'lothal'])
    expect(battles.map((b) => [b.assaulter.team, b.defender?.team])).toEqual([
      ['rebels', 'empire'],
      ['empire', 'rebels'],
      ['rebels', 'empire'],
    ])
    expect(battles.map((b) => [b.assaulter.playerId, b.defender?.playerId])).toEqual([
      ['rebels-1', 'empire-1'],
      ['empire-2', 'rebels-2'],
      ['rebels-3', 'empire-3'],
    ])
    const players = battles.flatMap((b) => [b.assaulter.playerId, b.defender!.playerId]).sort()
    expect(players).toEqual(['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3'])
    // Fleet values from fleet-builders.ts: Rebel fleets 200, 200, 195; Empire fleets 200, 200, 199.
    expect(battles.map((b) => [b.assaulter.fleetValue, b.defender!.fleetValue])).toEqual([
      [200, 200],
      [200, 200],
      [195, 199],
    ])
    // mandalore (I): no Rebel base in I; sullust (IV): no Empire base in IV; lothal (II/III): yavin (II)
    // and felucia (II) spare both.
    expect(battles.map((b) => [b.assaulter.conditionsGained, b.defender!.conditionsGained])).toEqual([
      [['low-fuel'], []],
      [['low-fuel'], []],
      [[], []],
    ])
    // No base assault in act I: no objective is set by entering the battle phase.
    expect(battles.map((b) => b.objective)).toEqual([null, null, null])
    expect(state.revealedDefenses).toEqual({ empire: [], rebels: [] })
    expect(nextDeclaringTeam(state)).toBeNull()
  })
})

describe('R-OBJ-1 base assaults entering the battle phase', () => {
  // Act II: rebels-1 assaults the Empire base at dantooine (ion-cannon); the rest as STANDARD_PAIRING.
  const actTwo = { ...started, act: 2 as const }
  // Battles are named by their act (a2-…).
  const commands: CampaignCommand[] = [declare('rebels-1', 'dantooine'), ...STANDARD_PAIRING.slice(1)].map((c) =>
    'battleId' in c ? { ...c, battleId: c.battleId.replace('a1-', 'a2-') } : c,
  )
  const beforeLast = applyEach(actTwo, commands.slice(0, 5))
  const battle = applyEach(actTwo, commands)

  it('gives a base assault its base’s Base Defense objective and no other (R-OBJ-1)', () => {
    expect(battle.phase).toBe('battle')
    expect(battle.turnState!.battles.map((b) => b.objective)).toEqual(['ion-cannon', null, null])
  })

  it('reveals that base’s defense to the assaulting team only (R-OBJ-1, R-SECRET)', () => {
    expect(beforeLast.revealedDefenses).toEqual({ empire: [], rebels: [] })
    expect(battle.revealedDefenses).toEqual({ empire: [], rebels: ['dantooine'] })
    const rebelView = visibleStateFor(battle, player('rebels-3')).control
    expect(rebelView.dantooine).toEqual({ kind: 'base', team: 'empire', defense: 'ion-cannon', placedBy: 'empire-1' })
    expect(rebelView.felucia?.kind === 'base' && rebelView.felucia.defense).toBe('secret')
    expect(rebelView.kessel?.kind === 'base' && rebelView.kessel.defense).toBe('secret')
    const empireView = visibleStateFor(battle, player('empire-2')).control
    expect(empireView.hoth?.kind === 'base' && empireView.hoth.defense).toBe('secret')
  })
})

describe('R-SECRET-FLEET battle fleet snapshots', () => {
  const battle = applyEach(started, STANDARD_PAIRING)
  // b1: rebels-1 (assaulter) against empire-1 (defender).

  it('snapshots both fleets as they stand at the end of the strategy phase (R-SECRET-FLEET)', () => {
    const b1 = battle.turnState!.battles[0]!
    expect(b1.fleets).toEqual({ assaulter: fleetOf(battle, 'rebels-1'), defender: fleetOf(battle, 'empire-1') })
    expect(b1.fleets!.assaulter!.conditions).toEqual(['low-fuel'])
  })

  it('has no snapshot during the strategy phase (R-SECRET-FLEET)', () => {
    const pairing = applyEach(started, STANDARD_PAIRING.slice(0, 4))
    expect(pairing.turnState!.battles.map((b) => b.fleets)).toEqual([null, null])
  })

  it('shows the opposing player the enemy fleet of their battle (R-SECRET-FLEET)', () => {
    const b1 = visibleStateFor(battle, player('empire-1')).turnState!.battles[0]!
    expect(b1.fleets).toEqual({ assaulter: fleetOf(battle, 'rebels-1'), defender: fleetOf(battle, 'empire-1') })
    const b1r = visibleStateFor(battle, player('rebels-1')).turnState!.battles[0]!
    expect(b1r.fleets).toEqual({ assaulter: fleetOf(battle, 'rebels-1'), defender: fleetOf(battle, 'empire-1') })
  })

  it('hides the enemy fleet from another enemy player, who still sees their own team’s (R-SECRET-FLEET)', () => {
    const b1e = visibleStateFor(battle, player('empire-2')).turnState!.battles[0]!
    expect(b1e.fleets).toEqual({ assaulter: null, defender: fleetOf(battle, 'empire-1') })
    const b1r = visibleStateFor(battle, player('rebels-2')).turnState!.battles[0]!
    expect(b1r.fleets).toEqual({ assaulter: fleetOf(battle, 'rebels-1'), defender: null })
    expect(JSON.stringify(visibleStateFor(battle, player('empire-3')).turnState!.battles[0])).not.toContain('assault-frigate-mark-ii-b')
  })

  it('keeps showing the snapshot, not the fleet as it changes later (R-SECRET-FLEET)', () => {
    const renamed = { ...battle, fleets: battle.fleets.map((f) => (f.id === 'rebels-1' ? { ...f, name: 'Renamed' } : f)) }
    const b1 = visibleStateFor(renamed, player('empire-1')).turnState!.battles[0]!
    expect(b1.fleets!.assaulter!.name).toBe('Dan’s Defiance')
    expect(visibleStateFor(renamed, player('empire-1')).fleets.map((f) => f.id)).toEqual(['empire-1', 'empire-2', 'empire-3', 'fourth-empire'])
  })

  it('shows the organizer every snapshot (R-SECRET-FLEET)', () => {
    const view = visibleStateFor(battle, organizer).turnState!.battles
    expect(view.every((b) => b.fleets?.assaulter && b.fleets.defender)).toBe(true)
  })
})

describe('R-SECRET who may issue strategy commands', () => {
  it('lets a player declare for themselves, the Grand Admiral for a teammate, the other team never (R-STRAT-ORDER, R-SECRET)', () => {
    // Grand Admirals: empire-1, rebels-1.
    expect(mayIssue(started, player('rebels-2'), declare('rebels-2', 'mandalore'))).toBe(true)
    expect(mayIssue(started, player('rebels-2'), declare('rebels-3', 'mandalore'))).toBe(false)
    expect(mayIssue(started, player('rebels-1'), declare('rebels-3', 'mandalore'))).toBe(true)
    expect(mayIssue(started, player('empire-1'), declare('rebels-3', 'mandalore'))).toBe(false)
    expect(mayIssue(started, player('empire-2'), declare('rebels-2', 'mandalore'))).toBe(false)
    expect(mayIssue(started, organizer, declare('rebels-3', 'mandalore'))).toBe(true)
  })

  it('applies the same to a pass (R-STRAT-TARGET, R-SECRET)', () => {
    const pass = (playerId: string): CampaignCommand => ({ type: 'pass-declaration', playerId })
    expect(mayIssue(started, player('empire-3'), pass('empire-3'))).toBe(true)
    expect(mayIssue(started, player('empire-1'), pass('empire-3'))).toBe(true)
    expect(mayIssue(started, player('empire-2'), pass('empire-3'))).toBe(false)
    expect(mayIssue(started, player('rebels-1'), pass('empire-3'))).toBe(false)
  })

  it('lets the defending team’s Grand Admiral or the named player name a defender, nobody else (R-STRAT-ORDER, R-SECRET)', () => {
    const pending = apply(started, declare('rebels-1', 'mandalore'))
    expect(mayIssue(pending, player('empire-1'), defend('a1-t1-b1', 'empire-2'))).toBe(true)
    expect(mayIssue(pending, player('empire-2'), defend('a1-t1-b1', 'empire-2'))).toBe(true)
    expect(mayIssue(pending, player('empire-3'), defend('a1-t1-b1', 'empire-2'))).toBe(false)
    expect(mayIssue(pending, player('rebels-1'), defend('a1-t1-b1', 'empire-2'))).toBe(false)
    expect(mayIssue(pending, player('rebels-2'), defend('a1-t1-b1', 'empire-2'))).toBe(false)
    expect(mayIssue(pending, player('empire-1'), defend('a1-t1-b9', 'empire-2'))).toBe(false)
    expect(mayIssue(pending, organizer, defend('a1-t1-b1', 'empire-2'))).toBe(true)
  })

  it('leaves Diplomats and Skilled Spacers to the team’s Grand Admiral (R-STRAT-DIPLO, R-STRAT-SPACERS, R-SECRET)', () => {
    expect(mayIssue(started, player('empire-1'), diplomats('empire', 1))).toBe(true)
    expect(mayIssue(started, player('empire-2'), diplomats('empire', 1))).toBe(false)
    expect(mayIssue(started, player('rebels-1'), diplomats('empire', 1))).toBe(false)
    expect(mayIssue(started, player('rebels-1'), spacers('rebels', []))).toBe(true)
    expect(mayIssue(started, player('rebels-3'), spacers('rebels', []))).toBe(false)
    expect(mayIssue(started, player('empire-1'), spacers('rebels', []))).toBe(false)
  })
})
