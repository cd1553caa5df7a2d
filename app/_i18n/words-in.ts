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

/** Sentences kept per translator: the history's entries, say, are worded again for each change an open page hears. */
const KEPT_SENTENCES = 20_000

type Plain = string | number | boolean | null | undefined

/**
 * `translator`, keeping what it said for plain values: formatting a message the library's way serializes its
 * formats on every call, and the streams word the same sentences (the history's entries, the duties) again with
 * each change. Rich text, markup and values that are not plain (a date, a function) go to the library each time.
 */
function keepingSentences<T extends (key: string, values?: Record<string, unknown>) => string>(translator: T): T {
  const said = new Map<string, string>()
  const say = (key: string, values?: Record<string, unknown>) => {
    const plain = values === undefined || Object.values(values).every((v): v is Plain => v === null || (typeof v !== 'object' && typeof v !== 'function'))
    if (!plain) return translator(key, values)
    const asked = values === undefined ? key : `${key}\u0000${JSON.stringify(values)}`
    let sentence = said.get(asked)
    if (sentence === undefined) {
      if (said.size >= KEPT_SENTENCES) said.clear()
      sentence = translator(key, values)
      said.set(asked, sentence)
    }
    return sentence
  }
  return Object.assign(say, translator) as T
}

/** A translator of one namespace of `locale`, as getTranslations(namespace) gives it in a page. */
export function translatorIn<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  locale: AppLocale,
  namespace: N,
): ReturnType<typeof createTranslator<Messages, N>> {
  const key = `${locale}\u0000${namespace}`
  let made = namespaced.get(key)
  if (!made) {
    made = keepingSentences(createTranslator<Messages, N>({ locale, messages: MESSAGES[locale], namespace, timeZone: 'UTC' }) as never)
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
      t: keepingSentences(createTranslator({ locale, messages: MESSAGES[locale], timeZone: 'UTC' }) as never) as unknown as AppTranslator,
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
