import 'server-only'
import { cookies, headers } from 'next/headers'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type AppLocale } from './locales'

/** The language of this request: the person's choice, else their browser's, else English. */
export async function currentLocale(): Promise<AppLocale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value
  if (isLocale(chosen)) return chosen
  return localeFromAcceptLanguage((await headers()).get('accept-language')) ?? DEFAULT_LOCALE
}
