// The languages the app speaks, and how a request's language is chosen: the person's own choice (a cookie
// set by the switch on every page), else the campaign's language when their link says so, else the
// browser's preferred languages, else English.
export const LOCALES = ['en', 'fr'] as const
export type AppLocale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: AppLocale = 'en'
export const LOCALE_COOKIE = 'rim-locale'
/** A year: the choice is remembered per browser. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The first of the app's languages in an Accept-Language header, by quality then order. */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const entry of ranked) if (isLocale(entry.language)) return entry.language
  return null
}
