// R-PIVOT-AFTER: after a pivotal battle a player may reset their commander: every ability is removed and
// the listed XP cost of each ability held comes back, the lower ranks a ranked ability replaced included
// (R-CMD-2); the free starting ability (R-CMD-1, R-SETUP-2) refunds nothing.
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { Commander } from '../fleets/fleet'
import type { PivotalViolation } from './pivotal-violations'

export interface ResetOptions {
  /**
   * The ability the commander started the campaign with, when the caller knows it (null: none is free).
   * When absent, the state does not record it and this **reading** applies: `abilities[0]` is free when it is
   * a tier-1 ability (R-SETUP-2 gives one tier-1 ability, and setCommander stores it first). buyAbility
   * appends new purchases and drops replaced ranks, so once the starting ability has been ranked up or
   * replaced, abilities[0] is no longer it and the reading may pick the wrong ability; pass
   * `startingAbility` to be exact.
   */
  startingAbility?: string | null
}

export interface RefundLine {
  abilityId: string
  /** The XP this ability gives back: its listed cost, or 0 for the free starting ability. */
  xp: number
  free: boolean
  /** The held ability whose chain of lower ranks this one belongs to (itself when held). */
  heldAs: string
}

export interface CommanderRefund {
  total: number
  lines: RefundLine[]
  /** Held abilities missing from the data: they refund nothing. */
  violations: PivotalViolation[]
}

/** The free starting ability under `options` (see ResetOptions). */
export function freeStartingAbility(commander: Commander, options: ResetOptions = {}): string | null {
  if (options.startingAbility !== undefined) return options.startingAbility
  const first = commander.abilities[0]
  return first !== undefined && commanderAbility(first)?.tier === 1 ? first : null
}

/** R-PIVOT-AFTER: what a reset gives back, ability by ability (each held one, then its lower ranks). */
export function commanderRefund(commander: Commander, options: ResetOptions = {}): CommanderRefund {
  const free = freeStartingAbility(commander, options)
  const lines: RefundLine[] = []
  const violations: PivotalViolation[] = []
  const seen = new Set<string>()
  for (const held of commander.abilities) {
    let ability = commanderAbility(held)
    if (!ability) {
      violations.push({ rule: 'R-PIVOT-AFTER', reason: 'unknown-ability', cardId: held })
      continue
    }
    // Walk R-CMD-2's chain down: rank III replaced rank II, which replaced rank I.
    while (ability && !seen.has(ability.id)) {
      seen.add(ability.id)
      const isFree = ability.id === free
      lines.push({ abilityId: ability.id, xp: isFree ? 0 : ability.xpCost, free: isFree, heldAs: held })
      ability = ability.requires === null ? undefined : commanderAbility(ability.requires)
    }
  }
  return { total: lines.reduce((sum, l) => sum + l.xp, 0), lines, violations }
}

/** R-PIVOT-AFTER: the commander with no ability and its XP plus the refund. The input is not changed. */
export function resetCommander(commander: Commander, options: ResetOptions = {}): Commander {
  return { ...commander, abilities: [], xp: commander.xp + commanderRefund(commander, options).total }
}
