// Fleet value (RULES.md §1): every card the fleet owns, equipped or not (R-REFIT 7).
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import type { FleetContent } from './fleet'

export function squadronPoints(content: Pick<FleetContent, 'squadrons'>): number {
  return content.squadrons.reduce((sum, s) => sum + (squadronCard(s.cardId)?.points ?? 0), 0)
}

export function shipPoints(ship: FleetContent['ships'][number]): number {
  return (shipCard(ship.cardId)?.points ?? 0) + ship.upgrades.reduce((sum, u) => sum + (upgradeCard(u.cardId)?.points ?? 0), 0)
}

export function fleetValue(content: Pick<FleetContent, 'ships' | 'squadrons'>): number {
  return content.ships.reduce((sum, s) => sum + shipPoints(s), 0) + squadronPoints(content)
}
