// The registry: every campaign command's definition, one per type (define.ts). The engine's dispatch,
// who may send what, whose secret a history entry is, and the turn forms are all read from here.
import type { CampaignCommand } from '../commands'
import { findPlayer, type Actor, type CampaignState } from '../state'
import type { CommandResult } from '../violations'
import type { CommandDefinition, CommandType, Definitions, FormFields, Secrecy } from './define'
import { BATTLE_COMMANDS } from './battle-commands'
import { MANAGEMENT_COMMANDS } from './management-commands'
import { PIVOTAL_COMMANDS } from './pivotal-commands'
import { SETUP_COMMANDS } from './setup-commands'
import { STRATEGY_COMMANDS } from './strategy-commands'
import { TOKEN_COMMANDS } from './token-commands'

export type { CommandDefinition, FormFields, Secrecy } from './define'

/** Every command type must be here, exactly once (the type refuses a missing or a stray one). */
export const COMMAND_REGISTRY: Definitions<CommandType> = {
  ...SETUP_COMMANDS,
  ...STRATEGY_COMMANDS,
  ...BATTLE_COMMANDS,
  ...MANAGEMENT_COMMANDS,
  ...PIVOTAL_COMMANDS,
  ...TOKEN_COMMANDS,
}

function definitionOf<T extends CommandType>(type: T): CommandDefinition<T> {
  return COMMAND_REGISTRY[type] as CommandDefinition<T>
}

/** The command's rules, without settling the phase (engine.ts settles). */
export function applyDefinedCommand(state: CampaignState, command: CampaignCommand, actor: Actor): CommandResult<CampaignState> {
  return (definitionOf(command.type).apply as (s: CampaignState, c: CampaignCommand, a: Actor) => CommandResult<CampaignState>)(state, command, actor)
}

/** R-SECRET: whether this person may send this command. The organizer may send anything; a stranger nothing. */
export function mayIssue(state: CampaignState, actor: Actor, command: CampaignCommand): boolean {
  if (actor.role === 'organizer') return true
  if (!findPlayer(state, actor.playerId)) return false
  return (definitionOf(command.type).mayIssue as (s: CampaignState, a: typeof actor, c: CampaignCommand) => boolean)(state, actor, command)
}

export function commandSecrecy(command: CampaignCommand, state: CampaignState): Secrecy {
  return (definitionOf(command.type).secrecy as (c: CampaignCommand, s: CampaignState) => Secrecy)(command, state)
}

/** The command a turn form asks for, unchecked; null when the type is unknown or sent by no form. */
export function commandFromForm(type: string, fields: FormFields): unknown {
  if (!Object.hasOwn(COMMAND_REGISTRY, type)) return null
  const fromForm = definitionOf(type as CommandType).fromForm
  return fromForm ? fromForm(fields) : null
}
