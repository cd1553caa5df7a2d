// One entry point for every change: a command in, a new state or the rules it breaks out.
// Replaying a campaign's history through `replay` must give back its stored state (R-HIST).
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from './commands'
import { createCampaign } from './create-campaign'
import { applyDefinedCommand } from './registry'
import { forgetFallenBases } from './revealed-defenses'
import { withPointsEra } from '@/lib/data/cards/points-era'
import { campaignPointsEra, type Actor, type CampaignState } from './state'
import { settle } from './turn/advance'
import { refuse, type CommandResult } from './violations'

const ORGANIZER: Actor = { role: 'organizer' }

/** `actor` matters where the rules depend on who acts (a result entered by a player needs the other's confirmation). */
// Every rule prices cards in the campaign's points era (R-FLEET-ERA): the command in the era it was sent in,
// what settles after it in the era it leaves (set-points-era changes it).
export function applyCommand(state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER): CommandResult<CampaignState> {
  const result = withPointsEra(campaignPointsEra(state), () => applyDefinedCommand(state, command, actor))
  return result.ok ? { ok: true, state: withPointsEra(campaignPointsEra(result.state), () => forgetFallenBases(state, settle(result.state))) } : result
}

/**
 * Rebuilds a campaign from its history. The first command must create it; any refused command means the
 * history is not one this engine produced, and the replay fails with that command's violations.
 */
export function replay(history: readonly AnyCommand[], actors: readonly Actor[] = []): CommandResult<CampaignState> & { failedAt?: number } {
  const [first, ...rest] = history
  if (!first || first.type !== 'create-campaign') {
    return { ...refuse<CampaignState>({ rule: 'R-HIST', reason: 'history-malformed' }), failedAt: 0 }
  }
  const created = createCampaign(first as CreateCampaignCommand)
  if (!created.ok) return { ...created, failedAt: 0 }
  const steps = replayer(created.state)
  for (const [index, command] of rest.entries()) {
    if (command.type === 'create-campaign') return { ...refuse<CampaignState>({ rule: 'R-HIST', reason: 'history-malformed' }), failedAt: index + 1 }
    const result = steps.apply(command, actors[index + 1] ?? ORGANIZER)
    if (!result.ok) return { ...result, failedAt: index + 1 }
  }
  return { ok: true, state: steps.state }
}

/** Applies commands one after another, as `applyCommand` does, in time linear in their number. */
export interface Replayer {
  /** The state reached so far; its list of overrides grows with the next `apply` (copy it to keep it). */
  readonly state: CampaignState
  apply(command: CampaignCommand, actor?: Actor): CommandResult<CampaignState>
}

/**
 * The state's overrides are the one list that grows by one entry with every command of a kind (R-OVERRIDE),
 * and `override` returns a new list each time, as every command returns a new state: folded over a history
 * of 60,000 overrides, that copied 1.8 billion entries (quadratic). A replay owns the states it goes
 * through and keeps only the last, so it applies each command to the state with an empty list and appends
 * what the command added to one list of its own. No command reads the list (engine.test.ts checks the
 * replay against the plain fold).
 */
export function replayer(start: CampaignState): Replayer {
  const overrides = [...start.overrides]
  let state: CampaignState = { ...start, overrides }
  return {
    get state() {
      return state
    },
    apply(command, actor = ORGANIZER) {
      const result = applyCommand({ ...state, overrides: [] }, command, actor)
      if (!result.ok) return result
      for (const added of result.state.overrides) overrides.push(added)
      state = { ...result.state, overrides }
      return { ok: true, state }
    },
  }
}
