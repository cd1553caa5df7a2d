import 'server-only'
// What the battles page lists (R-HIST): the battles of the turn whose defender is named, and every past one,
// each with whether the defender held its system. Drawn here once: the page renders these, and its overlay's
// digest is made of them, so a change that leaves every battle as it was leaves the open page as it is.
import { defenderHeldSystem, type ManagementView, type VisibleBattle } from '@/lib/campaign'
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { LiveOverlay } from '../_components/live-values'
import { layoutOverlay, restDigest } from '../_lib/layout-overlay'

export interface BattlesPageData {
  current: VisibleBattle[]
  past: NonNullable<CampaignView['state']['pastBattles']>
  /** By battle id: whether the defender held its system (null while it is not known). */
  held: Record<string, boolean | null>
}

export function battlesPageData(view: CampaignView): BattlesPageData {
  const past = view.state.pastBattles ?? []
  const current = (view.state.turnState?.battles ?? []).filter((b) => b.defender !== null && !past.some((p) => p.id === b.id))
  const held = Object.fromEntries([...current, ...past].map((b) => [b.id, defenderHeldSystem(view.state, b)]))
  return { current, past, held }
}

/** The battles page's overlay: the banner's words; in its digest, the battles and the turn it is. */
export function battlesOverlay(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  return { version: view.version, rest: restDigest([...layout.rest, battlesPageData(view)]), text: layout.text, battles: [] }
}
