import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { objectiveLine } from './objective-line'

const english = createTranslator({ locale: 'en', messages: en })
const french = createTranslator({ locale: 'fr', messages: fr })
const name = (id: string) => ({ 'rebels-2': 'Ackbar', 'empire-1': 'Tarkin' })[id] ?? id
const pairing = { assaulter: { playerId: 'rebels-2' }, defender: { playerId: 'empire-1' } }

describe('objectiveLine (R-BRIEF)', () => {
  it('names the objective, its category and its victory tokens, then who plays first', () => {
    const battle = { ...pairing, objective: 'most-wanted' }
    expect(objectiveLine(battle, [], name, english)).toBe(
      'Objective: Most Wanted (assault objective, no victory tokens); first player Ackbar (assaulting), second Tarkin.',
    )
    expect(objectiveLine(battle, [], name, french)).toBe(
      'Objectif : Most Wanted (objectif d’assaut, sans pions de victoire) ; premier joueur Ackbar (attaquant), second Tarkin.',
    )
  })

  it('gives the victory tokens’ worth when the objective has them', () => {
    expect(objectiveLine({ ...pairing, objective: 'blockade-run' }, [], name, french)).toContain('(objectif d’assaut, pions de victoire valant 20)')
  })

  it('lists the pool while the objective is not chosen yet', () => {
    expect(objectiveLine({ ...pairing, objective: null }, [], name, french)).toBe(
      'Objectif : à choisir par le joueur attaquant parmi la réserve ; premier joueur Ackbar (attaquant), second Tarkin.',
    )
  })
})
