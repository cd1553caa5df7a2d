// The words the server pushes to open pages, outside any request: the same sentences as a page's, in each
// language, whether said for the first time or again.
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages'
import { translatorIn, wordsIn } from './words-in'

describe('the words of the event streams', () => {
  it('say what the catalogue says, again and again, for plain values, rich text and markup, in each language', () => {
    for (const locale of ['en', 'fr'] as const) {
      const library = createTranslator({ locale, messages: MESSAGES[locale], timeZone: 'UTC' })
      const { t } = wordsIn(locale)
      for (let again = 0; again < 2; again++) {
        expect(t('Campaign.banner.heading', { roman: 'II', turn: 3, phase: 'x' })).toBe(
          library('Campaign.banner.heading', { roman: 'II', turn: 3, phase: 'x' }),
        )
        expect(t('History.count', { total: 1 })).toBe(library('History.count', { total: 1 }))
        expect(t('History.count', { total: 2 })).toBe(library('History.count', { total: 2 }))
        expect(t('Campaign.banner.setup')).toBe(library('Campaign.banner.setup'))
      }
      const marked = t.markup('Campaign.yourMove.duty.assign-defenses', { teamName: 'X', team: (chunks) => `[${chunks}]` })
      expect(marked).toBe(library.markup('Campaign.yourMove.duty.assign-defenses', { teamName: 'X', team: (chunks) => `[${chunks}]` }))
      const history = translatorIn(locale, 'History')
      expect(history('count', { total: 7 })).toBe(library('History.count', { total: 7 }))
      expect(history('count', { total: 7 })).toBe(library('History.count', { total: 7 }))
    }
  })

  it('tell the counts apart: a sentence kept for one value is never said for another', () => {
    const { t } = wordsIn('en')
    expect(t('History.count', { total: 1 })).not.toBe(t('History.count', { total: 2 }))
    expect(t('History.count', { total: 1 })).toContain('1')
  })
})
