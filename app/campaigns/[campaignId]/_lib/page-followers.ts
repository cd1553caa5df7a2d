import 'server-only'
// The campaign pages that follow a change by their overlay, for the event streams (lib/server/page-follow.ts):
// each builds its overlay with the same code as the page, in the words of the stream's reader. A page not
// named here reloads when it hears a new version.
import { DEFAULT_LOCALE, isLocale } from '@/app/_i18n/locales'
import { localeOfHeaders } from '@/app/_i18n/words-in'
import type { PageFollowers } from '@/lib/server/page-follow'
import { mapOverlay, mapWordsIn } from '../map/map-data'

const language = (locale: string) => (isLocale(locale) ? locale : DEFAULT_LOCALE)

export const PAGE_FOLLOWERS: PageFollowers = {
  followers: {
    map: (view, query, locale) => mapOverlay(view, query, mapWordsIn(language(locale))),
  },
  localeOf: localeOfHeaders,
}
