import { describe, expect, it } from 'vitest'
import { battleXp, XP_RULES } from './battle-xp'

const GK = 'green-knight' as const
const OFFICIAL = 'official-2019' as const

/** A winner's XP from MOV alone (equal fleet values). */
const movXp = (preset: typeof GK | typeof OFFICIAL, mov: number) => battleXp(preset, { won: true, mov, ownValue: 200, enemyValue: 200 }).mov
/** A loser's gap XP when its fleet is `gap` points lower. */
const gapXp = (preset: typeof GK | typeof OFFICIAL, gap: number) => battleXp(preset, { won: false, mov: 0, ownValue: 200 - gap, enemyValue: 200 }).gap

describe('R-XP preset values', () => {
  it('holds green-knight 100 / 20 / cap 3 and official 75 / 25 / no cap (R-XP)', () => {
    expect(XP_RULES).toEqual({
      'green-knight': { movStep: 100, gapStep: 20, cap: 3 },
      'official-2019': { movStep: 75, gapStep: 25, cap: null },
    })
  })
})

describe('R-XP 1, 2 taking part and losing', () => {
  it('gives the winner 1 for taking part and no loser bonus (R-XP 1, 2)', () => {
    for (const preset of [GK, OFFICIAL]) {
      expect(battleXp(preset, { won: true, mov: 0, ownValue: 200, enemyValue: 200 })).toEqual({ participation: 1, loser: 0, mov: 0, gap: 0, total: 1 })
    }
  })

  it('gives the loser 1 for taking part and 1 for losing (R-XP 1, 2)', () => {
    for (const preset of [GK, OFFICIAL]) {
      expect(battleXp(preset, { won: false, mov: 150, ownValue: 200, enemyValue: 200 })).toEqual({ participation: 1, loser: 1, mov: 0, gap: 0, total: 2 })
    }
  })
})

describe('R-XP 3 the winner per full step of MOV', () => {
  it('green-knight: +1 per full 100 MOV (R-XP 3)', () => {
    expect(movXp(GK, 0)).toBe(0)
    expect(movXp(GK, 99)).toBe(0)
    expect(movXp(GK, 100)).toBe(1)
    expect(movXp(GK, 199)).toBe(1)
    expect(movXp(GK, 200)).toBe(2)
  })

  it('official: +1 per full 75 MOV (R-XP 3)', () => {
    expect(movXp(OFFICIAL, 74)).toBe(0)
    expect(movXp(OFFICIAL, 75)).toBe(1)
    expect(movXp(OFFICIAL, 99)).toBe(1)
    expect(movXp(OFFICIAL, 100)).toBe(1)
    expect(movXp(OFFICIAL, 149)).toBe(1)
    expect(movXp(OFFICIAL, 150)).toBe(2)
    expect(movXp(OFFICIAL, 199)).toBe(2)
    expect(movXp(OFFICIAL, 200)).toBe(2)
  })

  it('gives the loser nothing for MOV (R-XP 3)', () => {
    expect(battleXp(GK, { won: false, mov: 300, ownValue: 200, enemyValue: 200 }).mov).toBe(0)
    expect(battleXp(OFFICIAL, { won: false, mov: 300, ownValue: 200, enemyValue: 200 }).mov).toBe(0)
  })

  it('adds the MOV XP to the total (R-XP 1, 3)', () => {
    // green-knight: 1 + 1 (MOV 100) = 2; official: 1 + 2 (MOV 150) = 3.
    expect(battleXp(GK, { won: true, mov: 100, ownValue: 200, enemyValue: 200 }).total).toBe(2)
    expect(battleXp(OFFICIAL, { won: true, mov: 150, ownValue: 200, enemyValue: 200 }).total).toBe(3)
  })
})

describe('R-XP 4 the lower-value fleet per full step of the gap', () => {
  it('green-knight: +1 per full 20 FP (R-XP 4)', () => {
    expect(gapXp(GK, 19)).toBe(0)
    expect(gapXp(GK, 20)).toBe(1)
    expect(gapXp(GK, 39)).toBe(1)
    expect(gapXp(GK, 40)).toBe(2)
  })

  it('official: +1 per full 25 FP (R-XP 4)', () => {
    expect(gapXp(OFFICIAL, 19)).toBe(0)
    expect(gapXp(OFFICIAL, 20)).toBe(0)
    expect(gapXp(OFFICIAL, 24)).toBe(0)
    expect(gapXp(OFFICIAL, 25)).toBe(1)
    expect(gapXp(OFFICIAL, 40)).toBe(1)
    expect(gapXp(OFFICIAL, 50)).toBe(2)
  })

  it('gives the higher-value fleet nothing for the gap (R-XP 4)', () => {
    expect(battleXp(GK, { won: false, mov: 0, ownValue: 240, enemyValue: 200 }).gap).toBe(0)
    expect(battleXp(OFFICIAL, { won: false, mov: 0, ownValue: 250, enemyValue: 200 }).gap).toBe(0)
  })

  it('gives no gap XP on equal values (R-XP 4)', () => {
    expect(gapXp(GK, 0)).toBe(0)
    expect(gapXp(OFFICIAL, 0)).toBe(0)
  })

  it('gives the gap XP to a lower-value winner too (R-XP 4)', () => {
    // green-knight winner, MOV 50, 20 FP lower: 1 + 0 + 1 = 2.
    expect(battleXp(GK, { won: true, mov: 50, ownValue: 180, enemyValue: 200 })).toEqual({ participation: 1, loser: 0, mov: 0, gap: 1, total: 2 })
  })
})

describe('R-XP 5 at most 3 XP per battle (official: no cap)', () => {
  it('caps a green-knight winner with MOV 250 and a fleet 40 FP lower at 3 (R-XP 5)', () => {
    // 1 + 2 (250 / 100) + 2 (40 / 20) = 5 → 3.
    expect(battleXp(GK, { won: true, mov: 250, ownValue: 160, enemyValue: 200 })).toEqual({ participation: 1, loser: 0, mov: 2, gap: 2, total: 3 })
  })

  it('does not cap the official preset (R-XP 5)', () => {
    // 1 + 3 (250 / 75) + 1 (40 / 25) = 5; the same battle as above.
    expect(battleXp(OFFICIAL, { won: true, mov: 250, ownValue: 160, enemyValue: 200 })).toEqual({ participation: 1, loser: 0, mov: 3, gap: 1, total: 5 })
    // 1 + 2 (150 / 75) + 2 (50 / 25) = 5.
    expect(battleXp(OFFICIAL, { won: true, mov: 150, ownValue: 150, enemyValue: 200 }).total).toBe(5)
  })

  it('caps a green-knight loser 60 FP lower at 3 (R-XP 2, 4, 5)', () => {
    // 1 + 1 + 3 (60 / 20) = 5 → 3; official: 1 + 1 + 2 (60 / 25) = 4.
    expect(battleXp(GK, { won: false, mov: 0, ownValue: 140, enemyValue: 200 })).toEqual({ participation: 1, loser: 1, mov: 0, gap: 3, total: 3 })
    expect(battleXp(OFFICIAL, { won: false, mov: 0, ownValue: 140, enemyValue: 200 }).total).toBe(4)
  })

  it('reaches exactly the cap without cutting (R-XP 5)', () => {
    // 1 + 1 + 1 (20 / 20) = 3.
    expect(battleXp(GK, { won: false, mov: 0, ownValue: 180, enemyValue: 200 }).total).toBe(3)
  })
})
