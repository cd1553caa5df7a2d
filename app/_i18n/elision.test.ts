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

  it('elides in every French sentence that names a player after "de"', () => {
    const t = createTranslator({ locale: 'fr', messages: fr })
    const e = createTranslator({ locale: 'en', messages: en })
    expect(t('History.entry.placeBase', { player: 'Ackbar', elision: elision('Ackbar'), system: 'Hoth' })).toBe('Base d’Ackbar placée à Hoth.')
    expect(t('History.entry.placeBase', { player: 'Leia', elision: elision('Leia'), system: 'Hoth' })).toBe('Base de Leia placée à Hoth.')
    expect(t('BattlePage.scoreOf', { player: 'Ackbar', elision: elision('Ackbar') })).toBe('Score d’Ackbar')
    expect(t('Violations.low-fuel-first', { player: 'Ackbar', elision: elision('Ackbar'), rule: 'R-STRAT-2' })).toMatch(/^La flotte d’Ackbar a Low Fuel/)
    expect(e('History.entry.placeBase', { player: 'Ackbar', elision: elision('Ackbar'), system: 'Hoth' })).toBe("Placed Ackbar's base at Hoth.")
  })
})
