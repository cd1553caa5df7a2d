import 'server-only'
// The turn page's overlay: the banner's words; in its digest, everything the page's sections draw from (the
// reader's turn view, the turn's state but its management steps, the teams' tokens, the games, the players'
// names). Once the battles are over, the management phase's many steps leave the page as it is.
import type { Formatter } from '@/app/_lib/duty-words'
import type { AppTranslator } from '@/app/_lib/translator'
import { campaignPointsEra, TEAMS, type ManagementView, type TurnView, type VisibleBattle } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import type { LiveOverlay } from '../_components/live-values'
import { layoutOverlay, restDigest } from '../_lib/layout-overlay'

/**
 * What the page's sections draw from the reader's turn view: of each battle only its scheduling, as the page
 * shows no more of it (a battle's objective pool and veterans belong to that battle's own pages, R-SECRET).
 */
function shownOf(turn: TurnView | null) {
  if (!turn) return null
  const { battles, ...rest } = turn
  return { ...rest, battles: Object.fromEntries(Object.entries(battles).map(([id, b]) => [id, b.schedule])) }
}

/**
 * A battle as the page's sections show it: where, who against whom with which fleet and the conditions gained
 * (its list), and who won once the result is applied. Not its objective, its scores or a result waiting to be
 * confirmed, which belong to the battle's own page: a change to those leaves this page as it is.
 */
function battleShown(b: VisibleBattle) {
  const side = (s: VisibleBattle['assaulter'] | null) => (s ? { playerId: s.playerId, fleetId: s.fleetId, team: s.team, conditions: s.conditionsGained } : null)
  return {
    id: b.id,
    systemId: b.systemId,
    assaulter: side(b.assaulter),
    defender: side(b.defender),
    winner: b.result.status === 'applied' ? b.result.winner : null,
  }
}

export function turnOverlay(view: CampaignView, turn: TurnView | null, management: ManagementView | null, root: AppTranslator, format: Formatter): LiveOverlay {
  const { state } = view
  const layout = layoutOverlay(view, management, root, format)
  // Only what the page draws: not the management steps, nor what of a battle belongs to its own pages.
  const ts = state.turnState
  const turnState = ts
    ? { diplomats: ts.diplomats, passed: ts.passed, spacers: ts.spacers, allies: ts.allies ?? [], battles: ts.battles.map(battleShown) }
    : null
  return {
    version: view.version,
    rest: restDigest([
      ...layout.rest,
      state.phase,
      state.act,
      state.turn,
      shownOf(turn),
      turnState,
      TEAMS.map((team) => state.teams[team].tokens),
      view.games.all,
      campaignPointsEra(state),
    ]),
    text: layout.text,
    battles: [],
  }
}
