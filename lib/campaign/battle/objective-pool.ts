// The objectives a battle may be played on (RULES.md §5 R-OBJ-1, R-OBJ-2, R-OBJ-3).
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import { OBJECTIVES } from '@/lib/data/objectives'
import { OBJECTIVE_CATEGORIES, type FleetObjectives } from '../fleets/fleet'
import type { BaseDefenseId, CampaignState } from '../state'

export interface ObjectivePoolInput {
  systemId: SystemId
  control: CampaignState['control']
  /** R-OBJ-3: the campaign objectives already played, per system. */
  playedCampaignObjectives: Partial<Record<SystemId, string[]>>
  /** The defending fleet's three objectives. */
  defenderObjectives: FleetObjectives
}

export type ObjectivePool =
  /** R-OBJ-1: the base's Base Defense objective (null only if the base was somehow never given one). */
  | { kind: 'base-defense'; objective: BaseDefenseId | null }
  /** R-OBJ-2: the assaulting player chooses one of these. */
  | { kind: 'choice'; objectives: string[] }

const CATEGORY_OF = new Map(OBJECTIVES.map((o) => [o.id, o.category]))

/**
 * R-OBJ-1: a battle at a system holding a base (of either team) is played on that base's Base Defense
 * objective, nothing else. R-OBJ-2: otherwise the pool is, in this order, the assault, defense and navigation
 * objectives — each the system's standard objective of that category when the system lists one, else the
 * defender's — then every campaign objective the system lists that has not yet been played there (R-OBJ-3).
 * A category with neither a system objective nor a defender objective is left out; an id is never listed twice.
 */
export function objectivePool(input: ObjectivePoolInput): ObjectivePool {
  const control = input.control[input.systemId]
  if (control?.kind === 'base') return { kind: 'base-defense', objective: control.defense }

  const system = SYSTEMS.find((s) => s.id === input.systemId)
  const standard = system?.standardObjectives ?? []
  const campaign = system?.campaignObjectives ?? []
  const played = new Set(input.playedCampaignObjectives[input.systemId] ?? [])

  const objectives: string[] = []
  const add = (id: string | null | undefined) => {
    if (id && !objectives.includes(id)) objectives.push(id)
  }
  for (const category of OBJECTIVE_CATEGORIES) {
    const imposed = standard.find((id) => CATEGORY_OF.get(id) === category)
    add(imposed ?? input.defenderObjectives[category])
  }
  for (const id of campaign) if (!played.has(id)) add(id)
  return { kind: 'choice', objectives }
}
