// Whether a fleet of the campaign is legal now, checked against its team's other fleets.
import { fleetLimitStage } from './fleet-stage'
import { fleetViolations } from './fleet-rules'
import type { Fleet } from './fleet'
import type { CampaignState } from '../state'
import type { RuleViolation } from '../violations'
import { memoOnFrozen } from '../frozen-memo'

export function teamFleetsBesides(state: CampaignState, fleet: Fleet) {
  return state.fleets.filter((f) => f.team === fleet.team && f.id !== fleet.id).map((f) => ({ id: f.id, content: f }))
}

export function fleetStatusViolations(state: CampaignState, fleet: Fleet): RuleViolation[] {
  const check = () => fleetViolations(fleet, { preset: state.preset, stage: fleetLimitStage(state), teamFleets: teamFleetsBesides(state, fleet) })
  // Every viewer of a version asks it of the same fleets: a fleet of the state itself is checked once per
  // state; any other (a viewer's copy of it) is checked as it is.
  return state.fleets.find((f) => f.id === fleet.id) === fleet ? memoOnFrozen(state, `fleet-violations ${fleet.id}`, check) : check()
}

/** R-SETUP-2/3: a fleet is ready when it has ships, a commander, and breaks no fleet rule. */
export function fleetReady(state: CampaignState, fleet: Fleet): boolean {
  return fleet.ships.length > 0 && fleet.commander !== null && fleetStatusViolations(state, fleet).length === 0
}
