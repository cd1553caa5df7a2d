// Read model for the pivotal battle page: who chooses and why, what may be chosen, and what this viewer
// may do in the current step (R-PIVOT-CHOOSE, R-PIVOT-OBJ, R-CLIMAX, R-PIVOT-UPGRADE, R-PIVOT-AFTER).
import { isGrandAdmiral, mayIssue } from '../permissions'
import type { RewardChoice } from '../management/management-state'
import { cardsOfRewardType, rewardCardOffer } from '../management/rewards'
import { pivotalRewardOptions, pivotalRewardOwed } from '../pivotal/pivotal-rewards'
import { pivotalChooser } from '../pivotal/chooser'
import { climacticAllowed } from '../pivotal/climax'
import { availablePivotalObjectivesFor } from '../pivotal/pivotal-objectives'
import { zoneController } from '../pivotal/zone-control'
import { campaignEndsAfterPivotal, finalStandings } from '../pivotal/final-standings'
import { pivotalUpgradeShips } from '../pivotal/pivotal-commands'
import { TEAMS, type Actor, type CampaignState, type TeamId } from '../state'
import { shipCard } from '@/lib/data/cards'
import { ZONES, type RewardTypeId, type SystemId, type ZoneId } from '@/lib/data/map'

export interface PivotalView {
  chooser: ReturnType<typeof pivotalChooser>
  zoneControl: { zone: ZoneId; team: TeamId | null }[]
  available: string[]
  enemyBases: SystemId[]
  ownBases: SystemId[]
  climacticAllowed: boolean
  mayChoose: boolean
  decidesFor: TeamId[]
  /** Per team, the ships it may bring in (R-PIVOT-UPGRADE, R-CLIMAX). */
  upgradeShips: Record<TeamId, { id: string; name: string; points: number; size: string }[]>
  standings: ReturnType<typeof finalStandings>
  /** R-END: whether closing this pivotal battle ends the campaign. */
  endsCampaign: boolean
  /** R-PIVOT-AFTER: the objective's rewards still owed by fleets this viewer acts for (Demonstration of Force). */
  rewards: {
    fleetId: string
    options: RewardChoice[]
    reserve: Partial<Record<RewardTypeId, number>>
    cardsByType: Partial<Record<RewardTypeId, ReturnType<typeof cardsOfRewardType>>>
  }[]
}

/** Null outside a pivotal battle and the end of the campaign. */
export function pivotalView(state: CampaignState, actor: Actor): PivotalView | null {
  if (state.phase !== 'pivotal' && state.phase !== 'ended') return null
  const chooser = pivotalChooser(state)
  const team = state.pivotal?.chooser ?? chooser.team
  const basesOf = (t: TeamId) => (Object.keys(state.control) as SystemId[]).filter((id) => state.control[id]?.kind === 'base' && state.control[id]?.team === t)
  const decidesFor = TEAMS.filter((t) => actor.role === 'organizer' || isGrandAdmiral(state, actor, t))
  return {
    chooser,
    zoneControl: ZONES.map((z) => ({ zone: z.id, team: zoneController(state, z.id) })),
    available: availablePivotalObjectivesFor(state, team, state.playedPivotal ?? []).available,
    enemyBases: basesOf(team === 'empire' ? 'rebels' : 'empire'),
    ownBases: basesOf(team),
    climacticAllowed: climacticAllowed(state, team),
    mayChoose: decidesFor.includes(team),
    decidesFor,
    upgradeShips: Object.fromEntries(
      TEAMS.map((t) => [
        t,
        pivotalUpgradeShips(state, t)
          .map((id) => shipCard(id)!)
          .map((s) => ({ id: s.id, name: s.name, points: s.points, size: s.size })),
      ]),
    ) as PivotalView['upgradeShips'],
    endsCampaign: campaignEndsAfterPivotal(state.act, state.pivotal?.climactic ?? false),
    rewards: campaignEndsAfterPivotal(state.act, state.pivotal?.climactic ?? false)
      ? []
      : state.fleets
          .filter(
            (f) =>
              pivotalRewardOwed(state, f.id) &&
              mayIssue(state, actor, {
                type: 'take-pivotal-reward',
                fleetId: f.id,
                decline: true,
                systemId: 'lothal',
                rewardType: 'squadrons',
                cards: [],
                useDestiny: false,
              }),
          )
          .map((f) => {
            const options = pivotalRewardOptions(state, f.id)
            return {
              fleetId: f.id,
              options,
              reserve: state.teams[f.team].reserve,
              cardsByType: rewardCardOffer(options, state.teams[f.team].reserve, f),
            }
          }),
    standings: finalStandings(state),
  }
}
