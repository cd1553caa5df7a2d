// R-STRAT-INIT: the team with fewer total CP has initiative; on a tie, the Rebels.
import { totalCp, type CampaignState, type TeamId } from '../state'

export interface Initiative {
  team: TeamId
  reason: 'fewer-cp' | 'tie-goes-to-rebels'
  cp: Record<TeamId, number>
}

export function initiative(state: Pick<CampaignState, 'teams'>): Initiative {
  const cp = { empire: totalCp(state.teams.empire), rebels: totalCp(state.teams.rebels) }
  if (cp.empire === cp.rebels) return { team: 'rebels', reason: 'tie-goes-to-rebels', cp }
  return { team: cp.empire < cp.rebels ? 'empire' : 'rebels', reason: 'fewer-cp', cp }
}
