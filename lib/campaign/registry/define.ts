// What every command declares, once, in its group's module: its schema (shape and bounds), who may send it,
// how it applies, whose secret it is, and how a form's fields make it. `defineCommand` requires every part,
// so a command does not compile until all of them are decided; the command's type is its schema's `type`
// literal, which also keys its history sentence and its form's words in app/.
import type { z } from 'zod'
import type { Actor, CampaignState, TeamId } from '../state'
import type { CommandResult } from '../violations'

export type PlayerActor = Extract<Actor, { role: 'player' }>

/** 'public', or the team whose secret the command is (R-SECRET, R-SECRET-FLEET). */
export type Secrecy = 'public' | TeamId

/** A form's fields as strings: what a browser form posts, without the DOM's types. */
export interface FormFields {
  text(key: string): string
  all(key: string): string[]
  keys(): string[]
}

/** A command's schema: an object whose `type` is one literal string. */
export type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>

/** Everything a command declares besides its schema, typed by the command its schema accepts. */
export interface CommandParts<C> {
  /** Whether a player of the campaign may send it (the organizer may send anything). */
  mayIssue: (state: CampaignState, actor: PlayerActor, command: C) => boolean
  /** The rules: the new state, or the violations. Settling the phase follows in the engine. */
  apply: (state: CampaignState, command: C, actor: Actor) => CommandResult<CampaignState>
  /** Whose secret it is in the history, until the campaign ends. */
  secrecy: (command: C, state: CampaignState) => Secrecy
  /** The command a form's fields ask for, before its schema checks it; null when no form sends it. */
  fromForm: ((fields: FormFields) => unknown) | null
}

export interface CommandDefinition<S extends CommandSchema = CommandSchema> extends CommandParts<z.output<S>> {
  schema: S
}

export function defineCommand<S extends CommandSchema>(schema: S, parts: CommandParts<z.output<S>>): CommandDefinition<S> {
  return { schema, ...parts }
}

export const PUBLIC = (): Secrecy => 'public'
export const NO_FORM = null
export const ORGANIZER_ONLY = (): boolean => false

export function fleetTeam(state: CampaignState, fleetId: string): TeamId {
  return state.fleets.find((f) => f.id === fleetId)?.team ?? (fleetId.includes('empire') ? 'empire' : 'rebels')
}

export const ofTeam = (command: { team: TeamId }): Secrecy => command.team
export const ofFleet = (command: { fleetId: string }, state: CampaignState): Secrecy => fleetTeam(state, command.fleetId)
