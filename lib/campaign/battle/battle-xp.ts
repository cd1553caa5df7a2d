// Experience a commander gains from one battle (RULES.md §5 R-XP), per preset.
import type { PresetId } from '../state'

export interface XpRule {
  /** R-XP 3: the winner gains +1 XP per full `movStep` points of margin of victory. */
  movStep: number
  /** R-XP 4: the fleet of lower value gains +1 XP per full `gapStep` points of value difference. */
  gapStep: number
  /** R-XP 5: the most XP a commander gains from one battle; null means no cap. */
  cap: number | null
}

/** R-XP: green-knight (default) and official-2019 values; see RULES.md R-XP's Decision on the MOV step. */
export const XP_RULES: Record<PresetId, XpRule> = {
  'green-knight': { movStep: 100, gapStep: 20, cap: 3 },
  'official-2019': { movStep: 75, gapStep: 25, cap: null },
}

export interface BattleXpInput {
  /** Whether this fleet's side won the battle (R-RESULT-WIN). */
  won: boolean
  /** The battle's margin of victory (R-RESULT-WIN); only the winner uses it. */
  mov: number
  /** This fleet's value at the start of the battle (R-RESULT), and its opponent's. */
  ownValue: number
  enemyValue: number
}

export interface BattleXp {
  /** R-XP 1 */
  participation: number
  /** R-XP 2 */
  loser: number
  /** R-XP 3 */
  mov: number
  /** R-XP 4 */
  gap: number
  /** The sum of the items above, capped by R-XP 5 (the items themselves are not capped). */
  total: number
}

/** Full steps of `amount`; a negative amount gives none. */
function fullSteps(amount: number, step: number): number {
  return amount > 0 ? Math.floor(amount / step) : 0
}

/** R-XP 1–5: the XP the commander of one fleet gains from one battle. */
export function battleXp(preset: PresetId, input: BattleXpInput): BattleXp {
  const rule = XP_RULES[preset]
  const participation = 1
  const loser = input.won ? 0 : 1
  const mov = input.won ? fullSteps(input.mov, rule.movStep) : 0
  const gap = fullSteps(input.enemyValue - input.ownValue, rule.gapStep)
  const sum = participation + loser + mov + gap
  const total = rule.cap === null ? sum : Math.min(sum, rule.cap)
  return { participation, loser, mov, gap, total }
}
