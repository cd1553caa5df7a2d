// R-VET-3: the unique squadrons a squadron may be replaced by when it becomes veteran, one step at a
// time: a generic by a unique of its type without defense tokens, that by one with defense tokens.
import { SQUADRON_CARDS, squadronCard } from '@/lib/data/cards'

export function promotionTargets(fromCardId: string): string[] {
  const from = squadronCard(fromCardId)
  if (!from || from.squadronType === null) return []
  if (from.unique && from.defenseTokens.length > 0) return []
  return SQUADRON_CARDS.filter(
    (to) =>
      to.unique &&
      to.faction === from.faction &&
      to.squadronType === from.squadronType &&
      (from.unique ? to.defenseTokens.length > 0 : to.defenseTokens.length === 0),
  ).map((to) => to.id)
}
