import { describe, expect, it } from 'vitest'
import { pivotalXp, pivotalXpItems } from './pivotal-xp'

describe('R-PIVOT-AFTER XP from team totals', () => {
  it('R-PIVOT-AFTER: winning team, MOV and value gap from team totals (green-knight, capped at 3)', () => {
    // MOV 420 − 190 = 230 → 2 (per 100); team values 600 v 630 → gap 30 → 1 (per 20). 1 + 0 + 2 + 1 = 4 → 3.
    const input = { won: true, teamScore: 420, enemyScore: 190, teamValue: 600, enemyValue: 630 }
    expect(pivotalXpItems('green-knight', input)).toEqual({ participation: 1, loser: 0, mov: 2, gap: 1, total: 3 })
    expect(pivotalXp('green-knight', input)).toBe(3)
  })

  it('R-PIVOT-AFTER: losing team of higher value: participation + loser only', () => {
    // Team 630 v 600: no gap XP for the higher team. 1 + 1 = 2.
    expect(pivotalXp('green-knight', { won: false, teamScore: 190, enemyScore: 420, teamValue: 630, enemyValue: 600 })).toBe(2)
  })

  it('R-PIVOT-AFTER: a narrow win of the lower team: MOV below one step, gap of 39 → 1', () => {
    // MOV 250 − 180 = 70 → 0; gap 600 − 561 = 39 → 1. 1 + 0 + 0 + 1 = 2.
    expect(pivotalXpItems('green-knight', { won: true, teamScore: 250, enemyScore: 180, teamValue: 561, enemyValue: 600 })).toEqual({
      participation: 1,
      loser: 0,
      mov: 0,
      gap: 1,
      total: 2,
    })
  })

  it('R-PIVOT-AFTER: official-2019 steps (75 MOV, 25 FP) and no cap', () => {
    // MOV 230 → 3 (per 75); gap 630 − 580 = 50 → 2 (per 25). 1 + 0 + 3 + 2 = 6.
    expect(pivotalXp('official-2019', { won: true, teamScore: 420, enemyScore: 190, teamValue: 580, enemyValue: 630 })).toBe(6)
  })

  it('R-PIVOT-AFTER: a win on a tabled enemy with the lower score gives no MOV XP', () => {
    expect(pivotalXpItems('official-2019', { won: true, teamScore: 100, enemyScore: 200, teamValue: 600, enemyValue: 600 })).toEqual({
      participation: 1,
      loser: 0,
      mov: 0,
      gap: 0,
      total: 1,
    })
  })
})
