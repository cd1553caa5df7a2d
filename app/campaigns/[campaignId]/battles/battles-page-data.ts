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

/**
 * A battle as a list of battles shows it (this page, the turn page's): where, who against whom with which fleet,
 * the conditions gained, the objective, the result's status, winner and scores. Not the fleets as they stood,
 * their values, the result's elements or the veterans, which a reader may see on that battle's own pages
 * only (R-SECRET-FLEET): a digest made of them would differ where the page does not.
 */
export function battleAsListed(b: VisibleBattle) {
  const side = (s: VisibleBattle['assaulter'] | null) => (s ? { playerId: s.playerId, fleetId: s.fleetId, team: s.team, conditions: s.conditionsGained } : null)
  const r = b.result
  const scores = 'result' in r ? [r.result.assaulter.score, r.result.defender.score] : null
  return {
    id: b.id,
    systemId: b.systemId,
    assaulter: side(b.assaulter),
    defender: side(b.defender),
    objective: b.objective,
    status: r.status,
    winner: 'winner' in r ? r.winner : null,
    scores,
  }
}

/** The battles page's overlay: the banner's words; in its digest, the battles as the page lists them. */
export function battlesOverlay(view: CampaignView, management: ManagementView | null, root: AppTranslator, format: Formatter): LiveOverlay {
  const layout = layoutOverlay(view, management, root, format)
  const { current, past, held } = battlesPageData(view)
  const listed = { current: current.map(battleAsListed), past: past.map((b) => ({ ...battleAsListed(b), act: b.act, turn: b.turn })), held }
  return { version: view.version, rest: restDigest([...layout.rest, view.state.act, view.state.turn, listed]), text: layout.text, battles: [] }
}
