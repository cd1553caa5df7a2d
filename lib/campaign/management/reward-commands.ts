// Steps 3 and 4 of the management phase: each fleet that fought takes its reward (R-REWARD), then each
// commander spends XP (R-XP-SPEND, R-CMD-1..4).
import { campaignEndsAfterPivotal } from '../pivotal/final-standings'
import type { BuyAbilityCommand, FinishExperienceCommand, TakeRewardCommand } from '../commands'
import type { CampaignState } from '../state'
import { turnOf } from '../turn/pairing'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { buyAbility as buyAbilityRule } from './experience'
import { titleWithoutPlace } from './refit'
import { firstLostCard, lostUniquesOf } from '../fleets/lost-uniques'
import type { ManagementState, ManagementStep, RewardChoice } from './management-state'
import { pendingFromPurchase, purchaseViolations, reserveAfterPurchase, rewardOptions, uniquesAllowedAfter } from './rewards'
import { fleetsThatFought, reserveFourthFleet, teamBaseSystems } from './fleets-in-turn'
import { spendTokens } from '../tokens/spend-tokens'
import { squadronCard, upgradeCard } from '@/lib/data/cards'
import { memoOnFrozen } from '../frozen-memo'

function inStep(state: CampaignState, step: ManagementStep): ManagementState | null {
  return state.phase === 'management' && state.turnState?.management?.step === step ? state.turnState.management : null
}

function withManagement(state: CampaignState, management: ManagementState): CampaignState {
  return { ...state, turnState: { ...turnOf(state), management } }
}

/** The reward choices open to a fleet that fought (R-REWARD 1-2), or to a resting fourth fleet (R-FOURTH). */
export function rewardChoicesFor(state: CampaignState, fleetId: string): RewardChoice[] {
  return memoOnFrozen(state, `reward-choices ${fleetId}`, () => choicesOf(state, fleetId))
}

function choicesOf(state: CampaignState, fleetId: string): RewardChoice[] {
  const m = state.turnState?.management
  const reserve = reserveFourthFleet(state, fleetId)
  if (reserve) return reserve.options
  const fought = fleetsThatFought(state).find((f) => f.fleetId === fleetId)
  if (!m || !fought || fought.battle.result.status !== 'applied') return []
  return rewardOptions({
    fleetId,
    battleSystemId: fought.battle.systemId,
    won: fought.battle.result.winner === fought.team,
    teamBaseSystems: teamBaseSystems(state, fought.team),
    baseRewardAvailable: !m.baseRewardUsedBy.includes(fought.team),
    preset: state.preset,
  })
}

export function takeReward(state: CampaignState, command: TakeRewardCommand): CommandResult<CampaignState> {
  const m = inStep(state, 'rewards')
  if (!m) return refuse({ rule: 'R-REWARD', reason: 'wrong-step' })
  const inReserve = reserveFourthFleet(state, command.fleetId)
  const fought =
    fleetsThatFought(state).find((f) => f.fleetId === command.fleetId) ??
    (inReserve ? { fleetId: command.fleetId, team: inReserve.team, battle: null, side: null } : undefined)
  if (!fought) return refuse({ rule: 'R-REWARD', reason: 'fleet-not-in-battle', fleetId: command.fleetId })
  if (m.rewardsTaken[command.fleetId] !== undefined) return refuse({ rule: 'R-REWARD', reason: 'step-done', fleetId: command.fleetId })
  if (command.decline) {
    return { ok: true, state: withManagement(state, { ...m, rewardsTaken: { ...m.rewardsTaken, [command.fleetId]: 'declined' } }) }
  }
  const choice = rewardChoicesFor(state, command.fleetId).find((c) => c.systemId === command.systemId && c.type === command.rewardType)
  if (!choice) return refuse({ rule: 'R-REWARD', reason: 'not-an-option', fleetId: command.fleetId, systemId: command.systemId })
  const team = state.teams[fought.team]
  if (command.useDestiny && team.tokens.destiny < 1) {
    return refuse({ rule: 'R-TOKEN-SPEND', reason: 'no-token', team: fought.team, cardId: 'destiny', value: 1, limit: 0 })
  }
  const reservePoints = team.reserve[choice.type] ?? 0
  const violations = purchaseViolations({
    choice,
    cards: command.cards,
    faction: fought.team,
    reservePoints,
    uniquesAllowed: uniquesAllowedAfter(fought.battle?.objective ?? null) || command.useDestiny,
  }).map((v) => ({ ...v, fleetId: command.fleetId }) as RuleViolation)
  if (violations.length > 0) return refuse(...violations)
  // R-REFIT 8: a unique the team lost by disbanding a fleet is never bought again.
  const lost = firstLostCard(command.cards, lostUniquesOf(state, fought.team))
  if (lost) return refuse({ rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: lost.cardId, name: lost.name, fleetId: command.fleetId })
  // R-REFIT 4, 5: every card bought must have a place; a title is never kept unequipped, so it needs a ship.
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  const pendingTitles = (m.pendingCards[command.fleetId] ?? []).filter((c) => upgradeCard(c.cardId)?.slots.includes('Title')).map((c) => c.cardId)
  const homeless = fleet
    ? titleWithoutPlace(
        fleet,
        pendingTitles,
        command.cards.filter((id) => upgradeCard(id)?.slots.includes('Title')),
      )
    : null
  if (homeless) return refuse({ rule: 'R-REFIT', item: 5, reason: 'no-place', cardId: homeless, fleetId: command.fleetId })
  const reserve = { ...team.reserve, [choice.type]: reserveAfterPurchase({ choice, cards: command.cards, reservePoints }) }
  // Destiny is spent only when it buys a unique card the battle alone would not allow (R-REWARD 4).
  const needsDestiny =
    command.useDestiny &&
    !uniquesAllowedAfter(fought.battle?.objective ?? null) &&
    command.cards.some((id) => upgradeCard(id)?.unique || squadronCard(id)?.unique)
  const paid = spendTokens(state, fought.team, { destiny: needsDestiny ? 1 : 0 })
  if (!paid.ok) return paid
  const teams = { ...paid.state.teams, [fought.team]: { ...paid.state.teams[fought.team], reserve } }
  // The fourth fleet's base reward is its own (R-FOURTH), not the team's once-a-turn base reward.
  const usedBase = fought.battle !== null && choice.systemId !== fought.battle.systemId
  return {
    ok: true,
    state: withManagement(
      { ...state, teams },
      {
        ...m,
        rewardsTaken: { ...m.rewardsTaken, [command.fleetId]: choice },
        baseRewardUsedBy: usedBase ? [...m.baseRewardUsedBy, fought.team] : m.baseRewardUsedBy,
        pendingCards: { ...m.pendingCards, [command.fleetId]: [...(m.pendingCards[command.fleetId] ?? []), ...pendingFromPurchase(command.cards)] },
      },
    ),
  }
}

export function buyAbility(state: CampaignState, command: BuyAbilityCommand): CommandResult<CampaignState> {
  // R-PIVOT-AFTER: after a pivotal battle XP is spent at once, with the next act's cap; after the campaign's
  // last battle there is no next act to spend it for (R-END).
  const p = state.phase === 'pivotal' ? state.pivotal : null
  const afterPivotal = p?.step === 'after' && !campaignEndsAfterPivotal(state.act, p.climactic)
  const m = inStep(state, 'experience')
  if (!m && !afterPivotal) return refuse({ rule: 'R-XP-SPEND', reason: 'wrong-step' })
  if (m && m.experienceDone.includes(command.fleetId)) return refuse({ rule: 'R-XP-SPEND', reason: 'step-done', fleetId: command.fleetId })
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet?.commander) return refuse({ rule: 'R-XP-SPEND', reason: 'fleet-not-ready', fleetId: command.fleetId })
  const act = afterPivotal ? (Math.min(3, state.act + 1) as 1 | 2 | 3) : state.act
  const result = buyAbilityRule(fleet.commander, { abilityId: command.abilityId, replaces: command.replaces ?? null }, { preset: state.preset, act })
  if (!result.ok) return refuse(...result.violations.map((v) => ({ ...v, fleetId: command.fleetId }) as RuleViolation))
  return { ok: true, state: { ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? { ...f, commander: result.commander } : f)) } }
}

export function finishExperience(state: CampaignState, command: FinishExperienceCommand): CommandResult<CampaignState> {
  const m = inStep(state, 'experience')
  if (!m) return refuse({ rule: 'R-XP-SPEND', reason: 'wrong-step' })
  if (m.experienceDone.includes(command.fleetId)) return refuse({ rule: 'R-XP-SPEND', reason: 'step-done', fleetId: command.fleetId })
  return { ok: true, state: withManagement(state, { ...m, experienceDone: [...m.experienceDone, command.fleetId] }) }
}
