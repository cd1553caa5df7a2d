// R-STRAT-TARGET: where a team may declare an assault this turn.
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import { otherTeam, type CampaignState, type TeamId } from '../state'
import type { RuleViolation } from '../violations'
import { turnOf } from './pairing'

function enemyHeld(state: CampaignState, team: TeamId, systemId: SystemId): boolean {
  return state.control[systemId]?.team === otherTeam(team)
}

/** Items 1-3: the system itself allows a battle now. */
function basicViolations(state: CampaignState, team: TeamId, systemId: SystemId): RuleViolation[] {
  const violations: RuleViolation[] = []
  const control = state.control[systemId]
  if (turnOf(state).battles.some((b) => b.systemId === systemId)) violations.push({ rule: 'R-STRAT-TARGET', item: 1, reason: 'battle-already-there', systemId })
  if (control && control.team === team) violations.push({ rule: 'R-STRAT-TARGET', item: 2, reason: 'friendly-system', systemId })
  if (control?.kind === 'base' && state.act === 1) violations.push({ rule: 'R-STRAT-TARGET', item: 3, reason: 'base-in-act-one', systemId })
  return violations
}

export function targetViolations(state: CampaignState, team: TeamId, systemId: SystemId): RuleViolation[] {
  const violations = basicViolations(state, team, systemId)
  if (violations.length > 0 || !enemyHeld(state, team, systemId)) return violations
  const enemyAssaults = turnOf(state).battles.filter((b) => b.assaulter.team === team && enemyHeld(state, team, b.systemId))
  if (enemyAssaults.length === 0) return []
  // Item 5: with no unoccupied system left to target, enemy presences are open without limit;
  // enemy bases stay limited by item 4.
  const noUnoccupied = !SYSTEMS.some((s) => !state.control[s.id] && basicViolations(state, team, s.id).length === 0)
  // A base stays under item 4 as written: it must be the team's only enemy assault this turn.
  const isBase = state.control[systemId]?.kind === 'base'
  if (noUnoccupied && !isBase) return []
  return [{ rule: 'R-STRAT-TARGET', item: 4, reason: 'second-enemy-assault', systemId }]
}

export function legalTargets(state: CampaignState, team: TeamId): SystemId[] {
  return SYSTEMS.filter((s) => targetViolations(state, team, s.id).length === 0).map((s) => s.id)
}
