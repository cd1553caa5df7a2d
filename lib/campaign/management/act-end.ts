// R-ACT-END: step 6. The act ends when a team has scored at least the preset's threshold during it.
import type { CampaignState, TeamId } from '../state'

export function actEndThreshold(state: Pick<CampaignState, 'preset' | 'players'>): number {
  const twoPerTeam = state.players.length === 4
  return state.preset === 'official-2019' && twoPerTeam ? 4 : 5
}

/** The teams that reached the threshold in the current act (empty: the act goes on). */
export function actEnders(state: CampaignState): TeamId[] {
  const threshold = actEndThreshold(state)
  return (['empire', 'rebels'] as const).filter((t) => (state.teams[t].cpByAct[state.act - 1] ?? 0) >= threshold)
}
