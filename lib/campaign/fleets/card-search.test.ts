// The builder's card finder (R-FLEET-IMPORT's name rules, read as one types).
import { describe, expect, it } from 'vitest'
import { SHIP_CARDS } from '@/lib/data/cards'
import { nameMatches, searchableName, searchQuery } from './card-search'

const finds = (query: string, name: string) => nameMatches(searchQuery(query)!, searchableName(name))
const shipsFor = (query: string) => SHIP_CARDS.filter((c) => finds(query, c.name)).map((c) => c.name)

describe('card search', () => {
  it('reads arabic and roman numerals alike, both ways', () => {
    expect(finds('victory 2', 'Victory II-class Star Destroyer')).toBe(true)
    expect(finds('victory ii', 'Victory II-class Star Destroyer')).toBe(true)
    expect(finds('VICTORY II', 'Victory II-class Star Destroyer')).toBe(true)
    expect(finds('gladiator 1', 'Gladiator I-class Star Destroyer')).toBe(true)
    expect(finds('victory 2', 'Victory I-class Star Destroyer')).toBe(false)
    expect(shipsFor('victory 2')).toEqual(SHIP_CARDS.filter((c) => /^Victory II\b/.test(c.name)).map((c) => c.name))
  })

  it('spells out the usual abbreviations: isd, vsd, gsd, mon cal', () => {
    const isd = shipsFor('isd')
    expect(isd.length).toBeGreaterThan(0)
    expect(isd.every((n) => n.startsWith('Imperial') && n.includes('Star Destroyer'))).toBe(true)
    expect(shipsFor('isd 2').every((n) => n.startsWith('Imperial II'))).toBe(true)
    expect(shipsFor('vsd').every((n) => n.startsWith('Victory'))).toBe(true)
    expect(finds('mon cal 80', 'MC80 Command Cruiser')).toBe(true)
  })

  it('ignores case, accents and punctuation, and takes partial words', () => {
    expect(finds('ywing', 'Y-wing Squadron')).toBe(true)
    expect(finds('y wing', 'Y-wing Squadron')).toBe(true)
    expect(finds('vic star', 'Victory II-class Star Destroyer')).toBe(true)
    expect(finds('défense liaison', 'Defense Liaison')).toBe(true)
    expect(finds('star victory', 'Victory II-class Star Destroyer')).toBe(false)
    expect(finds('tie', 'X-wing Squadron')).toBe(false)
  })

  it('still reads a first letter that looks like a numeral as the start of a word', () => {
    expect(finds('i', 'Imperial I-class Star Destroyer')).toBe(true)
    expect(finds('i', 'Imperial II-class Star Destroyer')).toBe(true)
    expect(finds('iv', 'Victory II-class Star Destroyer')).toBe(false)
  })

  it('has no query without a letter or a digit', () => {
    expect(searchQuery(' - ')).toBeNull()
  })
})
