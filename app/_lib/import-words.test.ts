// What each pasted line of a fleet list was read as, and why a list is refused, in both languages.
import { describe, expect, it } from 'vitest'
import { strictTranslator } from '@/app/_i18n/strict-translator'
import { fleetImportProblemText, unmatchedLineText } from './import-words'

const en = strictTranslator('en')
const fr = strictTranslator('fr')

describe('fleet import words', () => {
  it('names the problem, with its rule', () => {
    expect(fleetImportProblemText(en, 'not-a-fleet')).toBe(
      'This text names no ship or squadron card: paste a fleet list, one card per line with its points (R-FLEET-IMPORT).',
    )
    expect(fleetImportProblemText(fr, 'too-long')).toBe('Ce texte est trop long pour être une flotte.')
  })

  it('words each line that could not be read, an unknown reason as unrecognised', () => {
    expect(unmatchedLineText(en, { line: 3, text: 'VSD', reason: 'no-points' })).toBe(
      'Line 3: “VSD”: a card without its points: write them in brackets, e.g. “(7)”.',
    )
    expect(unmatchedLineText(fr, { line: 3, text: 'VSD', reason: 'no-points' })).toBe(
      'Ligne 3 : « VSD » : une carte sans ses points : écrivez-les entre parenthèses, par exemple « (7) ».',
    )
    expect(unmatchedLineText(en, { line: 3, text: 'x', reason: 'made-up' })).toBe(unmatchedLineText(en, { line: 3, text: 'x', reason: 'unrecognised' }))
  })
})
