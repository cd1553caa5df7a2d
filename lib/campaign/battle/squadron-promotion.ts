// R-VET-3: the unique squadrons a squadron may be replaced by when it becomes veteran, one step at a
// time: a generic by a unique of its type without defense tokens, that by one with defense tokens.
import { squadronCards, squadronCard, type SquadronCard } from '@/lib/data/cards'

const hasTokens = (c: SquadronCard) => c.defenseTokens.length > 0

export function promotionTargets(fromCardId: string): string[] {
  const from = squadronCard(fromCardId)
  if (!from || (from.unique && hasTokens(from))) return []
  const uniques = squadronCards().filter((to) => to.unique && to.faction === from.faction && to.squadronType === from.squadronType)
  const withoutTokens = uniques.filter((to) => !hasTokens(to))
  // A type without a unique lacking defense tokens (YT-1300, Firespray-31, …) steps straight to its aces.
  const next = from.unique || withoutTokens.length === 0 ? uniques.filter(hasTokens) : withoutTokens
  return next.map((to) => to.id)
}
