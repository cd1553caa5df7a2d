// The shared names and sentences in both languages: the data names stay as the players know them, the
// rest follows the reader.
import { describe, expect, it } from 'vitest'
import { strictTranslator } from '@/app/_i18n/strict-translator'
import { sentence } from './sentence'
import { conditionName, fleetNameIn, objectiveCategoryName, presetName, squadronSummaryIn, teamName } from './words'

const en = strictTranslator('en')
const fr = strictTranslator('fr')
const name = (id: string) => (id === 'leia' ? 'Leia' : id)

describe('shared names', () => {
  it('teams, presets, categories and conditions', () => {
    expect([teamName(en, 'rebels'), teamName(fr, 'rebels')]).toEqual(['Rebels', 'Rebelles'])
    expect(presetName(fr, 'official-2019')).toBe('Officiel 2019 (2 ou 3 joueurs par équipe)')
    expect([objectiveCategoryName(en, 'defense'), objectiveCategoryName(fr, 'defense')]).toEqual(['Defense', 'Défense'])
    expect(conditionName(fr, 'low-fuel')).toBe('Low Fuel')
  })

  it('fleets: a player’s and a team’s fourth', () => {
    expect(fleetNameIn(en, 'leia', name)).toBe("Leia's fleet")
    expect(fleetNameIn(fr, 'leia', name)).toBe('la flotte de Leia')
    expect(fleetNameIn(fr, 'fourth-rebels', name)).toBe('la quatrième flotte des Rebelles')
  })

  it('a squadron’s summary, with or without defense tokens, as the English one was', () => {
    expect(squadronSummaryIn(en, 'squadron-x-wing-squadron', 'ffg-2019')).toMatch(/^X-wing Squadron \(\d+ points, hull \d, speed \d/)
    expect(squadronSummaryIn(fr, 'squadron-han-solo', 'ffg-2019')).toBe('Han Solo (26 points, coque 7, vitesse 3, Brace, Brace)')
    expect(squadronSummaryIn(fr, 'squadron-x-wing-squadron', 'ffg-2019')).toBe('X-wing Squadron (13 points, coque 5, vitesse 3, aucun pion de défense)')
  })

  it('a squadron’s summary at the campaign’s points era (R-FLEET-ERA)', () => {
    expect(squadronSummaryIn(en, 'squadron-malee-hurra', 'ffg-2019')).toMatch(/^Malee Hurra \(26 points/)
    expect(squadronSummaryIn(en, 'squadron-malee-hurra', 'amg-final')).toMatch(/^Malee Hurra \(21 points/)
  })

  it('a sentence starts with a capital in its own language', () => {
    expect(sentence(fleetNameIn(fr, 'fourth-empire', name), 'fr')).toBe('La quatrième flotte de l’Empire')
    expect(sentence('the Empire fourth fleet')).toBe('The Empire fourth fleet')
  })
})
