// The registry: every campaign command's definition, one per type (define.ts, declared in the rulebook part's
// definitions module). The engine's dispatch and the phases it checks, who may send what, the duties a command
// discharges, whose secret a history entry is and what of it the other team reads, where the history files it,
// and the turn forms are all read from here. The command schema is assembled from the schemas modules
// (commands.ts); registry.test.ts checks that every type it accepts has exactly one definition.
import type { CampaignCommand } from '../commands'
import type { DutyKind } from '../duty-kinds'
import { findPlayer, type Actor, type CampaignState } from '../state'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { ALL_COMMANDS } from './all-commands'
import { stagesOf, type ChronicleKind, type CommandDefinition, type FormFields, type Reading, type RedactedCommand, type Secrecy, type Stage } from './define'

export type { ChronicleKind, CommandDefinition, FormFields, Reading, RedactedCommand, Secrecy, Seer, Stage } from './define'
export { CHRONICLE_KINDS, stagesOf } from './define'
export { canSeeTeamSecrets } from './redactions'

type CommandType = CampaignCommand['type']

/** A definition whose command is any campaign command: the lookup below hands each its own type only. */
interface AnyDefinition {
  schema: CommandDefinition['schema']
  phases: readonly Stage[]
  wrongPhase?: RuleViolation
  owes: readonly DutyKind[]
  chronicle: ChronicleKind
  redact: ((command: CampaignCommand, reading: Reading) => RedactedCommand | CampaignCommand | null) | null
  mayIssue: (state: CampaignState, actor: Extract<Actor, { role: 'player' }>, command: CampaignCommand) => boolean
  apply: (state: CampaignState, command: CampaignCommand, actor: Actor) => CommandResult<CampaignState>
  secrecy: (command: CampaignCommand, state: CampaignState) => Secrecy
  fromForm: ((fields: FormFields) => unknown) | null
}

/** Each command type's definition (registry.test.ts refuses a type defined twice, or a schema without a definition). */
export const COMMAND_REGISTRY = Object.fromEntries(ALL_COMMANDS.map((d) => [d.schema.shape.type.value, d])) as unknown as Readonly<
  Record<CommandType, AnyDefinition>
>

function definitionOf(type: CommandType): AnyDefinition {
  return COMMAND_REGISTRY[type]
}

/** Who a view tries a command as, to learn whether the rules accept it (whoever sends it, mayIssue decides apart). */
export const AS_ORGANIZER: Actor = { role: 'organizer' }

const WRONG_PHASE: RuleViolation = { rule: 'R-PHASE', reason: 'wrong-phase' }

/** R-PHASE: whether the campaign stands where this command may be sent. */
export function sentInPhase(state: CampaignState, type: CommandType): boolean {
  const stages = stagesOf(state)
  return definitionOf(type).phases.some((p) => stages.includes(p))
}

/** The command's phases checked, then its rules, without settling the phase (engine.ts settles). */
export function applyDefinedCommand(state: CampaignState, command: CampaignCommand, actor: Actor): CommandResult<CampaignState> {
  const definition = definitionOf(command.type)
  if (!sentInPhase(state, command.type)) return refuse(definition.wrongPhase ?? WRONG_PHASE)
  return definition.apply(state, command, actor)
}

/** What a viewer reads of a public command with a secret part; null when they read it whole. */
export function commandRedaction(command: CampaignCommand, reading: Reading): RedactedCommand | CampaignCommand | null {
  return definitionOf(command.type).redact?.(command, reading) ?? null
}

/** Where the history's filter files a command of this type when no mark says its phase ('organizer': always). */
export function chronicleKindOf(type: CommandType): ChronicleKind {
  return definitionOf(type).chronicle
}

/** The duties a command of this type discharges; none for a "may" of the rules. */
export function dutiesOwing(type: CommandType): readonly DutyKind[] {
  return definitionOf(type).owes
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
