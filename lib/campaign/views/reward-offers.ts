// R-REWARD 3-5: the cards each of a fleet's reward choices buys, each tried with the take-reward command
// itself, so the reward form offers exactly what the engine accepts: a 16-point reward never lists a
// 19-point card, a unique only when the battle allows it or with the team's Destiny token.
import type { RewardChoice } from '../management/management-state'
import { rewardChoicesFor, takeReward } from '../management/reward-commands'
import { cardsOfRewardType } from '../management/rewards'
import type { CampaignState } from '../state'
import { memoOnFrozen } from '../frozen-memo'

export interface RewardCard {
  id: string
  name: string
  points: number
  unique: boolean
  /** Bought only by spending the team's Destiny token (R-REWARD 4, R-TOKEN-DESTINY). */
  needsDestiny: boolean
}

export interface RewardOffer {
  choice: RewardChoice
  /** The Fleet Reserve points of the choice's type the purchase may add (R-REWARD 5). */
  reservePoints: number
  /** The cards this choice buys, one at a time; several are refused only if their points together exceed it. */
  cards: RewardCard[]
}

/**
 * Each reward choice open to the fleet now, with the cards the engine would sell for it: the same for every
 * viewer who may take the reward, so worked out once per state (each card is tried, which takes milliseconds).
 */
export function rewardOffers(state: CampaignState, fleetId: string): RewardOffer[] {
  return memoOnFrozen(state, `reward-offers ${fleetId}`, () => offersOf(state, fleetId))
}

function offersOf(state: CampaignState, fleetId: string): RewardOffer[] {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) return []
  const buys = (choice: RewardChoice, cardId: string, useDestiny: boolean) =>
    takeReward(state, { type: 'take-reward', fleetId, decline: false, systemId: choice.systemId, rewardType: choice.type, cards: [cardId], useDestiny }).ok
  return rewardChoicesFor(state, fleetId).map((choice) => ({
    choice,
    reservePoints: state.teams[fleet.team].reserve[choice.type] ?? 0,
    cards: cardsOfRewardType(choice.type, fleet.team).flatMap((card): RewardCard[] => {
      if (buys(choice, card.id, false)) return [{ ...card, needsDestiny: false }]
      return card.unique && buys(choice, card.id, true) ? [{ ...card, needsDestiny: true }] : []
    }),
  }))
}
