// The management phase's steps in order (RULES.md §6): what each team and player still owes in the
// current step, and the move to the next once nothing is owed (or the organizer forces it).
import { TEAMS, type CampaignState, type TeamId } from '../state'
import { emptyTurn } from '../turn/empty-turn'
import { turnOf } from '../turn/pairing'
import { actEnders } from './act-end'
import { withMapSnapshot } from '../map-history'
import { enterPivotal } from '../pivotal/pivotal-commands'
import { applyBattleEffects, basesCount, type BattleEffect } from './battle-effects'
import { emptyManagement, MANAGEMENT_STEPS, type ManagementState, type ManagementStep } from './management-state'
import { tokenChoicesOwed, tokenGain } from './token-gain'
import { fourthFleetReserve, placeBoughtCard, withGenericSquadronScarsRemoved } from './refit'
import { cardPoints, rewardTypeOf } from './rewards'
import { fleetsOwedReward, fleetsThatFought } from './fleets-in-turn'
import { archiveTurnBattles } from '../battle/past-battles'
import { finishUndecided } from './nothing-to-decide'

export { fleetsThatFought }

export function managementOf(state: CampaignState): ManagementState {
  const m = state.turnState?.management
  if (!m) throw new Error('no management phase under way')
  return m
}

function withManagement(state: CampaignState, management: ManagementState): CampaignState {
  return { ...state, turnState: { ...turnOf(state), management } }
}

/** Fleets with a commander: each spends XP in step 4 and finishes refit in step 5. */
export function commandedFleets(state: CampaignState): string[] {
  return state.fleets.filter((f) => f.commander !== null).map((f) => f.id)
}

export interface Owed {
  teams: TeamId[]
  fleets: string[]
}

export function owedInStep(state: CampaignState): Owed {
  const m = managementOf(state)
  switch (m.step) {
    case 'effects':
      return { teams: TEAMS.filter((t) => !m.basesDone.includes(t)), fleets: [] }
    case 'tokens':
      return { teams: TEAMS.filter((t) => !m.tokensDone.includes(t)), fleets: [] }
    case 'rewards':
      return { teams: [], fleets: fleetsOwedReward(state).filter((id) => m.rewardsTaken[id] === undefined) }
    case 'experience':
      return { teams: [], fleets: commandedFleets(state).filter((id) => !m.experienceDone.includes(id)) }
    case 'refit':
      return { teams: [], fleets: state.fleets.map((f) => f.id).filter((id) => !m.refitDone.includes(id)) }
  }
}

/** Step 1 begins: the battle effects are applied at once (R-EFFECT). */
export function enterManagement(state: CampaignState): CampaignState {
  const { state: affected, effects, presencesPlaced } = applyBattleEffects(state, turnOf(state).battles)
  // R-BASE-BUILD 2 counts the bases once this turn's battle effects are on the map (the French text updates
  // the map first, then builds), before any base is built.
  const basesAtStart = { empire: basesCount(affected, 'empire'), rebels: basesCount(affected, 'rebels') }
  const management: ManagementState = { ...emptyManagement('effects'), effects, presencesPlaced, basesAtStart }
  return withManagement({ ...affected, phase: 'management' }, management)
}

/** R-TOKEN-GAIN for a team, its choices given (or none owed). */
export function gainTokens(state: CampaignState, team: TeamId, choices: Parameters<typeof tokenGain>[3]): CampaignState | { missing: string } {
  const m = managementOf(state)
  const gain = tokenGain(state, m, team, choices)
  if ('missing' in gain) return { missing: gain.missing }
  const t = state.teams[team]
  const tokens = { ...t.tokens }
  for (const [id, n] of Object.entries(gain) as [keyof typeof tokens, number][]) tokens[id] += n
  const teams = { ...state.teams, [team]: { ...t, tokens } }
  return withManagement({ ...state, teams }, { ...m, tokensDone: [...m.tokensDone, team], tokensGained: { ...m.tokensGained, [team]: gain } })
}

function enterStep(state: CampaignState, step: ManagementStep): CampaignState {
  let next = withManagement(state, { ...managementOf(state), step })
  if (step === 'tokens') {
    // A team with no choice to make gains its tokens at once.
    for (const team of TEAMS) {
      if (tokenChoicesOwed(next, managementOf(next), team).length === 0) {
        const gained = gainTokens(next, team, {})
        if (!('missing' in gained)) next = gained
      }
    }
  }
  if (step === 'refit') {
    // R-FOURTH: a fourth fleet in reserve this turn discards its scars and gains 1 XP. R-REFIT 1: every
    // generic squadron's scar goes by itself.
    const fought = new Set(fleetsThatFought(next).map((f) => f.fleetId))
    const fleets = next.fleets.map((f) => {
      if (f.owner.kind !== 'fourth' || fought.has(f.id) || !f.commander) return withGenericSquadronScarsRemoved(f)
      const rested = fourthFleetReserve(f)
      return rested.ok ? rested.fleet : withGenericSquadronScarsRemoved(f)
    })
    next = { ...next, fleets }
  }
  return next
}

/**
 * R-REFIT 4, 7: no bought card is ever lost. When the refit ends with cards still waiting (the organizer moved
 * on), each is placed as placeBoughtCard says; one that has no place at all (a unique name the team already
 * holds, a fleet with no ship) returns its points to the team's Fleet Reserve under its type.
 */
export function placeLeftoverCards(state: CampaignState): CampaignState {
  const m = managementOf(state)
  let next = state
  for (const [fleetId, cards] of Object.entries(m.pendingCards)) {
    for (const card of cards) {
      const fleet = next.fleets.find((f) => f.id === fleetId)
      if (!fleet) continue
      const placed = placeBoughtCard(fleet, card)
      if (placed.ok) {
        next = { ...next, fleets: next.fleets.map((f) => (f.id === fleetId ? placed.fleet : f)) }
        continue
      }
      const type = rewardTypeOf(card.cardId)
      const t = next.teams[fleet.team]
      if (type)
        next = {
          ...next,
          teams: { ...next.teams, [fleet.team]: { ...t, reserve: { ...t.reserve, [type]: (t.reserve[type] ?? 0) + cardPoints(card.cardId) } } },
        }
    }
  }
  return withManagement(next, { ...managementOf(next), pendingCards: {} })
}

/** Step 6 (R-ACT-END): the act ends with its pivotal battle, or the next turn begins. */
function endTurn(ended: CampaignState): CampaignState {
  const state = withMapSnapshot(archiveTurnBattles(ended))
  if (actEnders(state).length > 0) return enterPivotal(state)
  return { ...state, phase: 'strategy', turn: state.turn + 1, turnState: emptyTurn() }
}

/**
 * Moves to the next step when nothing is owed in this one. Whoever has nothing to decide in the step is done
 * with it first (one settling pass: the caller settles again).
 */
export function advanceManagement(state: CampaignState, force = false): CampaignState {
  if (!force) {
    const settled = finishUndecided(state)
    if (settled !== state) return settled
  }
  const m = managementOf(state)
  const owed = owedInStep(state)
  if (!force && (owed.teams.length > 0 || owed.fleets.length > 0)) return state
  const index = MANAGEMENT_STEPS.indexOf(m.step)
  const next = MANAGEMENT_STEPS[index + 1]
  return next ? enterStep(state, next) : endTurn(placeLeftoverCards(state))
}

export type { BattleEffect }
