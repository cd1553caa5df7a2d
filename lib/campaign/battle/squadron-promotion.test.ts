// R-VET-3 on real cards: one step at a time, within the squadron's type, uniques once per team.
import { describe, expect, it } from 'vitest'
import { SQUADRON_CARDS, squadronCard } from '@/lib/data/cards'
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

  it('R-VET-3 decision: a type with no unique without defense tokens promotes straight to its aces', () => {
    expect(promotionTargets('squadron-yt-1300').sort()).toEqual(['squadron-han-solo', 'squadron-lando-calrissian'])
    expect(promotionTargets('squadron-firespray-31').sort()).toEqual(['squadron-boba-fett', 'squadron-hondo-ohnaka'])
    expect(promotionTargets('squadron-vcx-100-freighter')).toEqual(['squadron-hera-syndulla'])
    expect(promotionTargets('squadron-yt-2400').sort()).toEqual(['squadron-dash-rendar', 'squadron-mart-mattin'])
    expect(promotionTargets('squadron-aggressor-assault-fighter').sort()).toEqual(['squadron-ig-88', 'squadron-ig-88b'])
    // Han Solo already has defense tokens: no further step.
    expect(promotionTargets('squadron-han-solo')).toEqual([])
  })

  it('R-VET-3 decision: every unique squadron has a generic type of its own faction in the card data', () => {
    const uniques = SQUADRON_CARDS.filter((c) => c.unique)
    expect(uniques).toHaveLength(51)
    const untyped = uniques.filter((c) => {
      const type = squadronCard(c.squadronType)
      return !type || type.unique || type.faction !== c.faction
    })
    expect(untyped.map((c) => c.name)).toEqual([])
    expect(squadronCard('squadron-boba-fett')?.squadronType).toBe('squadron-firespray-31')
    expect(squadronCard('squadron-hera-syndulla')?.squadronType).toBe('squadron-vcx-100-freighter')
    expect(squadronCard('squadron-han-solo')?.squadronType).toBe('squadron-yt-1300')
  })

  it('R-VET-3: every generic type with a unique of its type offers at least one promotion', () => {
    const generics = SQUADRON_CARDS.filter((c) => !c.unique && SQUADRON_CARDS.some((u) => u.unique && u.squadronType === c.id))
    expect(generics.filter((g) => promotionTargets(g.id).length === 0).map((g) => g.name)).toEqual([])
  })
})
