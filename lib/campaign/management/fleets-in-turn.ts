// Which fleets played this turn and which fourth fleet rested (R-REWARD, R-FOURTH): the fleets owed a
// reward in step 3, and what a resting fourth fleet may take.
import type { SystemId } from '@/lib/data/map'
import type { CampaignState, TeamId } from '../state'
import { turnOf } from '../turn/pairing'
import type { Battle } from '../turn/turn-state'
import type { RewardChoice } from './management-state'
import { choicesAt } from './rewards'
import { memoOnFrozen } from '../frozen-memo'

/** Fleets that fought this turn, each owed a reward choice (R-REWARD). */
export function fleetsThatFought(state: CampaignState): { fleetId: string; team: TeamId; battle: Battle; side: 'assaulter' | 'defender' }[] {
  // Asked for each card a reward form offers (reward-offers.ts): once per frozen state.
  return memoOnFrozen(state, 'fleets-that-fought', () => foughtIn(state))
}

function foughtIn(state: CampaignState): { fleetId: string; team: TeamId; battle: Battle; side: 'assaulter' | 'defender' }[] {
  return turnOf(state).battles.flatMap((b) =>
    b.defender && b.result.status === 'applied'
      ? (['assaulter', 'defender'] as const).map((side) => ({ fleetId: b[side]!.fleetId, team: b[side]!.team, battle: b, side }))
      : [],
  )
}

function teamBaseSystems(state: CampaignState, team: TeamId): SystemId[] {
  return (Object.keys(state.control) as SystemId[]).filter((id) => state.control[id]?.kind === 'base' && state.control[id]?.team === team)
}

/**
 * R-FOURTH: a fourth fleet with its commander that did not fight this turn gains the winner reward of one of
 * its team's base systems (its own, not the team's once-a-turn base reward of R-REWARD 2). Null for any other
 * fleet.
 */
export function reserveFourthFleet(state: CampaignState, fleetId: string): { team: TeamId; options: RewardChoice[] } | null {
  return memoOnFrozen(state, `reserve-fourth-fleet ${fleetId}`, () => restingFourth(state, fleetId))
}

function restingFourth(state: CampaignState, fleetId: string): { team: TeamId; options: RewardChoice[] } | null {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet || fleet.owner.kind !== 'fourth' || !fleet.commander || fleetsThatFought(state).some((f) => f.fleetId === fleetId)) return null
  const options = teamBaseSystems(state, fleet.team).flatMap((systemId) => choicesAt(fleetId, systemId, true, state.preset))
  return { team: fleet.team, options }
}

/** The fleets owed a reward in step 3: those that fought, then each resting fourth fleet with a base reward to take. */
export function fleetsOwedReward(state: CampaignState): string[] {
  const resting = state.fleets.filter((f) => (reserveFourthFleet(state, f.id)?.options.length ?? 0) > 0).map((f) => f.id)
  return [...fleetsThatFought(state).map((f) => f.fleetId), ...resting]
}

export { teamBaseSystems }
