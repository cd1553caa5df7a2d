// Card types for fleets. Factions use the campaign's team ids: the Empire fields Galactic Empire cards,
// the Rebels Rebel Alliance cards.
export type Faction = 'empire' | 'rebels'
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
