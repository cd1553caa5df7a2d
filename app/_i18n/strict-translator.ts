// For unit tests of the words: a translator over the whole catalogue that throws on a missing message or
// argument instead of printing the key, so a test cannot pass on a broken message.
import { createTranslator } from 'next-intl'
import type { AppLocale } from './locales'
import { MESSAGES } from './messages'

export function strictTranslator(locale: AppLocale) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error
    },
  })
}
