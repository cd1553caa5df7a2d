// What every command declares, once: who may send it, how it applies, whose secret it is, and how a
// form's fields make it. The registry (index.ts) requires a definition for every command type, so a new
// command does not compile until all of these are decided; its words live in app/.
import type { CampaignCommand } from '../commands'
import type { Actor, CampaignState, TeamId } from '../state'
import type { CommandResult } from '../violations'

export type CommandType = CampaignCommand['type']
export type CommandOf<T extends CommandType> = Extract<CampaignCommand, { type: T }>
export type PlayerActor = Extract<Actor, { role: 'player' }>

/** 'public', or the team whose secret the command is (R-SECRET, R-SECRET-FLEET). */
export type Secrecy = 'public' | TeamId

/** A form's fields as strings: what a browser form posts, without the DOM's types. */
export interface FormFields {
  text(key: string): string
  all(key: string): string[]
  keys(): string[]
}

export interface CommandDefinition<T extends CommandType> {
  /** Whether a player of the campaign may send it (the organizer may send anything). */
  mayIssue: (state: CampaignState, actor: PlayerActor, command: CommandOf<T>) => boolean
  /** The rules: the new state, or the violations. Settling the phase follows in the engine. */
  apply: (state: CampaignState, command: CommandOf<T>, actor: Actor) => CommandResult<CampaignState>
  /** Whose secret it is in the history, until the campaign ends. */
  secrecy: (command: CommandOf<T>, state: CampaignState) => Secrecy
  /** The command a form's fields ask for, before its schema checks it; null when no form sends it. */
  fromForm: ((fields: FormFields) => unknown) | null
}

export type Definitions<T extends CommandType> = { [K in T]: CommandDefinition<K> }

export const PUBLIC = (): Secrecy => 'public'
export const NO_FORM = null
export const ORGANIZER_ONLY = (): boolean => false

export function fleetTeam(state: CampaignState, fleetId: string): TeamId {
  return state.fleets.find((f) => f.id === fleetId)?.team ?? (fleetId.includes('empire') ? 'empire' : 'rebels')
}

export const ofTeam = (command: { team: TeamId }): Secrecy => command.team
export const ofFleet = (command: { fleetId: string }, state: CampaignState): Secrecy => fleetTeam(state, command.fleetId)
