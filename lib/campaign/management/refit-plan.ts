// R-REFIT as one edit: a fleet's refit is a list of changes (the operations of refit-commands.ts) applied in
// order, all or nothing, optionally finishing the refit (R-REFIT 6). The player edits the whole fleet and
// sends it at once; each change is still judged by the one rule that decides it.
import type { RefitCommand, RefitFleetCommand } from '../commands'
import type { CampaignState } from '../state'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { finishRefit, refit } from './refit-commands'

export type RefitChange = RefitCommand['op']

export interface RefitPlanOutcome {
  /** The state after the changes that apply, in order, up to the first refused one. */
  state: CampaignState
  /** How many changes applied. */
  applied: number
  /** The first refused change's violations, each marked with its change's index. */
  refused: RuleViolation[]
}

/** Applies the changes one by one and stops at the first the rules refuse (a preview of the edit). */
export function applyRefitChanges(state: CampaignState, fleetId: string, changes: readonly RefitChange[]): RefitPlanOutcome {
  let current = state
  for (const [index, op] of changes.entries()) {
    const result = refit(current, { type: 'refit', fleetId, op })
    if (!result.ok) return { state: current, applied: index, refused: result.violations.map((v) => ({ ...v, change: index })) }
    current = result.state
  }
  return { state: current, applied: changes.length, refused: [] }
}

/** The whole edit: every change applies, then the refit finishes if asked; otherwise nothing is written. */
export function refitFleet(state: CampaignState, command: RefitFleetCommand): CommandResult<CampaignState> {
  if (command.ops.length === 0 && !command.finish) return refuse({ rule: 'R-REFIT', reason: 'no-change', fleetId: command.fleetId })
  const outcome = applyRefitChanges(state, command.fleetId, command.ops)
  if (outcome.refused.length > 0) return refuse(...outcome.refused)
  return command.finish ? finishRefit(outcome.state, { type: 'finish-refit', fleetId: command.fleetId }) : { ok: true, state: outcome.state }
}
