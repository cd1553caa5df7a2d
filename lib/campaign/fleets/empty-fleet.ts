import { fleetIdFor, type Fleet, type FleetOwner } from './fleet'
import type { TeamId } from '../state'

export function emptyFleet(owner: FleetOwner, team: TeamId): Fleet {
  return {
    id: fleetIdFor(owner),
    owner,
    team,
    name: '',
    ships: [],
    squadrons: [],
    objectives: { assault: null, defense: null, navigation: null },
    conditions: [],
    commander: null,
  }
}
