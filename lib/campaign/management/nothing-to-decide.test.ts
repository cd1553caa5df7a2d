// Steps with nothing to decide finish by themselves (ARCHITECTURE.md §7): R-BASE-BUILD in step 1, R-XP-SPEND
// with R-CMD-1..4 in step 4. Whoever could still do something legal is asked.
import { describe, expect, it } from 'vitest'
import { result } from '../battle/testing'
import { applyCommand } from '../engine'
import type { Commander } from '../fleets/fleet'
import { unwrap } from '../testing/builders'
import { buyableAbilities, mayBuildBase } from './nothing-to-decide'
import { owedInStep } from './steps'
import { dutiesFor } from '../duties'
import {
  adjusted,
  commander,
  finishStep,
  finishUntil,
  management,
  ORGANIZER,
  organizerApplies,
  played,
  startedCampaign,
  type BattlePlan,
} from './testing/management-builders'

const WIN = result({ score: 200 }, { score: 100 })
const START = startedCampaign()
// The Rebels win Mon Cala and Concord Dawn (two presences), the Empire Bespin (one).
const TURN: BattlePlan[] = [
  { system: 'mon-cala', assaulter: { playerId: 'rebels-1' }, defender: { playerId: 'empire-1' }, result: WIN },
  { system: 'bespin', assaulter: { playerId: 'empire-2' }, defender: { playerId: 'rebels-2' }, result: WIN },
  { system: 'concord-dawn', assaulter: { playerId: 'rebels-3' }, defender: { playerId: 'empire-3' }, result: WIN },
]
const CHOICES = { rebels: { ryloth: 'diplomats', 'mon-cala': 'repair-yards' } } as const

const leader = (xp: number, abilities: string[]): Commander => ({ name: 'Captain Test', xp, abilities })

describe('R-BASE-BUILD a team that cannot build is done with step 1', () => {
  it('finishes step 1 at once when no team holds 2 Resources', () => {
    const state = played(START, TURN)
    expect(management(state).basesDone).toEqual(['empire', 'rebels'])
    expect(management(state).step).not.toBe('effects')
  })

  it('asks a team with 2 Resources and a presence, and only that team', () => {
    const state = played(adjusted(START, { tokens: { rebels: { resources: 2 } } }), TURN)
    expect([management(state).step, owedInStep(state).teams]).toEqual(['effects', ['rebels']])
    expect(mayBuildBase(state, management(state), 'rebels')).toBe(true)
    expect(mayBuildBase(state, management(state), 'empire')).toBe(false)
  })

  it('finishes a team with Resources but no presence of its own to build on (R-BASE-BUILD)', () => {
    // The Empire's one presence this turn is Bespin; without it the Empire has nowhere to build.
    const rich = adjusted(START, { tokens: { empire: { resources: 4 }, rebels: { resources: 2 } } })
    const state = played(rich, TURN)
    expect(owedInStep(state).teams).toEqual(['empire', 'rebels'])
    const withoutBespin = adjusted(state, { control: { bespin: null } })
    expect(mayBuildBase(withoutBespin, management(withoutBespin), 'empire')).toBe(false)
  })

  it('asks a team without a base even with no Resources: its first base is free (R-BASE-BUILD 3)', () => {
    const state = played(adjusted(START, { control: { dantooine: null, felucia: null, kessel: null } }), TURN)
    expect(owedInStep(state).teams).toEqual(['empire'])
  })

  it('finishes the team once its base limit is reached (R-BASE-BUILD 2)', () => {
    const state = played(adjusted(START, { tokens: { rebels: { resources: 4 } } }), TURN)
    const built = unwrap(applyCommand(state, { type: 'build-base', team: 'rebels', systemId: 'mon-cala', defense: 'ion-cannon' }, ORGANIZER))
    // Three bases at the start: one this turn, though 2 Resources and Concord Dawn are left.
    expect(built.teams.rebels.tokens.resources).toBeGreaterThanOrEqual(2)
    expect(management(built).basesDone).toEqual(['empire', 'rebels'])
  })
})

describe('R-XP-SPEND a commander who cannot buy an ability is done with step 4', () => {
  it('offers nothing to a commander without the XP of any ability (R-CMD-4)', () => {
    const ctx = { preset: 'green-knight', act: 1 } as const
    expect(buyableAbilities(leader(0, ['rapid-deployment']), ctx)).toEqual([])
    // 1 XP buys only Master Engineer III, which needs rank II (R-CMD-2).
    expect(buyableAbilities(leader(1, ['rapid-deployment']), ctx)).toEqual([])
    expect(buyableAbilities(leader(2, ['rapid-deployment']), ctx).map((a) => a.id)).toContain('repair-expert')
  })

  it('offers a replacement when the tier cap leaves no room (R-CMD-1, R-CMD-3)', () => {
    // Tiers 1 + 2 + 1 = 4, the act I cap: nothing can be added, but Repair Expert can be replaced.
    const full = leader(10, ['rapid-deployment', 'ion-technician', 'repair-expert'])
    const buyable = buyableAbilities(full, { preset: 'green-knight', act: 1 }).map((a) => a.id)
    expect(buyable).toContain('infiltrator-1')
    // A rank II still needs its rank I (R-CMD-2).
    expect(buyable).not.toContain('master-gunner-2')
  })

  const rewards = finishUntil(played(START, TURN), 'rewards', CHOICES)
  const set = adjusted(rewards, {
    fleets: {
      'empire-1': commander(0, ['rapid-deployment']),
      'empire-2': commander(1, ['rapid-deployment']),
      'empire-3': commander(2, ['rapid-deployment']),
      'rebels-1': commander(10, ['rapid-deployment', 'ion-technician', 'repair-expert']),
      'rebels-2': commander(1, ['rapid-deployment']),
      'rebels-3': commander(3, ['rapid-deployment']),
    },
  })
  const experience = finishStep(set)

  it('asks only the commanders who could buy something; the others are done at once', () => {
    expect(management(experience).step).toBe('experience')
    // The fourth fleets rested with 0 XP: nothing to spend either.
    expect(management(experience).experienceDone).toEqual(['empire-1', 'empire-2', 'rebels-2', 'fourth-empire', 'fourth-rebels'])
    expect(owedInStep(experience).fleets).toEqual(['empire-3', 'rebels-1', 'rebels-3'])
  })

  it('tells the other team only that a team is still spending XP, not which commanders can afford what (R-SECRET)', () => {
    const player = (playerId: string) => ({ role: 'player', playerId }) as const
    // An Empire player: his team's commander by fleet, the Rebels' as one team duty.
    expect(dutiesFor(experience, player('empire-1')).others).toEqual([
      { kind: 'spend-xp', fleetId: 'empire-3' },
      { kind: 'team-spend-xp', team: 'rebels' },
    ])
    expect(dutiesFor(experience, player('rebels-2')).others).toEqual([
      { kind: 'team-spend-xp', team: 'empire' },
      { kind: 'spend-xp', fleetId: 'rebels-1' },
      { kind: 'spend-xp', fleetId: 'rebels-3' },
    ])
    // The organizer sees every commander still asked.
    expect(dutiesFor(experience, ORGANIZER).others.map((d) => d.kind)).toEqual(['spend-xp', 'spend-xp', 'spend-xp'])
  })

  it('finishes a commander whose purchase leaves nothing affordable, and the step once nobody is asked', () => {
    // 3 − 3 = 0 XP left.
    const bought = organizerApplies(experience, { type: 'buy-ability', fleetId: 'rebels-3', abilityId: 'master-gunner-1' })
    expect(owedInStep(bought).fleets).toEqual(['empire-3', 'rebels-1'])
    const done = organizerApplies(bought, { type: 'finish-experience', fleetId: 'empire-3' }, { type: 'finish-experience', fleetId: 'rebels-1' })
    expect(management(done).step).toBe('refit')
  })
})
