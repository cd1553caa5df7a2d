import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { allyPoints } from '@/lib/campaign'
import { allyForcesText } from './ally-words'

const english = createTranslator({ locale: 'en', messages: en, namespace: 'Ally' })
const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Ally' })

describe('allyForcesText', () => {
  it('names a flotilla and its upgrade, with the points they cost (R-TOKEN-ALLY)', () => {
    const forces = { kind: 'flotilla' as const, shipCardId: 'gr-75-medium-transports', upgradeCardId: 'fleet-support-comms-net' }
    const points = allyPoints(forces)
    expect(allyForcesText(forces, english, 'ffg-2019')).toBe(`GR-75 Medium Transports with Comms Net (${points} FP)`)
    expect(allyForcesText(forces, french, 'ffg-2019')).toBe(`GR-75 Medium Transports avec Comms Net (${points} pts de flotte)`)
  })

  it('counts squadrons of the same card, their names as the players know them', () => {
    const forces = { kind: 'squadrons' as const, cardIds: ['squadron-x-wing-squadron', 'squadron-x-wing-squadron'] }
    expect(allyForcesText(forces, french, 'ffg-2019')).toBe(`2 × X-wing Squadron (${allyPoints(forces)} pts de flotte)`)
  })

  it('prices the forces at the campaign’s points era (R-FLEET-ERA)', () => {
    const forces = { kind: 'squadrons' as const, cardIds: ['squadron-e-wing-squadron', 'squadron-keyan-farlander'] }
    expect(allyForcesText(forces, english, 'ffg-2019')).toBe('E-wing Squadron, Keyan Farlander (35 FP)')
    expect(allyForcesText(forces, english, 'amg-final')).toBe('E-wing Squadron, Keyan Farlander (32 FP)')
  })
})
