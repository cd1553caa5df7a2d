// Fleets and their task force commanders (RULES.md §1, §3, §9). A fleet keeps the state of each
// element (scarred, veteran) and its owned upgrades, equipped or not (R-REFIT 7).
import type { Faction } from '@/lib/data/cards/types'
import type { PlayerId, TeamId } from '../ids'

export const OBJECTIVE_CATEGORIES = ['assault', 'defense', 'navigation'] as const
export type ObjectiveCategory = (typeof OBJECTIVE_CATEGORIES)[number]
export type FleetObjectives = Record<ObjectiveCategory, string | null>

export const CONDITIONS = ['low-fuel', 'low-morale', 'low-supplies'] as const
export type Condition = (typeof CONDITIONS)[number]

export type FleetOwner = { kind: 'player'; playerId: PlayerId } | { kind: 'fourth'; team: TeamId }

/** What the fleet rules look at: the cards, the flagship and the objectives. */
export interface FleetContent {
  ships: { cardId: string; flagship: boolean; upgrades: { cardId: string; equipped: boolean }[] }[]
  /** One entry per squadron (each may be scarred or veteran on its own). */
  squadrons: { cardId: string }[]
  objectives: FleetObjectives
}

export interface FleetUpgrade {
  uid: string
  cardId: string
  equipped: boolean
}

export interface FleetShip {
  uid: string
  cardId: string
  flagship: boolean
  upgrades: FleetUpgrade[]
  scarred: boolean
  veteran: boolean
}

export interface FleetSquadron {
  uid: string
  cardId: string
  scarred: boolean
  veteran: boolean
}

export interface Commander {
  name: string
  abilities: string[]
  xp: number
  /** The free tier-1 ability the commander started with; it refunds nothing at a reset (R-PIVOT-AFTER). */
  startingAbility?: string | null
}

export interface Fleet extends FleetContent {
  /** The owner's player id, or `fourth-<team>` for a team's fourth fleet. */
  id: string
  owner: FleetOwner
  team: TeamId
  name: string
  ships: FleetShip[]
  squadrons: FleetSquadron[]
  conditions: Condition[]
  commander: Commander | null
}

/** A fleet as a builder or an import hands it in: cards only, squadrons grouped by card. */
export interface FleetDraft {
  name: string
  ships: { cardId: string; flagship: boolean; upgrades: string[] }[]
  squadrons: { cardId: string; count: number }[]
  objectives: FleetObjectives
}

export function fleetIdFor(owner: FleetOwner): string {
  return owner.kind === 'player' ? owner.playerId : `fourth-${owner.team}`
}

export function factionOf(team: TeamId): Faction {
  return team
}

/** A draft as the rules see it: squadrons one by one, upgrades equipped. */
export function draftContent(draft: FleetDraft): FleetContent {
  return {
    ships: draft.ships.map((s) => ({ cardId: s.cardId, flagship: s.flagship, upgrades: s.upgrades.map((cardId) => ({ cardId, equipped: true })) })),
    squadrons: draft.squadrons.flatMap((g) => Array.from({ length: g.count }, () => ({ cardId: g.cardId }))),
    objectives: draft.objectives,
  }
}

/** A fleet back to a draft (for editing and export): squadrons grouped in order of first appearance. */
export function fleetDraft(fleet: Pick<Fleet, 'name' | 'ships' | 'squadrons' | 'objectives'>): FleetDraft {
  const groups: { cardId: string; count: number }[] = []
  for (const s of fleet.squadrons) {
    const group = groups.find((g) => g.cardId === s.cardId)
    if (group) group.count += 1
    else groups.push({ cardId: s.cardId, count: 1 })
  }
  return {
    name: fleet.name,
    ships: fleet.ships.map((s) => ({ cardId: s.cardId, flagship: s.flagship, upgrades: s.upgrades.map((u) => u.cardId) })),
    squadrons: groups,
    objectives: { ...fleet.objectives },
  }
}
