// R-PIVOT-AFTER: the fleet rewards a pivotal objective gives (objectives.json `rewards`; today only
// Demonstration of Force has any). Each player of the winning team takes the winner value of one reward, with
// the cards bought as in R-REWARD 3-5 and added at the refit that follows (R-REFIT 4).
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import type { TakePivotalRewardCommand } from '../commands'
import type { RewardChoice } from '../management/management-state'
import { pendingFromPurchase, purchaseViolations, reserveAfterPurchase, rewardOptions, uniquesAllowedAfter } from '../management/rewards'
import { squadronCard, upgradeCard } from '@/lib/data/cards'
import type { CampaignState, TeamId } from '../state'
import { spendTokens } from '../tokens/spend-tokens'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { isPivotalObjective, PIVOTAL_OBJECTIVE_DATA } from './pivotal-objectives'

const teamHolds = (state: CampaignState, id: SystemId, team: TeamId) => state.control[id]?.team === team

/**
 * The systems whose rewards the winning team's players choose from, on the map after the battle's effects:
 * - assaulters won Demonstration of Force: the systems they claimed;
 * - defenders won it: the zone's systems with their presence or base, else (none there) every base of theirs.
 * **Reading**: the losing team takes no reward (the data gives rewards to the winning side only).
 */
export function pivotalRewardSystems(state: CampaignState): SystemId[] {
  const p = state.pivotal
  if (!p || p.result.status !== 'applied' || !p.objective || !isPivotalObjective(p.objective)) return []
  const winner = p.result.winner
  const data = PIVOTAL_OBJECTIVE_DATA[p.objective]
  const side = winner === p.assaulters ? data.assaultersWin : data.defendersWin
  switch (side.rewards) {
    case 'claimed-system':
      return [...(p.result.result.claimedSystems ?? [])]
    case 'friendly-system-in-zone-else-base': {
      const zone = p.target?.zone
      const inZone = SYSTEMS.filter((s) => zone !== undefined && s.zones.includes(zone) && teamHolds(state, s.id, winner)).map((s) => s.id)
      if (inZone.length > 0) return inZone
      return SYSTEMS.filter((s) => state.control[s.id]?.kind === 'base' && teamHolds(state, s.id, winner)).map((s) => s.id)
    }
    default:
      return []
  }
}

/** The rewards a player fleet may take after the pivotal battle: the winner value of each reward of those systems. */
export function pivotalRewardOptions(state: CampaignState, fleetId: string): RewardChoice[] {
  const p = state.pivotal
  const fleet = state.fleets.find((f) => f.id === fleetId && f.owner.kind === 'player')
  if (!p || p.step !== 'after' || p.result.status !== 'applied' || !fleet || fleet.team !== p.result.winner) return []
  return pivotalRewardSystems(state).flatMap((systemId) =>
    rewardOptions({ fleetId, battleSystemId: systemId, won: true, teamBaseSystems: [], baseRewardAvailable: false, preset: state.preset }),
  )
}

/** Whether the fleet still owes its pivotal reward choice (taken or declined). */
export function pivotalRewardOwed(state: CampaignState, fleetId: string): boolean {
  const refit = state.pivotal?.refit
  return pivotalRewardOptions(state, fleetId).length > 0 && refit?.rewardsTaken[fleetId] === undefined && !refit?.refitDone.includes(fleetId)
}

/** R-PIVOT-AFTER, R-REWARD 3-5: a player of the winning team takes (or declines) a pivotal reward. */
export function takePivotalReward(state: CampaignState, command: TakePivotalRewardCommand): CommandResult<CampaignState> {
  const p = state.pivotal!
  const refit = p.refit
  if (!refit) return refuse({ rule: 'R-PHASE', reason: 'wrong-phase' })
  const options = pivotalRewardOptions(state, command.fleetId)
  if (options.length === 0) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'no-pivotal-reward', fleetId: command.fleetId })
  // The cards join the fleet at its refit: once that refit is finished, the reward is gone.
  if (refit.rewardsTaken[command.fleetId] !== undefined || refit.refitDone.includes(command.fleetId))
    return refuse({ rule: 'R-PIVOT-AFTER', reason: 'step-done', fleetId: command.fleetId })
  if (command.decline)
    return { ok: true, state: { ...state, pivotal: { ...p, refit: { ...refit, rewardsTaken: { ...refit.rewardsTaken, [command.fleetId]: 'declined' } } } } }
  const choice = options.find((c) => c.systemId === command.systemId && c.type === command.rewardType)
  if (!choice) return refuse({ rule: 'R-PIVOT-AFTER', reason: 'not-an-option', fleetId: command.fleetId, systemId: command.systemId })
  const team = p.result.status === 'applied' ? p.result.winner : null
  if (!team) return refuse({ rule: 'R-PHASE', reason: 'wrong-phase' })
  if (command.useDestiny && state.teams[team].tokens.destiny < 1)
    return refuse({ rule: 'R-TOKEN-SPEND', reason: 'no-token', team, cardId: 'destiny', value: 1, limit: 0 })
  const uniquesByBattle = uniquesAllowedAfter(p.objective)
  const reservePoints = state.teams[team].reserve[choice.type] ?? 0
  const violations = purchaseViolations({ choice, cards: command.cards, faction: team, reservePoints, uniquesAllowed: uniquesByBattle || command.useDestiny })
  if (violations.length > 0) return refuse(...violations.map((v) => ({ ...v, fleetId: command.fleetId }) as RuleViolation))
  const needsDestiny = command.useDestiny && !uniquesByBattle && command.cards.some((id) => upgradeCard(id)?.unique || squadronCard(id)?.unique)
  const paid = spendTokens(state, team, { destiny: needsDestiny ? 1 : 0 })
  if (!paid.ok) return paid
  const reserve = { ...paid.state.teams[team].reserve, [choice.type]: reserveAfterPurchase({ choice, cards: command.cards, reservePoints }) }
  const teams = { ...paid.state.teams, [team]: { ...paid.state.teams[team], reserve } }
  const next = {
    ...refit,
    rewardsTaken: { ...refit.rewardsTaken, [command.fleetId]: choice },
    pendingCards: { ...refit.pendingCards, [command.fleetId]: [...(refit.pendingCards[command.fleetId] ?? []), ...pendingFromPurchase(command.cards)] },
  }
  return { ok: true, state: { ...paid.state, teams, pivotal: { ...p, refit: next } } }
}
