// next-intl's per-request configuration (named in next.config.mjs). No locale in the URL: the language is
// the person's (see current-locale.ts). A caller may ask for another language explicitly, as the prints do
// with the campaign's language.
import { getRequestConfig } from 'next-intl/server'
import { currentLocale } from './current-locale'
import { isLocale } from './locales'
import { MESSAGES } from './messages'

export default getRequestConfig(async ({ locale }) => {
  const chosen = isLocale(locale) ? locale : await currentLocale()
  // Times are shown in each reader's own zone by <LocalTime> in the browser; the server formats in UTC.
  return { locale: chosen, messages: MESSAGES[chosen], timeZone: 'UTC' }
})
