// An act and a turn, in both languages (fleets: words.test.ts; battle titles and outcomes: history/words.test.ts).
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import { actName, actTurnName } from './battle-words'

const english = createTranslator({ locale: 'en', messages: en })
const french = createTranslator({ locale: 'fr', messages: fr })

describe('acts and turns', () => {
  it('names an act by its roman numeral, with its turn', () => {
    expect(actName(2, english)).toBe('Act II')
    expect(actTurnName(3, 1, french)).toBe('Acte III, tour 1')
  })
})
