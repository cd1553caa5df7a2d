import 'server-only'
// What the map page shows of a campaign for one viewer, and its live overlay: the page and its overlay's
// route handler (app/api/campaigns/[campaignId]/map-overlay) both build it here, from the viewer's view of
// the campaign (lib/campaign/visibility.ts, through getCampaignView), so the overlay never tells more than
// the page does, and tells it in the same words.
import { createHash } from 'node:crypto'
import { getFormatter, getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import { SYSTEM_IDS, SYSTEMS, type SystemId } from '@/lib/data/map'
import type { VisibleControl, VisibleMapSnapshot } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { battleInWords, mapSpotText, type MapBattle } from '../_components/campaign-map'
import type { LiveBattle, LiveOverlay } from '../_components/live-values'
import { viewOwed, viewOwedShort } from '../_components/phase-banner'
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

/** The map page's data for this viewer, or null for a system that does not exist (the page's 404). */
export async function mapPageData(view: CampaignView, query: MapQuery): Promise<MapPageData | null> {
  const selected = parseSystem(query.system)
  if (selected === 'invalid') return null
  const { state } = view
  const history = state.mapHistory ?? []
  const shown = parseShownTurn(query.turn, history)
  const past = shown.kind === 'past' ? shown.snapshot : null
  const control = past ? past.control : state.control
  const battles = past ? mapBattlesOf(state, past) : mapBattlesNow(state)
  const hrefPrefix = `/campaigns/${view.id}/map?${past ? `turn=${turnKey(past)}&` : ''}system=`

  const t = await getTranslations('Map')
  const root = await getTranslations()
  const standings = await getTranslations('Summary.standings')
  const format = await getFormatter()
  const liveBattles: LiveBattle[] = battles.map((b) => ({ systemId: b.systemId, name: systemName(b.systemId), words: battleInWords(t, b) }))
  const owedShort = viewOwedShort(root, format, view)
  const text = {
    ...mapSpotText(t, control, battles, SYSTEMS),
    ...standingsText(standings, view.standings),
    'banner.owed': viewOwed(root, format, view),
    'banner.owedShort': owedShort ?? '',
  }
  // Everything else the page and its layout show that a change may alter: when it differs, the page reloads.
  const placing = !past && selected !== null && view.placeBaseFor.length > 0
  const rest = [
    state.name,
    state.phase,
    state.act,
    state.turn,
    view.setupStep?.step ?? null,
    state.pivotal?.step ?? null,
    history.length,
    state.overrides.map((o) => o.reason),
    shown.kind,
    selected && !past ? (state.control[selected] ?? null) : null,
    selected && !past ? (view.baseRefusals[selected] ?? null) : null,
    placing ? [view.version, view.placeBaseFor, view.legalBaseSystems] : null,
    // Whether the banner folds its list on a phone.
    owedShort !== null,
    // The banner's next move for this viewer, a link.
    view.duties.mine,
  ]
  const digest = createHash('sha256').update(JSON.stringify(rest)).digest('base64url').slice(0, 16)
  return { selected, shown, past, control, battles, hrefPrefix, overlay: { version: view.version, rest: digest, text, battles: liveBattles } }
}
