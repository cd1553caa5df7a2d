// Lookups over the card data, priced in the points era in force (see points-era.ts): a card's facts are
// the same in every era, its points and whether it exists are the era's.
import { ERA_POINTS } from './era-points'
import { LATER_SHIP_CARDS, LATER_SQUADRON_CARDS, LATER_UPGRADE_CARDS } from './later-cards'
import { pointsEraInForce } from './points-era'
import { SHIP_CARDS } from './ships'
import { SQUADRON_CARDS } from './squadrons'
import { UPGRADE_CARDS } from './upgrades'
import { POINTS_ERAS, type PointsEra, type ShipCard, type SquadronCard, type UpgradeCard } from './types'

export * from './types'
export { pointsEraInForce, withPointsEra } from './points-era'
/** The cards of March 2020 at their printed points (the `ffg-2019` era). */
export { SHIP_CARDS, SQUADRON_CARDS, UPGRADE_CARDS }

interface Priced<T> {
  list: readonly T[]
  byId: ReadonlyMap<string, T>
}
type Facts<T> = Omit<T, 'points'>

/** A card's points in an era, or undefined where the card did not exist then. */
export function cardPointsIn(id: string, era: PointsEra): number | undefined {
  return ERA_POINTS[id]?.[era]
}

/** The eras a card exists in. */
export function erasOfCard(id: string): PointsEra[] {
  return POINTS_ERAS.filter((era) => cardPointsIn(id, era) !== undefined)
}

function price<T extends { id: string; points: number }>(facts: readonly Facts<T>[], era: PointsEra): Priced<T> {
  const list = facts.flatMap((f) => {
    const points = cardPointsIn(f.id, era)
    return points === undefined ? [] : [{ ...f, points } as T]
  })
  return { list, byId: new Map(list.map((c) => [c.id, c])) }
}
// A card asked for by id in an era it did not exist in (a fleet built before the organizer changed the era)
// is still named, at the points of the nearest era it exists in.
function anyEra<T extends { id: string; points: number }>(facts: readonly Facts<T>[]): ReadonlyMap<string, T> {
  return new Map(
    facts.map((f) => {
      const era = erasOfCard(f.id)[0]
      return [f.id, { ...f, points: era ? cardPointsIn(f.id, era)! : 0 } as T]
    }),
  )
}

const SHIP_FACTS: readonly Facts<ShipCard>[] = [...SHIP_CARDS, ...LATER_SHIP_CARDS]
const SQUADRON_FACTS: readonly Facts<SquadronCard>[] = [...SQUADRON_CARDS, ...LATER_SQUADRON_CARDS]
const UPGRADE_FACTS: readonly Facts<UpgradeCard>[] = [...UPGRADE_CARDS, ...LATER_UPGRADE_CARDS]

const cache = new Map<PointsEra, { ships: Priced<ShipCard>; squadrons: Priced<SquadronCard>; upgrades: Priced<UpgradeCard> }>()
function catalogue(era: PointsEra = pointsEraInForce()) {
  let c = cache.get(era)
  if (!c) {
    c = { ships: price<ShipCard>(SHIP_FACTS, era), squadrons: price<SquadronCard>(SQUADRON_FACTS, era), upgrades: price<UpgradeCard>(UPGRADE_FACTS, era) }
    cache.set(era, c)
  }
  return c
}
const ANY_SHIP = anyEra<ShipCard>(SHIP_FACTS)
const ANY_SQUADRON = anyEra<SquadronCard>(SQUADRON_FACTS)
const ANY_UPGRADE = anyEra<UpgradeCard>(UPGRADE_FACTS)

export const shipCard = (id: string): ShipCard | undefined => catalogue().ships.byId.get(id) ?? ANY_SHIP.get(id)
export const squadronCard = (id: string): SquadronCard | undefined => catalogue().squadrons.byId.get(id) ?? ANY_SQUADRON.get(id)
export const upgradeCard = (id: string): UpgradeCard | undefined => catalogue().upgrades.byId.get(id) ?? ANY_UPGRADE.get(id)

/** The cards of the era in force (or the one given), at its points: the only ones a fleet may be offered. */
export const shipCards = (era?: PointsEra): readonly ShipCard[] => catalogue(era).ships.list
export const squadronCards = (era?: PointsEra): readonly SquadronCard[] => catalogue(era).squadrons.list
export const upgradeCards = (era?: PointsEra): readonly UpgradeCard[] => catalogue(era).upgrades.list

/** Every card of any era, for reading fleet lists (a card of another era is then named, not guessed). */
export const ALL_SHIP_CARDS: readonly ShipCard[] = [...ANY_SHIP.values()]
export const ALL_SQUADRON_CARDS: readonly SquadronCard[] = [...ANY_SQUADRON.values()]
export const ALL_UPGRADE_CARDS: readonly UpgradeCard[] = [...ANY_UPGRADE.values()]

/** Whether a card exists in the era in force. */
export const cardInEra = (id: string, era: PointsEra = pointsEraInForce()): boolean => cardPointsIn(id, era) !== undefined
