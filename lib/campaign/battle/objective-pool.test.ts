import { describe, expect, it } from 'vitest'
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { FleetObjectives } from '../fleets/fleet'
import type { CampaignState } from '../state'
import { objectivePool, type ObjectivePoolInput } from './objective-pool'
import { EMPIRE_OBJECTIVES } from './testing'

// The defender's objectives are EMPIRE_OBJECTIVES: Opening Salvo (assault), Contested Outpost (defense),
// Dangerous Territory (navigation).
function pool(systemId: SystemId, overrides: Partial<ObjectivePoolInput> = {}) {
  return objectivePool({ systemId, control: {}, playedCampaignObjectives: {}, defenderObjectives: EMPIRE_OBJECTIVES, ...overrides })
}

describe('R-OBJ-1 base assault', () => {
  it("offers only the base's Base Defense objective (R-OBJ-1)", () => {
    const control: CampaignState['control'] = { atollon: { kind: 'base', team: 'rebels', defense: 'fighter-wing', placedBy: 'rebels-1' } }
    expect(pool('atollon', { control })).toEqual({ kind: 'base-defense', objective: 'fighter-wing' })
  })

  it("ignores the system's and the defender's objectives at a base, even campaign ones (R-OBJ-1)", () => {
    // Concord Dawn lists Hired Scum and Pilot Defection; none is offered at a base.
    const control: CampaignState['control'] = { 'concord-dawn': { kind: 'base', team: 'empire', defense: 'ion-cannon', placedBy: null } }
    expect(pool('concord-dawn', { control })).toEqual({ kind: 'base-defense', objective: 'ion-cannon' })
  })

  it('gives a null objective for a base that somehow has no Base Defense objective (R-OBJ-1)', () => {
    const control: CampaignState['control'] = { hoth: { kind: 'base', team: 'rebels', defense: null, placedBy: null } }
    expect(pool('hoth', { control })).toEqual({ kind: 'base-defense', objective: null })
  })

  it('treats a presence like an unoccupied system (R-OBJ-1, R-OBJ-2)', () => {
    const control: CampaignState['control'] = { dathomir: { kind: 'presence', team: 'rebels' } }
    expect(pool('dathomir', { control })).toEqual({ kind: 'choice', objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'hired-scum'] })
  })

  it('looks only at the battle system for a base (R-OBJ-1)', () => {
    const control: CampaignState['control'] = { mandalore: { kind: 'base', team: 'empire', defense: 'armed-station', placedBy: null } }
    expect(pool('yavin', { control }).kind).toBe('choice')
  })
})

describe('R-OBJ-2 the pool: the defender’s objectives changed by the system', () => {
  it("keeps the defender's three objectives at a system that lists no standard objective (R-OBJ-2)", () => {
    // Felucia lists no standard objective, only the campaign objective Steal Supplies, added after the three.
    expect(pool('felucia')).toEqual({ kind: 'choice', objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'steal-supplies'] })
  })

  it("replaces the defender's objective of the same category by each standard objective of Atollon (R-OBJ-2)", () => {
    // Atollon: Marked for Destruction (assault), Hyperspace Migration (navigation); the defense stays.
    expect(pool('atollon')).toEqual({ kind: 'choice', objectives: ['marked-for-destruction', 'contested-outpost', 'hyperspace-migration'] })
  })

  it('replaces the defense objective at Hoth and the assault at Tatooine (R-OBJ-2)', () => {
    // Hoth: Asteroid Tactics (defense), Infested Fields (navigation). Tatooine: Most Wanted (assault).
    expect(pool('hoth')).toEqual({ kind: 'choice', objectives: ['opening-salvo', 'asteroid-tactics', 'infested-fields'] })
    expect(pool('tatooine')).toEqual({ kind: 'choice', objectives: ['most-wanted', 'contested-outpost', 'dangerous-territory'] })
  })

  it('replaces standard objectives and adds the campaign objective at Kessel, in a stable order (R-OBJ-2)', () => {
    // Kessel: Rift Assault (assault), Rift Ambush (defense), campaign Volatile Cargo.
    expect(pool('kessel')).toEqual({ kind: 'choice', objectives: ['rift-assault', 'rift-ambush', 'dangerous-territory', 'volatile-cargo'] })
  })

  it("adds every campaign objective of Concord Dawn after the defender's three (R-OBJ-2)", () => {
    expect(pool('concord-dawn')).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'hired-scum', 'pilot-defection'],
    })
  })

  it('leaves a null defender objective out of the pool (R-OBJ-2)', () => {
    const defenderObjectives: FleetObjectives = { assault: null, defense: 'fleet-in-being', navigation: null }
    expect(pool('dathomir', { defenderObjectives })).toEqual({ kind: 'choice', objectives: ['fleet-in-being', 'hired-scum'] })
  })

  it("still offers the system's standard objective where the defender's is null (R-OBJ-2)", () => {
    const defenderObjectives: FleetObjectives = { assault: null, defense: null, navigation: null }
    expect(pool('atollon', { defenderObjectives })).toEqual({ kind: 'choice', objectives: ['marked-for-destruction', 'hyperspace-migration'] })
  })

  it("lists an objective once when the defender already holds the system's (R-OBJ-2)", () => {
    const defenderObjectives: FleetObjectives = { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'salvage-run' }
    expect(pool('tatooine', { defenderObjectives })).toEqual({ kind: 'choice', objectives: ['most-wanted', 'fleet-in-being', 'salvage-run'] })
  })

  it('relies on map data where every standard objective is assault, defense or navigation, one per category (R-OBJ-2)', () => {
    const categoryOf = new Map(OBJECTIVES.map((o) => [o.id, o.category]))
    for (const system of SYSTEMS) {
      const categories = system.standardObjectives.map((id) => categoryOf.get(id))
      expect(
        categories.every((c) => c === 'assault' || c === 'defense' || c === 'navigation'),
        system.id,
      ).toBe(true)
      expect(new Set(categories).size, system.id).toBe(categories.length)
      expect(
        system.campaignObjectives.every((id) => categoryOf.get(id) === 'campaign'),
        system.id,
      ).toBe(true)
    }
  })
})

describe('R-OBJ-3 a campaign objective played at a system is not offered there again', () => {
  it('drops Hired Scum at Concord Dawn once it has been played there (R-OBJ-3)', () => {
    const playedCampaignObjectives = { 'concord-dawn': ['hired-scum'] }
    expect(pool('concord-dawn', { playedCampaignObjectives })).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'pilot-defection'],
    })
  })

  it('drops every played campaign objective, leaving the three (R-OBJ-3)', () => {
    const playedCampaignObjectives = { 'concord-dawn': ['pilot-defection', 'hired-scum'] }
    expect(pool('concord-dawn', { playedCampaignObjectives })).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
    })
  })

  it('still offers Hired Scum at Concord Dawn when it was played at another system (R-OBJ-3)', () => {
    const playedCampaignObjectives = { 'nar-shaddaa': ['hired-scum'], dathomir: ['hired-scum'] }
    expect(pool('concord-dawn', { playedCampaignObjectives })).toEqual({
      kind: 'choice',
      objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory', 'hired-scum', 'pilot-defection'],
    })
  })
})
