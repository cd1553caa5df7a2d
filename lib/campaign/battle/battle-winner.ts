// Who won a battle and by how much (RULES.md §5 R-RESULT-WIN). Pure functions over a recorded result.
import type { BattleResult } from '../turn/turn-state'

export type BattleSideRole = 'assaulter' | 'defender'

/**
 * R-RESULT-WIN: a tabled player loses; if both players are tabled, the scores decide as if neither were;
 * otherwise the higher score wins. On equal scores the defending player wins: the assaulting player is the
 * first player and Armada gives ties to the second player.
 */
export function battleWinner(result: BattleResult): BattleSideRole {
  const { assaulter, defender } = result
  if (assaulter.tabled !== defender.tabled) return assaulter.tabled ? 'defender' : 'assaulter'
  return assaulter.score > defender.score ? 'assaulter' : 'defender'
}

/**
 * R-RESULT-WIN: margin of victory = winner's score − loser's score, never negative. Reading: when a player
 * wins by tabling the other while scoring less, the margin is 0 (not negative), so the winner gains no
 * MOV XP (R-XP 3) and no negative value is ever recorded.
 */
export function marginOfVictory(result: BattleResult): number {
  const winner = battleWinner(result)
  const loser: BattleSideRole = winner === 'assaulter' ? 'defender' : 'assaulter'
  return Math.max(0, result[winner].score - result[loser].score)
}
