// R-PIVOT-CHOOSE: the team that chooses the pivotal objective and its target.
import { totalCp, type CampaignState, type TeamId } from '../state'
import { zoneCounts, type ZoneControlState } from './zone-control'
import type { PivotalChooser, PivotalChooserReason } from './pivotal-state'

export type { PivotalChooser, PivotalChooserReason }

/**
 * R-PIVOT-CHOOSE: the team with fewer total CP (cpByAct summed plus pivotalCp) chooses; on equal CP the team
 * controlling fewer zones; when that is equal too, the Rebels.
 */
export function pivotalChooser(state: ZoneControlState & Pick<CampaignState, 'teams'>): PivotalChooser {
  const cp: Record<TeamId, number> = { empire: totalCp(state.teams.empire), rebels: totalCp(state.teams.rebels) }
  const zones = zoneCounts(state)
  if (cp.empire !== cp.rebels) return { team: cp.empire < cp.rebels ? 'empire' : 'rebels', reason: 'fewer-cp', cp, zones }
  if (zones.empire !== zones.rebels) return { team: zones.empire < zones.rebels ? 'empire' : 'rebels', reason: 'fewer-zones', cp, zones }
  return { team: 'rebels', reason: 'tie-goes-to-rebels', cp, zones }
}
