// R-CLIMAX: a climactic pivotal battle, and the extra CP its winner scores.
import { SYSTEMS, type SystemId, type ZoneId } from '@/lib/data/map'
import { otherTeam, totalCp, type CampaignState, type TeamId } from '../state'
import type { PivotalTargetInput } from './pivotal-objectives'
import type { PivotalViolation } from './pivotal-violations'

/** R-CLIMAX: the least total CP gap at the end of the act for a climactic battle. */
export const CLIMAX_MIN_GAP = 5

/**
 * R-CLIMAX: whether `team` may declare the pivotal battle climactic: the total CP gap (every act plus pivotal
 * CP) is at least 5 and `team` has fewer total CP. The state is the one at the end of the act (before the
 * pivotal battle scores); the phase is not checked here, the caller asks at the right moment.
 */
export function climaxViolations(state: Pick<CampaignState, 'teams'>, team: TeamId): PivotalViolation[] {
  const own = totalCp(state.teams[team])
  const other = totalCp(state.teams[otherTeam(team)])
  const gap = Math.abs(own - other)
  const violations: PivotalViolation[] = []
  if (gap < CLIMAX_MIN_GAP) violations.push({ rule: 'R-CLIMAX', reason: 'cp-gap-too-small', value: gap, limit: CLIMAX_MIN_GAP })
  if (own >= other) violations.push({ rule: 'R-CLIMAX', reason: 'not-trailing-team', value: own, limit: other })
  return violations
}

export function climacticAllowed(state: Pick<CampaignState, 'teams'>, team: TeamId): boolean {
  return climaxViolations(state, team).length === 0
}

function victoryBonus(systemId: SystemId | undefined): number {
  return SYSTEMS.find((s) => s.id === systemId)?.victoryBonus ?? 0
}

/** The highest victory bonus among the systems of the zone (border systems included); 0 for no zone. */
export function highestVictoryBonusInZone(zone: ZoneId | undefined): number {
  return SYSTEMS.filter((s) => zone !== undefined && s.zones.includes(zone)).reduce((m, s) => Math.max(m, s.victoryBonus), 0)
}

export interface ClimacticBonusInput {
  objectiveId: string
  assaultersWon: boolean
  target: PivotalTargetInput
  /** Demonstration of Force won by the assaulters: the systems they take. */
  claimedSystems?: readonly SystemId[]
}

/**
 * R-CLIMAX: the winning team's extra CP, on top of the objective's normal result: the victory bonus of the
 * battle's system once more.
 * - Conquest and Evacuation: the target system's bonus, whoever wins. **Reading**: an Evacuation won by the
 *   defenders is still fought at the old base's system, so that system's bonus is the one added (the normal
 *   result already counts the new base system's bonus).
 * - Demonstration of Force won by the assaulters: the highest bonus among the claimed systems (0 if none).
 * - Demonstration of Force won by the defenders: the highest bonus among the zone's systems.
 * An unknown objective or a missing target gives 0 (the target checks refuse those earlier).
 */
export function climacticBonus(input: ClimacticBonusInput): number {
  switch (input.objectiveId) {
    case 'conquest':
    case 'evacuation':
      return victoryBonus(input.target.systemId)
    case 'demonstration-of-force':
      if (!input.assaultersWon) return highestVictoryBonusInZone(input.target.zone)
      return (input.claimedSystems ?? []).reduce((m, id) => Math.max(m, victoryBonus(id)), 0)
    default:
      return 0
  }
}
