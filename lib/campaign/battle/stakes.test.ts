import { describe, expect, it } from 'vitest'
import { battleStakes } from './stakes'

const battle = (systemId: 'kessel' | 'tatooine' | 'mon-cala') => ({
  id: 'a2-t1-b1',
  systemId,
  assaulter: { team: 'rebels' as const },
  defender: { team: 'empire' as const },
})

describe('R-REWARD, R-EFFECT what a battle is fought for', () => {
  it('an Empire base at Kessel: the Rebels destroy it for 1 + victory bonus 2, the Empire defends it for 2 (R-EFFECT 1, 3)', () => {
    const stakes = battleStakes({ control: { kessel: { kind: 'base', team: 'empire' } } }, battle('kessel'))
    expect(stakes.rewards).toEqual([{ type: 'title', winner: 12, loser: 6 }])
    expect(stakes.victoryBonus).toBe(2)
    expect(stakes.ifAssaulterWins).toMatchObject({ team: 'rebels', kind: 'destroyed-base', cp: 3 })
    expect(stakes.ifDefenderWins).toMatchObject({ team: 'empire', kind: 'defended-base', cp: 2 })
  })

  it('an Empire presence at Mon Cala: taken for 1 CP, or held for 1 CP (R-EFFECT 2, 4)', () => {
    const stakes = battleStakes({ control: { 'mon-cala': { kind: 'presence', team: 'empire' } } }, battle('mon-cala'))
    expect(stakes.rewards).toEqual([
      { type: 'offensive-retrofit', winner: 10, loser: 5 },
      { type: 'title', winner: 10, loser: 5 },
    ])
    expect([stakes.ifAssaulterWins.kind, stakes.ifAssaulterWins.cp]).toEqual(['took-presence', 1])
    expect([stakes.ifDefenderWins.kind, stakes.ifDefenderWins.cp]).toEqual(['defended-presence', 1])
  })

  it('an unoccupied system goes to whoever wins, for 1 CP (R-EFFECT 2)', () => {
    const stakes = battleStakes({ control: {} }, battle('tatooine'))
    expect(stakes.ifAssaulterWins).toMatchObject({ team: 'rebels', kind: 'took-unoccupied', cp: 1 })
    expect(stakes.ifDefenderWins).toMatchObject({ team: 'empire', kind: 'took-unoccupied', cp: 1 })
  })
})
