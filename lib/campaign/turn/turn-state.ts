// The current turn: the strategy phase's choices and pairings, then each battle from its objective to
// its confirmed result (RULES.md §4, §5). Plain data, part of the campaign state.
import type { SystemId, ZoneId } from '@/lib/data/map'
import type { Condition, Fleet } from '../fleets/fleet'
import type { PlayerId, TeamId } from '../ids'
import type { ManagementState } from '../management/management-state'
import type { AllySpent } from '../tokens/ally-state'
import type { BattleSchedule } from '../schedule/schedule-state'

export interface BattleSide {
  playerId: PlayerId
  fleetId: string
  team: TeamId
  /** Conditions the fleet gained when the pairing was made (R-STRAT-COND). */
  conditionsGained: Condition[]
  /** The fleet's value when the pairing was made, for R-XP 4. */
  fleetValue: number
}

/** What one side reports of its fleet after the game (R-RESULT), by element uid. */
export interface FleetOutcome {
  destroyed: string[]
  /** Ships that retreated (R-RETREAT): counted as destroyed for scoring, not scarred. */
  retreated: string[]
  /** Elements that destroyed an enemy ship or squadron with their own attack and survived (R-VET-1). */
  eligibleVeterans: string[]
  tabled: boolean
  score: number
}

export interface BattleResult {
  assaulter: FleetOutcome
  defender: FleetOutcome
}

export type ResultStatus =
  | { status: 'none' }
  | { status: 'entered'; by: PlayerId | 'organizer'; result: BattleResult }
  | {
      status: 'disputed'
      by: PlayerId | 'organizer'
      result: BattleResult
      disputedBy: PlayerId
      /** Why the other player disputes it, and the result by their own figures (absent from older histories). */
      reason?: string
      counter?: BattleResult
    }
  | { status: 'applied'; result: BattleResult; winner: TeamId; xp: { assaulter: number; defender: number } }

/**
 * A battle's id, unique in the whole campaign: its act, turn and order of declaration. Campaigns begun under
 * rules version 2 or older named battles `t{turn}-b{n}`; those ids stay as they were in their state.
 */
export function battleIdFor(act: number, turn: number, n: number): string {
  return `a${act}-t${turn}-b${n}`
}

export interface Battle {
  id: string
  systemId: SystemId
  assaulter: BattleSide
  /** Null until the other team names its defender (R-STRAT-ORDER). */
  defender: BattleSide | null
  /** The objective the assaulting player chose from the pool (R-OBJ-2), or the base's (R-OBJ-1). */
  objective: string | null
  result: ResultStatus
  /** Elements chosen to become veteran after the result is applied (R-VET-2), per fleet id. */
  veteransChosen: Partial<Record<string, string[]>>
  /**
   * Both fleets as they stood at the end of the strategy phase (R-SECRET-FLEET): what the opposing
   * player sees and the briefing prints. Null until then.
   */
  fleets: { assaulter: Fleet | null; defender: Fleet | null } | null
  /** When and where its two players agreed to play it, or the latest proposal (R-SCHEDULE); absent until one is made. */
  schedule?: BattleSchedule
}

export interface DiplomatsChoice {
  /** Null: the team declined to mark a zone. */
  zone: ZoneId | null
  /** Set in a viewer's copy when the other team has chosen but the choices are not yet revealed. */
  sealed?: true
}

export interface TurnState {
  /** R-STRAT-DIPLO: sealed until both teams have chosen. */
  diplomats: Partial<Record<TeamId, DiplomatsChoice>>
  battles: Battle[]
  /** Players with no legal target who passed this turn (R-STRAT-TARGET). */
  passed: PlayerId[]
  /**
   * R-STRAT-SPACERS: the fleets each team spent a Skilled Spacers token on (a fleet may appear twice).
   * A team's key is present once it has finished that step.
   */
  spacers: Partial<Record<TeamId, string[]>>
  /** The management phase's steps, from the moment the phase starts (RULES.md §6). */
  management: ManagementState | null
  /** Ally forces added to this turn's battles (R-TOKEN-ALLY); gone with the turn. */
  allies?: AllySpent[]
}

/** A battle of a finished turn, kept with its record (battle/past-battles.ts archives it). */
export interface PastBattle extends Battle {
  act: number
  turn: number
}
