// An act, a turn, a fleet, in both languages (battle titles and outcomes: history/words.test.ts).
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { actName, actTurnName, fleetTitle } from './battle-words'

const english = createTranslator({ locale: 'en', messages: en })
const french = createTranslator({ locale: 'fr', messages: fr })
const name = (id: string) => ({ 'rebels-1': 'Leia', 'empire-2': 'Piett' })[id] ?? id

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
