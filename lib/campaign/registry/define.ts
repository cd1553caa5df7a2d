// What every command declares, once, in its group's module: its schema (shape and bounds), the phases it may
// be sent in, who may send it, how it applies, whether a duty owes it, whose secret it is and what of it the
// other team reads, where the history files it, and how a form's fields make it. `defineCommand` requires
// every part, so a command does not compile until all of them are decided; the command's type is its schema's
// `type` literal, which also keys its history sentence and its form's words in app/ (tables keyed by the
// command type union, so a missing sentence does not compile either).
import type { z } from 'zod'
import type { SystemId } from '@/lib/data/map'
import { CHRONICLE_KINDS, type ChronicleKind } from '../chronicle-mark'
import type { DutyKind } from '../duty-kinds'
import type { ManagementStep } from '../management/management-state'
import type { PivotalStep } from '../pivotal/pivotal-state'
import type { Actor, CampaignState, Phase, TeamId } from '../state'
import type { CommandResult, RuleViolation } from '../violations'

export type PlayerActor = Extract<Actor, { role: 'player' }>

/** 'public', or the team whose secret the command is (R-SECRET, R-SECRET-FLEET). */
export type Secrecy = 'public' | TeamId

/** A form's fields as strings: what a browser form posts, without the DOM's types. */
export interface FormFields {
  text(key: string): string
  all(key: string): string[]
  keys(): string[]
}

/** Where the campaign stands: a phase, or a step of the pivotal battle or of the management phase. */
export type Stage = Phase | `pivotal:${PivotalStep}` | `management:${ManagementStep}`

/** The stages the campaign is in now: its phase and, within it, its step. */
export function stagesOf(state: CampaignState): Stage[] {
  if (state.phase === 'pivotal' && state.pivotal) return ['pivotal', `pivotal:${state.pivotal.step}`]
  if (state.phase === 'management' && state.turnState?.management) return ['management', `management:${state.turnState.management.step}`]
  return [state.phase]
}

/** Every stage but setup and the end: the campaign under way. */
export const UNDER_WAY: readonly Stage[] = ['strategy', 'battle', 'management', 'pivotal']
/** Any phase at all, the end included. */
export const ANY_PHASE: readonly Stage[] = ['setup', ...UNDER_WAY, 'ended']

export { CHRONICLE_KINDS, type ChronicleKind }

/** What a viewer is: the team whose secrets they may read ('all': the organizer; null: nobody's). */
export type Seer = TeamId | 'all' | null

/** A command as a viewer of the other team reads it, when its declaration hides part of it. */
export type RedactedCommand =
  | { type: 'assign-base-defenses'; team: TeamId; assignments: 'secret' }
  | { type: 'choose-diplomats'; team: TeamId; zone: null; sealed: true }
  | { type: 'build-base'; team: TeamId; systemId: SystemId; defense: 'secret' }
  | { type: 'enter-pivotal-team-result'; team: TeamId; score: 0; tabled: false; fleets: Record<string, never> }

/** What a redaction is told: the state now, who reads, and whether the entry is a command the organizer took back. */
export interface Reading {
  state: CampaignState
  seer: Seer
  undone: boolean
}

/** A command's schema: an object whose `type` is one literal string. */
export type CommandSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>

/** Everything a command declares besides its schema, typed by the command its schema accepts. */
export interface CommandParts<C> {
  /**
   * The stages it may be sent in, checked once by the dispatch before its rules (R-PHASE); `wrongPhase` is the
   * refusal elsewhere, when a rule of its own names it (R-OVERRIDE, R-TOKEN-ALLY...).
   */
  phases: readonly Stage[]
  wrongPhase?: RuleViolation
  /** The duties it discharges (duties.ts); none: a "may" of the rules, which a page's view must offer instead. */
  owes: readonly DutyKind[]
  /**
   * Where the history's filter files it: 'organizer' files it with the organizer's own moves in every phase;
   * any other kind is the rulebook part it belongs to, used where no stored mark says the phase it was made in.
   */
  chronicle: ChronicleKind
  /** Whether a player of the campaign may send it (the organizer may send anything). */
  mayIssue: (state: CampaignState, actor: PlayerActor, command: C) => boolean
  /** The rules: the new state, or the violations. Settling the phase follows in the engine. */
  apply: (state: CampaignState, command: C, actor: Actor) => CommandResult<CampaignState>
  /** Whose secret it is in the history, until the campaign ends. */
  secrecy: (command: C, state: CampaignState) => Secrecy
  /**
   * For a public command with a secret part: what a viewer reads of it (a sealed shape, or the command with
   * its secret field left out), or null when they read it whole.
   * NO_REDACTION when nothing of it is hidden beyond its secrecy.
   */
  redact: ((command: C, reading: Reading) => RedactedCommand | C | null) | null
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
export const NO_REDACTION = null
/** Owed by no duty: a "may" of the rules, or the organizer's own tool. */
export const NOT_OWED: readonly DutyKind[] = []
export const ORGANIZER_ONLY = (): boolean => false

export function fleetTeam(state: CampaignState, fleetId: string): TeamId {
  return state.fleets.find((f) => f.id === fleetId)?.team ?? (fleetId.includes('empire') ? 'empire' : 'rebels')
}

export const ofTeam = (command: { team: TeamId }): Secrecy => command.team
export const ofFleet = (command: { fleetId: string }, state: CampaignState): Secrecy => fleetTeam(state, command.fleetId)
