// Rule violations are values, never exceptions: the engine names the rule and the facts, the UI words them.
import type { BaseDefenseId, PlayerId, TeamId } from './state'

export type RuleId = 'R-SETUP-1' | 'R-SETUP-4' | 'R-SETUP-5' | 'R-SETUP-6' | 'R-HIST' | 'R-PHASE'

export type ViolationReason =
  // R-SETUP-1
  | 'team-size'
  | 'teams-unequal'
  | 'duplicate-player-name'
  | 'grand-admiral-not-in-team'
  // R-SETUP-4
  | 'border-system'
  | 'sub-zone'
  | 'base-already-there'
  | 'not-team-turn'
  | 'player-already-placed'
  | 'unknown-player'
  | 'unknown-system'
  // R-SETUP-5
  | 'bases-not-all-placed'
  | 'not-team-base'
  | 'base-missing'
  | 'base-listed-twice'
  | 'defense-used-twice'
  // R-PHASE: the command does not belong to the current phase
  | 'wrong-phase'
  // R-HIST
  | 'nothing-to-undo'
  | 'history-malformed'

export interface RuleViolation {
  rule: RuleId
  reason: ViolationReason
  /** The numbered item of the rule, where the rule has items. */
  item?: number
  systemId?: string
  playerId?: PlayerId
  team?: TeamId
  defense?: BaseDefenseId
}

export type CommandResult<S> = { ok: true; state: S } | { ok: false; violations: RuleViolation[] }

export function refuse<S>(...violations: RuleViolation[]): CommandResult<S> {
  return { ok: false, violations }
}
