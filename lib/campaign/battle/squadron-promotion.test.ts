// R-VET-3 on real cards: one step at a time, within the squadron's type, uniques once per team.
import { describe, expect, it } from 'vitest'
import { promotionTargets } from './squadron-promotion'

describe('R-VET-3 squadron promotion targets', () => {
  it('a generic TIE Fighter may become Black Squadron (unique, no defense tokens), not an ace', () => {
    expect(promotionTargets('squadron-tie-fighter-squadron')).toEqual(['squadron-black-squadron'])
  })

  it('Black Squadron may become a TIE Fighter ace with defense tokens (R-VET-3)', () => {
    expect(promotionTargets('squadron-black-squadron').sort()).toEqual(['squadron-howlrunner', 'squadron-mauler-mithel', 'squadron-valen-rudor'])
  })

  it('an ace with defense tokens goes no further, and a generic of another type gets its own', () => {
    expect(promotionTargets('squadron-howlrunner')).toEqual([])
    expect(promotionTargets('squadron-x-wing-squadron')).toEqual(['squadron-rogue-squadron'])
  })

  it('a squadron whose type the data does not give cannot be promoted', () => {
    expect(promotionTargets('squadron-yt-1300')).toEqual([])
  })
})
