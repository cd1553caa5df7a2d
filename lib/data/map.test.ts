// Invariants of the campaign map data (RULES.md §1 Terms, R-SETUP-4, R-OBJ-2, R-FLEET-START 8).
import { describe, expect, it } from 'vitest'
import { BASE_DEFENSES } from '@/lib/campaign/state'
import { REWARD_TYPES, SUB_ZONES, SYSTEMS, SYSTEM_IDS, ZONES, type MapSystem, type ZoneId } from './map'
import { OBJECTIVES, type ObjectiveCategory } from './objectives'
import { TOKEN_IDS } from './tokens'

function system(id: string): MapSystem {
  const found = SYSTEMS.find((s) => s.id === id)
  if (!found) throw new Error(`no system ${id}`)
  return found
}

const sorted = <T>(values: readonly T[]): T[] => [...values].sort()
const objectiveById = new Map(OBJECTIVES.map((o) => [o.id, o]))

describe('§1 Terms: systems', () => {
  it('has exactly 30 systems with unique ids (§1)', () => {
    expect(SYSTEMS).toHaveLength(30)
    expect(new Set(SYSTEMS.map((s) => s.id)).size).toBe(30)
  })

  it('lists the same 30 ids in SYSTEM_IDS as in SYSTEMS (§1)', () => {
    expect(SYSTEM_IDS).toHaveLength(30)
    expect(sorted(SYSTEM_IDS)).toEqual(sorted(SYSTEMS.map((s) => s.id)))
  })

  it('has unique, non-empty display names (§1)', () => {
    expect(SYSTEMS.every((s) => s.name.length > 0)).toBe(true)
    expect(new Set(SYSTEMS.map((s) => s.name)).size).toBe(30)
  })
})

describe('§1 Terms: zones form the ring I–II–III–IV–V–I', () => {
  const ring: Record<ZoneId, ZoneId[]> = { 1: [2, 5], 2: [1, 3], 3: [2, 4], 4: [3, 5], 5: [1, 4] }

  it('has the five zones I to V (§1)', () => {
    expect(ZONES.map((z) => z.id)).toEqual([1, 2, 3, 4, 5])
    expect(ZONES.map((z) => z.roman)).toEqual(['I', 'II', 'III', 'IV', 'V'])
  })

  it('makes each zone adjacent to exactly its two ring neighbours (§1)', () => {
    for (const zone of ZONES) {
      expect(sorted(zone.adjacent), `zone ${zone.roman}`).toEqual(ring[zone.id])
    }
  })

  it('has symmetric adjacency (§1)', () => {
    for (const zone of ZONES) {
      for (const neighbour of zone.adjacent) {
        const other = ZONES.find((z) => z.id === neighbour)
        expect(other?.adjacent, `${zone.id} -> ${neighbour}`).toContain(zone.id)
      }
    }
  })

  it('puts every system in known zones: one zone, or two for a border system (§1)', () => {
    for (const s of SYSTEMS) {
      expect(s.zones.every((z) => [1, 2, 3, 4, 5].includes(z)), s.id).toBe(true)
      expect(s.zones.length, s.id).toBe(s.border ? 2 : 1)
    }
  })

  it('gives every zone at least one system of its own (§1)', () => {
    for (const zone of ZONES) {
      expect(SYSTEMS.some((s) => !s.border && s.zones[0] === zone.id), `zone ${zone.roman}`).toBe(true)
    }
  })
})

describe('§1 Terms: border systems', () => {
  const expected: Record<string, [ZoneId, ZoneId]> = {
    'concord-dawn': [1, 2],
    lothal: [2, 3],
    'nar-shaddaa': [3, 4],
    'ring-of-kafrene': [4, 5],
    'ord-mantell': [1, 5],
  }

  it('has exactly 5 border systems (§1)', () => {
    expect(sorted(SYSTEMS.filter((s) => s.border).map((s) => s.id))).toEqual(sorted(Object.keys(expected)))
  })

  it('puts each border system in exactly its two adjacent zones (§1)', () => {
    for (const [id, zones] of Object.entries(expected)) {
      const s = system(id)
      expect(sorted(s.zones), id).toEqual(zones)
      const [a, b] = zones
      expect(ZONES.find((z) => z.id === a)?.adjacent, id).toContain(b)
    }
  })

  it('has one border system per pair of adjacent zones (§1)', () => {
    const pairs = SYSTEMS.filter((s) => s.border).map((s) => sorted(s.zones).join('-'))
    expect(sorted(pairs)).toEqual(['1-2', '1-5', '2-3', '3-4', '4-5'])
  })
})

describe('§1 Terms: sub-zones', () => {
  it('has Mandalorian Sector (zone I) and Hutt Space (zone III) with their systems (§1)', () => {
    expect(SUB_ZONES.map((z) => ({ id: z.id, zone: z.zone, systems: sorted(z.systems) }))).toEqual([
      { id: 'mandalorian-sector', zone: 1, systems: ['concord-dawn', 'mandalore'] },
      { id: 'hutt-space', zone: 3, systems: ['nal-hutta', 'nar-shaddaa'] },
    ])
  })

  it("matches the systems' subZone field, and nothing else is in a sub-zone (§1)", () => {
    const fromSystems = SYSTEMS.filter((s) => s.subZone !== null).map((s) => `${s.subZone}:${s.id}`)
    const fromSubZones = SUB_ZONES.flatMap((z) => z.systems.map((id) => `${z.id}:${id}`))
    expect(sorted(fromSystems)).toEqual(sorted(fromSubZones))
    expect(fromSystems).toHaveLength(4)
  })

  it("places each sub-zone system in the sub-zone's zone (§1)", () => {
    for (const sub of SUB_ZONES) {
      for (const id of sub.systems) expect(system(id).zones, id).toContain(sub.zone)
    }
  })
})

describe('§1, §6 system effects, rewards and victory bonus', () => {
  it('uses only known strategic effect token ids, at most two per system (§1, R-TOKEN-GAIN)', () => {
    for (const s of SYSTEMS) {
      for (const token of s.strategicEffects) expect(TOKEN_IDS, s.id).toContain(token)
      expect(s.strategicEffects.length, s.id).toBeLessThanOrEqual(2)
      expect(new Set(s.strategicEffects).size, s.id).toBe(s.strategicEffects.length)
    }
  })

  it('has 7 known tokens (§1)', () => {
    expect(sorted(TOKEN_IDS)).toEqual([
      'ally', 'destiny', 'diplomats', 'repair-yards', 'resources', 'skilled-spacers', 'spynet',
    ])
  })

  it('uses only known reward types, with winner >= loser > 0 (§6)', () => {
    const rewardTypeIds = REWARD_TYPES.map((r) => r.id as string)
    expect(rewardTypeIds).toHaveLength(13)
    for (const s of SYSTEMS) {
      expect(s.rewards.length, s.id).toBeGreaterThan(0)
      for (const r of s.rewards) {
        expect(rewardTypeIds, s.id).toContain(r.type)
        expect(Number.isInteger(r.winner) && Number.isInteger(r.loser), s.id).toBe(true)
        expect(r.loser, `${s.id} ${r.type}`).toBeGreaterThan(0)
        expect(r.winner, `${s.id} ${r.type}`).toBeGreaterThanOrEqual(r.loser)
      }
    }
  })

  it('carries the Green Knight squadron rewards (24/16 and 18/12)', () => {
    const squadrons = (id: string) => system(id).rewards.find((r) => r.type === 'squadrons')
    for (const id of ['concord-dawn', 'lothal', 'montross']) {
      expect(squadrons(id), id).toEqual({ type: 'squadrons', winner: 24, loser: 16 })
    }
    for (const id of ['nal-hutta', 'smugglers-run']) {
      expect(squadrons(id), id).toEqual({ type: 'squadrons', winner: 18, loser: 12 })
    }
  })

  it('has an integer victory bonus in 0..2 (§6)', () => {
    for (const s of SYSTEMS) {
      expect(Number.isInteger(s.victoryBonus), s.id).toBe(true)
      expect(s.victoryBonus, s.id).toBeGreaterThanOrEqual(0)
      expect(s.victoryBonus, s.id).toBeLessThanOrEqual(2)
    }
  })
})

describe('R-SETUP-4 systems allowed for a setup base', () => {
  it('forbids exactly 7 systems: the 5 border systems and the 2 other sub-zone systems (R-SETUP-4)', () => {
    const forbidden = SYSTEMS.filter((s) => s.border || s.subZone !== null).map((s) => s.id)
    expect(sorted(forbidden)).toEqual([
      'concord-dawn', 'lothal', 'mandalore', 'nal-hutta', 'nar-shaddaa', 'ord-mantell', 'ring-of-kafrene',
    ])
    expect(SYSTEMS.length - forbidden.length).toBe(23)
  })
})

describe('R-OBJ-2 objectives listed by systems', () => {
  it('lists campaign objectives that exist with category campaign (R-OBJ-2)', () => {
    for (const s of SYSTEMS) {
      for (const id of s.campaignObjectives) {
        expect(objectiveById.get(id)?.category, `${s.id} ${id}`).toBe('campaign')
      }
    }
  })

  it('lists standard objectives that exist with category assault, defense or navigation (R-OBJ-2)', () => {
    for (const s of SYSTEMS) {
      for (const id of s.standardObjectives) {
        expect(['assault', 'defense', 'navigation'], `${s.id} ${id}`).toContain(objectiveById.get(id)?.category)
      }
    }
  })

  it('lists at most one standard objective per category per system, so each replaces one (R-OBJ-2)', () => {
    for (const s of SYSTEMS) {
      const categories = s.standardObjectives.map((id) => objectiveById.get(id)?.category)
      expect(new Set(categories).size, s.id).toBe(categories.length)
    }
  })

  it('places every campaign objective at some system (R-OBJ-2)', () => {
    const listed = new Set(SYSTEMS.flatMap((s) => s.campaignObjectives))
    const campaign = OBJECTIVES.filter((o) => o.category === 'campaign').map((o) => o.id)
    expect(sorted([...listed])).toEqual(sorted(campaign))
  })
})

describe('§5, §7 objectives', () => {
  const count = (category: ObjectiveCategory) => OBJECTIVES.filter((o) => o.category === category).length

  it('has unique objective ids (§5)', () => {
    expect(new Set(OBJECTIVES.map((o) => o.id)).size).toBe(OBJECTIVES.length)
  })

  it('has 36 standard objectives, 12 per category (R-FLEET-START 8)', () => {
    expect(count('assault')).toBe(12)
    expect(count('defense')).toBe(12)
    expect(count('navigation')).toBe(12)
  })

  it('has 8 campaign, 3 base-defense and 3 pivotal objectives, 50 in all (§5, §7)', () => {
    expect(count('campaign')).toBe(8)
    expect(count('base-defense')).toBe(3)
    expect(count('pivotal')).toBe(3)
    expect(OBJECTIVES).toHaveLength(50)
  })

  it("names the base-defense objectives as the engine's BASE_DEFENSES (R-SETUP-5)", () => {
    const ids = OBJECTIVES.filter((o) => o.category === 'base-defense').map((o) => o.id)
    expect(sorted(ids)).toEqual(sorted(BASE_DEFENSES))
  })

  it('bans exactly the six objectives of R-FLEET-START 8 at start (R-FLEET-START)', () => {
    const banned = OBJECTIVES.filter((o) => o.bannedAtStart)
    expect(sorted(banned.map((o) => o.id))).toEqual(
      sorted(['targeting-beacons', 'blockade-run', 'fire-lanes', 'fleet-ambush', 'planetary-ion-cannon', 'intel-sweep']),
    )
    expect(banned.every((o) => ['assault', 'defense', 'navigation'].includes(o.category))).toBe(true)
  })

  it('has victory-token values that are positive integers or null (§5)', () => {
    for (const o of OBJECTIVES) {
      if (o.victoryTokenValue !== null) {
        expect(Number.isInteger(o.victoryTokenValue) && o.victoryTokenValue > 0, o.id).toBe(true)
      }
    }
  })
})
