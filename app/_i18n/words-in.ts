import 'server-only'
// The app's words in one language where no page's request runs: what the server pushes to open pages over
// their event streams (lib/server/page-follow.ts). Formatted as a page's are: the same catalogue, in UTC.
import { createFormatter, createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import type { AppTranslator } from '@/app/_lib/translator'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type AppLocale } from './locales'
import { MESSAGES, type Messages } from './messages'

export interface Words {
  locale: AppLocale
  t: AppTranslator
  format: ReturnType<typeof createFormatter>
}

const made = new Map<AppLocale, Words>()
const namespaced = new Map<string, unknown>()

/** A translator of one namespace of `locale`, as getTranslations(namespace) gives it in a page. */
export function translatorIn<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: AppLocale,
  namespace: N,
): ReturnType<typeof createTranslator<Messages, N>> {
  const key = `${locale}\u0000${namespace}`
  let made = namespaced.get(key)
  if (!made) {
    made = createTranslator<Messages, N>({ locale, messages: MESSAGES[locale], namespace, timeZone: 'UTC' })
    namespaced.set(key, made)
  }
  return made as ReturnType<typeof createTranslator<Messages, N>>
}

/** The translator and formatter of `locale`, made once per language. */
export function wordsIn(locale: AppLocale): Words {
  let words = made.get(locale)
  if (!words) {
    words = {
      locale,
      t: createTranslator({ locale, messages: MESSAGES[locale], timeZone: 'UTC' }) as unknown as AppTranslator,
      format: createFormatter({ locale, timeZone: 'UTC' }),
    }
    made.set(locale, words)
  }
  return words
}

/** The language a request reads in, from its headers as current-locale.ts reads it from Next's. */
export function localeOfHeaders(headers: { cookie: string | null; acceptLanguage: string | null }): AppLocale {
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === LOCALE_COOKIE) {
      const chosen = decodeURIComponent(part.slice(eq + 1).trim())
      if (isLocale(chosen)) return chosen
    }
  }
  return localeFromAcceptLanguage(headers.acceptLanguage) ?? DEFAULT_LOCALE
}
