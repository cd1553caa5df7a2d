import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { finishCost, finishGivesUp } from './finish-cost'

const english = createTranslator({ locale: 'en', messages: en, namespace: 'Management.refit' })
const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'Management.refit' })

const nothingLeft = { credits: [], scarsBasesMayRemove: 0, scarred: [] }
const creditAndScars = {
  credits: [
    { slot: 'squadrons', points: 8, cards: [] },
    { slot: 'Officer', points: 4, cards: [] },
  ],
  // One base removal left for two scars (the engine's figure, management-view.ts).
  scarsBasesMayRemove: 1,
  scarred: [
    { uid: 's1', label: 'Nebulon-B Escort Frigate' },
    { uid: 's2', label: 'CR90 Corvette A' },
  ],
}

describe('finishCost', () => {
  it('asks first only when finishing gives something up', () => {
    expect(finishGivesUp(nothingLeft)).toBe(false)
    expect(finishGivesUp(creditAndScars)).toBe(true)
    expect(finishGivesUp({ ...creditAndScars, credits: [] })).toBe(true)
    // Scars with no removal left to spend: nothing is given up.
    expect(finishGivesUp({ ...creditAndScars, credits: [], scarsBasesMayRemove: 0 })).toBe(false)
  })

  it('says nothing is lost when nothing is left, in both languages', () => {
    expect(finishCost(nothingLeft, "Leia's fleet", english)).toBe("Finishing closes the refit of Leia's fleet for this turn; nothing is left unused.")
    expect(finishCost(nothingLeft, 'la flotte de Leia', french)).toBe('Terminer clôt le refit de la flotte de Leia pour ce tour ; rien n’est laissé inutilisé.')
  })

  it('names each credit lost and the scars kept, with the plural of the ships', () => {
    expect(finishCost(creditAndScars, "Leia's fleet", english)).toBe(
      "Finishing closes the refit of Leia's fleet for this turn: the 8 points left to buy back squadrons are lost; the 4 points left to buy back Officer upgrades are lost; Nebulon-B Escort Frigate, CR90 Corvette A keep their scars though your bases could remove 1.",
    )
    expect(finishCost({ ...creditAndScars, credits: [], scarred: creditAndScars.scarred.slice(0, 1) }, 'la flotte de Leia', french)).toBe(
      'Terminer clôt le refit de la flotte de Leia pour ce tour : Nebulon-B Escort Frigate garde son pion scarred alors que vos bases pourraient en retirer 1.',
    )
  })
})
