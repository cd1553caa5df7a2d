// The battle page's sentences in both languages: the elements of a result, the flagship, the plural of the
// veterans a fleet may choose, a result entered with a player tabled.
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import type { Fleet } from '@/lib/campaign'
import { describeOutcome, scarredBy } from './describe-outcome'

const english = createTranslator({ locale: 'en', messages: en })
const french = createTranslator({ locale: 'fr', messages: fr })

const element = { scarred: false, veteran: false }
const fleet = {
  ships: [{ ...element, uid: 's1', cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [] }],
  squadrons: [
    { ...element, uid: 'q1', cardId: 'squadron-tie-fighter-squadron' },
    { ...element, uid: 'q2', cardId: 'squadron-tie-fighter-squadron' },
  ],
} as unknown as Fleet

describe('describeOutcome', () => {
  it('names the elements, the flagship marked and squadrons numbered within their card', () => {
    expect(describeOutcome(fleet, ['s1', 'q2'], english)).toBe('Victory II-class Star Destroyer (flagship), TIE Fighter Squadron 2')
  })

  it('says none in the reader’s language, and only how many when the fleet is not shown', () => {
    expect(describeOutcome(fleet, [], french)).toBe('aucun')
    expect(describeOutcome(null, ['s1', 'q1'], french)).toBe('2')
  })

  it('counts as scarred what was destroyed and did not retreat (R-SCAR)', () => {
    expect(scarredBy({ destroyed: ['s1', 'q1'], retreated: ['s1'] })).toEqual(['q1'])
  })
})

describe('the battle page’s sentences', () => {
  it('choose the plural of the elements a fleet may make veteran', () => {
    expect(english('BattlePage.veteransLegend', { fleet: "Leia's fleet", count: 1 })).toBe("Leia's fleet: choose up to 1 element to become veteran")
    expect(french('BattlePage.veteransLegend', { fleet: 'la flotte de Leia', count: 2 })).toBe(
      'la flotte de Leia : choisissez jusqu’à 2 éléments qui deviennent vétérans',
    )
  })

  it('say who entered a result and who was tabled', () => {
    const values = { assaulter: 'Piett', assaulterScore: 60, defender: 'Leia', defenderScore: 120, defenderTabled: 'no' }
    expect(english('BattlePage.entered', { ...values, byOrganizer: 'yes', by: '', assaulterTabled: 'yes' })).toBe(
      'Entered by the organizer: Piett 60, Leia 120 (Piett tabled).',
    )
    expect(french('BattlePage.entered', { ...values, byOrganizer: 'no', by: 'Leia', assaulterTabled: 'no' })).toBe('Saisi par Leia : Piett 60, Leia 120.')
  })
})
