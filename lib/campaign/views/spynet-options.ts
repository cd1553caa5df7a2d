// R-TOKEN-SPYNET outside a battle: the enemy bases a team may reveal now, each judged by the command itself,
// so the form offers exactly what the engine accepts (a base already revealed is refused, with its reason).
import type { SystemId } from '@/lib/data/map'
import { AS_ORGANIZER, applyDefinedCommand } from '../registry'
import { otherTeam, type CampaignState, type TeamId } from '../state'
import type { RuleViolation } from '../violations'

export interface SpynetOptions {
  team: TeamId
  /** Spynet tokens the team holds. */
  held: number
  /** The enemy bases the engine would reveal now. */
  targets: SystemId[]
  /** The other enemy bases, with why not (already revealed). */
  refused: { systemId: SystemId; violation: RuleViolation }[]
}

/** Null when the team holds no Spynet token or the phase allows no reveal: nothing to offer. */
export function spynetOptions(state: CampaignState, team: TeamId): SpynetOptions | null {
  const held = state.teams[team].tokens.spynet
  if (held < 1 || state.phase === 'setup' || state.phase === 'ended') return null
  const enemyBases = (Object.entries(state.control) as [SystemId, CampaignState['control'][SystemId]][])
    .filter(([, c]) => c?.kind === 'base' && c.team === otherTeam(team))
    .map(([id]) => id)
    .sort()
  const targets: SystemId[] = []
  const refused: SpynetOptions['refused'] = []
  for (const systemId of enemyBases) {
    const tried = applyDefinedCommand(state, { type: 'spynet-reveal', team, systemId }, AS_ORGANIZER)
    if (tried.ok) targets.push(systemId)
    else refused.push({ systemId, violation: tried.violations[0]! })
  }
  return { team, held, targets, refused }
}
