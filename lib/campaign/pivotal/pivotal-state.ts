// The pivotal (or climactic) battle between acts (RULES.md §7): the chooser's objective and target, the
// preparations, the team result, and the steps after it.
import type { SystemId, ZoneId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { BaseDefenseId, TeamId } from '../ids'
import type { FleetOutcome } from '../turn/turn-state'
import type { ManagementState } from '../management/management-state'
import type { AllySpent } from '../tokens/ally-state'

/** R-PIVOT-CHOOSE: the team that chooses the pivotal objective, and why (chooser.ts decides). */
export type PivotalChooserReason = 'fewer-cp' | 'fewer-zones' | 'tie-goes-to-rebels'

export interface PivotalChooser {
  team: TeamId
  reason: PivotalChooserReason
  /** Total CP of each team (every act plus pivotal CP). */
  cp: Record<TeamId, number>
  /** Zones each team controls (zone-control.ts). */
  zones: Record<TeamId, number>
}

export type PivotalStep = 'choose' | 'prepare' | 'battle' | 'after'

/** R-PIVOT-AFTER **Decision**: what the winner's result leaves to choose (rules version 5). */
export type PivotalClaimKind = 'systems' | 'new-base' | 'defense'

export interface PivotalClaimOwed {
  team: TeamId
  kind: PivotalClaimKind
}

export interface PivotalTarget {
  systemId?: SystemId
  zone?: ZoneId
}

export interface PivotalResult {
  assaulters: { score: number; tabled: boolean }
  defenders: { score: number; tabled: boolean }
  /** Per fleet of the six players: destroyed, retreated, eligible for veteran (R-PIVOT-AFTER). */
  fleets: Record<string, Omit<FleetOutcome, 'score' | 'tabled'>>
  /** Demonstration of Force won by the assaulters: up to two systems of the zone they take. */
  claimedSystems?: SystemId[]
  /** Evacuation won by the defenders: where the base moves. */
  newBaseSystem?: SystemId
  conquestDefense?: BaseDefenseId
}

export interface PivotalTeamPart extends Pick<PivotalResult, 'claimedSystems' | 'newBaseSystem' | 'conquestDefense'> {
  score: number
  tabled: boolean
  fleets: PivotalResult['fleets']
  by: string
}

export interface PivotalState {
  step: PivotalStep
  chooser: TeamId
  objective: string | null
  target: PivotalTarget | null
  climactic: boolean
  assaulters: TeamId | null
  /** Teams done with R-PIVOT-UPGRADE, and the teams that used it. */
  prepared: TeamId[]
  upgradedBy: TeamId[]
  /** Fleet values at the start of the battle, for the XP gap (R-PIVOT-AFTER). */
  fleetValues: Record<string, number>
  result:
    | { status: 'none' }
    /** Each team enters its own part (score, tabled, its fleets' elements), sealed until both are in. */
    | { status: 'partial'; parts: Partial<Record<TeamId, PivotalTeamPart>> }
    | { status: 'entered'; by: string; result: PivotalResult }
    | {
        status: 'applied'
        result: PivotalResult
        winner: TeamId
        /** The CP the winner scored; 0 while its claim is owed (then what the claim scores). */
        cp: number
        /** The part of `cp` R-CLIMAX adds (absent in states of rules version 4 and before). */
        climacticCp?: number
        xp: Record<string, number>
      }
  /**
   * The winner's claim of the objective's choices, owed once the result is applied: the objective's CP, tokens and
   * map wait for it (R-PIVOT-AFTER **Decision**). Absent or null: nothing owed.
   */
  claim?: PivotalClaimOwed | null
  /** Who chooses and why, as decided when the act ended (R-PIVOT-CHOOSE); absent in older states. */
  chosenBy?: PivotalChooser
  /** Each zone's controller when the act ended (R-PIVOT-CHOOSE's tie-break), as shown with the chooser. */
  zonesAtStart?: { zone: ZoneId; team: TeamId | null }[]
  /** Token choices the winning or losing team still owes (one list of options per token). */
  tokenChoices: Partial<Record<TeamId, TokenId[][]>>
  veteransChosen: Record<string, string[]>
  /** Ally forces added to the pivotal battle (R-TOKEN-ALLY); gone with it. */
  allies?: AllySpent[]
  /** The refit after the battle, with the next act's limits (R-PIVOT-AFTER); as the management step's. */
  refit?: ManagementState
}
