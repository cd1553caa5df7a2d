import 'server-only'
// What the map page shows of a campaign for one viewer, and its live overlay: the page and its overlay's
// route handler (app/api/campaigns/[campaignId]/map-overlay) both build it here, from the viewer's view of
// the campaign (lib/campaign/visibility.ts, through getCampaignView), so the overlay never tells more than
// the page does, and tells it in the same words.
import { getFormatter, getTranslations } from 'next-intl/server'
import { translatorIn, wordsIn } from '@/app/_i18n/words-in'
import type { AppLocale } from '@/app/_i18n/locales'
import type { AppTranslator } from '@/app/_lib/translator'
import type { Formatter } from '@/app/_lib/duty-words'
import type { Translator } from '../history/words'
import { systemName } from '@/app/_lib/words'
import { SYSTEM_IDS, SYSTEMS, type SystemId } from '@/lib/data/map'
import type { ManagementView, VisibleControl, VisibleMapSnapshot } from '@/lib/campaign'
import type { Db } from '@/db/client'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { battleInWords, mapSpotText, type MapBattle } from '../_components/campaign-map'
import type { LiveBattle, LiveOverlay } from '../_components/live-values'
import { bannerManagement, layoutOverlay, restDigest } from '../_lib/layout-overlay'
import { standingsText } from '../_components/standings-table'
import { mapBattlesNow, mapBattlesOf, parseShownTurn, turnKey, type ShownTurn } from './shown-turn'

export interface MapQuery {
  system?: string | string[]
  turn?: string | string[]
}

export interface MapPageData {
  selected: SystemId | null
  shown: ShownTurn
  past: VisibleMapSnapshot | null
  control: Partial<Record<SystemId, VisibleControl>>
  battles: MapBattle[]
  /** Where a system link leads: the same map with that system selected (`${hrefPrefix}${id}#details`). */
  hrefPrefix: string
  overlay: LiveOverlay
}

function parseSystem(value: string | string[] | undefined): SystemId | null | 'invalid' {
  if (value === undefined) return null
  if (typeof value !== 'string' || !(SYSTEM_IDS as readonly string[]).includes(value)) return 'invalid'
  return value as SystemId
}

/** The words the map's overlay is made of: the page's request's, or a language's where no request runs (its event stream). */
export interface MapWords {
  map: Translator<'Map'>
  root: AppTranslator
  standings: Parameters<typeof standingsText>[0]
  format: Formatter
}

export async function requestMapWords(): Promise<MapWords> {
  return {
    map: await getTranslations('Map'),
    root: await getTranslations(),
    standings: await getTranslations('Summary.standings'),
    format: await getFormatter(),
  }
}

export function mapWordsIn(locale: AppLocale): MapWords {
  const { t, format } = wordsIn(locale)
  return { map: translatorIn(locale, 'Map'), root: t, standings: translatorIn(locale, 'Summary.standings'), format }
}

/** The map page's data for this viewer, or null for a system that does not exist (the page's 404). */
export async function mapPageData(view: CampaignView, management: ManagementView | null, query: MapQuery, words?: MapWords): Promise<MapPageData | null> {
  const selected = parseSystem(query.system)
  if (selected === 'invalid') return null
  const { state } = view
  const history = state.mapHistory ?? []
  const shown = parseShownTurn(query.turn, history)
  const past = shown.kind === 'past' ? shown.snapshot : null
  const control = past ? past.control : state.control
  const battles = past ? mapBattlesOf(state, past) : mapBattlesNow(state)
  const hrefPrefix = `/campaigns/${view.id}/map?${past ? `turn=${turnKey(past)}&` : ''}system=`

  const { map: t, root, standings, format } = words ?? (await requestMapWords())
  const liveBattles: LiveBattle[] = battles.map((b) => ({ systemId: b.systemId, name: systemName(b.systemId), words: battleInWords(t, b) }))
  const layout = layoutOverlay(view, management, root, format)
  const text = {
    ...mapSpotText(t, control, battles, SYSTEMS),
    ...standingsText(standings, view.standings),
    ...layout.text,
  }
  // Everything else the page and its layout show that a change may alter: when it differs, the page reloads.
  const placing = !past && selected !== null && view.placeBaseFor.length > 0
  const digest = restDigest([
    ...layout.rest,
    // "The map now": in setup, or at this act and turn.
    state.phase === 'setup',
    state.act,
    state.turn,
    view.setupStep?.step ?? null,
    history.length,
    state.overrides.map((o) => o.reason),
    shown.kind,
    selected && !past ? (state.control[selected] ?? null) : null,
    selected && !past ? (view.baseRefusals[selected] ?? null) : null,
    placing ? [view.version, view.placeBaseFor, view.legalBaseSystems] : null,
  ])
  return { selected, shown, past, control, battles, hrefPrefix, overlay: { version: view.version, rest: digest, text, battles: liveBattles } }
}

function param(query: URLSearchParams, key: string): string | string[] | undefined {
  const values = query.getAll(key)
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values
}

/**
 * The map's overlay for the page of `query` (its ?system= and ?turn=), as its route handler answers it and its
 * event stream carries it: null for a query the page refuses (its 404). The banner's part is drawn from the
 * reader's management view, as the layout draws it.
 */
export async function mapOverlay(db: Db, view: CampaignView, query: URLSearchParams, words?: MapWords): Promise<LiveOverlay | null> {
  const data = await mapPageData(view, bannerManagement(db, view), { system: param(query, 'system'), turn: param(query, 'turn') }, words)
  return data?.overlay ?? null
}
