import 'server-only'
// The campaign pages that follow a change by their overlay, for the event streams (lib/server/page-follow.ts):
// each builds its overlay with the same code as the page, in the words of the stream's reader. A page not
// named here reloads when it hears a new version.
import { DEFAULT_LOCALE, isLocale } from '@/app/_i18n/locales'
import { localeOfHeaders, translatorIn, wordsIn } from '@/app/_i18n/words-in'
import type { PageFollowers } from '@/lib/server/page-follow'
import { getPivotalView } from '@/lib/server/get-pivotal-view'
import { getTurnView } from '@/lib/server/get-turn-view'
import { battlesListed, battlesOverlay } from '../battles/battles-page-data'
import { fleetsOverlay } from '../fleets/_lib/fleets-page-data'
import { historyListed, historyOverlay, historyWords } from '../history/history-page-data'
import { parseHistoryQuery } from '../history/history-query'
import { mapOverlay, mapWordsIn } from '../map/map-data'
import { summaryOverlay } from '../summary/summary-overlay'
import { turnOverlay } from '../turn/turn-overlay'
import { viewerActor } from '../_components/phase-banner'
import { bannerManagement } from './layout-overlay'
import { overviewOverlay } from './overview-overlay'

const language = (locale: string) => (isLocale(locale) ? locale : DEFAULT_LOCALE)

export const PAGE_FOLLOWERS: PageFollowers = {
  followers: {
    overview: async (db, view, _query, locale) => {
      const { t, format } = wordsIn(language(locale))
      return overviewOverlay(view, bannerManagement(db, view), t, format)
    },
    map: (db, view, query, locale) => mapOverlay(db, view, query, mapWordsIn(language(locale))),
    fleets: async (db, view, _query, locale) => {
      const { t, format } = wordsIn(language(locale))
      return fleetsOverlay(view, bannerManagement(db, view), t, format)
    },
    battles: async (db, view, _query, locale) => {
      const lang = language(locale)
      const { t, format } = wordsIn(lang)
      return battlesOverlay(view, battlesListed(view, translatorIn(lang, 'Battles'), lang), bannerManagement(db, view), t, format)
    },
    turn: async (db, view, _query, locale) => {
      const { t, format } = wordsIn(language(locale))
      return turnOverlay(view, getTurnView(db, view.id, viewerActor(view)), bannerManagement(db, view), t, format)
    },
    history: async (db, view, search, locale) => {
      const lang = language(locale)
      const { t, format } = wordsIn(lang)
      const given: Record<string, string[]> = {}
      for (const [key, value] of search) (given[key] ??= []).push(value)
      const query = parseHistoryQuery(given)
      const words = historyWords(view, {
        t: translatorIn(lang, 'History'),
        terms: translatorIn(lang, 'Terms'),
        battles: translatorIn(lang, 'Battles'),
        ally: translatorIn(lang, 'Ally'),
        locale: lang,
      })
      const listed = await historyListed(db, view, viewerActor(view), query, words)
      return historyOverlay(view, listed, query, bannerManagement(db, view), t, format)
    },
    summary: async (db, view, _query, locale) =>
      summaryOverlay(view, getPivotalView(db, view.id, viewerActor(view)), bannerManagement(db, view), mapWordsIn(language(locale))),
  },
  localeOf: localeOfHeaders,
}
