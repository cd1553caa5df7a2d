// The other token uses, each through R-TOKEN-SPEND: Ally (R-TOKEN-ALLY), Diplomats' XP
// (R-TOKEN-DIPLOMATS) and Skilled Spacers' objective (R-TOKEN-SPACERS).
import { describe, expect, it } from 'vitest'
import { applyCommand } from '../engine'
import { campaignReadyToStart, REBEL_LEGAL_FLEETS } from '../fleets/testing/fleet-builders'
import { result } from '../battle/testing'
import type { CampaignCommand } from '../commands'
import type { CampaignState, TeamId } from '../state'
import type { TokenId } from '@/lib/data/tokens'
import { reasonsOf } from '../testing/builders'
import { allyFleets } from './ally-forces'
import { spacersObjectiveChoices, spacersObjectiveFleets } from './token-uses'
import { visibleCommandFor, visibleStateFor } from '../visibility'

function run(state: CampaignState, command: CampaignCommand): CampaignState {
  const r = applyCommand(state, command)
  if (!r.ok) throw new Error(JSON.stringify(r.violations))
  return r.state
}

function withTokens(state: CampaignState, team: TeamId, tokens: Partial<Record<TokenId, number>>): CampaignState {
  return { ...state, teams: { ...state.teams, [team]: { ...state.teams[team], tokens: { ...state.teams[team].tokens, ...tokens } } } }
}

const STARTED = run(campaignReadyToStart(), { type: 'start-campaign' })

describe('R-TOKEN-ALLY forces chosen when the token is spent', () => {
  const HOLDING = withTokens(STARTED, 'empire', { ally: 2 })
  const ally = (fleetId: string, forces: Extract<CampaignCommand, { type: 'spend-ally' }>['forces']): CampaignCommand => ({
    type: 'spend-ally',
    team: 'empire',
    fleetId,
    forces,
  })

  it('adds a flotilla with one generic upgrade to a fleet for this turn, and spends one token', () => {
    // Gozanti-class Cruisers 23 + Comms Net 2 = 25 FP, within 30.
    const next = run(HOLDING, ally('empire-2', { kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: 'fleet-support-comms-net' }))
    expect(next.teams.empire.tokens.ally).toBe(1)
    expect(next.turnState!.allies).toEqual([
      { team: 'empire', fleetId: 'empire-2', forces: { kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: 'fleet-support-comms-net' } },
    ])
    // The forces are not part of the fleet (RULES.md §1).
    expect(next.fleets.find((f) => f.id === 'empire-2')).toEqual(HOLDING.fleets.find((f) => f.id === 'empire-2'))
  })

  it('adds up to three non-unique squadrons within 30 FP', () => {
    // TIE Fighter Squadron 8 × 3 = 24 FP.
    const tie = 'squadron-tie-fighter-squadron'
    const next = run(HOLDING, ally('empire-1', { kind: 'squadrons', cardIds: [tie, tie, tie] }))
    expect(next.turnState!.allies![0]!.forces).toEqual({ kind: 'squadrons', cardIds: [tie, tie, tie] })
  })

  it('refuses forces over 30 FP, a unique card, a ship that is not a flotilla, and nothing is spent', () => {
    const refused = (forces: Parameters<typeof ally>[1]) => {
      const r = applyCommand(HOLDING, ally('empire-1', forces))
      return r.ok ? [] : r.violations.map((v) => `${v.reason}${v.value !== undefined ? ` ${v.value}/${v.limit}` : ''}`)
    }
    // Gozanti-class Assault Carriers 28 + Comms Net 2 = 30: allowed; TIE Interceptors 11 × 3 = 33: over.
    expect(refused({ kind: 'flotilla', shipCardId: 'gozanti-class-assault-carriers', upgradeCardId: 'fleet-support-comms-net' })).toEqual([])
    expect(
      refused({ kind: 'squadrons', cardIds: ['squadron-tie-interceptor-squadron', 'squadron-tie-interceptor-squadron', 'squadron-tie-interceptor-squadron'] }),
    ).toEqual(['ally-over-points 33/30'])
    expect(refused({ kind: 'squadrons', cardIds: ['squadron-darth-vader'] })).toContain('ally-unique')
    expect(refused({ kind: 'flotilla', shipCardId: 'raider-i-class-corvette', upgradeCardId: null })[0]).toBe('ally-not-flotilla')
    expect(refused({ kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: 'officer-admiral-chiraneau' })).toEqual([
      'ally-unique',
      'ally-over-points 33/30',
    ])
    expect(HOLDING.teams.empire.tokens.ally).toBe(2)
  })

  it('allows one Ally per fleet and battle, and none without a token (R-TOKEN-SPEND)', () => {
    const gozanti = { kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: null } as const
    const once = run(HOLDING, ally('empire-2', gozanti))
    expect(reasonsOf(applyCommand(once, ally('empire-2', gozanti)))).toEqual(['ally-already-spent'])
    expect(reasonsOf(applyCommand(STARTED, ally('empire-2', gozanti)))).toEqual(['no-token'])
  })

  it('keeps the forces from the other team until the battle, then shows them to the opposing player (R-SECRET-FLEET)', () => {
    const gozanti = { kind: 'flotilla', shipCardId: 'gozanti-class-cruisers', upgradeCardId: null } as const
    const spent = run(HOLDING, ally('empire-1', gozanti))
    expect(visibleStateFor(spent, { role: 'player', playerId: 'rebels-1' }).turnState!.allies).toEqual([])
    expect(visibleCommandFor(spent, { role: 'player', playerId: 'rebels-1' }, ally('empire-1', gozanti))).toEqual({
      type: 'secret',
      of: 'spend-ally',
      team: 'empire',
      fleetId: 'empire-1',
    })
    // rebels-1 assaults Mandalore, empire-1 defends; then the other pairs: the battle phase starts.
    const paired = [
      { type: 'declare-assault', playerId: 'rebels-1', systemId: 'mandalore', fleetId: 'rebels-1' },
      { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' },
      { type: 'declare-assault', playerId: 'empire-2', systemId: 'geonosis', fleetId: 'empire-2' },
      { type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' },
      { type: 'declare-assault', playerId: 'rebels-3', systemId: 'dagobah', fleetId: 'rebels-3' },
      { type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' },
    ].reduce((s, c) => run(s, c as CampaignCommand), spent)
    expect(paired.phase).toBe('battle')
    expect(visibleStateFor(paired, { role: 'player', playerId: 'rebels-1' }).turnState!.allies).toEqual(spent.turnState!.allies)
    expect(visibleStateFor(paired, { role: 'player', playerId: 'rebels-2' }).turnState!.allies).toEqual([])
  })
})

/** An assault objective no fleet of the team holds, as the page offers it. */
const freshAssault = (state: CampaignState, team: TeamId) => spacersObjectiveChoices(state, team).find((o) => o.category === 'assault')!.id

describe('R-TOKEN-SPACERS objective', () => {
  it('replaces a fleet objective for good and spends the token', () => {
    const fleet = STARTED.fleets.find((f) => f.id === 'rebels-1')!
    const fresh = freshAssault(STARTED, 'rebels')
    const next = run(withTokens(STARTED, 'rebels', { 'skilled-spacers': 1 }), {
      type: 'spacers-objective',
      team: 'rebels',
      fleetId: fleet.id,
      category: 'assault',
      objectiveId: fresh,
    })
    expect(next.fleets.find((f) => f.id === 'rebels-1')!.objectives.assault).toBe(fresh)
    expect(next.teams.rebels.tokens['skilled-spacers']).toBe(0)
  })

  it('keeps R-FLEET-START 8: a banned objective or one another fleet of the team holds is refused', () => {
    const state = withTokens(STARTED, 'rebels', { 'skilled-spacers': 1 })
    const other = STARTED.fleets.find((f) => f.id === 'rebels-2')!.objectives.assault!
    const banned = applyCommand(state, {
      type: 'spacers-objective',
      team: 'rebels',
      fleetId: 'rebels-1',
      category: 'assault',
      objectiveId: 'targeting-beacons',
    })
    const shared = applyCommand(state, { type: 'spacers-objective', team: 'rebels', fleetId: 'rebels-1', category: 'assault', objectiveId: other })
    expect(!banned.ok && banned.violations[0]!.reason).toBe('objective-banned')
    expect(!shared.ok && shared.violations[0]!.reason).toBe('objective-shared')
  })
})

describe('R-TOKEN-SPACERS objective only before the fleet is paired', () => {
  // The Rebels have initiative: rebels-1 assaults Mandalore, then empire-1 is named its defender.
  const declared = run(withTokens(withTokens(STARTED, 'rebels', { 'skilled-spacers': 2 }), 'empire', { 'skilled-spacers': 1 }), {
    type: 'declare-assault',
    playerId: 'rebels-1',
    systemId: 'mandalore',
    fleetId: 'rebels-1',
  })
  const paired = run(declared, { type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' })

  it('refuses the assaulting fleet once its assault is declared, and nothing is spent (R-TOKEN-SPACERS)', () => {
    const r = applyCommand(declared, {
      type: 'spacers-objective',
      team: 'rebels',
      fleetId: 'rebels-1',
      category: 'assault',
      objectiveId: freshAssault(declared, 'rebels'),
    })
    expect(r.ok ? [] : r.violations).toEqual([{ rule: 'R-TOKEN-SPACERS', reason: 'fleet-already-paired', fleetId: 'rebels-1' }])
  })

  it('refuses the defending fleet once named, and still lets a fleet not yet paired replace one (R-TOKEN-SPACERS)', () => {
    const defending = applyCommand(paired, {
      type: 'spacers-objective',
      team: 'empire',
      fleetId: 'empire-1',
      category: 'assault',
      objectiveId: freshAssault(paired, 'empire'),
    })
    expect(defending.ok ? [] : defending.violations).toEqual([{ rule: 'R-TOKEN-SPACERS', reason: 'fleet-already-paired', fleetId: 'empire-1' }])
    const free = run(paired, {
      type: 'spacers-objective',
      team: 'rebels',
      fleetId: 'rebels-2',
      category: 'assault',
      objectiveId: freshAssault(paired, 'rebels'),
    })
    expect(free.teams.rebels.tokens['skilled-spacers']).toBe(1)
  })
})

describe('what a Grand Admiral is offered for Skilled Spacers and Ally (R-TOKEN-SPACERS, R-TOKEN-ALLY)', () => {
  it('offers no fleet without a token, then only the fleets not yet paired', () => {
    expect(spacersObjectiveFleets(STARTED, 'rebels')).toEqual([])
    expect(allyFleets(STARTED, 'rebels')).toEqual([])
    const holding = withTokens(withTokens(STARTED, 'rebels', { 'skilled-spacers': 1 }), 'rebels', { ally: 1 })
    const declared = run(holding, { type: 'declare-assault', playerId: 'rebels-1', systemId: 'mandalore', fleetId: 'rebels-1' })
    expect(spacersObjectiveFleets(declared, 'rebels')).toEqual(['rebels-2', 'rebels-3', 'fourth-rebels'])
    expect(allyFleets(declared, 'rebels')).toEqual(['rebels-1', 'rebels-2', 'rebels-3', 'fourth-rebels'])
  })

  it('offers only objectives no fleet of the team holds, none banned (R-FLEET-START 8)', () => {
    const held = new Set(STARTED.fleets.filter((f) => f.team === 'rebels').flatMap((f) => Object.values(f.objectives)))
    const offered = spacersObjectiveChoices(STARTED, 'rebels').map((o) => o.id)
    expect(offered.some((id) => held.has(id))).toBe(false)
    expect(offered).not.toContain('targeting-beacons')
    expect(offered.length).toBeGreaterThan(0)
  })
})

describe('R-TOKEN-DIPLOMATS fleet-value XP once more', () => {
  // rebels-3 plays a 151-point fleet (its A-wings left out) against empire-3's 199: a gap of 48, so 2 XP
  // for the lower fleet (R-XP 4, per full 20). rebels-3 loses 100 to 150: 1 + 1 (loser) + 2 (gap) = 4 → 3 (cap).
  // Played again, rebels-3 would gain 2 more, but the cap of 3 for the battle leaves none; empire-3 had no gap XP.
  const REBELS_3_LIGHT = { ...REBEL_LEGAL_FLEETS[2]!, squadrons: [], name: 'Light' }
  const pairing: [CampaignCommand, string][] = [
    [{ type: 'declare-assault', playerId: 'rebels-1', systemId: 'concord-dawn', fleetId: 'rebels-1' }, 'rebels-1'],
    [{ type: 'name-defender', battleId: 'a1-t1-b1', playerId: 'empire-1', fleetId: 'empire-1' }, 'empire-1'],
    [{ type: 'declare-assault', playerId: 'empire-2', systemId: 'geonosis', fleetId: 'empire-2' }, 'empire-2'],
    [{ type: 'name-defender', battleId: 'a1-t1-b2', playerId: 'rebels-2', fleetId: 'rebels-2' }, 'rebels-2'],
    [{ type: 'declare-assault', playerId: 'rebels-3', systemId: 'dagobah', fleetId: 'rebels-3' }, 'rebels-3'],
    [{ type: 'name-defender', battleId: 'a1-t1-b3', playerId: 'empire-3', fleetId: 'empire-3' }, 'empire-3'],
  ]
  function battlePhase(): CampaignState {
    let s = run(campaignReadyToStart(), { type: 'set-fleet', fleetId: 'rebels-3', draft: REBELS_3_LIGHT })
    s = run(s, { type: 'start-campaign' })
    for (const [command, actor] of pairing) {
      const r = applyCommand(s, command, { role: 'player', playerId: actor })
      if (!r.ok) throw new Error(JSON.stringify(r.violations))
      s = r.state
    }
    s = run(s, { type: 'choose-objective', battleId: 'a1-t1-b3', objectiveId: 'superior-positions' })
    return run(s, { type: 'enter-result', battleId: 'a1-t1-b3', result: result({ score: 100 }, { score: 150 }) })
  }

  it('is refused when the cap leaves nothing, or the fleet had no gap XP; nothing is spent', () => {
    const state = withTokens(withTokens(battlePhase(), 'rebels', { diplomats: 1 }), 'empire', { diplomats: 1 })
    const rebels = applyCommand(state, { type: 'diplomats-xp', team: 'rebels', battleId: 'a1-t1-b3', fleetId: 'rebels-3' })
    const empire = applyCommand(state, { type: 'diplomats-xp', team: 'empire', battleId: 'a1-t1-b3', fleetId: 'empire-3' })
    expect(!rebels.ok && rebels.violations[0]!.reason).toBe('no-xp-to-gain')
    expect(!empire.ok && empire.violations[0]!.reason).toBe('no-xp-to-gain')
  })

  it('grants the gap XP again up to the cap under official-2019, which has none', () => {
    const official = { ...battlePhase(), preset: 'official-2019' as const }
    // official: gap step 25 → 48 gives 1; no cap.
    const before = official.fleets.find((f) => f.id === 'rebels-3')!.commander!.xp
    const next = run(withTokens(official, 'rebels', { diplomats: 1 }), { type: 'diplomats-xp', team: 'rebels', battleId: 'a1-t1-b3', fleetId: 'rebels-3' })
    expect(next.fleets.find((f) => f.id === 'rebels-3')!.commander!.xp).toBe(before + 1)
    expect(next.teams.rebels.tokens.diplomats).toBe(0)
  })
})
