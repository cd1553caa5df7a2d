// R-FLEET-ERA at the engine's surface: each function of a campaign's state prices its cards in the
// campaign's points era, so a page or the API never has to remember to.
import { withPointsEra } from '@/lib/data/cards/points-era'
import { campaignPointsEra, type CampaignState } from './state'

export function inCampaignEra<S extends Pick<CampaignState, 'pointsEra'>, A extends unknown[], R>(
  run: (state: S, ...rest: A) => R,
): (state: S, ...rest: A) => R {
  return (state, ...rest) => withPointsEra(campaignPointsEra(state), () => run(state, ...rest))
}

/** Runs `run` with the campaign's era in force: for the rules of a fleet's content, which take no state. */
export function inEraOf<R>(state: Pick<CampaignState, 'pointsEra'>, run: () => R): R {
  return withPointsEra(campaignPointsEra(state), run)
}
