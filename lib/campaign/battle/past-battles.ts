// R-HIST: every battle keeps its record after its turn: both fleets as played, the objective, the result
// with its XP, and the veterans chosen. The turn's battles are archived when the turn ends.
import type { CampaignState } from '../state'
import type { Battle, PastBattle } from '../turn/turn-state'

export type { PastBattle }

/** Step 6 (R-ACT-END): the turn's paired battles join the campaign's record before the turn is left. */
export function archiveTurnBattles(state: CampaignState): CampaignState {
  const battles = state.turnState?.battles.filter((b) => b.defender !== null) ?? []
  if (battles.length === 0) return state
  const known = new Set((state.pastBattles ?? []).map((b) => b.id))
  const added = battles.filter((b) => !known.has(b.id)).map((b): PastBattle => ({ ...b, act: state.act, turn: state.turn }))
  return { ...state, pastBattles: [...(state.pastBattles ?? []), ...added] }
}

/** A battle changed after its turn ended (Diplomats XP during the pivotal battle) is changed in the record too. */
export function updatePastBattle(state: CampaignState, battle: Battle): CampaignState {
  if (!state.pastBattles?.some((b) => b.id === battle.id)) return state
  return { ...state, pastBattles: state.pastBattles.map((b) => (b.id === battle.id ? { ...battle, act: b.act, turn: b.turn } : b)) }
}
