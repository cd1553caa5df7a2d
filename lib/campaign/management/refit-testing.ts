// Fleet builders for the refit unit tests: whole Fleet values (with uids, scars, conditions, commander)
// made of real cards of lib/data/cards. Uids follow set-fleet.ts: `<id>-s<n>`, `<id>-s<n>-u<m>`, `<id>-q<n>`.
import type { Condition, Fleet, FleetObjectives, FleetOwner } from '../fleets/fleet'
import { OBJECTIVES_A } from '../fleets/testing/fleet-builders'
import type { TeamId } from '../state'

export interface ShipSpec {
  cardId: string
  flagship?: boolean
  /** Upgrade card ids (equipped), or `{ cardId, equipped }`. */
  upgrades?: (string | { cardId: string; equipped: boolean })[]
  scarred?: boolean
  veteran?: boolean
}

export interface SquadronSpec {
  cardId: string
  scarred?: boolean
  veteran?: boolean
}

export interface FleetSpec {
  id?: string
  team?: TeamId
  fourth?: boolean
  ships?: ShipSpec[]
  squadrons?: SquadronSpec[]
  objectives?: FleetObjectives
  conditions?: Condition[]
  xp?: number
}

/** A fleet of the Empire's first player (or of its fourth fleet), commander with 3 XP unless said. */
export function buildFleet(spec: FleetSpec = {}): Fleet {
  const team = spec.team ?? 'empire'
  const owner: FleetOwner = spec.fourth ? { kind: 'fourth', team } : { kind: 'player', playerId: spec.id ?? `${team}-1` }
  const id = spec.fourth ? `fourth-${team}` : (spec.id ?? `${team}-1`)
  return {
    id,
    owner,
    team,
    name: 'Refit test fleet',
    ships: (spec.ships ?? []).map((s, i) => ({
      uid: `${id}-s${i + 1}`,
      cardId: s.cardId,
      flagship: s.flagship ?? false,
      upgrades: (s.upgrades ?? []).map((u, j) => ({
        uid: `${id}-s${i + 1}-u${j + 1}`,
        ...(typeof u === 'string' ? { cardId: u, equipped: true } : u),
      })),
      scarred: s.scarred ?? false,
      veteran: s.veteran ?? false,
    })),
    squadrons: (spec.squadrons ?? []).map((q, i) => ({ uid: `${id}-q${i + 1}`, cardId: q.cardId, scarred: q.scarred ?? false, veteran: q.veteran ?? false })),
    objectives: { ...(spec.objectives ?? OBJECTIVES_A) },
    conditions: [...(spec.conditions ?? [])],
    commander: { name: 'Moff Tarrin', abilities: ['repair-expert'], xp: spec.xp ?? 3 },
  }
}

/** Freezes a value and everything in it, so that a test fails if a function mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}
