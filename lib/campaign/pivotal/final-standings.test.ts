import { describe, expect, it } from 'vitest'
import { campaignEndsAfterPivotal, finalStandings } from './final-standings'
import { pivotalState } from './pivotal-testing'

describe('R-END final standings', () => {
  it('R-END: the team with more total CP wins, by the difference', () => {
    // Empire 3 + 2 + 5 + pivotal 4 = 14; Rebels 5 + 5 + 1 + pivotal 2 = 13.
    const state = pivotalState({ act: 3, cp: { empire: [3, 2, 5], rebels: [5, 5, 1] }, pivotalCp: { empire: 4, rebels: 2 } })
    expect(finalStandings(state)).toEqual({
      winner: 'empire',
      margin: 1,
      cp: { empire: { byAct: [3, 2, 5], pivotal: 4, total: 14 }, rebels: { byAct: [5, 5, 1], pivotal: 2, total: 13 } },
    })
  })

  it('R-END: the Rebels win on pivotal CP', () => {
    // Empire 6 + 1 = 7; Rebels 2 + pivotal 8 = 10 (a climactic campaign ended in act I).
    const r = finalStandings(pivotalState({ cp: { empire: [6, 0, 0], rebels: [2, 0, 0] }, pivotalCp: { empire: 1, rebels: 8 } }))
    expect([r.winner, r.margin]).toEqual(['rebels', 3])
  })

  it('R-END: equal total CP is a stalemate', () => {
    // Empire 2 + 5 + 0 + 3 = 10; Rebels 5 + 2 + 3 + 0 = 10.
    const r = finalStandings(pivotalState({ act: 3, cp: { empire: [2, 5, 0], rebels: [5, 2, 3] }, pivotalCp: { empire: 3 } }))
    expect(r.winner).toBeNull()
    expect(r.margin).toBe(0)
    expect(r.cp.empire.total).toBe(10)
    expect(r.cp.rebels.total).toBe(10)
  })

  it('R-END: the campaign ends after the pivotal battle of act III or a climactic battle', () => {
    expect(campaignEndsAfterPivotal(1, false)).toBe(false)
    expect(campaignEndsAfterPivotal(2, false)).toBe(false)
    expect(campaignEndsAfterPivotal(3, false)).toBe(true)
    expect(campaignEndsAfterPivotal(1, true)).toBe(true)
  })
})
