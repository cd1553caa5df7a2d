// The registry: every campaign command's definition, one per type (define.ts, declared in the rulebook part's
// module). The engine's dispatch, who may send what, whose secret a history entry is, and the turn forms are
// all read from here; the command schema is assembled from the same definitions (commands.ts).
import type { CampaignCommand } from '../commands'
import { findPlayer, type Actor, type CampaignState } from '../state'
import type { CommandResult } from '../violations'
import { ALL_COMMANDS } from './all-commands'
import type { CommandDefinition, FormFields, Secrecy } from './define'

export type { CommandDefinition, FormFields, Secrecy } from './define'

type CommandType = CampaignCommand['type']

/** A definition whose command is any campaign command: the lookup below hands each its own type only. */
interface AnyDefinition {
  schema: CommandDefinition['schema']
  mayIssue: (state: CampaignState, actor: Extract<Actor, { role: 'player' }>, command: CampaignCommand) => boolean
  apply: (state: CampaignState, command: CampaignCommand, actor: Actor) => CommandResult<CampaignState>
  secrecy: (command: CampaignCommand, state: CampaignState) => Secrecy
  fromForm: ((fields: FormFields) => unknown) | null
}

/** Each command type's definition (a type defined twice is refused when the command schema is built). */
export const COMMAND_REGISTRY = Object.fromEntries(ALL_COMMANDS.map((d) => [d.schema.shape.type.value, d])) as unknown as Readonly<
  Record<CommandType, AnyDefinition>
>

function definitionOf(type: CommandType): AnyDefinition {
  return COMMAND_REGISTRY[type]
}

/** The command's rules, without settling the phase (engine.ts settles). */
export function applyDefinedCommand(state: CampaignState, command: CampaignCommand, actor: Actor): CommandResult<CampaignState> {
  return definitionOf(command.type).apply(state, command, actor)
}

/** R-SECRET: whether this person may send this command. The organizer may send anything; a stranger nothing. */
export function mayIssue(state: CampaignState, actor: Actor, command: CampaignCommand): boolean {
  if (actor.role === 'organizer') return true
  if (!findPlayer(state, actor.playerId)) return false
  return definitionOf(command.type).mayIssue(state, actor, command)
}

export function commandSecrecy(command: CampaignCommand, state: CampaignState): Secrecy {
  return definitionOf(command.type).secrecy(command, state)
}

/** The command a turn form asks for, unchecked; null when the type is unknown or sent by no form. */
export function commandFromForm(type: string, fields: FormFields): unknown {
  if (!Object.hasOwn(COMMAND_REGISTRY, type)) return null
  const fromForm = definitionOf(type as CommandType).fromForm
  return fromForm ? fromForm(fields) : null
}
