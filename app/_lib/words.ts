// Display names for engine ids. The data names (cards, systems, objectives, tokens, rewards) stay as the
// players know them, in every language. The functions taking a translator give the reader's words for the
// rest (teams, presets, fleets, categories, conditions).
import { REWARD_TYPES, SUB_ZONES, SYSTEMS, ZONES, type ZoneId } from '@/lib/data/map'
import { TOKENS, type TokenId } from '@/lib/data/tokens'
import type { BaseDefenseId, PresetId, TeamId } from '@/lib/campaign/browser'
import { shipCard, squadronCard, upgradeCard, withPointsEra, type PointsEra } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { AppTranslator } from './translator'
import { nameOfFleet } from './fleet-label'

type ObjectiveCategory = 'assault' | 'defense' | 'navigation'
type Condition = keyof typeof CONDITION_NAMES

/** "Empire", "Rebelles". */
export function teamName(t: AppTranslator, team: TeamId): string {
  return t('Terms.team', { team })
}

/** "Green Knight (3 players a team)". */
export function presetName(t: AppTranslator, preset: PresetId): string {
  return t(`Terms.preset.${preset}`)
}

/** "Leia's fleet" or "the Rebels' fourth fleet", from a fleet id. */
export function fleetNameIn(t: AppTranslator, fleetId: string, playerName: (id: string) => string): string {
  const words = {
    fourthFleet: (team: TeamId) => t('Terms.fourthFleet', { team }),
    fleetOf: (player: string, e: string) => t('Terms.fleetOf', { player, elision: e }),
  }
  return nameOfFleet(words, fleetId, playerName)
}

/** "Assault", "Défense". */
export function objectiveCategoryName(t: AppTranslator, category: ObjectiveCategory): string {
  return t(`Terms.objectiveCategory.${category}`)
}

/** "Low Fuel": the condition cards' names. */
export function conditionName(t: AppTranslator, condition: Condition): string {
  return t(`Terms.condition.${condition}`)
}

/** A squadron card's name and stats in the reader's words, never its rules text. */
/** A squadron's name, points at the campaign's era (R-FLEET-ERA), hull, speed and defense tokens. */
export function squadronSummaryIn(t: AppTranslator, id: string, era: PointsEra): string {
  const c = withPointsEra(era, () => squadronCard(id))
  if (!c) return id
  const defense = c.defenseTokens.length > 0 ? 'yes' : 'no'
  return t('Terms.squadronSummary', { name: c.name, points: c.points, hull: c.hull, speed: c.speed, defense, tokens: c.defenseTokens.join(', ') })
}

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

export function cardName(id: string): string {
  return shipCard(id)?.name ?? squadronCard(id)?.name ?? upgradeCard(id)?.name ?? OBJECTIVES.find((o) => o.id === id)?.name ?? commanderAbility(id)?.name ?? id
}

export function objectiveName(id: string | null): string {
  return id === null ? 'none' : (OBJECTIVES.find((o) => o.id === id)?.name ?? id)
}

/** The condition cards' names, the same in both languages (as the French rules text keeps them). */
export const CONDITION_NAMES = { 'low-fuel': 'Low Fuel', 'low-morale': 'Low Morale', 'low-supplies': 'Low Supplies' } as const

/** A reward type's name: "Offensive Retrofit", "Squadrons". */
export function rewardName(id: string): string {
  return REWARD_TYPES.find((r) => r.id === id)?.name ?? id
}
