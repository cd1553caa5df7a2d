// R-PIVOT-AFTER: the pivotal objective's battle effects (map, CP, tokens, bases), from the pivotal entries of
// shared/data/objectives.json, plus R-CLIMAX's extra CP. Pure: the input state is never changed.
import { SYSTEMS, type MapSystem, type SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { allowedBaseDefenses } from '../management/base-building'
import { otherTeam, type BaseDefenseId, type CampaignState, type SystemControl, type TeamId } from '../state'
import { climacticBonus } from './climax'
import {
  isPivotalObjective,
  PIVOTAL_OBJECTIVE_DATA,
  pivotalTargetViolations,
  type PivotalObjectiveId,
  type PivotalSideResult,
  type PivotalTargetInput,
} from './pivotal-objectives'
import type { PivotalViolation } from './pivotal-violations'

/** Demonstration of Force: the most systems the winning assaulters take. */
export const MAX_CLAIMED_SYSTEMS = 2

export interface PivotalOutcomeInput {
  objectiveId: string
  assaultersWon: boolean
  /** The assaulting team: the chooser, except in Evacuation (the chooser defends). */
  assaulters: TeamId
  target: PivotalTargetInput
  climactic: boolean
  /** Demonstration of Force won by the assaulters: up to 2 unoccupied or enemy-presence systems of the zone. */
  claimedSystems?: readonly SystemId[]
  /** Evacuation won by the defenders: an unoccupied or friendly-presence system the base moves to. */
  newBaseSystem?: SystemId
  /** Conquest won by the assaulters: the new base's Base Defense objective (default: the first allowed). */
  defense?: BaseDefenseId
  /** The state before the battle's effects (the end of the act). */
  state: Pick<CampaignState, 'control'>
}

export type PivotalOutcome =
  | {
      ok: true
      winner: TeamId
      /** Every CP the winner scores: the normal result plus, for a climactic battle, `climacticCp`. */
      cp: number
      /** The part of `cp` that R-CLIMAX adds (0 when not climactic). */
      climacticCp: number
      /** One list of options per token the winner gains (a one-option list is a fixed token). */
      tokenChoices: TokenId[][]
      /** The new map. */
      control: CampaignState['control']
    }
  | { ok: false; violations: PivotalViolation[] }

function systemOf(id: SystemId | undefined): MapSystem | undefined {
  return SYSTEMS.find((s) => s.id === id)
}

/** The CP of the winning side's normal result: the flat CP plus the victory bonus the data names. */
function normalCp(result: PivotalSideResult, input: PivotalOutcomeInput): number {
  switch (result.plusVictoryBonusOf) {
    case 'target-system':
      return result.flatCp + (systemOf(input.target.systemId)?.victoryBonus ?? 0)
    case 'each-claimed-system':
      return result.flatCp + (input.claimedSystems ?? []).reduce((sum, id) => sum + (systemOf(id)?.victoryBonus ?? 0), 0)
    case 'new-base-system':
      return result.flatCp + (systemOf(input.newBaseSystem)?.victoryBonus ?? 0)
    default:
      return result.flatCp
  }
}

/** The tokens of the winning side's result; a grant from a system without strategic effects gives none. */
function tokenChoices(result: PivotalSideResult, input: PivotalOutcomeInput): TokenId[][] {
  const choices: TokenId[][] = []
  for (const grant of result.tokens) {
    if ('choose' in grant) choices.push([...grant.choose])
    else {
      const effects = systemOf(input.newBaseSystem)?.strategicEffects ?? []
      if (effects.length > 0) choices.push([...effects])
    }
  }
  return choices
}

/** Demonstration of Force: the claimed systems, checked against the zone and what stands on them. */
export function claimedSystemsViolations(
  state: Pick<CampaignState, 'control'>,
  assaulters: TeamId,
  zone: number | undefined,
  claimed: readonly SystemId[],
): PivotalViolation[] {
  const violations: PivotalViolation[] = []
  if (claimed.length > MAX_CLAIMED_SYSTEMS)
    violations.push({ rule: 'R-PIVOT-AFTER', reason: 'too-many-claimed', value: claimed.length, limit: MAX_CLAIMED_SYSTEMS })
  claimed.forEach((id, i) => {
    if (claimed.indexOf(id) !== i) {
      violations.push({ rule: 'R-PIVOT-AFTER', reason: 'claimed-twice', systemId: id })
      return
    }
    const system = systemOf(id)
    if (!system) {
      violations.push({ rule: 'R-PIVOT-AFTER', reason: 'unknown-system', systemId: id })
      return
    }
    if (zone === undefined || !(system.zones as readonly number[]).includes(zone)) {
      violations.push({ rule: 'R-PIVOT-AFTER', reason: 'not-in-zone', systemId: id, ...(zone === undefined ? {} : { zone }) })
    }
    const c = state.control[id]
    if (c && (c.kind === 'base' || c.team === assaulters)) violations.push({ rule: 'R-PIVOT-AFTER', reason: 'not-claimable', systemId: id })
  })
  return violations
}

/** Evacuation won by the defenders: the system the base moves to must be unoccupied or a friendly presence. */
export function newBaseViolations(state: Pick<CampaignState, 'control'>, defenders: TeamId, newBaseSystem: SystemId | undefined): PivotalViolation[] {
  if (newBaseSystem == null) return [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-missing' }]
  if (!systemOf(newBaseSystem)) return [{ rule: 'R-PIVOT-AFTER', reason: 'unknown-system', systemId: newBaseSystem }]
  const c = state.control[newBaseSystem]
  if (c && !(c.kind === 'presence' && c.team === defenders)) return [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-not-allowed', systemId: newBaseSystem }]
  return []
}

/**
 * R-PIVOT-AFTER with objectives.json (the winning side's `campaignPoints`, `tokens`, `mapEffect`):
 * - Conquest. Assaulters win: the enemy base becomes a base of the assaulting team, CP 2 + the target's victory
 *   bonus; its Base Defense objective is `input.defense` when given (it must be one R-BASE-BUILD 1 allows),
 *   otherwise the first of `allowedBaseDefenses` (ion-cannon, armed-station, fighter-wing order); `placedBy`
 *   is null (no player placed it). Defenders win: CP 1 and one token, Skilled Spacers or Repair Yards.
 * - Demonstration of Force. Assaulters win: a presence on each claimed system (0 to 2, unoccupied or enemy
 *   presence, in the zone; border systems count), CP 2 + each claimed system's victory bonus. Defenders win:
 *   CP 1 and one Diplomats token.
 * - Evacuation (the choosing team defends). Assaulters win: the base is destroyed (the system is left
 *   unoccupied), CP 1, one Resources and one Skilled Spacers. Defenders win: the base moves to `newBaseSystem`
 *   (unoccupied or the defenders' presence, anywhere on the map) keeping its Base Defense objective and
 *   `placedBy`, the old system is left unoccupied, CP 2 + the new system's victory bonus, one token from the
 *   new system's strategic effects (none if it has none).
 * - Climactic (R-CLIMAX): the winner also scores `climacticBonus`. Whether the battle could be declared
 *   climactic is checked at the declaration (`climacticAllowed`), not here.
 * The target is checked as at the choice (`pivotalTargetViolations`). Inputs another outcome does not use
 * (claimed systems of a lost Demonstration of Force, for instance) are ignored.
 */
export function pivotalOutcome(input: PivotalOutcomeInput): PivotalOutcome {
  const { objectiveId, assaulters, state } = input
  if (!isPivotalObjective(objectiveId)) return { ok: false, violations: [{ rule: 'R-PIVOT-OBJ', reason: 'unknown-objective', cardId: objectiveId }] }
  const id: PivotalObjectiveId = objectiveId
  const data = PIVOTAL_OBJECTIVE_DATA[id]
  const defenders = otherTeam(assaulters)
  const chooser = data.choosingTeamRole === 'assaulter' ? assaulters : defenders
  const targetViolations = pivotalTargetViolations(state, chooser, id, input.target)
  if (targetViolations.length > 0) return { ok: false, violations: targetViolations }

  const winner = input.assaultersWon ? assaulters : defenders
  const result = input.assaultersWon ? data.assaultersWin : data.defendersWin
  const control: CampaignState['control'] = { ...state.control }
  const violations: PivotalViolation[] = []
  const targetSystem = input.target.systemId

  if (id === 'conquest' && input.assaultersWon && targetSystem) {
    const allowed = allowedBaseDefenses(state, assaulters)
    const defense = input.defense ?? allowed[0] ?? null
    if (input.defense !== undefined && !allowed.includes(input.defense)) {
      violations.push({ rule: 'R-BASE-BUILD', item: 1, reason: 'defense-not-balanced', team: assaulters, defense: input.defense, systemId: targetSystem })
    }
    control[targetSystem] = { kind: 'base', team: assaulters, defense, placedBy: null }
  } else if (id === 'demonstration-of-force' && input.assaultersWon) {
    const claimed = input.claimedSystems ?? []
    violations.push(...claimedSystemsViolations(state, assaulters, input.target.zone, claimed))
    for (const sys of claimed) control[sys] = { kind: 'presence', team: assaulters }
  } else if (id === 'evacuation' && targetSystem) {
    const old = state.control[targetSystem] as Extract<SystemControl, { kind: 'base' }>
    delete control[targetSystem]
    if (!input.assaultersWon) {
      violations.push(...newBaseViolations(state, defenders, input.newBaseSystem))
      if (input.newBaseSystem) control[input.newBaseSystem] = { ...old }
    }
  }
  if (violations.length > 0) return { ok: false, violations }

  const climacticCp = input.climactic
    ? climacticBonus({
        objectiveId: id,
        assaultersWon: input.assaultersWon,
        target: input.target,
        ...(input.claimedSystems ? { claimedSystems: input.claimedSystems } : {}),
      })
    : 0
  return { ok: true, winner, cp: normalCp(result, input) + climacticCp, climacticCp, tokenChoices: tokenChoices(result, input), control }
}
