// R-FLEET-IMPORT: which of the cards of a name a list line means, from the points it prints. The app's
// own card data always sets the price; a list printed at another known points value (an older or newer
// points table) is accepted with a note naming both values, any other value is refused.
import type { Faction, UpgradeSlot } from '@/lib/data/cards/types'
import { OTHER_PRINTED_POINTS } from '@/lib/data/cards/printed-points'
import type { NamedCard } from './card-names'

export interface PointsNote {
  /** Points the list prints for one card. */
  listed: number
  /** Points of the card in this campaign's card data. */
  data: number
}

/** The points a line prints: for one card, or for a group of `count` (either is accepted for squadrons). */
export interface ListedPoints {
  points: number | null
  count: number
}

export type Priced = { ok: true; card: NamedCard; note: PointsNote | null } | { ok: false; reason: 'other-faction' | 'points-mismatch' }

export function priceCard(cards: readonly NamedCard[], listed: ListedPoints, faction: Faction, slot: UpgradeSlot | null): Priced {
  let named = [...cards]
  if (slot) {
    const inSlot = named.filter((c) => c.slots?.includes(slot))
    if (inSlot.length > 0) named = inSlot
  }
  const ours = named.filter((c) => c.faction === null || c.faction === faction)
  const { points, count } = listed
  if (points === null) {
    return ours.length > 0 ? { ok: true, card: ours[0]!, note: null } : { ok: false, reason: 'other-faction' }
  }
  const unitOf = (value: number) => (value === points ? true : count > 1 && value * count === points)
  const exact = ours.find((c) => unitOf(c.points))
  if (exact) return { ok: true, card: exact, note: null }
  for (const card of ours) {
    const other = (OTHER_PRINTED_POINTS[card.id] ?? []).find(unitOf)
    if (other !== undefined) return { ok: true, card, note: { listed: other, data: card.points } }
  }
  if (named.some((c) => unitOf(c.points)) || ours.length === 0) return { ok: false, reason: 'other-faction' }
  return { ok: false, reason: 'points-mismatch' }
}
