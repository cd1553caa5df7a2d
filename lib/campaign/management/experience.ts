// R-XP-SPEND (RULES.md §6 step 4) with R-CMD-1 to R-CMD-4 (§9): a task force commander spends XP on
// abilities. Pure functions: the input commander is never changed, refusals are values.
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { Commander } from '../fleets/fleet'
import type { PresetId } from '../state'

export type ExperienceViolation = {
  rule: 'R-CMD-1' | 'R-CMD-2' | 'R-CMD-3' | 'R-CMD-4'
  reason: 'unknown-ability' | 'tier-cap' | 'previous-rank-missing' | 'already-owned' | 'not-enough-xp' | 'replaced-not-owned' | 'starting-ability-tier'
  cardId?: string
  value?: number
  limit?: number
}

export type Act = 1 | 2 | 3

export interface BuyAbilityInput {
  abilityId: string
  /** An owned ability the new one replaces (R-CMD-3); none when null or absent. */
  replaces?: string | null
}

export interface ExperienceContext {
  preset: PresetId
  act: Act
}

export type BuyAbilityResult = { ok: true; commander: Commander } | { ok: false; violations: ExperienceViolation[] }

/**
 * R-CMD-1 *(preset)*: the most the tiers of a commander's abilities may sum to.
 * green-knight: 4 in act I, 6 in acts II and III (commander-abilities.json `tierCapByAct`);
 * official-2019: 4 whatever the act (`official.tierCap`).
 */
export function tierCap(preset: PresetId, act: Act): number {
  if (preset === 'official-2019') return 4
  return act === 1 ? 4 : 6
}

/** R-CMD-1: the sum of the tiers of the abilities. An id missing from the data counts 0. */
export function tierTotal(abilities: string[]): number {
  return abilities.reduce((sum, id) => sum + (commanderAbility(id)?.tier ?? 0), 0)
}

/**
 * R-XP-SPEND: buys one ability for the commander.
 * - R-CMD-2: a ranked ability (`requires` not null) needs the previous rank owned and replaces it;
 * - R-CMD-3: `replaces`, when given, names an owned ability that is removed; an ability is owned at most once;
 * - R-CMD-4: the data's XP cost is paid in full (nothing back for what is replaced); XP never below zero;
 * - R-CMD-1: after the purchase and any replacement, the tier total is at most `tierCap`.
 * Every violation that applies is returned.
 */
export function buyAbility(commander: Commander, input: BuyAbilityInput, ctx: ExperienceContext): BuyAbilityResult {
  const violations: ExperienceViolation[] = []
  const owned = commander.abilities
  const replaces = input.replaces ?? null

  if (replaces !== null && !owned.includes(replaces)) {
    violations.push({ rule: 'R-CMD-3', reason: 'replaced-not-owned', cardId: replaces })
  }

  const ability = commanderAbility(input.abilityId)
  if (!ability) {
    violations.push({ rule: 'R-CMD-4', reason: 'unknown-ability', cardId: input.abilityId })
    return { ok: false, violations: sortViolations(violations) }
  }

  if (owned.includes(ability.id)) {
    violations.push({ rule: 'R-CMD-3', reason: 'already-owned', cardId: ability.id })
  }

  if (ability.requires !== null && !owned.includes(ability.requires)) {
    violations.push({ rule: 'R-CMD-2', reason: 'previous-rank-missing', cardId: ability.requires })
  }

  if (ability.xpCost > commander.xp) {
    violations.push({ rule: 'R-CMD-4', reason: 'not-enough-xp', value: ability.xpCost, limit: commander.xp })
  }

  const removed = new Set<string>()
  if (ability.requires !== null) removed.add(ability.requires)
  if (replaces !== null) removed.add(replaces)
  const abilities = [...owned.filter((id) => !removed.has(id)), ability.id]

  const cap = tierCap(ctx.preset, ctx.act)
  const total = tierTotal(abilities)
  if (total > cap) {
    violations.push({ rule: 'R-CMD-1', reason: 'tier-cap', cardId: ability.id, value: total, limit: cap })
  }

  if (violations.length > 0) return { ok: false, violations: sortViolations(violations) }
  return { ok: true, commander: { ...commander, abilities, xp: commander.xp - ability.xpCost } }
}

/** Violations in rule order (R-CMD-1 first), so callers and tests see a stable list. */
function sortViolations(violations: ExperienceViolation[]): ExperienceViolation[] {
  return [...violations].sort((a, b) => a.rule.localeCompare(b.rule))
}
