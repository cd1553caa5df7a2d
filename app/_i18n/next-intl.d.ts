// Typed keys: a message missing from the English catalogue fails the type check wherever it is used.
import type { AppLocale } from './locales'
import type { Messages } from './messages'

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale
    Messages: Messages
  }
}
