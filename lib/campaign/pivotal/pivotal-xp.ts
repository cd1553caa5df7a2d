// R-PIVOT-AFTER: XP after a pivotal battle follows R-XP for each player, with the win, the MOV and the
// fleet-value gap taken from team totals.
import { battleXp, type BattleXp } from '../battle/battle-xp'
import type { PresetId } from '../state'

export interface PivotalXpInput {
  /** Whether the player's team won the pivotal battle. */
  won: boolean
  /** The team scores (the sum of the team's players' scores, as entered for the team battle). */
  teamScore: number
  enemyScore: number
  /** The sums of the fleet values of the team's players at the start of the battle. */
  teamValue: number
  enemyValue: number
}

/**
 * The R-XP items for one player's commander: R-XP 1 participation, 2 loser, 3 winner per full MOV step of
 * (team score − enemy team score), 4 per full gap step of (enemy team value − own team value) for the lower
 * team, 5 the preset's cap. A winning team that scored less (a tabled enemy) gets no MOV XP.
 */
export function pivotalXpItems(preset: PresetId, input: PivotalXpInput): BattleXp {
  const mov = input.won ? Math.max(0, input.teamScore - input.enemyScore) : 0
  return battleXp(preset, { won: input.won, mov, ownValue: input.teamValue, enemyValue: input.enemyValue })
}

export function pivotalXp(preset: PresetId, input: PivotalXpInput): number {
  return pivotalXpItems(preset, input).total
}
