import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { fleetNamer } from './fleet-names'

const players: Record<string, string> = { 'rebels-1': 'Leia' }
const player = (id: string) => players[id] ?? id

describe('fleetNamer', () => {
  it('names a player’s fleet and each fourth fleet in English', () => {
    const name = fleetNamer(createTranslator({ locale: 'en', messages: en, namespace: 'Terms' }), player)
    expect(name('rebels-1')).toBe("Leia's fleet")
    expect(name('fourth-empire')).toBe("the Empire's fourth fleet")
  })

  it('names them in French', () => {
    const name = fleetNamer(createTranslator({ locale: 'fr', messages: fr, namespace: 'Terms' }), player)
    expect(name('rebels-1')).toBe('la flotte de Leia')
    expect(name('fourth-rebels')).toBe('la quatrième flotte des Rebelles')
  })
})
