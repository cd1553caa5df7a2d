import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { en } from '@/app/_i18n/messages/en'
import { fr } from '@/app/_i18n/messages/fr'
import type { Reading } from '@/lib/campaign/browser'
import { readingWords } from './reading-words'

const english = createTranslator({ locale: 'en', messages: en, namespace: 'FleetBuilder.preview' })
const french = createTranslator({ locale: 'fr', messages: fr, namespace: 'FleetBuilder.preview' })

const at = { line: 3, lastLine: 3, text: 'Victory II (85)' }
const flagship: Reading = {
  ...at,
  kind: 'ship',
  flagship: true,
  cardId: 'victory-ii-class-star-destroyer',
  readAs: 'Victory II-class Star Destroyer',
  pointsNote: { listed: 80, data: 85, era: 'amg-final' },
  remark: null,
}
const refused: Reading = { ...at, kind: 'error', reason: 'no-ship' }

describe('readingWords', () => {
  it('says what a line was read as, with the notes to check, in English', () => {
    expect(readingWords(flagship, english)).toEqual({
      what: 'Ship: Victory II-class Star Destroyer (85), flagship',
      notes: [
        'Read as “Victory II-class Star Destroyer”: check the name.',
        'Victory II-class Star Destroyer: 80 in the list (AMG final points), 85 in this campaign’s points era.',
      ],
      tone: 'card',
    })
    expect(readingWords(refused, english).what).toBe('Not imported: an upgrade before any ship')
  })

  it('says it in French, card names unchanged', () => {
    expect(readingWords(flagship, french).what).toBe('Vaisseau : Victory II-class Star Destroyer (85), flagship')
    expect(readingWords(refused, french)).toEqual({ what: 'Non importée : une amélioration avant tout vaisseau', notes: [], tone: 'error' })
    expect(readingWords({ ...at, kind: 'ignored', why: 'prose' }, french).what).toBe('ignorée : du texte avant la flotte')
  })
})
