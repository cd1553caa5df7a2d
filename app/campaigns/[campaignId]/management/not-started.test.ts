// The management and turn pages, when there is no phase to show, say why as the campaign stands: after its
// end they never say the phase has not started (R-ACT-END).
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'

const words = (locale: 'en' | 'fr') => createTranslator({ locale, messages: locale === 'en' ? en : fr })

describe('a page with no phase to show', () => {
  it('says the campaign is over once it ended, in both languages', () => {
    expect(words('en')('Management.notStarted', { phase: 'ended' })).toBe('The campaign is over: no management phase remains.')
    expect(words('fr')('Management.notStarted', { phase: 'ended' })).toBe('La campagne est terminée : il ne reste aucune phase de gestion.')
    expect(words('en')('Turn.notStarted', { phase: 'ended' })).toBe('The campaign is over: no turn remains.')
    expect(words('fr')('Turn.notStarted', { phase: 'ended' })).toBe('La campagne est terminée : il ne reste aucun tour.')
  })

  it('says what comes first before the campaign starts, and during a pivotal battle', () => {
    expect(words('en')('Management.notStarted', { phase: 'setup' })).toMatch(/^The campaign has not started yet/)
    expect(words('en')('Management.notStarted', { phase: 'strategy' })).toBe('The management phase has not started: it follows the battle phase.')
    expect(words('en')('Management.notStarted', { phase: 'pivotal' })).toMatch(/^A pivotal battle is under way/)
    expect(words('en')('Turn.notStarted', { phase: 'pivotal' })).toMatch(/^A pivotal battle is under way/)
    expect(words('en')('Turn.notStarted', { phase: 'setup' })).toMatch(/^The campaign has not started yet/)
  })
})
