// R-TOKEN-ALLY: an Ally token's forces as the state keeps them (ally-forces.ts checks them).
import type { TeamId } from '../ids'

export type AllyForces = { kind: 'flotilla'; shipCardId: string; upgradeCardId: string | null } | { kind: 'squadrons'; cardIds: string[] }

/** An Ally token spent: the team, the fleet its forces join, and the forces. */
export interface AllySpent {
  team: TeamId
  fleetId: string
  forces: AllyForces
}
