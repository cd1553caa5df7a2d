// Display names for engine ids. All interface words live in app/, so a French edition replaces these.
import { REWARD_TYPES, SUB_ZONES, SYSTEMS, ZONES, type ZoneId } from '@/lib/data/map'
import { TOKENS, type TokenId } from '@/lib/data/tokens'
import type { BaseDefenseId } from '@/lib/campaign/browser'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { commanderAbility } from '@/lib/data/commander-abilities'

// In their own module so that a browser component naming a team or preset does not ship the card catalogue.
export { PRESET_NAMES, TEAM_NAMES } from './team-words'

export const DEFENSE_NAMES: Record<BaseDefenseId, string> = {
  'ion-cannon': 'Ion Cannon',
  'armed-station': 'Armed Station',
  'fighter-wing': 'Fighter Wing',
}

export function systemName(id: string): string {
  return SYSTEMS.find((s) => s.id === id)?.name ?? id
}

export function subZoneName(id: string | null): string {
  return SUB_ZONES.find((z) => z.id === id)?.name ?? ''
}

export function zoneRoman(id: ZoneId): string {
  return ZONES.find((z) => z.id === id)?.roman ?? String(id)
}

export function tokenName(id: TokenId): string {
  return TOKENS.find((t) => t.id === id)?.name ?? id
}

export const ACT_ROMAN = ['I', 'II', 'III'] as const

/** "Leia's fleet" or "the Rebels fourth fleet", from a fleet id. */
export function fleetName(fleetId: string, playerName: (id: string) => string): string {
  if (fleetId === 'fourth-empire') return 'the Empire fourth fleet'
  if (fleetId === 'fourth-rebels') return 'the Rebels fourth fleet'
  return `${playerName(fleetId)}'s fleet`
}

export function cardName(id: string): string {
  return shipCard(id)?.name ?? squadronCard(id)?.name ?? upgradeCard(id)?.name ?? OBJECTIVES.find((o) => o.id === id)?.name ?? commanderAbility(id)?.name ?? id
}

export function objectiveName(id: string | null): string {
  return id === null ? 'none' : (OBJECTIVES.find((o) => o.id === id)?.name ?? id)
}

export const OBJECTIVE_CATEGORY_NAMES = { assault: 'Assault', defense: 'Defense', navigation: 'Navigation' } as const

export const CONDITION_NAMES = { 'low-fuel': 'Low Fuel', 'low-morale': 'Low Morale', 'low-supplies': 'Low Supplies' } as const

/** A squadron card's name and stats, never its rules text: "Han Solo (26 points, hull 7, speed 3, Brace, Brace)". */
export function squadronSummary(id: string): string {
  const c = squadronCard(id)
  if (!c) return id
  const tokens = c.defenseTokens.length > 0 ? `, ${c.defenseTokens.join(', ')}` : ', no defense tokens'
  return `${c.name} (${c.points} points, hull ${c.hull}, speed ${c.speed}${tokens})`
}

/** A reward type's name: "Offensive Retrofit", "Squadrons". */
export function rewardName(id: string): string {
  return REWARD_TYPES.find((r) => r.id === id)?.name ?? id
}
