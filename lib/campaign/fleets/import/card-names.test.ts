import { describe, expect, it } from 'vitest'
import { cardsByName, exactCards, objectiveByName, type CardKind } from './card-names'

const ids = (kind: CardKind, name: string) => exactCards(kind, name)?.cards.map((c) => c.id) ?? []

describe('R-FLEET-IMPORT card names as list builders and players write them', () => {
  it('reads the builders’ short ship names by rule (R-FLEET-IMPORT)', () => {
    expect(ids('ship', 'Victory II')).toEqual(['victory-ii-class-star-destroyer'])
    expect(ids('ship', 'Assault Frigate Mk2 A')).toEqual(['assault-frigate-mark-ii-a'])
    expect(ids('ship', 'AF MkII B')).toEqual(['assault-frigate-mark-ii-b'])
    expect(ids('ship', 'CR90 Corellian Corvette B')).toEqual(['cr90-corvette-b'])
    expect(ids('ship', 'CR90B')).toEqual(['cr90-corvette-b'])
    expect(ids('ship', 'Pelta Assault Ship')).toEqual(['modified-pelta-class-assault-ship'])
    expect(ids('ship', 'Neb-B Escort')).toEqual(['nebulon-b-escort-frigate'])
    expect(ids('ship', 'Starhawk class Mk I')).toEqual(['starhawk-class-battleship-mark-i'])
    expect(ids('ship', 'SSD Executor I')).toEqual(['executor-i-class-star-dreadnought'])
    expect(ids('ship', 'SSD Command Prototype')).toEqual(['star-dreadnought-command-prototype'])
    expect(ids('ship', 'Onager Star Destroyer')).toEqual(['onager-class-star-destroyer'])
    expect(ids('ship', 'Interdictor-class Suppression Refit')).toEqual(['interdictor-suppression-refit'])
    expect(ids('ship', 'MC30 Torpedo Frigate')).toEqual(['mc30c-torpedo-frigate'])
    // Armada Fleets Designer writes "Kuat Refit" (a 2021 list); the Cymoon refit is shortened the same way.
    expect(ids('ship', 'Kuat Refit')).toEqual(['imperial-star-destroyer-kuat-refit'])
    expect(ids('ship', 'Cymoon 1 Refit')).toEqual(['imperial-star-destroyer-cymoon-1-refit'])
  })

  it('reads squadrons in the plural, as "Lambda Shuttle", and aces written with their type (R-FLEET-IMPORT)', () => {
    expect(ids('squadron', 'TIE Fighters')).toEqual(['squadron-tie-fighter-squadron'])
    expect(ids('squadron', 'VCX-100 Freighters')).toEqual(['squadron-vcx-100-freighter'])
    expect(ids('squadron', 'Lambda Shuttle')).toEqual(['squadron-lambda-class-shuttle'])
    expect(ids('squadron', 'IG88')).toEqual(['squadron-ig-88'])
    expect(ids('squadron', 'Lieutenant Blount Z-95 Headhunter Squadron')).toEqual(['squadron-lieutenant-blount'])
    expect(ids('squadron', 'Colonel Jendon Lambda-class Shuttle')).toEqual(['squadron-colonel-jendon'])
    expect(ids('squadron', 'Dengar - Punishing One')).toEqual(['squadron-dengar'])
  })

  it('reads "7th Fleet Star Destroyer", "Mon Calamari Exodus Fleet" and "Ray Antilles" (R-FLEET-IMPORT)', () => {
    expect(ids('upgrade', '7th Fleet Star Destroyer')).toEqual(['title-seventh-fleet-star-destroyer'])
    expect(ids('upgrade', 'Mon Cal Exodus Fleet')).toEqual(ids('upgrade', 'Mon Calamari Exodus Fleet'))
    expect(ids('upgrade', 'Mon Calamari Exodus Fleet')).toHaveLength(1)
    expect(ids('upgrade', 'Ray Antilles')).toEqual(['officer-raymus-antilles'])
  })

  it('offers close spellings as "read as", never as exact matches (R-FLEET-IMPORT)', () => {
    expect(exactCards('upgrade', 'Hardend Bulkheads')).toBeNull()
    expect(cardsByName('upgrade', 'Hardend Bulkheads')).toMatchObject({ readAs: 'Hardened Bulkheads' })
    expect(cardsByName('squadron', 'Maarek Steele')).toMatchObject({ readAs: 'Maarek Stele' })
    expect(cardsByName('squadron', 'Lietenant Blount')).toMatchObject({ readAs: 'Lieutenant Blount' })
    expect(objectiveByName('Suprise Attack', null, true)).toMatchObject({ id: 'surprise-attack', readAs: 'Surprise Attack' })
    expect(objectiveByName('Suprise Attack', null, false)).toBeNull()
  })
})
