import { describe, expect, it } from 'vitest'
import { base, pivotalState, presence, standardBases } from './pivotal-testing'
import { zoneController, zoneCounts, zonesControlled, zoneWeights } from './zone-control'

describe('R-PIVOT-CHOOSE zone control', () => {
  it('R-PIVOT-CHOOSE: a zone with no presence and no base belongs to no one', () => {
    const state = pivotalState()
    expect([1, 2, 3, 4, 5].map((z) => zoneController(state, z as 1))).toEqual([null, null, null, null, null])
  })

  it('R-PIVOT-CHOOSE: more presences plus bases controls the zone (Empire 2 v 1 in zone I)', () => {
    // Zone I: Empire base Dantooine + presence Mygeeto = 2; Rebels presence Dathomir = 1.
    const state = pivotalState({ control: { dantooine: base('empire'), mygeeto: presence('empire'), dathomir: presence('rebels') } })
    expect(zoneWeights(state, 1)).toEqual({ empire: 2, rebels: 1 })
    expect(zoneController(state, 1)).toBe('empire')
  })

  it('R-PIVOT-CHOOSE: a border system counts in both of its zones', () => {
    // Concord Dawn is on the I/II border: the Rebels' only presence controls zones I and II.
    const state = pivotalState({ control: { 'concord-dawn': presence('rebels') } })
    expect(zoneController(state, 1)).toBe('rebels')
    expect(zoneController(state, 2)).toBe('rebels')
    expect(zonesControlled(state, 'rebels')).toEqual([1, 2])
    expect(zonesControlled(state, 'empire')).toEqual([])
  })

  it('R-PIVOT-CHOOSE: a border presence turns zone II into a tie, and wins zone III alone', () => {
    // Zone II: Empire base Felucia 1, Rebels presence Lothal (II/III) 1 → tie; zone III: Rebels 1.
    const state = pivotalState({ act: 1, cp: { empire: [4, 0, 0], rebels: [1, 0, 0] }, control: { felucia: base('empire'), lothal: presence('rebels') } })
    expect(zoneWeights(state, 2)).toEqual({ empire: 1, rebels: 1 })
    expect(zoneController(state, 2)).toBe('empire') // tie, Empire scored 4 v 1 in act I
    expect(zoneController(state, 3)).toBe('rebels')
  })

  it('R-PIVOT-CHOOSE: a tie goes to the team with more CP in the current act, not in total', () => {
    // Act II: Empire [3, 1, 0] (4 in total), Rebels [0, 2, 0] (2 in total); zone II: Felucia v Yavin, 1 v 1.
    const state = pivotalState({ act: 2, cp: { empire: [3, 1, 0], rebels: [0, 2, 0] }, control: { felucia: base('empire'), yavin: base('rebels') } })
    expect(zoneController(state, 2)).toBe('rebels')
  })

  it('R-PIVOT-CHOOSE: a tie in the zone and in the act CP leaves the zone to no one', () => {
    const state = pivotalState({ act: 3, cp: { empire: [5, 0, 2], rebels: [0, 5, 2] }, control: { felucia: base('empire'), yavin: base('rebels') } })
    expect(zoneController(state, 2)).toBeNull()
  })

  it('R-PIVOT-CHOOSE: the standard setup map, zone by zone', () => {
    // I: Dantooine E; II: Felucia E v Yavin R (tie, act I CP 2 v 3 → Rebels); III: Kessel E; IV: Ryloth R; V: Hoth R.
    const state = pivotalState({ cp: { empire: [2, 0, 0], rebels: [3, 0, 0] }, control: standardBases() })
    expect(zonesControlled(state, 'empire')).toEqual([1, 3])
    expect(zonesControlled(state, 'rebels')).toEqual([2, 4, 5])
    expect(zoneCounts(state)).toEqual({ empire: 2, rebels: 3 })
  })
})
