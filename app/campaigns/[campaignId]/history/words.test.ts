// Battles and Ally forces named in both languages.
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { battleOutcome, battleTitle, fleetName } from './words'

const battles = (locale: 'en' | 'fr') => createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'Battles' })
const name = (id: string) => ({ sam: 'Sam', marc: 'Marc' })[id] ?? id
const fought = { systemId: 'tatooine', assaulter: { playerId: 'sam', team: 'rebels' as const }, defender: { playerId: 'marc', team: 'empire' as const } }

describe('battle names', () => {
  it('say who fought where', () => {
    expect(battleTitle(battles('en'), fought, name)).toBe('Sam (Rebels) against Marc (Empire) at Tatooine')
    expect(battleTitle(battles('fr'), fought, name)).toBe('Sam (Rebelles) contre Marc (Empire) à Tatooine')
    expect(battleTitle(battles('en'), { ...fought, defender: null }, name)).toBe('Sam (Rebels) at Tatooine')
  })

  it('say who won, and for which team', () => {
    const took = { winner: 'rebels' as const, assaulterScore: 150, defenderScore: 90 }
    const held = { winner: 'empire' as const, assaulterScore: 60, defenderScore: 120 }
    expect(battleOutcome(battles('en'), fought, { ...took, defenderHeld: true }, name)).toBe("Sam's Rebels took Tatooine from Marc, 150–90")
    expect(battleOutcome(battles('en'), fought, held, name)).toBe("Marc's Empire held Tatooine against Sam, 120–60")
    expect(battleOutcome(battles('fr'), fought, { ...took, defenderHeld: true }, name)).toBe('Sam a pris Tatooine à Marc pour les Rebelles, 150–90')
    expect(battleOutcome(battles('fr'), fought, held, name)).toBe('Marc a tenu Tatooine face à Sam pour l’Empire, 120–60')
  })
})

describe('battle outcomes follow the map (R-EFFECT)', () => {
  const took = { winner: 'rebels' as const, assaulterScore: 150, defenderScore: 90 }

  it('take a system from a player only when their team held it', () => {
    // An unoccupied system (or one whose holder is no longer known) was taken, but not from the defender.
    expect(battleOutcome(battles('en'), fought, { ...took, defenderHeld: false }, name)).toBe("Sam's Rebels took Tatooine against Marc, 150–90")
    expect(battleOutcome(battles('en'), fought, took, name)).toBe("Sam's Rebels took Tatooine against Marc, 150–90")
    expect(battleOutcome(battles('fr'), fought, { ...took, defenderHeld: false }, name)).toBe('Sam a pris Tatooine face à Marc pour les Rebelles, 150–90')
  })
})

describe('fleet names', () => {
  it('name a fourth fleet', () => {
    const terms = createTranslator({ locale: 'fr', messages: fr, namespace: 'Terms' })
    expect(fleetName(terms, 'fourth-rebels', name)).toBe('la quatrième flotte des Rebelles')
  })
})
