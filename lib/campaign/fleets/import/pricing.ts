// R-FLEET-IMPORT, R-FLEET-ERA: which of the cards of a name a list line means, from the points it prints.
// The campaign's points era always sets the price; a list printed at the points of another known era is
// accepted with a note naming both values and that era, any other value is refused, and so is a card
// published after the campaign's era.
import { cardPointsIn, pointsEraInForce } from '@/lib/data/cards'
import { POINTS_ERAS, type Faction, type PointsEra, type UpgradeSlot } from '@/lib/data/cards/types'
import type { NamedCard } from './card-names'

export interface PointsNote {
  /** Points the list prints for one card. */
  listed: number
  /** Points of the card in this campaign's era. */
  data: number
  /** The era whose points the list printed. */
  era: PointsEra
}

/** The points a line prints: for one card, or for a group of `count` (either is accepted for squadrons). */
export interface ListedPoints {
  points: number | null
  count: number
}

export type Priced = { ok: true; card: NamedCard; note: PointsNote | null } | { ok: false; reason: 'other-faction' | 'points-mismatch' | 'not-in-era' }

export function priceCard(cards: readonly NamedCard[], listed: ListedPoints, faction: Faction, slot: UpgradeSlot | null): Priced {
  const era = pointsEraInForce()
  let named = [...cards]
  if (slot) {
    const inSlot = named.filter((c) => c.slots?.includes(slot))
    if (inSlot.length > 0) named = inSlot
  }
  const ours = named.filter((c) => c.faction === null || c.faction === faction)
  const inEra = ours.filter((c) => cardPointsIn(c.id, era) !== undefined)
  const price = (c: NamedCard) => cardPointsIn(c.id, era)!
  const { points, count } = listed
  if (points === null) {
    if (inEra.length > 0) return { ok: true, card: inEra[0]!, note: null }
    return { ok: false, reason: ours.length > 0 ? 'not-in-era' : 'other-faction' }
  }
  const unitOf = (value: number | undefined) => value !== undefined && (value === points || (count > 1 && value * count === points))
  const exact = inEra.find((c) => unitOf(price(c)))
  if (exact) return { ok: true, card: exact, note: null }
  // The nearest other era first (the later on a tie): the note names the table the list most likely used.
  const at = POINTS_ERAS.indexOf(era)
  const distance = (e: PointsEra) => Math.abs(POINTS_ERAS.indexOf(e) - at) * 2 - (POINTS_ERAS.indexOf(e) > at ? 1 : 0)
  const others = POINTS_ERAS.filter((e) => e !== era).sort((a, b) => distance(a) - distance(b))
  for (const card of inEra) {
    const other = others.find((e) => unitOf(cardPointsIn(card.id, e)))
    if (other) return { ok: true, card, note: { listed: cardPointsIn(card.id, other)!, data: price(card), era: other } }
  }
  if (ours.some((c) => !inEra.includes(c))) return { ok: false, reason: 'not-in-era' }
  if (named.some((c) => POINTS_ERAS.some((e) => unitOf(cardPointsIn(c.id, e)))) || ours.length === 0) return { ok: false, reason: 'other-faction' }
  return { ok: false, reason: 'points-mismatch' }
}
