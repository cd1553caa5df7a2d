// Card types for fleets. Factions use the campaign's team ids: the Empire fields Galactic Empire cards,
// the Rebels Rebel Alliance cards.
export type Faction = 'empire' | 'rebels'

/** The points tables a campaign may play (R-FLEET): the printed points of March 2020, the Rules Reference 1.5.0
 * update of 11 December 2020, and Atomic Mass Games' final errata and points of January 2025. */
export const POINTS_ERAS = ['ffg-2019', 'ffg-1.5', 'amg-final'] as const
export type PointsEra = (typeof POINTS_ERAS)[number]
/** A card's points in each era it exists in; absent where it was not yet published. */
export type EraPoints = Partial<Record<PointsEra, number>>
/** The era of every campaign begun before campaigns had one, and of anything priced outside a campaign. */
export const DEFAULT_POINTS_ERA: PointsEra = 'ffg-2019'
/** The era a campaign created today plays unless its organizer picks another. */
export const NEW_CAMPAIGN_POINTS_ERA: PointsEra = 'amg-final'
export type ShipSize = 'small' | 'medium' | 'large' | 'huge'
export const UPGRADE_SLOTS = [
  'Commander', 'Defensive Retrofit', 'Experimental Retrofit', 'Fleet Command', 'Fleet Support', 'Ion Cannons',
  'Offensive Retrofit', 'Officer', 'Ordnance', 'Superweapon', 'Support Team', 'Title', 'Turbolasers', 'Weapons Team',
] as const
export type UpgradeSlot = (typeof UPGRADE_SLOTS)[number]

export interface ShipCard {
  id: string
  name: string
  faction: Faction
  size: ShipSize
  points: number
  slots: UpgradeSlot[]
  command: number
  squadronValue: number
  engineering: number
  hull: number
  defenseTokens: string[]
  /** The class a title names (e.g. both Victory variants are "Victory-class Star Destroyer"). */
  shipClass: string
  flotilla: boolean
}

export interface SquadronCard {
  id: string
  name: string
  /** A unique ship's own name (e.g. "Millennium Falcon"); null for generics and for aces named after
   * their squadron type (the data's subname "TIE Fighter Squadron" is a type, not a name). */
  shipName: string | null
  /** The generic squadron card this one is a kind of (itself for generics; for uniques the upstream card's
   * squadron image names it, e.g. Han Solo: YT-1300), so that every promotion is reachable (R-VET-3). */
  squadronType: string
  faction: Faction
  unique: boolean
  defenseTokens: string[]
  points: number
  hull: number
  speed: number
  keywords: string[]
}

export interface UpgradeCard {
  id: string
  name: string
  /** Slots the card fills; two for the dual Weapons Team + Offensive Retrofit cards. */
  slots: UpgradeSlot[]
  /** Null for cards both factions may use. */
  faction: Faction | null
  unique: boolean
  points: number
  /** Titles: the ship classes it may go on… */
  titleClasses?: string[]
  /** …or, for the MC80 titles, the exact ship cards. */
  titleShips?: string[]
  /** Ship sizes allowed, where the card restricts them. */
  sizes?: ShipSize[]
  flagshipOnly?: boolean
  modification?: boolean
}

/** A card's facts without its points, which depend on the era (later-cards.ts; `release` names the product). */
export type ShipCardFacts = Omit<ShipCard, 'points'> & { traits?: string[]; release?: string }
export type SquadronCardFacts = Omit<SquadronCard, 'points'> & { release?: string }
export type UpgradeCardFacts = Omit<UpgradeCard, 'points'> & { release?: string }
