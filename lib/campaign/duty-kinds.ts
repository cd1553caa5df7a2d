// The duties the campaign may owe (duties.ts says which are open): their kinds and what each names. A leaf
// module, so that each command's definition can say which duties it discharges (registry/define.ts).
import type { PlayerId, TeamId } from './ids'

export type Duty =
  | { kind: 'place-base'; playerId: PlayerId }
  | { kind: 'assign-defenses'; team: TeamId }
  | { kind: 'ready-fleet'; fleetId: string }
  | { kind: 'start-campaign' }
  | { kind: 'choose-diplomats'; team: TeamId }
  | { kind: 'declare-assault'; team: TeamId; playerIds: PlayerId[] }
  | { kind: 'name-defender'; team: TeamId; battleId: string }
  | { kind: 'spend-spacers'; team: TeamId }
  | { kind: 'choose-objective'; battleId: string; playerId: PlayerId }
  | { kind: 'enter-result'; battleId: string; playerIds: PlayerId[] }
  | { kind: 'confirm-result'; battleId: string; playerId: PlayerId }
  | { kind: 'settle-result'; battleId: string }
  | { kind: 'choose-veterans'; battleId: string; fleetId: string; playerId: PlayerId }
  | { kind: 'build-bases'; team: TeamId }
  | { kind: 'gain-tokens'; team: TeamId }
  | { kind: 'take-reward'; fleetId: string }
  | { kind: 'spend-xp'; fleetId: string }
  | { kind: 'refit'; fleetId: string }
  | { kind: 'choose-pivotal'; team: TeamId }
  | { kind: 'prepare-pivotal'; team: TeamId }
  | { kind: 'enter-pivotal-result'; team: TeamId }
  | { kind: 'confirm-pivotal-result' }
  | { kind: 'pivotal-veterans'; fleetId: string }
  | { kind: 'pivotal-tokens'; team: TeamId }
  /** R-PIVOT-AFTER: the winning team claims what its result leaves to choose (its Grand Admiral sends it). */
  | { kind: 'claim-pivotal-effects'; team: TeamId }
  /** The organizer starts the next act, or ends the campaign (R-END): only they may. */
  | { kind: 'finish-pivotal'; endsCampaign: boolean }

export type DutyKind = Duty['kind']

/** Every duty kind, as a list (the registry's test checks each is discharged by some command). */
export const DUTY_KINDS = [
  'place-base',
  'assign-defenses',
  'ready-fleet',
  'start-campaign',
  'choose-diplomats',
  'declare-assault',
  'name-defender',
  'spend-spacers',
  'choose-objective',
  'enter-result',
  'confirm-result',
  'settle-result',
  'choose-veterans',
  'build-bases',
  'gain-tokens',
  'take-reward',
  'spend-xp',
  'refit',
  'choose-pivotal',
  'prepare-pivotal',
  'enter-pivotal-result',
  'confirm-pivotal-result',
  'pivotal-veterans',
  'pivotal-tokens',
  'claim-pivotal-effects',
  'finish-pivotal',
] as const satisfies readonly DutyKind[]

/** Each kind once: a kind missing from the list above does not compile. */
export type DutyKindsListed = Exclude<DutyKind, (typeof DUTY_KINDS)[number]> extends never ? true : never
