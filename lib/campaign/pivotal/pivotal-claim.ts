// R-PIVOT-AFTER **Decision**, R-CLIMAX: the choices a pivotal objective leaves to its winning team (the systems a
// Demonstration of Force takes, where an evacuated base moves, a conquered base's Base Defense objective) are
// claimed once the result is applied, with what each choice scores known before it is sent. The CP, the tokens
// and the map of the objective's result are applied with the claim.
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { allowedBaseDefenses } from '../management/base-building'
import { otherTeam, type BaseDefenseId, type CampaignState, type TeamId } from '../state'
import { MAX_CLAIMED_SYSTEMS, pivotalOutcome } from './pivotal-effects'
import { PIVOTAL_OBJECTIVE_DATA, type PivotalObjectiveId } from './pivotal-objectives'
import type { PivotalClaimKind, PivotalClaimOwed, PivotalResult, PivotalState } from './pivotal-state'
import type { PivotalViolation } from './pivotal-violations'

/** What one claim would give: the objective's normal CP (its flat CP plus the victory bonuses), R-CLIMAX's part, tokens. */
export interface PivotalClaimScore {
  flatCp: number
  /** The victory bonuses the normal result adds (each system taken, or the new base's system). */
  victoryBonus: number
  /** R-CLIMAX: the victory bonus added once more (0 when the battle is not climactic). */
  climacticCp: number
  cp: number
  /** One list of options per token gained. */
  tokens: TokenId[][]
}

/** One legal claim and what it scores. */
export type PivotalClaimOption = PivotalClaimScore &
  ({ kind: 'systems'; systems: SystemId[] } | { kind: 'new-base'; newBaseSystem: SystemId } | { kind: 'defense'; defense: BaseDefenseId })

/** The choices of a claim, as the command carries them. */
export interface PivotalClaimInput {
  claimedSystems?: readonly SystemId[]
  newBaseSystem?: SystemId
  conquestDefense?: BaseDefenseId
}

/** Demonstration of Force: the systems of the zone the assaulters may take (unoccupied or an enemy presence). */
export function claimableSystems(state: Pick<CampaignState, 'control'>, assaulters: TeamId, zone: number | undefined): SystemId[] {
  return SYSTEMS.filter((s) => zone !== undefined && (s.zones as readonly number[]).includes(zone))
    .filter((s) => {
      const c = state.control[s.id]
      return !c || (c.kind === 'presence' && c.team !== assaulters)
    })
    .map((s) => s.id)
}

/** Evacuation won by the defenders: every system the base may move to (unoccupied, or a presence of theirs). */
export function newBaseSystems(state: Pick<CampaignState, 'control'>, defenders: TeamId): SystemId[] {
  return SYSTEMS.filter((s) => {
    const c = state.control[s.id]
    return !c || (c.kind === 'presence' && c.team === defenders)
  }).map((s) => s.id)
}

/**
 * What the winner's result leaves to choose, or null: Demonstration of Force won by the assaulters with a
 * system to take, Evacuation won by the defenders, Conquest won by the assaulters with more than one Base
 * Defense objective allowed (R-BASE-BUILD 1). A result that already carries the choice (entered under rules
 * version 4 and before, when each team's part held its map choices) leaves nothing to claim.
 */
export function pivotalClaimOwed(
  state: CampaignState,
  p: Pick<PivotalState, 'objective' | 'assaulters' | 'target'>,
  assaultersWon: boolean,
  result: PivotalResult,
): PivotalClaimOwed | null {
  const assaulters = p.assaulters!
  const kind = claimKind(state, p, assaultersWon, result)
  return kind ? { team: assaultersWon ? assaulters : otherTeam(assaulters), kind } : null
}

function claimKind(
  state: CampaignState,
  p: Pick<PivotalState, 'objective' | 'assaulters' | 'target'>,
  assaultersWon: boolean,
  result: PivotalResult,
): PivotalClaimKind | null {
  const assaulters = p.assaulters!
  switch (p.objective) {
    case 'demonstration-of-force':
      return assaultersWon && result.claimedSystems === undefined && claimableSystems(state, assaulters, p.target?.zone).length > 0 ? 'systems' : null
    case 'evacuation':
      return !assaultersWon && result.newBaseSystem === undefined ? 'new-base' : null
    case 'conquest':
      return assaultersWon && result.conquestDefense === undefined && allowedBaseDefenses(state, assaulters).length > 1 ? 'defense' : null
    default:
      return null
  }
}

/** The outcome of the pivotal battle with this claim, on the state the claim is made in. */
export function claimOutcome(state: CampaignState, p: PivotalState, input: PivotalClaimInput) {
  const assaulters = p.assaulters!
  const winner = p.result.status === 'applied' ? p.result.winner : assaulters
  return pivotalOutcome({
    objectiveId: p.objective!,
    assaultersWon: winner === assaulters,
    assaulters,
    target: p.target ?? {},
    climactic: p.climactic,
    ...(input.claimedSystems ? { claimedSystems: input.claimedSystems } : {}),
    ...(input.newBaseSystem ? { newBaseSystem: input.newBaseSystem } : {}),
    ...(input.conquestDefense ? { defense: input.conquestDefense } : {}),
    state,
  })
}

/** A claim's kind must be the one owed: a Demonstration of Force claim names systems only, and so on. */
export function claimInputViolations(owed: PivotalClaimOwed, input: PivotalClaimInput): PivotalViolation[] {
  const given: PivotalClaimKind[] = [
    ...(input.claimedSystems !== undefined ? (['systems'] as const) : []),
    ...(input.newBaseSystem !== undefined ? (['new-base'] as const) : []),
    ...(input.conquestDefense !== undefined ? (['defense'] as const) : []),
  ]
  if (owed.kind === 'systems' && input.claimedSystems === undefined) return [{ rule: 'R-PIVOT-AFTER', reason: 'claim-missing' }]
  if (owed.kind === 'new-base' && input.newBaseSystem === undefined) return [{ rule: 'R-PIVOT-AFTER', reason: 'new-base-missing' }]
  if (owed.kind === 'defense' && input.conquestDefense === undefined) return [{ rule: 'R-PIVOT-AFTER', reason: 'defense-missing' }]
  if (given.some((k) => k !== owed.kind)) return [{ rule: 'R-PIVOT-AFTER', reason: 'claim-not-owed' }]
  return []
}

function scoreOf(state: CampaignState, p: PivotalState, input: PivotalClaimInput): PivotalClaimScore | null {
  const outcome = claimOutcome(state, p, input)
  if (!outcome.ok) return null
  // The normal result is the side's flat CP plus the victory bonuses it names (the target's, each system taken, the new base's).
  const data = PIVOTAL_OBJECTIVE_DATA[p.objective as PivotalObjectiveId]
  const flatCp = (outcome.winner === p.assaulters ? data.assaultersWin : data.defendersWin).flatCp
  const cp = outcome.cp
  return { flatCp, victoryBonus: cp - outcome.climacticCp - flatCp, climacticCp: outcome.climacticCp, cp, tokens: outcome.tokenChoices }
}

/** Every set of at most `max` systems, the empty set first, in map order. */
function subsets(systems: readonly SystemId[], max: number): SystemId[][] {
  const out: SystemId[][] = [[]]
  for (const s of systems) {
    for (const set of [...out]) if (set.length < max) out.push([...set, s])
  }
  return out.sort((a, b) => a.length - b.length)
}

/** Every legal claim of the owed kind and what each scores (the view lists them; the command accepts exactly these). */
export function pivotalClaimOptions(state: CampaignState): PivotalClaimOption[] {
  const p = state.pivotal
  const owed = p?.claim
  if (!p || p.step !== 'after' || !owed) return []
  const assaulters = p.assaulters!
  switch (owed.kind) {
    case 'systems':
      return subsets(claimableSystems(state, assaulters, p.target?.zone), MAX_CLAIMED_SYSTEMS).flatMap((systems) => {
        const score = scoreOf(state, p, { claimedSystems: systems })
        return score ? [{ kind: 'systems' as const, systems, ...score }] : []
      })
    case 'new-base':
      return newBaseSystems(state, otherTeam(assaulters)).flatMap((newBaseSystem) => {
        const score = scoreOf(state, p, { newBaseSystem })
        return score ? [{ kind: 'new-base' as const, newBaseSystem, ...score }] : []
      })
    case 'defense':
      return allowedBaseDefenses(state, assaulters).flatMap((defense) => {
        const score = scoreOf(state, p, { conquestDefense: defense })
        return score ? [{ kind: 'defense' as const, defense, ...score }] : []
      })
  }
}
