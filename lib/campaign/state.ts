// The campaign state: plain, serialisable data (no classes, no Dates), rebuilt by replaying the history.
import type { RewardTypeId, SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { Fleet } from './fleets/fleet'
import type { PivotalState } from './pivotal/pivotal-state'
import type { PastBattle, TurnState } from './turn/turn-state'
import { BASE_DEFENSES, TEAMS, type BaseDefenseId, type PlayerId, type TeamId } from './ids'
import { DEFAULT_POINTS_ERA, POINTS_ERAS, type PointsEra } from '@/lib/data/cards/types'

export { POINTS_ERAS, type PointsEra }

export { BASE_DEFENSES, TEAMS, type BaseDefenseId, type PlayerId, type TeamId }

export const PRESETS = ['green-knight', 'official-2019'] as const
export type PresetId = (typeof PRESETS)[number]

/** The languages a campaign may be set to: its links open in it for anyone who has not chosen one. */
export const CAMPAIGN_LANGUAGES = ['en', 'fr'] as const
export type CampaignLanguage = (typeof CAMPAIGN_LANGUAGES)[number]

export interface Player {
  id: PlayerId
  name: string
  team: TeamId
}

/** What stands on a system; a system absent from `control` is unoccupied (RULES.md §1). */
export type SystemControl = { kind: 'presence'; team: TeamId } | { kind: 'base'; team: TeamId; defense: BaseDefenseId | null; placedBy: PlayerId | null }

export type Phase = 'setup' | 'strategy' | 'battle' | 'management' | 'pivotal' | 'ended'

export interface TeamState {
  grandAdmiral: PlayerId
  /** Campaign points scored in acts I, II and III; pivotal CP go to `pivotalCp` (RULES.md §1). */
  cpByAct: [number, number, number]
  pivotalCp: number
  tokens: Record<TokenId, number>
  /** Unspent reward points by reward type (R-REWARD 5). */
  reserve: Partial<Record<RewardTypeId, number>>
}

/** The map as it stood at the end of a finished turn (map-history.ts records it). */
export interface MapSnapshot {
  act: CampaignState['act']
  turn: number
  control: CampaignState['control']
  /** Enemy bases whose Base Defense objective each team knew then (R-SECRET): the past map hides the rest. */
  revealedDefenses: Record<TeamId, SystemId[]>
}

export interface CampaignState {
  name: string
  preset: PresetId
  phase: Phase
  act: 1 | 2 | 3
  turn: number
  players: Player[]
  teams: Record<TeamId, TeamState>
  control: Partial<Record<SystemId, SystemControl>>
  /** One fleet per player and a fourth fleet per team (R-SETUP-2, R-SETUP-3), empty until built. */
  fleets: Fleet[]
  /** The turn under way; null during setup. */
  turnState: TurnState | null
  /** Campaign objectives already played at each system (R-OBJ-3). */
  playedCampaignObjectives: Partial<Record<SystemId, string[]>>
  /** Enemy bases whose Base Defense objective each team has learned (R-TOKEN-SPYNET, R-SECRET). */
  revealedDefenses: Record<TeamId, SystemId[]>
  /** Values the organizer set by hand, with the reason (R-OVERRIDE), oldest first. */
  overrides: Override[]
  /** The pivotal battle under way between acts, if any (RULES.md §7). */
  pivotal?: PivotalState | null
  /** Pivotal objectives already played in the campaign (R-PIVOT-OBJ). */
  playedPivotal?: string[]
  /** Unique names each team lost by disbanding a fleet: they never return to any of its fleets (R-REFIT 8). */
  lostUniques?: Partial<Record<TeamId, string[]>>
  /** Every battle applied, for the campaign summary (R-END). */
  battleLog?: { act: number; turn: number; systemId: SystemId; assaulters: TeamId; winner: TeamId; pivotal?: boolean; battleId?: string }[]
  /** Every battle of the turns already over, as it ended (R-HIST); absent in campaigns begun under rules version 2. */
  pastBattles?: PastBattle[]
  /** The map at the end of each finished turn, oldest first (absent in a campaign begun under older rules). */
  mapHistory?: MapSnapshot[]
  /** The campaign's language, set by the organizer; absent (English) in a campaign that never set it. */
  language?: CampaignLanguage
  /** The points era the campaign plays (R-FLEET-ERA); absent (`ffg-2019`) in a campaign begun before eras. */
  pointsEra?: PointsEra
}

/** A campaign that never set its points era plays the printed points of March 2020 (R-FLEET-ERA). */
export function campaignPointsEra(state: Pick<CampaignState, 'pointsEra'>): PointsEra {
  return state.pointsEra ?? DEFAULT_POINTS_ERA
}

/** A campaign that never set its language speaks English. */
export function campaignLanguage(state: Pick<CampaignState, 'language'>): CampaignLanguage {
  return state.language ?? 'en'
}

export type OverrideTarget =
  | { kind: 'cp'; team: TeamId; act: 1 | 2 | 3; value: number }
  | { kind: 'tokens'; team: TeamId; token: TokenId; value: number }
  | { kind: 'xp'; fleetId: string; value: number }
  | { kind: 'control'; systemId: SystemId; team: TeamId | null }

export interface Override {
  target: OverrideTarget
  reason: string
  act: number
  turn: number
}

/** Who issues a command. The organizer acts for anyone; a player only within R-SECRET's limits. */
export type Actor = { role: 'organizer' } | { role: 'player'; playerId: PlayerId }

/** How an actor is written in the history: 'organizer' or the player's id. */
export function actorKey(actor: Actor): string {
  return actor.role === 'organizer' ? 'organizer' : actor.playerId
}

export function actorFromKey(key: string): Actor {
  return key === 'organizer' ? { role: 'organizer' } : { role: 'player', playerId: key }
}

export function otherTeam(team: TeamId): TeamId {
  return team === 'empire' ? 'rebels' : 'empire'
}

export function playersOf(state: CampaignState, team: TeamId): Player[] {
  return state.players.filter((p) => p.team === team)
}

export function findPlayer(state: CampaignState, id: PlayerId): Player | undefined {
  return state.players.find((p) => p.id === id)
}

export function totalCp(team: TeamState): number {
  return team.cpByAct[0] + team.cpByAct[1] + team.cpByAct[2] + team.pivotalCp
}
