import { describe, expect, it } from 'vitest'
import type { SystemId } from '@/lib/data/map'
import { basesOf, hasPlacedBase, legalSetupBaseSystems, nextPlacingTeam, placeBase, playersWhoMayPlace, standingBasePlacedBy } from './base-placement'
import type { PlaceBaseCommand } from './commands'
import { applyCommand } from './engine'
import type { CampaignState } from './state'
import type { RuleViolation } from './violations'
import { inPhase, newCampaign, placeBases, STANDARD_BASES, unwrap } from './testing/builders'

const place = (playerId: string, systemId: SystemId): PlaceBaseCommand => ({ type: 'place-base', playerId, systemId })

/** Applies a command that must be refused, checks the input state is untouched, returns the violations. */
function refused(state: CampaignState, command: PlaceBaseCommand): RuleViolation[] {
  const before = structuredClone(state)
  const result = placeBase(state, command)
  expect(state).toEqual(before)
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(command)} accepted`)
  return result.violations
}

describe('R-SETUP-4 base placement order', () => {
  it('lets the Empire place first (R-SETUP-4)', () => {
    const state = newCampaign()
    expect(nextPlacingTeam(state)).toBe('empire')
    expect(playersWhoMayPlace(state)).toEqual(['empire-1', 'empire-2', 'empire-3'])
  })

  it('alternates E, R, E, R, E, R then stops (R-SETUP-4)', () => {
    let state = newCampaign()
    const teams: (string | null)[] = [nextPlacingTeam(state)]
    for (let i = 1; i <= 6; i += 1) {
      state = placeBases(newCampaign(), STANDARD_BASES, i)
      teams.push(nextPlacingTeam(state))
    }
    expect(teams).toEqual(['empire', 'rebels', 'empire', 'rebels', 'empire', 'rebels', null])
  })

  it('lets any player of the placing team who has not placed yet place (R-SETUP-4)', () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 2) // empire-1, rebels-1 placed
    expect(playersWhoMayPlace(state)).toEqual(['empire-2', 'empire-3'])
    const next = unwrap(placeBase(state, place('empire-3', 'atollon')))
    expect(next.control.atollon).toEqual({ kind: 'base', team: 'empire', defense: null, placedBy: 'empire-3' })
    expect(playersWhoMayPlace(next)).toEqual(['rebels-2', 'rebels-3'])
  })

  it('refuses a Rebel placing first with not-team-turn (R-SETUP-4)', () => {
    expect(refused(newCampaign(), place('rebels-1', 'hoth'))).toEqual([{ rule: 'R-SETUP-4', reason: 'not-team-turn', team: 'rebels', playerId: 'rebels-1' }])
  })

  it('refuses a second Empire placement in a row with not-team-turn (R-SETUP-4)', () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 1)
    expect(refused(state, place('empire-2', 'atollon')).map((v) => v.reason)).toEqual(['not-team-turn'])
  })

  it('refuses a player who already placed with player-already-placed (R-SETUP-4)', () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 2) // Empire's turn again
    expect(refused(state, place('empire-1', 'atollon'))).toEqual([{ rule: 'R-SETUP-4', reason: 'player-already-placed', playerId: 'empire-1' }])
  })

  it('refuses an unknown player (R-SETUP-4)', () => {
    expect(refused(newCampaign(), place('empire-4', 'atollon'))).toEqual([{ rule: 'R-SETUP-4', reason: 'unknown-player', playerId: 'empire-4' }])
  })

  it('refuses every placement once all six bases are placed (R-SETUP-4)', () => {
    const state = placeBases(newCampaign())
    expect(nextPlacingTeam(state)).toBeNull()
    expect(playersWhoMayPlace(state)).toEqual([])
    expect(refused(state, place('empire-1', 'atollon')).map((v) => v.reason)).toEqual(['player-already-placed'])
    expect(refused(state, place('rebels-3', 'atollon')).map((v) => v.reason)).toEqual(['player-already-placed'])
  })

  it('orders a 2v2 official-2019 campaign E, R, E, R (R-SETUP-1, R-SETUP-4)', () => {
    const systems: SystemId[] = ['dantooine', 'hoth', 'felucia', 'ryloth']
    const teams: (string | null)[] = []
    for (let i = 0; i <= 4; i += 1) teams.push(nextPlacingTeam(placeBases(newCampaign('official-2019', 2), systems, i)))
    expect(teams).toEqual(['empire', 'rebels', 'empire', 'rebels', null])
    const done = placeBases(newCampaign('official-2019', 2), systems)
    expect(basesOf(done, 'empire')).toHaveLength(2)
    expect(basesOf(done, 'rebels')).toHaveLength(2)
  })
})

describe('R-SETUP-4 where a base may stand', () => {
  it('refuses a border system (R-SETUP-4)', () => {
    expect(refused(newCampaign(), place('empire-1', 'lothal'))).toEqual([{ rule: 'R-SETUP-4', reason: 'border-system', systemId: 'lothal' }])
  })

  it('refuses a system of the Mandalorian Sector (R-SETUP-4)', () => {
    expect(refused(newCampaign(), place('empire-1', 'mandalore'))).toEqual([{ rule: 'R-SETUP-4', reason: 'sub-zone', systemId: 'mandalore' }])
  })

  it('refuses a system of Hutt Space (R-SETUP-4)', () => {
    expect(refused(newCampaign(), place('empire-1', 'nal-hutta'))).toEqual([{ rule: 'R-SETUP-4', reason: 'sub-zone', systemId: 'nal-hutta' }])
  })

  it('refuses Nar Shaddaa as both a border and a sub-zone system (R-SETUP-4)', () => {
    const reasons = refused(newCampaign(), place('empire-1', 'nar-shaddaa')).map((v) => v.reason)
    expect([...reasons].sort()).toEqual(['border-system', 'sub-zone'])
  })

  it('refuses every border or sub-zone system (R-SETUP-4)', () => {
    for (const id of ['concord-dawn', 'ord-mantell', 'ring-of-kafrene'] as const) {
      expect(
        refused(newCampaign(), place('empire-1', id)).map((v) => v.reason),
        id,
      ).toContain('border-system')
    }
  })

  it('refuses a system that already holds a base, of either team (R-SETUP-4)', () => {
    const state = placeBases(newCampaign(), STANDARD_BASES, 1) // empire-1 on Dantooine
    expect(refused(state, place('rebels-1', 'dantooine'))).toEqual([{ rule: 'R-SETUP-4', reason: 'base-already-there', systemId: 'dantooine' }])
    const later = placeBases(newCampaign(), STANDARD_BASES, 2) // rebels-1 on Hoth
    expect(refused(later, place('empire-2', 'hoth')).map((v) => v.reason)).toEqual(['base-already-there'])
  })

  it('records the base with its team, its placer and no defense (R-SETUP-4)', () => {
    const state = unwrap(placeBase(newCampaign(), place('empire-2', 'mygeeto')))
    expect(state.control).toEqual({ mygeeto: { kind: 'base', team: 'empire', defense: null, placedBy: 'empire-2' } })
    expect(hasPlacedBase(state, 'empire-2')).toBe(true)
    expect(hasPlacedBase(state, 'empire-1')).toBe(false)
    expect(basesOf(state, 'empire')).toEqual(['mygeeto'])
    expect(basesOf(state, 'rebels')).toEqual([])
  })

  it('does not modify the state it is given (R-HIST)', () => {
    const state = newCampaign()
    const before = structuredClone(state)
    unwrap(placeBase(state, place('empire-1', 'dantooine')))
    expect(state).toEqual(before)
  })
})

describe('R-SETUP-4 legal setup base systems', () => {
  it('starts with the 23 systems that are neither border nor sub-zone (R-SETUP-4)', () => {
    const legal = legalSetupBaseSystems(newCampaign())
    expect(legal).toHaveLength(23)
    for (const id of ['concord-dawn', 'lothal', 'mandalore', 'nal-hutta', 'nar-shaddaa', 'ord-mantell', 'ring-of-kafrene']) {
      expect(legal).not.toContain(id)
    }
    expect(legal).toContain('dantooine')
  })

  it('shrinks by one for each base placed (R-SETUP-4)', () => {
    const sizes: number[] = []
    for (let i = 0; i <= 6; i += 1) sizes.push(legalSetupBaseSystems(placeBases(newCampaign(), STANDARD_BASES, i)).length)
    expect(sizes).toEqual([23, 22, 21, 20, 19, 18, 17])
    const done = legalSetupBaseSystems(placeBases(newCampaign()))
    for (const id of STANDARD_BASES) expect(done).not.toContain(id)
  })
})

describe('R-PHASE base placement outside setup', () => {
  it('refuses place-base in the strategy phase with wrong-phase, as its definition says (R-SETUP-4, R-PHASE)', () => {
    const state = inPhase(newCampaign(), 'strategy')
    expect(applyCommand(state, place('empire-1', 'dantooine'))).toEqual({ ok: false, violations: [{ rule: 'R-PHASE', reason: 'wrong-phase' }] })
    expect(playersWhoMayPlace(state)).toEqual([])
  })
})

describe('R-SETUP-4 a player’s own base, while it stands', () => {
  const placed = placeBases(newCampaign())
  const placer = (systemId: SystemId) => {
    const c = placed.control[systemId]
    return c?.kind === 'base' ? c.placedBy! : ''
  }

  it('names the base the player placed', () => {
    expect(standingBasePlacedBy(placed, placer('kessel'))).toBe('kessel')
  })

  it('names nothing once the base was destroyed or conquered (no stale “your base is at Kessel”)', () => {
    const destroyed: CampaignState = { ...placed, control: { ...placed.control, kessel: { kind: 'presence', team: 'rebels' } } }
    expect(standingBasePlacedBy(destroyed, placer('kessel'))).toBeNull()
    // A conquered base that still remembers who placed it is the other team's now.
    const kessel = placed.control.kessel as Extract<CampaignState['control']['kessel'], { kind: 'base' }>
    const conquered: CampaignState = { ...placed, control: { ...placed.control, kessel: { ...kessel, team: 'rebels' } } }
    expect(standingBasePlacedBy(conquered, placer('kessel'))).toBeNull()
  })
})
