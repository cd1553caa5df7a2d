import { describe, expect, it } from 'vitest'
import { pivotalChooser } from './chooser'
import { base, pivotalState, presence } from './pivotal-testing'

describe('R-PIVOT-CHOOSE the choosing team', () => {
  it('R-PIVOT-CHOOSE: the team with fewer total CP chooses', () => {
    // Empire 3 + 2 = 5; Rebels 1 + 1 + pivotal 1 = 3.
    const state = pivotalState({ act: 2, cp: { empire: [3, 2, 0], rebels: [1, 1, 0] }, pivotalCp: { rebels: 1 } })
    expect(pivotalChooser(state)).toEqual({ team: 'rebels', reason: 'fewer-cp', cp: { empire: 5, rebels: 3 }, zones: { empire: 0, rebels: 0 } })
  })

  it('R-PIVOT-CHOOSE: pivotal CP count in the total', () => {
    // Empire 4; Rebels 2 + pivotal 3 = 5: the Empire chooses although it scored more in the acts.
    const state = pivotalState({ act: 2, cp: { empire: [4, 0, 0], rebels: [2, 0, 0] }, pivotalCp: { rebels: 3 } })
    expect(pivotalChooser(state).team).toBe('empire')
    expect(pivotalChooser(state).cp).toEqual({ empire: 4, rebels: 5 })
  })

  it('R-PIVOT-CHOOSE: on equal CP the team controlling fewer zones chooses', () => {
    // 5 v 5. Empire: Dantooine (I), Kessel (III); Rebels: Hoth (V) → Empire 2 zones, Rebels 1.
    const state = pivotalState({
      cp: { empire: [5, 0, 0], rebels: [5, 0, 0] },
      control: { dantooine: base('empire'), kessel: base('empire'), hoth: base('rebels') },
    })
    expect(pivotalChooser(state)).toEqual({ team: 'rebels', reason: 'fewer-zones', cp: { empire: 5, rebels: 5 }, zones: { empire: 2, rebels: 1 } })
  })

  it('R-PIVOT-CHOOSE: the Empire chooses when it controls fewer zones', () => {
    // 4 v 4. Rebels presence on Ord Mantell (I/V border) holds two zones; Empire only Kessel (III).
    const state = pivotalState({ cp: { empire: [4, 0, 0], rebels: [4, 0, 0] }, control: { 'ord-mantell': presence('rebels'), kessel: base('empire') } })
    expect(pivotalChooser(state)).toMatchObject({ team: 'empire', reason: 'fewer-zones', zones: { empire: 1, rebels: 2 } })
  })

  it('R-PIVOT-CHOOSE: zone ties decided by act CP feed the zone count', () => {
    // Totals 3 v 3 (Rebels 2 + pivotal 1). Zone II, Felucia v Yavin, goes to the Empire (act I: 3 v 2).
    const state = pivotalState({
      cp: { empire: [3, 0, 0], rebels: [2, 0, 0] },
      pivotalCp: { rebels: 1 },
      control: { felucia: base('empire'), yavin: base('rebels') },
    })
    expect(pivotalChooser(state)).toMatchObject({ team: 'rebels', reason: 'fewer-zones', zones: { empire: 1, rebels: 0 } })
  })

  it('R-PIVOT-CHOOSE: equal CP and equal zones: the Rebels choose', () => {
    // 5 v 5; Empire Dantooine (I), Rebels Hoth (V): one zone each.
    const state = pivotalState({ cp: { empire: [5, 0, 0], rebels: [5, 0, 0] }, control: { dantooine: base('empire'), hoth: base('rebels') } })
    expect(pivotalChooser(state)).toEqual({ team: 'rebels', reason: 'tie-goes-to-rebels', cp: { empire: 5, rebels: 5 }, zones: { empire: 1, rebels: 1 } })
  })
})
