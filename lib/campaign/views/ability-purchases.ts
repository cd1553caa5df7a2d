// A commander's XP as the pages offer it (R-XP-SPEND, R-CMD-1..4): what it holds and each purchase the engine
// would sell now, alone or in place of an ability held (R-CMD-3), each tried with the rule itself. One view for
// the management step and the refit after a pivotal battle (R-PIVOT-AFTER), so that both offer the same.
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { Commander } from '../fleets/fleet'
import { buyAbility, tierCap, tierTotal, type ExperienceContext } from '../management/experience'
import { buyableAbilities } from '../management/nothing-to-decide'

export interface AbilityPurchase {
  id: string
  name: string
  tier: number
  xpCost: number
  replaces: string | null
  replacesName: string | null
}

export function abilityPurchases(commander: Commander, ctx: ExperienceContext): AbilityPurchase[] {
  return buyableAbilities(commander, ctx).flatMap((a) =>
    [null, ...commander.abilities]
      .filter((replaces) => buyAbility(commander, { abilityId: a.id, replaces }, ctx).ok)
      .map((replaces) => ({
        id: a.id,
        name: a.name,
        tier: a.tier,
        xpCost: a.xpCost,
        replaces,
        replacesName: replaces === null ? null : (commanderAbility(replaces)?.name ?? replaces),
      })),
  )
}

export interface CommanderXp {
  fleetId: string
  commander: string
  xp: number
  /** The abilities held, by name. */
  abilities: string[]
  tierTotal: number
  tierCap: number
  purchases: AbilityPurchase[]
}

export function commanderXp(fleetId: string, commander: Commander, ctx: ExperienceContext): CommanderXp {
  return {
    fleetId,
    commander: commander.name,
    xp: commander.xp,
    abilities: commander.abilities.map((a) => commanderAbility(a)?.name ?? a),
    tierTotal: tierTotal(commander.abilities),
    tierCap: tierCap(ctx.preset, ctx.act),
    purchases: abilityPurchases(commander, ctx),
  }
}
