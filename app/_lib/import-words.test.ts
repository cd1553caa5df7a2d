// What each pasted line of a fleet list was read as, and why a list is refused, in both languages.
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { Reading } from '@/lib/campaign/browser'
import { MESSAGES } from '@/app/_i18n/messages'
import type { AppLocale } from '@/app/_i18n/locales'
import { fleetImportProblemText, importFormatText, readingText, readingWords } from './import-words'

function translator(locale: AppLocale) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error
    },
  })
}

const en = translator('en')
const fr = translator('fr')

describe('fleet import words', () => {
  const line = { line: 2, lastLine: 2, text: 'VSD I (73)' }
  const readings: Reading[] = [
    {
      ...line,
      kind: 'ship',
      cardId: 'victory-i-class-star-destroyer',
      flagship: true,
      readAs: 'Victory I-class Star Destroyer',
      pointsNote: null,
      remark: null,
    },
    { ...line, kind: 'squadron', cardId: 'squadron-x-wing-squadron', count: 2, readAs: null, pointsNote: null, remark: 'escort' },
    { ...line, kind: 'ignored', why: 'subtotal' },
    { ...line, kind: 'error', reason: 'no-points' },
  ]

  it('reads every line as the English words did', () => {
    for (const reading of readings) expect(readingText(en, reading)).toEqual(readingWords(reading))
  })

  it('reads them in French', () => {
    expect(readings.map((r) => readingText(fr, r))).toEqual([
      {
        what: 'Vaisseau : Victory I-class Star Destroyer (73), flagship',
        notes: ['Lu comme « Victory I-class Star Destroyer » : vérifiez le nom.'],
        tone: 'card',
      },
      { what: 'Escadron : 2 × X-wing Squadron (26)', notes: ['« escort » laissé de côté.'], tone: 'card' },
      { what: 'ignorée : un total, recalculé d’après les données des cartes', notes: [], tone: 'ignored' },
      { what: 'Non importée : une carte sans ses points : écrivez-les entre parenthèses, par exemple « (7) »', notes: [], tone: 'error' },
    ])
  })

  it('names the builder and the problem', () => {
    expect(importFormatText(fr, 'warlords')).toBe('une liste Armada Warlords')
    expect(fleetImportProblemText(en, 'not-a-fleet')).toBe(
      'This text names no ship or squadron card: paste a fleet list, one card per line with its points (R-FLEET-IMPORT).',
    )
    expect(fleetImportProblemText(fr, 'too-long')).toBe('Ce texte est trop long pour être une flotte.')
  })
})
