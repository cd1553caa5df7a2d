// The XP purchases a commander may make now (R-XP-SPEND, R-CMD-1..4): each ability the engine would sell,
// alone or in place of one the commander holds (R-CMD-3), each tried with the rule itself. One list for
// the management step and the refit after a pivotal battle (R-PIVOT-AFTER), so that both offer the same.
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { Commander } from '../fleets/fleet'
import { buyAbility, type ExperienceContext } from '../management/experience'
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
