import { describe, expect, it } from 'vitest'
import type { CampaignState } from '../state'
import { hasBaseInZonesOf, pairingConditions } from './conditions'
import type { DiplomatsChoice } from './turn-state'
import {
  apply,
  base,
  declare,
  defend,
  fleetOf,
  presence,
  startedCampaign,
  withAbilities,
  withConditions,
  withControl,
  withTurnState,
} from './testing/turn-builders'

/**
 * The started campaign with exactly `control` on the map and the given Diplomats marks. Fleets empire-1
 * and rebels-1 start without conditions; their commanders (repair-expert, rapid-deployment… see the
 * builders) hold no Low Fuel exemption.
 */
function at(control: CampaignState['control'], marks: Partial<Record<'empire' | 'rebels', DiplomatsChoice>> = {}): CampaignState {
  return withTurnState(withControl(startedCampaign(), control), { diplomats: marks })
}

/** Conditions for a pairing at `systemId`, `assaulter` team's player 1 against the other's player 1. */
function conditions(state: CampaignState, systemId: Parameters<typeof pairingConditions>[1], assaulter: 'empire' | 'rebels') {
  const other = assaulter === 'empire' ? 'rebels' : 'empire'
  return pairingConditions(state, systemId, fleetOf(state, `${assaulter}-1`), fleetOf(state, `${other}-1`))
}

describe('R-STRAT-COND 1 Low Fuel', () => {
  // The Empire holds a base in zone I only (dantooine); the Rebels in zone III only (kessel).
  const state = at({ dantooine: base('empire'), kessel: base('rebels') })

  it('spares a team with a base in one of the two zones of a border system (R-STRAT-COND 1)', () => {
    // ord-mantell is in zones I and V; dantooine (I) counts for the Empire.
    expect(hasBaseInZonesOf(state, 'empire', 'ord-mantell')).toBe(true)
    expect(conditions(state, 'ord-mantell', 'empire')).toEqual({ assaulter: [], defender: ['low-fuel'] })
  })

  it('gives Low Fuel to a team with no base in either zone of the border system, assaulting or defending (R-STRAT-COND 1)', () => {
    // The Rebels' only base, kessel, is in zone III: neither I nor V.
    expect(hasBaseInZonesOf(state, 'rebels', 'ord-mantell')).toBe(false)
    expect(conditions(state, 'ord-mantell', 'rebels')).toEqual({ assaulter: ['low-fuel'], defender: [] })
  })

  it('gives Low Fuel on a non-border system in a zone without the team’s base (R-STRAT-COND 1)', () => {
    // hoth is in zone V only: neither team has a base there.
    expect(conditions(state, 'hoth', 'empire')).toEqual({ assaulter: ['low-fuel'], defender: ['low-fuel'] })
  })

  it('spares a team with a base in the zone of a non-border system (R-STRAT-COND 1)', () => {
    // mygeeto is in zone I with dantooine.
    expect(conditions(state, 'mygeeto', 'empire')).toEqual({ assaulter: [], defender: ['low-fuel'] })
  })

  it('does not count a presence as a base (R-STRAT-COND 1)', () => {
    const withPresence = at({ dantooine: base('empire'), kessel: base('rebels'), bespin: presence('empire') })
    // bespin (V) holds only an Empire presence: hoth (V) still gives the Empire Low Fuel.
    expect(conditions(withPresence, 'hoth', 'empire').assaulter).toEqual(['low-fuel'])
  })

  it('does not count the other team’s base in the zone (R-STRAT-COND 1)', () => {
    // kessel (III) is a Rebel base: the Empire assaulting rodia (III) has Low Fuel, the Rebels do not.
    expect(conditions(state, 'rodia', 'empire')).toEqual({ assaulter: ['low-fuel'], defender: [] })
  })
})

describe('R-STRAT-COND 1 Low Fuel exemptions', () => {
  // The Empire holds a base in zone I only (dantooine); the Rebels in zone III only (kessel).
  const control = { dantooine: base('empire'), kessel: base('rebels') }

  it('spares the assaulting fleet whose commander has Independent Raider (R-STRAT-COND 1)', () => {
    // hoth (V) is adjacent to zone I, where the Empire has dantooine.
    const state = withAbilities(at(control), 'empire-1', ['independent-raider'])
    expect(conditions(state, 'hoth', 'empire')).toEqual({ assaulter: [], defender: ['low-fuel'] })
  })

  it('does not spare a defending fleet with Independent Raider (R-STRAT-COND 1)', () => {
    const state = withAbilities(at(control), 'empire-1', ['independent-raider'])
    // The Rebels assault hoth: both lack a base in zone V.
    expect(conditions(state, 'hoth', 'rebels')).toEqual({ assaulter: ['low-fuel'], defender: ['low-fuel'] })
  })

  it('does not spare an Independent Raider assaulting a zone with no friendly base in an adjacent zone (R-STRAT-COND 1, Independent Raider)', () => {
    // commander-abilities.json: "No Low Fuel when assaulting in a zone without a friendly base that is
    // adjacent to a zone with one." rodia is in zone III, adjacent to II and IV; the Empire's only base is
    // in zone I.
    const state = withAbilities(at(control), 'empire-1', ['independent-raider'])
    expect(conditions(state, 'rodia', 'empire').assaulter).toEqual(['low-fuel'])
  })

  it('spares the defending fleet whose commander has Ready Defender (R-STRAT-COND 1)', () => {
    const state = withAbilities(at(control), 'rebels-1', ['ready-defender'])
    expect(conditions(state, 'hoth', 'empire')).toEqual({ assaulter: ['low-fuel'], defender: [] })
  })

  it('does not spare an assaulting fleet with Ready Defender (R-STRAT-COND 1)', () => {
    const state = withAbilities(at(control), 'rebels-1', ['ready-defender'])
    expect(conditions(state, 'hoth', 'rebels')).toEqual({ assaulter: ['low-fuel'], defender: ['low-fuel'] })
  })
})

describe('R-STRAT-COND 2 Low Morale', () => {
  // Both teams hold a base in zone V (Empire mustafar, Rebels hoth) and the Empire one in zone I too, so
  // that no Low Fuel gets in the way.
  const control = { dantooine: base('empire'), mustafar: base('empire'), hoth: base('rebels') }

  it('gives the assaulting fleet Low Morale on an unoccupied system in a zone the defending team marked (R-STRAT-COND 2)', () => {
    expect(conditions(at(control, { rebels: { zone: 5 } }), 'dagobah', 'empire')).toEqual({ assaulter: ['low-morale'], defender: [] })
  })

  it('counts a mark on either zone of a border system (R-STRAT-COND 2)', () => {
    // ord-mantell is in zones I and V; the Rebels marked zone I.
    expect(conditions(at(control, { rebels: { zone: 1 } }), 'ord-mantell', 'empire').assaulter).toEqual(['low-morale'])
  })

  it('gives nothing when the mark is on another zone (R-STRAT-COND 2)', () => {
    expect(conditions(at(control, { rebels: { zone: 4 } }), 'dagobah', 'empire')).toEqual({ assaulter: [], defender: [] })
  })

  it('gives nothing when the defending team declined to mark (R-STRAT-COND 2)', () => {
    expect(conditions(at(control, { rebels: { zone: null } }), 'dagobah', 'empire')).toEqual({ assaulter: [], defender: [] })
  })

  it('gives nothing for the assaulting team’s own mark, to either fleet (R-STRAT-COND 2)', () => {
    expect(conditions(at(control, { empire: { zone: 5 } }), 'dagobah', 'empire')).toEqual({ assaulter: [], defender: [] })
  })

  it('gives nothing on a system holding a presence (R-STRAT-COND 2)', () => {
    const occupied = { ...control, bespin: presence('rebels') }
    expect(conditions(at(occupied, { rebels: { zone: 5 } }), 'bespin', 'empire')).toEqual({ assaulter: [], defender: [] })
  })

  it('works the same for the Rebels assaulting a zone the Empire marked (R-STRAT-COND 2)', () => {
    expect(conditions(at(control, { empire: { zone: 5 }, rebels: { zone: 5 } }), 'dagobah', 'rebels')).toEqual({ assaulter: ['low-morale'], defender: [] })
  })
})

describe('R-STRAT-COND 3 Low Supplies', () => {
  // Zone I's border systems are concord-dawn (I/II) and ord-mantell (V/I).
  it('gives the defending fleet Low Supplies when both border systems of the zone hold the assaulter’s bases (R-STRAT-COND 3)', () => {
    const state = at({ 'concord-dawn': base('empire'), 'ord-mantell': base('empire'), hoth: base('rebels') })
    // mandalore (I): the Rebels also lack a base in zone I, hence Low Fuel too.
    expect(conditions(state, 'mandalore', 'empire')).toEqual({ assaulter: [], defender: ['low-fuel', 'low-supplies'] })
  })

  it('applies on a system holding an enemy presence too (R-STRAT-COND 3)', () => {
    const state = at({ 'concord-dawn': base('empire'), 'ord-mantell': base('empire'), mandalore: presence('rebels'), dathomir: base('rebels') })
    expect(conditions(state, 'mandalore', 'empire')).toEqual({ assaulter: [], defender: ['low-supplies'] })
  })

  it('gives nothing when only one of the two border systems holds the assaulter’s base (R-STRAT-COND 3)', () => {
    const state = at({ 'concord-dawn': base('empire'), 'ord-mantell': presence('empire'), dathomir: base('rebels') })
    expect(conditions(state, 'mandalore', 'empire')).toEqual({ assaulter: [], defender: [] })
  })

  it('gives nothing when the border bases belong to the defending team (R-STRAT-COND 3)', () => {
    const state = at({ 'concord-dawn': base('empire'), 'ord-mantell': base('empire'), hoth: base('rebels') })
    expect(conditions(state, 'mandalore', 'rebels')).toEqual({ assaulter: ['low-fuel'], defender: [] })
  })

  it('never applies on a border system (R-STRAT-COND 3)', () => {
    // Every other border system of ord-mantell's zones holds an Empire base: concord-dawn (I) and
    // ring-of-kafrene (V); ord-mantell itself is unoccupied.
    const state = at({ 'concord-dawn': base('empire'), 'ring-of-kafrene': base('empire'), hoth: base('rebels') })
    expect(conditions(state, 'ord-mantell', 'empire')).toEqual({ assaulter: [], defender: [] })
  })
})

describe('R-STRAT-COND at most once per fleet, through name-defender', () => {
  // Standard map (Empire bases dantooine I, felucia II, kessel III; Rebels hoth V, ryloth IV, yavin II).
  // The Empire marked zone I. rebels-1 assaults mandalore (I, unoccupied): Low Fuel (no Rebel base in I)
  // and Low Morale (the Empire's mark). empire-1 defends: dantooine spares it Low Fuel.
  const marked = withTurnState(startedCampaign(), { diplomats: { empire: { zone: 1 } } })

  it('does not duplicate a condition the fleet already has, and lists only the new ones (R-STRAT-COND)', () => {
    const before = withConditions(marked, 'rebels-1', ['low-fuel'])
    const state = apply(apply(before, declare('rebels-1', 'mandalore')), defend('a1-t1-b1', 'empire-1'))
    const battle = state.turnState!.battles[0]!
    expect(battle.assaulter.conditionsGained).toEqual(['low-morale'])
    expect(battle.defender!.conditionsGained).toEqual([])
    expect(fleetOf(state, 'rebels-1').conditions).toEqual(['low-fuel', 'low-morale'])
    expect(fleetOf(state, 'empire-1').conditions).toEqual([])
  })

  it('gains every new condition on a fleet without any, and lets a fleet hold all three (R-STRAT-COND)', () => {
    const fresh = apply(apply(marked, declare('rebels-1', 'mandalore')), defend('a1-t1-b1', 'empire-1'))
    expect(fresh.turnState!.battles[0]!.assaulter.conditionsGained).toEqual(['low-fuel', 'low-morale'])
    expect(fleetOf(fresh, 'rebels-1').conditions).toEqual(['low-fuel', 'low-morale'])

    const supplied = withConditions(marked, 'rebels-1', ['low-supplies'])
    const all = apply(apply(supplied, declare('rebels-1', 'mandalore')), defend('a1-t1-b1', 'empire-1'))
    expect(fleetOf(all, 'rebels-1').conditions).toEqual(['low-supplies', 'low-fuel', 'low-morale'])
  })

  it('lists nothing when the fleet already holds every condition it would gain (R-STRAT-COND)', () => {
    // rebels-1 assaults dagobah (V, unoccupied, no mark on V): hoth spares it; the Empire has no base in V.
    const before = withConditions(startedCampaign(), 'empire-1', ['low-fuel'])
    const state = apply(apply(before, declare('rebels-1', 'dagobah')), defend('a1-t1-b1', 'empire-1'))
    expect(state.turnState!.battles[0]!.defender!.conditionsGained).toEqual([])
    expect(fleetOf(state, 'empire-1').conditions).toEqual(['low-fuel'])
  })

  it('puts the conditions on the fleet that plays, the fourth fleet included (R-STRAT-COND, R-STRAT-FLEET)', () => {
    const state = apply(apply(startedCampaign(), declare('rebels-1', 'dagobah')), defend('a1-t1-b1', 'empire-1', 'fourth-empire'))
    const battle = state.turnState!.battles[0]!
    expect(battle.defender).toMatchObject({ playerId: 'empire-1', fleetId: 'fourth-empire', conditionsGained: ['low-fuel'] })
    expect(fleetOf(state, 'fourth-empire').conditions).toEqual(['low-fuel'])
    expect(fleetOf(state, 'empire-1').conditions).toEqual([])
  })
})
