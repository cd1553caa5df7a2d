// R-BASE-BUILD: in step 1, after the battle effects, a team may build a base on one of its presences
// for 2 Resources; a team without a base builds one free. One base a turn, or two for a team that has
// fewer than three once this turn's battle effects are on the map. The Base Defense objective keeps the team's bases balanced.
import { BASE_DEFENSES, type BaseDefenseId, type CampaignState, type TeamId } from '../state'
import type { RuleViolation } from '../violations'
import type { SystemId } from '@/lib/data/map'
import type { ManagementState } from './management-state'
import { basesCount } from './battle-effects'

export const BASE_COST_RESOURCES = 2

/** R-BASE-BUILD 1: the defenses least common among the team's current bases (a count of 0 included). */
export function allowedBaseDefenses(state: Pick<CampaignState, 'control'>, team: TeamId): BaseDefenseId[] {
  const counts = new Map<BaseDefenseId, number>(BASE_DEFENSES.map((d) => [d, 0]))
  for (const c of Object.values(state.control)) {
    if (c?.kind === 'base' && c.team === team && c.defense) counts.set(c.defense, (counts.get(c.defense) ?? 0) + 1)
  }
  const least = Math.min(...counts.values())
  return BASE_DEFENSES.filter((d) => counts.get(d) === least)
}

export function baseBuildLimit(management: ManagementState, team: TeamId): number {
  return management.basesAtStart[team] < 3 ? 2 : 1
}

/** Where the team may build now, and whether it is free. */
export function buildableSystems(state: CampaignState, team: TeamId): { systems: SystemId[]; free: boolean } {
  const free = basesCount(state, team) === 0
  const systems = (Object.keys(state.control) as SystemId[]).filter((id) => {
    const c = state.control[id]
    return c?.kind === 'presence' && c.team === team
  })
  return { systems, free }
}

export function buildBaseViolations(
  state: CampaignState,
  management: ManagementState,
  team: TeamId,
  systemId: SystemId,
  defense: BaseDefenseId,
): RuleViolation[] {
  const violations: RuleViolation[] = []
  const free = basesCount(state, team) === 0
  const control = state.control[systemId]
  const onPresence = control?.kind === 'presence' && control.team === team
  if (!(onPresence || (free && !control))) violations.push({ rule: 'R-BASE-BUILD', reason: 'not-own-presence', systemId, team })
  if (management.basesBuilt[team].length >= baseBuildLimit(management, team)) {
    violations.push({
      rule: 'R-BASE-BUILD',
      item: 2,
      reason: 'base-limit',
      team,
      value: management.basesBuilt[team].length,
      limit: baseBuildLimit(management, team),
    })
  }
  if (!free && state.teams[team].tokens.resources < BASE_COST_RESOURCES) {
    violations.push({
      rule: 'R-TOKEN-SPEND',
      reason: 'no-token',
      team,
      cardId: 'resources',
      value: BASE_COST_RESOURCES,
      limit: state.teams[team].tokens.resources,
    })
  }
  if (!allowedBaseDefenses(state, team).includes(defense)) violations.push({ rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team, defense })
  return violations
}
