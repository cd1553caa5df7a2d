// R-SETUP-5: each team secretly gives its bases the three Base Defense objectives, one each.
import type { SystemId } from '@/lib/data/map'
import type { AssignBaseDefensesCommand } from './commands'
import { basesOf, hasPlacedBase } from './base-placement'
import { playersOf, type BaseDefenseId, type CampaignState, type TeamId } from './state'
import { refuse, type CommandResult, type RuleViolation } from './violations'

export function teamBasesAllPlaced(state: CampaignState, team: TeamId): boolean {
  return playersOf(state, team).every((p) => hasPlacedBase(state, p.id))
}

export function teamDefensesAssigned(state: CampaignState, team: TeamId): boolean {
  const bases = basesOf(state, team)
  return (
    teamBasesAllPlaced(state, team) &&
    bases.every((id) => {
      const c = state.control[id]
      return c?.kind === 'base' && c.defense !== null
    })
  )
}

export function assignBaseDefenses(state: CampaignState, command: AssignBaseDefensesCommand): CommandResult<CampaignState> {
  const { team } = command
  if (!teamBasesAllPlaced(state, team)) {
    return refuse({ rule: 'R-SETUP-5', reason: 'bases-not-all-placed', team })
  }
  const bases = new Set(basesOf(state, team))
  const violations: RuleViolation[] = []
  const assigned = new Map<SystemId, BaseDefenseId>()
  const used = new Set<BaseDefenseId>()
  for (const { systemId, defense } of command.assignments) {
    if (!bases.has(systemId)) {
      violations.push({ rule: 'R-SETUP-5', reason: 'not-team-base', team, systemId })
      continue
    }
    if (assigned.has(systemId)) {
      violations.push({ rule: 'R-SETUP-5', reason: 'base-listed-twice', team, systemId })
      continue
    }
    if (used.has(defense)) violations.push({ rule: 'R-SETUP-5', reason: 'defense-used-twice', team, defense })
    used.add(defense)
    assigned.set(systemId, defense)
  }
  for (const systemId of bases) {
    if (!assigned.has(systemId)) violations.push({ rule: 'R-SETUP-5', reason: 'base-missing', team, systemId })
  }
  if (violations.length > 0) return refuse(...violations)

  const control = { ...state.control }
  for (const [systemId, defense] of assigned) {
    const base = control[systemId]
    if (base?.kind === 'base') control[systemId] = { ...base, defense }
  }
  return { ok: true, state: { ...state, control } }
}
