// R-END: the campaign's result.
import { TEAMS, totalCp, type CampaignState, type TeamId } from '../state'

export interface TeamFinalCp {
  byAct: [number, number, number]
  pivotal: number
  total: number
}

export interface FinalStandings {
  /** The team with more total CP; null for a stalemate (equal CP). */
  winner: TeamId | null
  /** The difference of the total CP (0 for a stalemate). */
  margin: number
  cp: Record<TeamId, TeamFinalCp>
}

/** R-END: more total CP (every act plus pivotal CP) wins; equal CP is a stalemate; the margin is shown. */
export function finalStandings(state: Pick<CampaignState, 'teams'>): FinalStandings {
  const entries = TEAMS.map((team) => {
    const t = state.teams[team]
    const byAct: [number, number, number] = [t.cpByAct[0], t.cpByAct[1], t.cpByAct[2]]
    return [team, { byAct, pivotal: t.pivotalCp, total: totalCp(t) }] as const
  })
  const cp = Object.fromEntries(entries) as Record<TeamId, TeamFinalCp>
  const diff = cp.empire.total - cp.rebels.total
  return { winner: diff > 0 ? 'empire' : diff < 0 ? 'rebels' : null, margin: Math.abs(diff), cp }
}

/** R-END: the campaign ends after the pivotal battle of act III, or after a climactic battle. */
export function campaignEndsAfterPivotal(act: 1 | 2 | 3, climactic: boolean): boolean {
  return climactic || act === 3
}
