// Lookups over the card data.
import { SHIP_CARDS } from './ships'
import { SQUADRON_CARDS } from './squadrons'
import { UPGRADE_CARDS } from './upgrades'
import type { ShipCard, SquadronCard, UpgradeCard } from './types'

export * from './types'
export { SHIP_CARDS, SQUADRON_CARDS, UPGRADE_CARDS }

const byId = <T extends { id: string }>(cards: readonly T[]) => new Map(cards.map((c) => [c.id, c]))
const SHIPS = byId(SHIP_CARDS)
const SQUADRONS = byId(SQUADRON_CARDS)
const UPGRADES = byId(UPGRADE_CARDS)

export const shipCard = (id: string): ShipCard | undefined => SHIPS.get(id)
export const squadronCard = (id: string): SquadronCard | undefined => SQUADRONS.get(id)
export const upgradeCard = (id: string): UpgradeCard | undefined => UPGRADES.get(id)
