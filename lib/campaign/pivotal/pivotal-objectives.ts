// R-PIVOT-OBJ: the three pivotal objectives, their targets and which of them the choosing team may pick.
// The table below restates the pivotal entries of shared/data/objectives.json (category 'pivotal').
import { SYSTEMS, ZONES, type SystemId, type ZoneId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { otherTeam, totalCp, type CampaignState, type TeamId } from '../state'
import { pivotalChooser } from './chooser'
import type { PivotalViolation } from './pivotal-violations'
import type { ZoneControlState } from './zone-control'

export const PIVOTAL_OBJECTIVES = ['conquest', 'demonstration-of-force', 'evacuation'] as const
export type PivotalObjectiveId = (typeof PIVOTAL_OBJECTIVES)[number]

/** What the choosing team aims at: an enemy base's system, a zone, or one of its own bases' systems. */
export type PivotalTargetKind = 'enemy-base' | 'zone' | 'own-base'
export type PivotalRole = 'assaulter' | 'defender'

export interface PivotalTargetInput {
  systemId?: SystemId
  zone?: ZoneId
}

/** Whose victory bonus is added to the flat CP (objectives.json `plusVictoryBonusOf`). */
export type VictoryBonusOf = 'target-system' | 'each-claimed-system' | 'new-base-system' | null

/** One token the winner gains: one of a fixed list, or one of the new base system's strategic effects. */
export type PivotalTokenGrant = { choose: readonly TokenId[] } | { chooseFromEffectsOf: 'new-base-system' }

/**
 * The fleet rewards of the winning side (objectives.json `rewards`), each player of the winning team taking the
 * winner value of one reward: of a system the assaulters claimed; or of a system of the zone where the team
 * has a presence or a base, else of one of its bases. Null: the objective gives no fleet reward.
 */
export type PivotalRewardSource = 'claimed-system' | 'friendly-system-in-zone-else-base' | null

export interface PivotalSideResult {
  flatCp: number
  plusVictoryBonusOf: VictoryBonusOf
  tokens: readonly PivotalTokenGrant[]
  rewards: PivotalRewardSource
}

export interface PivotalObjectiveData {
  id: PivotalObjectiveId
  choosingTeamRole: PivotalRole
  target: PivotalTargetKind
  /** `requires.minCampaignPointGap`: the least total CP gap for the objective; null when none. */
  minCpGap: number | null
  rounds: number
  assaultersWin: PivotalSideResult
  defendersWin: PivotalSideResult
}

/** objectives.json, category 'pivotal' (checked by hand against the file; see the tests). */
export const PIVOTAL_OBJECTIVE_DATA: Record<PivotalObjectiveId, PivotalObjectiveData> = {
  conquest: {
    id: 'conquest',
    choosingTeamRole: 'assaulter',
    target: 'enemy-base',
    minCpGap: null,
    rounds: 6,
    assaultersWin: { flatCp: 2, plusVictoryBonusOf: 'target-system', tokens: [], rewards: null },
    defendersWin: { flatCp: 1, plusVictoryBonusOf: null, tokens: [{ choose: ['skilled-spacers', 'repair-yards'] }], rewards: null },
  },
  'demonstration-of-force': {
    id: 'demonstration-of-force',
    choosingTeamRole: 'assaulter',
    target: 'zone',
    minCpGap: null,
    rounds: 6,
    assaultersWin: { flatCp: 2, plusVictoryBonusOf: 'each-claimed-system', tokens: [], rewards: 'claimed-system' },
    defendersWin: { flatCp: 1, plusVictoryBonusOf: null, tokens: [{ choose: ['diplomats'] }], rewards: 'friendly-system-in-zone-else-base' },
  },
  evacuation: {
    id: 'evacuation',
    // The card's own rule (RULES.md R-PIVOT-OBJ); objectives.json lists the French rules' reading as disputed.
    choosingTeamRole: 'defender',
    target: 'own-base',
    minCpGap: 3,
    rounds: 7,
    assaultersWin: { flatCp: 1, plusVictoryBonusOf: null, tokens: [{ choose: ['resources'] }, { choose: ['skilled-spacers'] }], rewards: null },
    defendersWin: { flatCp: 2, plusVictoryBonusOf: 'new-base-system', tokens: [{ chooseFromEffectsOf: 'new-base-system' }], rewards: null },
  },
}

/** When no objective at all is legal (R-PIVOT-OBJ). */
export const DEFAULT_PIVOTAL_OBJECTIVE: PivotalObjectiveId = 'demonstration-of-force'

export function isPivotalObjective(id: string): id is PivotalObjectiveId {
  return (PIVOTAL_OBJECTIVES as readonly string[]).includes(id)
}

export function pivotalTarget(objectiveId: PivotalObjectiveId): PivotalTargetKind {
  return PIVOTAL_OBJECTIVE_DATA[objectiveId].target
}

/** R-PIVOT-OBJ: the choosing team assaults, except in Evacuation where it defends. */
export function choosingTeamRole(objectiveId: PivotalObjectiveId): PivotalRole {
  return PIVOTAL_OBJECTIVE_DATA[objectiveId].choosingTeamRole
}

/** The assaulting team once the chooser and the objective are known. */
export function assaultingTeam(chooser: TeamId, objectiveId: PivotalObjectiveId): TeamId {
  return choosingTeamRole(objectiveId) === 'assaulter' ? chooser : otherTeam(chooser)
}

/** The total CP gap between the teams (always ≥ 0). */
export function totalCpGap(state: Pick<CampaignState, 'teams'>): number {
  return Math.abs(totalCp(state.teams.empire) - totalCp(state.teams.rebels))
}

export interface AvailablePivotalInput {
  /** Pivotal objectives already played in the campaign, in any order (duplicates are harmless). */
  played: readonly string[]
  /** The total CP gap; its sign is ignored. */
  cpGap: number
  /**
   * Whether a target exists; both default to true. Conquest needs an enemy base and Evacuation a base of the
   * choosing team: without one the objective cannot be played, which this module reads as "not legal".
   */
  hasEnemyBase?: boolean
  hasOwnBase?: boolean
}

export interface AvailablePivotal {
  available: PivotalObjectiveId[]
  /** True when the list is not the unplayed legal objectives: played ones, or the Demonstration of Force default. */
  fallback: boolean
}

/** Whether the objective could be played now, ignoring whether it was played before. */
export function pivotalObjectiveLegal(objectiveId: PivotalObjectiveId, input: AvailablePivotalInput): boolean {
  const data = PIVOTAL_OBJECTIVE_DATA[objectiveId]
  if (data.minCpGap !== null && Math.abs(input.cpGap) < data.minCpGap) return false
  if (data.target === 'enemy-base' && input.hasEnemyBase === false) return false
  if (data.target === 'own-base' && input.hasOwnBase === false) return false
  return true
}

/**
 * R-PIVOT-OBJ: each objective once per campaign; Evacuation needs a total CP gap of at least 3.
 * - the unplayed legal objectives, fallback false;
 * - if none, the played legal ones, fallback true;
 * - if none is legal at all, Demonstration of Force alone, fallback true (it needs nothing, so with the
 *   default inputs this branch cannot be reached; it is kept as the rule's last word).
 */
export function availablePivotalObjectives(input: AvailablePivotalInput): AvailablePivotal {
  const legal = PIVOTAL_OBJECTIVES.filter((id) => pivotalObjectiveLegal(id, input))
  const unplayed = legal.filter((id) => !input.played.includes(id))
  if (unplayed.length > 0) return { available: unplayed, fallback: false }
  if (legal.length > 0) return { available: legal, fallback: true }
  return { available: [DEFAULT_PIVOTAL_OBJECTIVE], fallback: true }
}

/** The same, with the gap and the bases read from the state for the choosing team. */
export function availablePivotalObjectivesFor(state: Pick<CampaignState, 'teams' | 'control'>, chooser: TeamId, played: readonly string[]): AvailablePivotal {
  const bases = (team: TeamId) => Object.values(state.control).some((c) => c?.kind === 'base' && c.team === team)
  return availablePivotalObjectives({ played, cpGap: totalCpGap(state), hasEnemyBase: bases(otherTeam(chooser)), hasOwnBase: bases(chooser) })
}

/**
 * R-PIVOT-OBJ targets (objectives.json `target`):
 * - Conquest: a system holding a base of the other team;
 * - Evacuation: a system holding a base of the choosing team;
 * - Demonstration of Force: a zone, 1 to 5.
 */
export function pivotalTargetViolations(
  state: Pick<CampaignState, 'control'>,
  chooser: TeamId,
  objectiveId: string,
  target: PivotalTargetInput,
): PivotalViolation[] {
  if (!isPivotalObjective(objectiveId)) return [{ rule: 'R-PIVOT-OBJ', reason: 'unknown-objective', cardId: objectiveId }]
  const kind = pivotalTarget(objectiveId)
  if (kind === 'zone') {
    if (target.zone == null) return [{ rule: 'R-PIVOT-OBJ', reason: 'target-missing', cardId: objectiveId }]
    if (!ZONES.some((z) => z.id === target.zone)) return [{ rule: 'R-PIVOT-OBJ', reason: 'unknown-zone', zone: target.zone, cardId: objectiveId }]
    return []
  }
  const systemId = target.systemId
  if (systemId == null) return [{ rule: 'R-PIVOT-OBJ', reason: 'target-missing', cardId: objectiveId }]
  if (!SYSTEMS.some((s) => s.id === systemId)) return [{ rule: 'R-PIVOT-OBJ', reason: 'unknown-system', systemId, cardId: objectiveId }]
  const c = state.control[systemId]
  const baseTeam = kind === 'enemy-base' ? otherTeam(chooser) : chooser
  if (c?.kind === 'base' && c.team === baseTeam) return []
  return [{ rule: 'R-PIVOT-OBJ', reason: kind === 'enemy-base' ? 'not-enemy-base' : 'not-own-base', systemId, cardId: objectiveId }]
}

export interface PivotalChoice {
  team: TeamId
  objectiveId: string
  target: PivotalTargetInput
  /** Pivotal objectives already played in the campaign. */
  played: readonly string[]
}

/**
 * The whole choice at once: R-PIVOT-CHOOSE (the right team), R-PIVOT-OBJ (an available objective, a legal
 * target). Every violation that applies is returned, in that order.
 */
export function pivotalChoiceViolations(state: ZoneControlState, choice: PivotalChoice): PivotalViolation[] {
  const violations: PivotalViolation[] = []
  const chooser = pivotalChooser(state).team
  if (choice.team !== chooser) violations.push({ rule: 'R-PIVOT-CHOOSE', reason: 'not-chooser' })
  if (!isPivotalObjective(choice.objectiveId)) return [...violations, { rule: 'R-PIVOT-OBJ', reason: 'unknown-objective', cardId: choice.objectiveId }]
  const gap = totalCpGap(state)
  const options = availablePivotalObjectivesFor(state, choice.team, choice.played)
  if (!options.available.includes(choice.objectiveId)) {
    const minGap = PIVOTAL_OBJECTIVE_DATA[choice.objectiveId].minCpGap
    if (minGap !== null && gap < minGap)
      violations.push({ rule: 'R-PIVOT-OBJ', reason: 'cp-gap-too-small', cardId: choice.objectiveId, value: gap, limit: minGap })
    else violations.push({ rule: 'R-PIVOT-OBJ', reason: 'objective-not-available', cardId: choice.objectiveId })
  }
  violations.push(...pivotalTargetViolations(state, choice.team, choice.objectiveId, choice.target))
  return violations
}
