// R-PIVOT-CHOOSE: who controls each zone of the map. A team's weight in a zone is its presences plus its
// bases there; a border system counts in both of its zones (RULES.md §1).
import { SYSTEMS, ZONES, type ZoneId } from '@/lib/data/map'
import { TEAMS, type CampaignState, type TeamId } from '../state'

export type ZoneControlState = Pick<CampaignState, 'control' | 'teams' | 'act'>

/** Presences plus bases of each team in the zone (border systems included). */
export function zoneWeights(state: Pick<CampaignState, 'control'>, zone: ZoneId): Record<TeamId, number> {
  const weights: Record<TeamId, number> = { empire: 0, rebels: 0 }
  for (const system of SYSTEMS) {
    if (!system.zones.includes(zone)) continue
    const c = state.control[system.id]
    if (c) weights[c.team] += 1
  }
  return weights
}

/** CP the team scored in the current act (not the pivotal CP). */
export function actCp(state: Pick<CampaignState, 'teams' | 'act'>, team: TeamId): number {
  return state.teams[team].cpByAct[state.act - 1] ?? 0
}

/**
 * R-PIVOT-CHOOSE: the team controlling the zone.
 * - the team with more presences plus bases in it;
 * - on a tie in a zone where either team has any, the team that scored more CP in the current act
 *   (`cpByAct[act - 1]`);
 * - **reading**: when that is tied too, nobody controls the zone (null): the rule names no further tie-break,
 *   and giving it to either team would favour one side without a rule behind it;
 * - a zone with no presence and no base belongs to no one (null).
 */
export function zoneController(state: ZoneControlState, zone: ZoneId): TeamId | null {
  const w = zoneWeights(state, zone)
  if (w.empire > w.rebels) return 'empire'
  if (w.rebels > w.empire) return 'rebels'
  if (w.empire === 0) return null
  const e = actCp(state, 'empire')
  const r = actCp(state, 'rebels')
  if (e > r) return 'empire'
  if (r > e) return 'rebels'
  return null
}

/** The zones the team controls, in zone order. */
export function zonesControlled(state: ZoneControlState, team: TeamId): ZoneId[] {
  return ZONES.map((z) => z.id).filter((zone) => zoneController(state, zone) === team)
}

/** The number of zones each team controls. */
export function zoneCounts(state: ZoneControlState): Record<TeamId, number> {
  const counts: Record<TeamId, number> = { empire: 0, rebels: 0 }
  for (const team of TEAMS) counts[team] = zonesControlled(state, team).length
  return counts
}
