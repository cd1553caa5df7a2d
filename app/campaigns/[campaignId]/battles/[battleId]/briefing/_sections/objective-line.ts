import type { Words } from '@/app/_lib/battle-words'
import { objectiveName } from '@/app/_lib/words'
import { OBJECTIVES } from '@/lib/data/objectives'

interface Pairing {
  objective: string | null
  assaulter: { playerId: string }
  defender: { playerId: string } | null
}

/** "Objective: Most Wanted (assault objective, no victory tokens); first player Sam (assaulting), second Marc." */
export function objectiveLine(battle: Pairing, pool: string[], name: (id: string) => string, t: Words): string {
  const order = { first: name(battle.assaulter.playerId), second: name(battle.defender!.playerId) }
  const o = OBJECTIVES.find((x) => x.id === battle.objective)
  if (!o) return t('Briefing.objectiveToChoose', { ...order, pool: pool.map((id) => objectiveName(id)).join(', ') || t('Briefing.thePool') })
  return t('Briefing.objective', {
    ...order,
    objective: o.name,
    // ICU select keys cannot hold '-'.
    category: o.category === 'base-defense' ? 'baseDefense' : o.category,
    victoryTokens: o.victoryTokenValue === null ? 'none' : String(o.victoryTokenValue),
  })
}
