// The unique names a fleet holds (Armada counts names across card types, and a unique squadron's ship).
import { squadronCard, upgradeCard } from '@/lib/data/cards'
import type { FleetContent } from './fleet'
import type { FleetElementRef } from '../violations'

/** Every unique name a fleet holds, with the element that holds it (R-FLEET-ALWAYS 5). */
export function uniqueNames(content: FleetContent): { name: string; element: FleetElementRef; cardId: string }[] {
  const names: { name: string; element: FleetElementRef; cardId: string }[] = []
  content.ships.forEach((ship, shipIndex) =>
    ship.upgrades.forEach((u, upgradeIndex) => {
      const card = upgradeCard(u.cardId)
      if (card?.unique) names.push({ name: card.name, element: { kind: 'upgrade', ship: shipIndex, upgrade: upgradeIndex }, cardId: card.id })
    }),
  )
  content.squadrons.forEach((s, squadronIndex) => {
    const card = squadronCard(s.cardId)
    if (!card?.unique) return
    const element = { kind: 'squadron' as const, squadron: squadronIndex }
    names.push({ name: card.name, element, cardId: card.id })
    if (card.shipName) names.push({ name: card.shipName, element, cardId: card.id })
  })
  return names
}
