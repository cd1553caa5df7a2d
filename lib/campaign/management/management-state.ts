// The management phase of a turn (RULES.md §6): six steps in order, each with what every team and
// player still owes. Plain data, part of the turn.
import type { SystemId } from '@/lib/data/map'
import type { RewardTypeId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { TeamId } from '../ids'

/** R-EFFECT: what one battle's win changed (battle-effects.ts works it out). */
export type EffectKind = 'took-unoccupied' | 'took-presence' | 'destroyed-base' | 'defended-base' | 'defended-presence'

export interface BattleEffect {
  battleId: string
  systemId: SystemId
  team: TeamId
  kind: EffectKind
  cp: number
}

export const MANAGEMENT_STEPS = ['effects', 'tokens', 'rewards', 'experience', 'refit'] as const
export type ManagementStep = (typeof MANAGEMENT_STEPS)[number]

/** A card bought with reward or reserve points, owned by the fleet until refit adds it (R-REFIT 4). */
export interface PendingCard {
  cardId: string
  kind: 'upgrade' | 'squadron'
}

/** The reward a fleet may take this turn (R-REWARD 1-2): which system, which types, how many points. */
export interface RewardChoice {
  fleetId: string
  /** The battle's system, or one of the team's base systems (once per team per turn). */
  systemId: SystemId
  type: RewardTypeId
  points: number
}

export interface ManagementState {
  step: ManagementStep
  /** What each battle did to the map and the score (R-EFFECT), with its reason. */
  effects: BattleEffect[]
  /** Presences each team placed this turn (R-TOKEN-GAIN), after R-EFFECT. */
  presencesPlaced: Record<TeamId, SystemId[]>
  /** Bases built this turn, the free base included (R-BASE-BUILD 2). */
  basesBuilt: Record<TeamId, SystemId[]>
  /** Each team's bases once this turn's battle effects are on the map, which sets how many it may build (R-BASE-BUILD 2). */
  basesAtStart: Record<TeamId, number>
  /** Teams that have finished building bases. */
  basesDone: TeamId[]
  /** Token gains waiting for the team's choice at systems with two effects (R-TOKEN-GAIN). */
  tokensDone: TeamId[]
  /** Rewards taken, per fleet (R-REWARD); a fleet that fought owes one. */
  rewardsTaken: Record<string, RewardChoice | 'declined'>
  /** The team that used a base's reward instead of the battle's this turn (R-REWARD 2). */
  baseRewardUsedBy: TeamId[]
  /** Cards bought, waiting to be added to the fleet at refit (R-REFIT 4). */
  pendingCards: Record<string, PendingCard[]>
  /** Fleets whose commander has finished spending XP this turn (R-XP-SPEND). */
  experienceDone: string[]
  /** Fleets that finished refit legal (R-REFIT 6). */
  refitDone: string[]
  /** Scars removed per fleet this refit using the team's bases (R-REFIT 1). */
  scarsRemovedByBases: Record<string, number>
  /** Upgrade types or squadrons removed per fleet this refit (R-REFIT 3), with their points. */
  strippedThisRefit: Record<string, { slot: string; points: number; withRepairYards?: boolean }[]>
  /** Fleets disbanded this refit, rebuilt under R-FLEET-START before they finish (R-REFIT 8). */
  disbanded?: string[]
  /** Fleets that used Prototype Recovery this turn (R-PROTO). */
  prototypeUsed?: string[]
  /** Tokens gained this turn, for the history and the summary. */
  tokensGained: Record<TeamId, Partial<Record<TokenId, number>>>
}

/** A management state with nothing done yet, at the given step. */
export function emptyManagement(step: ManagementStep): ManagementState {
  return {
    step,
    effects: [],
    presencesPlaced: { empire: [], rebels: [] },
    basesBuilt: { empire: [], rebels: [] },
    basesAtStart: { empire: 0, rebels: 0 },
    basesDone: [],
    tokensDone: [],
    rewardsTaken: {},
    baseRewardUsedBy: [],
    pendingCards: {},
    experienceDone: [],
    refitDone: [],
    scarsRemovedByBases: {},
    strippedThisRefit: {},
    tokensGained: { empire: {}, rebels: {} },
  }
}
