// The refusals proxy.ts answers before a request reaches a page or a route (400, 403, 413, 415), in the
// request's language. The proxy has no next-intl request context, so it reads these few plain texts
// (no ICU arguments: refusal-words.test.ts checks it) straight from the catalogue's files.
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type AppLocale } from '@/app/_i18n/locales'
import enErrors from '@/app/_i18n/messages/en/errors.json'
import enImportFile from '@/app/_i18n/messages/en/import-file.json'
import frErrors from '@/app/_i18n/messages/fr/errors.json'
import frImportFile from '@/app/_i18n/messages/fr/import-file.json'

export type ProxyRefusal = 'foreign-origin' | 'command-not-json' | 'command-too-large' | 'file-too-large' | 'file-wrong-type' | 'action-malformed'

const TEXTS: Record<AppLocale, Record<ProxyRefusal, string>> = {
  en: {
    'foreign-origin': enErrors.api.foreignOrigin,
    'command-not-json': enErrors.api.commandNotJson,
    'command-too-large': enErrors.api.bodyTooLarge,
    'file-too-large': enImportFile.problem['too-large'],
    'file-wrong-type': enImportFile.problem['wrong-type'],
    'action-malformed': enErrors.api.actionMalformed,
  },
  fr: {
    'foreign-origin': frErrors.api.foreignOrigin,
    'command-not-json': frErrors.api.commandNotJson,
    'command-too-large': frErrors.api.bodyTooLarge,
    'file-too-large': frImportFile.problem['too-large'],
    'file-wrong-type': frImportFile.problem['wrong-type'],
    'action-malformed': frErrors.api.actionMalformed,
  },
}

/** The language of a request seen by the proxy: the person's choice (cookie), else the browser's, else English. */
export function requestLocale(chosen: string | undefined, acceptLanguage: string | null): AppLocale {
  if (isLocale(chosen)) return chosen
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE
}

export function proxyRefusalText(refusal: ProxyRefusal, locale: AppLocale): string {
  return TEXTS[locale][refusal]
}
