// A battle's title and outcome, an act, a fleet, in both languages (the history and the record use them).
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { actName, actTurnName, battleOutcome, battleTitle, fleetTitle } from './battle-words'

const english = createTranslator({ locale: 'en', messages: en })
const french = createTranslator({ locale: 'fr', messages: fr })
const name = (id: string) => ({ 'rebels-1': 'Leia', 'empire-2': 'Piett' })[id] ?? id
const battle = {
  systemId: 'mon-cala',
  assaulter: { playerId: 'empire-2', team: 'empire' as const },
  defender: { playerId: 'rebels-1', team: 'rebels' as const },
}

describe('battleTitle', () => {
  it('names both players, their teams and the system', () => {
    expect(battleTitle(battle, name, english)).toBe('Piett (Empire) against Leia (Rebels) at Mon Cala')
    expect(battleTitle(battle, name, french)).toBe('Piett (Empire) contre Leia (Rebelles) à Mon Cala')
  })

  it('names the assaulter alone while no defender is named', () => {
    expect(battleTitle({ ...battle, defender: null }, name, french)).toBe('Piett (Empire) à Mon Cala')
  })
})

describe('battleOutcome', () => {
  it('says who held the system, the winner’s score first', () => {
    const held = { winner: 'rebels' as const, assaulterScore: 60, defenderScore: 120 }
    expect(battleOutcome(battle, held, name, english)).toBe("Leia's Rebels held Mon Cala against Piett, 120–60")
    expect(battleOutcome(battle, held, name, french)).toBe('Les Rebelles de Leia ont tenu Mon Cala face à Piett, 120–60')
  })

  it('agrees the French verb with the team: the Empire is one, the Rebels are many', () => {
    const took = { winner: 'empire' as const, assaulterScore: 150, defenderScore: 50 }
    expect(battleOutcome(battle, took, name, english)).toBe("Piett's Empire took Mon Cala from Leia, 150–50")
    expect(battleOutcome(battle, took, name, french)).toBe('L’Empire de Piett a pris Mon Cala à Leia, 150–50')
  })
})

describe('acts and fleets', () => {
  it('names an act by its roman numeral, with its turn', () => {
    expect(actName(2, english)).toBe('Act II')
    expect(actTurnName(3, 1, french)).toBe('Acte III, tour 1')
  })

  it('names a player’s fleet and a team’s fourth fleet', () => {
    expect(fleetTitle('rebels-1', name, french)).toBe('la flotte de Leia')
    expect(fleetTitle('fourth-empire', name, english)).toBe("the Empire's fourth fleet")
    expect(fleetTitle('fourth-rebels', name, french)).toBe('la quatrième flotte des Rebelles')
  })
})
