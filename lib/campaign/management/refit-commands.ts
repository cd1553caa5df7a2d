// Step 5 of the management phase (R-REFIT): each fleet refits, one operation at a time, paying with its
// team's tokens and its per-base allowances, and finishes only when it satisfies R-FLEET-ALWAYS.
import { UPGRADE_SLOTS, upgradeCard, squadronCard, type UpgradeSlot } from '@/lib/data/cards'
import type { FinishRefitCommand, RefitCommand } from '../commands'
import type { Condition, Fleet } from '../fleets/fleet'
import { fleetLimitStage } from '../fleets/fleet-stage'
import type { FleetStage } from '../fleets/fleet-limits'
import { teamFleetsBesides } from '../fleets/fleet-status'
import { startViolations } from '../fleets/fleet-rules'
import { lostUniquesOf, lostUniqueViolations, withLostUniques } from '../fleets/lost-uniques'
import type { CampaignState } from '../state'
import { turnOf } from '../turn/pairing'
import { refuse, type CommandResult, type RuleViolation } from '../violations'
import { basesCount } from './battle-effects'
import type { ManagementState, PendingCard } from './management-state'
import {
  addCard,
  checkAffordable,
  disband,
  equipUpgrade,
  refitAllowances,
  refitViolations,
  removeCondition,
  removeScar,
  stripOneCard,
  titleWithoutPlace,
  stripUpgradeType,
  unequipUpgrade,
  type RefitCost,
  type RefitResult,
} from './refit'
import { fleetsThatFought } from './fleets-in-turn'
import { spendTokens } from '../tokens/spend-tokens'

/**
 * Where the refit is kept: the management phase's step 5, or the steps after a pivotal battle, which
 * refit with the next act's limits (R-PIVOT-AFTER).
 */
export function refitContext(state: CampaignState): ManagementState | null {
  if (state.phase === 'management' && state.turnState?.management?.step === 'refit') return state.turnState.management
  if (state.phase === 'pivotal' && state.pivotal?.step === 'after' && state.pivotal.refit) return state.pivotal.refit
  return null
}

function withManagement(state: CampaignState, management: ManagementState): CampaignState {
  if (state.phase === 'pivotal' && state.pivotal) return { ...state, pivotal: { ...state.pivotal, refit: management } }
  return { ...state, turnState: { ...turnOf(state), management } }
}

function refitStage(state: CampaignState): FleetStage {
  return state.phase === 'pivotal' ? (Math.min(3, state.act + 1) as 1 | 2 | 3) : fleetLimitStage(state)
}

const asViolations = (fleetId: string, vs: { rule: string; reason: string }[]): RuleViolation[] => vs.map((v) => ({ ...v, fleetId }) as RuleViolation)

/** The battle this fleet won this turn, for the objectives that remove conditions (R-REFIT 2). */
function wonObjective(state: CampaignState, fleetId: string): { objective: string | null; won: boolean } {
  const fought = fleetsThatFought(state).find((f) => f.fleetId === fleetId)
  if (!fought || fought.battle.result.status !== 'applied') return { objective: null, won: false }
  return { objective: fought.battle.objective, won: fought.battle.result.winner === fought.team }
}

function cardsMatchSlot(cards: string[], slot: UpgradeSlot | 'squadrons', faction: Fleet['team']): boolean {
  return cards.every((id) => {
    if (slot === 'squadrons') {
      const c = squadronCard(id)
      return c !== undefined && c.faction === faction && !c.unique
    }
    const c = upgradeCard(id)
    return c !== undefined && c.slots.includes(slot) && (c.faction === null || c.faction === faction) && !c.unique
  })
}

function pointsOf(cards: string[]): number {
  return cards.reduce((sum, id) => sum + (upgradeCard(id)?.points ?? squadronCard(id)?.points ?? 0), 0)
}

function pending(cards: string[]): PendingCard[] {
  return cards.map((cardId) => ({ cardId, kind: squadronCard(cardId) ? 'squadron' : 'upgrade' }))
}

/**
 * R-PROTO: after a battle won on Prototype Recovery, for 1 Repair Yards + 1 Resources, every non-unique
 * squadron of one type in the winning fleet becomes veteran, once a turn. The types open to it now.
 */
export function prototypeSquadronTypes(state: CampaignState, fleetId: string): string[] {
  const m = refitContext(state)
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!m || !fleet || state.phase !== 'management' || (m.prototypeUsed ?? []).includes(fleetId)) return []
  const won = wonObjective(state, fleetId)
  if (won.objective !== 'prototype-recovery' || !won.won) return []
  return [...new Set(fleet.squadrons.filter((s) => !squadronCard(s.cardId)?.unique).map((s) => s.cardId))]
}

/** R-REFIT 1, 3: the fleet's per-base scar removals and type removals this refit, Repair Expert's one more scar included. */
export function fleetRefitAllowances(state: CampaignState, fleet: Fleet): { baseScarRemovals: number; strips: number } {
  const allowances = refitAllowances(state.preset, fleet, basesCount(state, fleet.team))
  // Repair Expert (commander ability): one more scar removed at refit.
  if (fleet.commander?.abilities.includes('repair-expert')) allowances.baseScarRemovals += 1
  return allowances
}

/** R-REFIT 2: how each of the fleet's conditions may be removed now (a Resources token, or the objective won). */
export function conditionRemovals(state: CampaignState, fleetId: string): { condition: Condition; using: 'resources' | 'objective' }[] {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) return []
  const won = wonObjective(state, fleetId)
  return fleet.conditions.flatMap((condition) =>
    (['objective', 'resources'] as const)
      .filter((using) => removeCondition(fleet, condition, using, { objectivePlayed: won.objective, wonBattle: won.won }).ok)
      .map((using) => ({ condition, using })),
  )
}

export function refit(state: CampaignState, command: RefitCommand): CommandResult<CampaignState> {
  const m = refitContext(state)
  if (!m) return refuse({ rule: 'R-REFIT', reason: 'wrong-step' })
  if (m.refitDone.includes(command.fleetId)) return refuse({ rule: 'R-REFIT', reason: 'step-done', fleetId: command.fleetId })
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet) return refuse({ rule: 'R-REFIT', reason: 'unknown-element', fleetId: command.fleetId })
  const team = state.teams[fleet.team]
  const op = command.op
  let result: RefitResult<object>
  let management = m
  let reserve = team.reserve
  let lostTo: Fleet | null = null
  switch (op.op) {
    case 'remove-scar':
      result = removeScar(fleet, op.uid, op.using)
      break
    case 'remove-condition': {
      const won = wonObjective(state, fleet.id)
      result = removeCondition(fleet, op.condition, op.using, { objectivePlayed: won.objective, wonBattle: won.won })
      break
    }
    case 'strip': {
      // R-TOKEN-REPAIR: a Repair Yards token removes one card or one squadron ('strip-card'), not a whole type.
      if (op.withRepairYards) return refuse({ rule: 'R-TOKEN-REPAIR', reason: 'one-card-only', fleetId: fleet.id })
      const stripped = stripUpgradeType(fleet, op.slot)
      result = stripped
      if (stripped.ok) {
        management = {
          ...m,
          strippedThisRefit: { ...m.strippedThisRefit, [fleet.id]: [...(m.strippedThisRefit[fleet.id] ?? []), { slot: op.slot, points: stripped.credit }] },
        }
      }
      break
    }
    case 'strip-card': {
      const stripped = stripOneCard(fleet, op.uid)
      result = stripped
      if (stripped.ok) {
        management = {
          ...m,
          strippedThisRefit: {
            ...m.strippedThisRefit,
            [fleet.id]: [...(m.strippedThisRefit[fleet.id] ?? []), { slot: stripped.slot, points: stripped.credit, withRepairYards: true }],
          },
        }
      }
      break
    }
    case 'rebuy': {
      // R-REFIT 3: cards of the removed type, worth at most half the removed points (rounded up).
      // Every removal of the type this refit adds to what may be bought back.
      const credits = m.strippedThisRefit[fleet.id] ?? []
      const available = credits.filter((c) => c.slot === op.slot).reduce((sum, c) => sum + c.points, 0)
      if (!credits.some((c) => c.slot === op.slot) || !cardsMatchSlot(op.cards, op.slot, fleet.team))
        return refuse({ rule: 'R-REFIT', item: 3, reason: 'wrong-type', fleetId: fleet.id })
      const cost = pointsOf(op.cards)
      if (cost > available) return refuse({ rule: 'R-REFIT', item: 3, reason: 'over-reward-points', value: cost, limit: available, fleetId: fleet.id })
      let owed = cost
      const paidCredits = credits.map((c) => {
        if (c.slot !== op.slot || owed === 0) return c
        const used = Math.min(owed, c.points)
        owed -= used
        return { ...c, points: c.points - used }
      })
      management = {
        ...m,
        strippedThisRefit: { ...m.strippedThisRefit, [fleet.id]: paidCredits },
        pendingCards: { ...m.pendingCards, [fleet.id]: [...(m.pendingCards[fleet.id] ?? []), ...pending(op.cards)] },
      }
      result = { ok: true, fleet, cost: { repairYards: 0, resources: 0, baseScarRemovals: 0, strips: 0 } }
      break
    }
    case 'buy-from-reserve': {
      // R-REFIT 4: Fleet Reserve points buy cards of their reward type.
      const slot = op.rewardType === 'squadrons' ? 'squadrons' : (UPGRADE_SLOTS.find((s) => s.toLowerCase().replace(/ /g, '-') === op.rewardType) ?? null)
      const held = team.reserve[op.rewardType] ?? 0
      if (!slot || !cardsMatchSlot(op.cards, slot, fleet.team)) return refuse({ rule: 'R-REFIT', item: 4, reason: 'wrong-type', fleetId: fleet.id })
      const cost = pointsOf(op.cards)
      if (cost > held) return refuse({ rule: 'R-REFIT', item: 4, reason: 'over-reward-points', value: cost, limit: held, fleetId: fleet.id })
      // R-REFIT 4, 5: a title needs a ship to take it (titles are never kept unequipped).
      const isTitle = (id: string) => upgradeCard(id)?.slots.includes('Title') ?? false
      const homeless = titleWithoutPlace(fleet, (m.pendingCards[fleet.id] ?? []).map((c) => c.cardId).filter(isTitle), op.cards.filter(isTitle))
      if (homeless) return refuse({ rule: 'R-REFIT', item: 5, reason: 'no-place', cardId: homeless, fleetId: fleet.id })
      reserve = { ...team.reserve, [op.rewardType]: held - cost }
      management = { ...m, pendingCards: { ...m.pendingCards, [fleet.id]: [...(m.pendingCards[fleet.id] ?? []), ...pending(op.cards)] } }
      result = { ok: true, fleet, cost: { repairYards: 0, resources: 0, baseScarRemovals: 0, strips: 0 } }
      break
    }
    case 'add-card': {
      const cards = m.pendingCards[fleet.id] ?? []
      const card = cards[op.index]
      if (!card) return refuse({ rule: 'R-REFIT', item: 4, reason: 'unknown-element', fleetId: fleet.id })
      result = addCard(fleet, card, op.shipUid === null ? 'unequipped' : { shipUid: op.shipUid })
      if (result.ok) management = { ...m, pendingCards: { ...m.pendingCards, [fleet.id]: cards.filter((_, i) => i !== op.index) } }
      break
    }
    case 'equip':
      result = equipUpgrade(fleet, op.upgradeUid, op.shipUid)
      break
    case 'unequip':
      result = unequipUpgrade(fleet, op.upgradeUid)
      break
    case 'disband':
      result = disband(fleet)
      // R-REFIT 8: its unique cards are lost to the team for the rest of the campaign; it is rebuilt under
      // R-FLEET-START before it finishes.
      if (result.ok) {
        lostTo = fleet
        management = { ...m, disbanded: [...(m.disbanded ?? []), fleet.id] }
      }
      break
    case 'prototype': {
      const won = wonObjective(state, fleet.id)
      if (won.objective !== 'prototype-recovery' || !won.won) return refuse({ rule: 'R-PROTO', reason: 'not-winner', fleetId: fleet.id })
      if ((m.prototypeUsed ?? []).includes(fleet.id)) return refuse({ rule: 'R-PROTO', reason: 'step-done', fleetId: fleet.id })
      if (!prototypeSquadronTypes(state, fleet.id).includes(op.squadronCardId))
        return refuse({ rule: 'R-PROTO', reason: 'unknown-element', fleetId: fleet.id, cardId: op.squadronCardId })
      const matching = fleet.squadrons.filter((s) => s.cardId === op.squadronCardId)
      const promoted = { ...fleet, squadrons: fleet.squadrons.map((s) => (matching.includes(s) ? { ...s, veteran: true } : s)) }
      management = { ...m, prototypeUsed: [...(m.prototypeUsed ?? []), fleet.id] }
      result = { ok: true, fleet: promoted, cost: { repairYards: 1, resources: 1, baseScarRemovals: 0, strips: 0 } }
      break
    }
  }
  if (!result.ok) return refuse(...asViolations(fleet.id, result.violations))
  const refitCost: RefitCost = result.cost
  const allowances = fleetRefitAllowances(state, fleet)
  const affordable = checkAffordable(refitCost, {
    repairYards: team.tokens['repair-yards'],
    resources: team.tokens.resources,
    baseScarRemovalsLeft: allowances.baseScarRemovals - (m.scarsRemovedByBases[fleet.id] ?? 0),
    stripsLeft: allowances.strips - (m.strippedThisRefit[fleet.id] ?? []).filter((s) => !s.withRepairYards).length,
  })
  if (affordable.length > 0) return refuse(...asViolations(fleet.id, affordable))
  const paid = spendTokens(state, fleet.team, { 'repair-yards': refitCost.repairYards, resources: refitCost.resources })
  if (!paid.ok) return paid
  const teams = { ...paid.state.teams, [fleet.team]: { ...paid.state.teams[fleet.team], reserve } }
  management = {
    ...management,
    scarsRemovedByBases: { ...management.scarsRemovedByBases, [fleet.id]: (m.scarsRemovedByBases[fleet.id] ?? 0) + refitCost.baseScarRemovals },
  }
  const fleets = state.fleets.map((f) => (f.id === fleet.id ? result.fleet : f))
  const next = { ...state, teams, fleets }
  return { ok: true, state: withManagement(lostTo ? withLostUniques(next, fleet.team, lostTo) : next, management) }
}

/** R-REFIT 6: a fleet finishes its refit only legal for the act, with every bought card added. */
export function finishRefit(state: CampaignState, command: FinishRefitCommand): CommandResult<CampaignState> {
  const m = refitContext(state)
  if (!m) return refuse({ rule: 'R-REFIT', reason: 'wrong-step' })
  if (m.refitDone.includes(command.fleetId)) return refuse({ rule: 'R-REFIT', reason: 'step-done', fleetId: command.fleetId })
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet) return refuse({ rule: 'R-REFIT', reason: 'unknown-element', fleetId: command.fleetId })
  if ((m.pendingCards[fleet.id] ?? []).length > 0) return refuse({ rule: 'R-REFIT', item: 4, reason: 'pending-cards', fleetId: fleet.id })
  const ctx = { preset: state.preset, stage: refitStage(state), teamFleets: teamFleetsBesides(state, fleet) }
  // R-REFIT 8: a fleet disbanded this refit is a new starting fleet (R-FLEET-START, at the setup limit).
  const rebuilt = (m.disbanded ?? []).includes(fleet.id) ? startViolations(fleet, { ...ctx, stage: 'setup' }) : []
  const violations = [...rebuilt, ...refitViolations(fleet, ctx), ...lostUniqueViolations(fleet, lostUniquesOf(state, fleet.team))]
  if (violations.length > 0) return refuse(...asViolations(fleet.id, violations))
  return { ok: true, state: withManagement(state, { ...m, refitDone: [...m.refitDone, fleet.id] }) }
}
