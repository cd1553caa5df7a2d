import type { FleetStage } from './fleet-limits'
import type { CampaignState } from '../state'

/** The stage whose fleet limits apply now: setup until the campaign starts, then the act. */
export function fleetLimitStage(state: Pick<CampaignState, 'phase' | 'act'>): FleetStage {
  return state.phase === 'setup' ? 'setup' : state.act
}
