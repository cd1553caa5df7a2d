import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { elision } from './elision'
import { en } from './messages/en'
import { fr } from './messages/fr'

describe('a fleet named after its player', () => {
  it('elides "de" before a vowel in French, and reads the same in English', () => {
    const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Terms' })
    const english = createTranslator({ locale: 'en', messages: en, namespace: 'Terms' })
    const name = (t: typeof french, player: string) => t('fleetOf', { player, elision: elision(player) })
    expect(name(french, 'Ackbar')).toBe('la flotte d’Ackbar')
    expect(name(french, 'Élodie')).toBe('la flotte d’Élodie')
    expect(name(french, 'Leia')).toBe('la flotte de Leia')
    expect(name(english, 'Ackbar')).toBe("Ackbar's fleet")
  })
})
