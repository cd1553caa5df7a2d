import { describe, expect, it } from 'vitest'
import { allowedEdits, editDistance, nameKey } from './name-keys'

describe('R-FLEET-IMPORT name keys', () => {
  it('ignores case, accents, punctuation, spacing and "-class" (R-FLEET-IMPORT)', () => {
    expect(nameKey('Victory II-class Star Destroyer')).toBe('victory2stardestroyer')
    expect(nameKey('victory ii CLASS star-destroyer')).toBe('victory2stardestroyer')
    expect(nameKey('Jaina’s Light')).toBe(nameKey("Jaina's Light"))
    expect(nameKey('Caitken & Shollan')).toBe(nameKey('Caitken and Shollan'))
    expect(nameKey('Électronic Countermeasures')).toBe('electroniccountermeasures')
  })

  it('reads roman numerals I to IV as digits, "Mk"/"MkII" as "Mark" (R-FLEET-IMPORT)', () => {
    expect(nameKey('Gladiator I')).toBe(nameKey('Gladiator 1'))
    expect(nameKey('Starhawk Battleship Mk. II')).toBe(nameKey('Starhawk-Class Battleship Mark II'))
    expect(nameKey('Assault Frigate MkII A')).toBe(nameKey('Assault Frigate Mark II A'))
    // "X" is a letter of X-wing, not ten.
    expect(nameKey('X-wing Squadron')).toBe('xwingsquadron')
  })

  it('spells out ISD, VSD, GSD and Mon Cal, with their numeral in place (R-FLEET-IMPORT)', () => {
    expect(nameKey('ISD-II')).toBe('imperial2stardestroyer')
    expect(nameKey('VSD2')).toBe('victory2stardestroyer')
    expect(nameKey('GSD I')).toBe('gladiator1stardestroyer')
    expect(nameKey('ISD Kuat Refit')).toBe('imperialstardestroyerkuatrefit')
    expect(nameKey('Mon Cal 80 Star Cruiser')).toBe(nameKey('MC80 Star Cruiser'))
    expect(nameKey('MC 80 Star Cruiser')).toBe('mc80starcruiser')
    expect(nameKey('CR 90 Corvette A')).toBe('cr90corvettea')
  })

  it('measures close spellings, an adjacent swap counting as one edit (R-FLEET-IMPORT)', () => {
    expect(editDistance('landocarissian', 'landocalrissian', 2)).toBe(1)
    expect(editDistance('gunneryteam', 'gunnerytaem', 2)).toBe(1)
    expect(editDistance('mosthunted', 'mostwanted', 1)).toBe(2)
    // Short keys are never guessed; longer ones allow one edit, then two.
    expect([allowedEdits('raider1'), allowedEdits('raider'), allowedEdits('ordnanceexperts'), allowedEdits('yavaris')]).toEqual([1, 1, 2, 1])
    expect(allowedEdits('nym')).toBe(0)
  })
})
