// Read model for the refit editor (R-REFIT): a fleet as it stands after the player's unsaved changes, with
// what this refit still allows beside each element. Every move offered is one the engine accepts now: each
// is tried with the refit operation itself, so the page decides no rule.
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import type { Condition } from '../fleets/fleet'
import { mayEditFleet } from '../permissions'
import type { Actor, CampaignState } from '../state'
import type { RuleViolation } from '../violations'
import { finishRefit, refit } from '../management/refit-commands'
import { applyRefitChanges, type RefitChange } from '../management/refit-plan'
import { managementView } from './management-view'

type RefitEntry = NonNullable<ReturnType<typeof managementView>>['refits'][number]

export interface RefitEditorUpgrade {
  uid: string
  cardId: string
  name: string
  points: number
  slots: string[]
  equipped: boolean
  title: boolean
  mayUnequip: boolean
  /** Ships of the fleet it may be equipped on now (moved from where it is). */
  equipOn: string[]
  /** What removing it alone with a Repair Yards token leaves to buy back, when the team may (R-TOKEN-REPAIR). */
  removeCredit: number | null
}

export interface RefitEditorElement {
  uid: string
  cardId: string
  name: string
  points: number
  scarred: boolean
  veteran: boolean
  /** How its scar may be removed now: by a base's removal, and the Repair Yards tokens it costs (R-REFIT 1, R-TOKEN-REPAIR). */
  repair: { base: boolean; repairYards: number | null } | null
}

export interface RefitEditorView {
  fleetId: string
  /** The refit step this edit belongs to: a draft kept for another step is not replayed into this one. */
  refitKey: string
  /** Changes that apply, in order; the first refused one, if any, with its violations marked by `change`. */
  applied: number
  refused: RuleViolation[]
  /** The refit is over for this fleet (finished, or the step has moved on). */
  closed: boolean
  value: number
  limit: number
  tokens: { repairYards: number; resources: number }
  ships: (RefitEditorElement & { flagship: boolean; upgrades: RefitEditorUpgrade[] })[]
  squadrons: (RefitEditorElement & { removeCredit: number | null })[]
  conditions: Condition[]
  conditionRemovals: RefitEntry['conditionRemovals']
  scarRemovalsLeft: number
  scarsBasesMayRemove: number
  stripsLeft: number
  strippable: RefitEntry['strippable']
  credits: RefitEntry['credits']
  reserve: RefitEntry['reserve']
  /** Cards bought and not yet placed, by their index in the list, with where each may go now (R-REFIT 4, 5, 7). */
  pending: { index: number; cardId: string; name: string; kind: 'upgrade' | 'squadron'; title: boolean; ships: string[]; mayKeep: boolean }[]
  prototypeTypes: RefitEntry['prototypeTypes']
  disbanded: boolean
  mayDisband: boolean
  disbandLoses: string[]
  /** What keeps the fleet, as edited, from finishing its refit (R-REFIT 4, 6, 8, R-ARMADA). */
  finishViolations: RuleViolation[]
}

function refitKeyOf(state: CampaignState): string {
  return state.phase === 'pivotal' ? `act${state.act}-pivotal` : `act${state.act}-turn${state.turn}`
}

/** The editor for `fleetId` after `changes` (closed when no refit of it runs), or null when this viewer may not refit that fleet. */
export function refitEditorView(state: CampaignState, actor: Actor, fleetId: string, changes: readonly RefitChange[]): RefitEditorView | null {
  const fleetBefore = state.fleets.find((f) => f.id === fleetId)
  if (!fleetBefore || !mayEditFleet(state, actor, fleetId)) return null
  const open = managementView(state, actor)?.step === 'refit'
  const outcome = open ? applyRefitChanges(state, fleetId, changes) : { state, applied: 0, refused: [] }
  const after = outcome.state
  const entry = open ? managementView(after, actor)?.refits.find((r) => r.fleetId === fleetId) : undefined
  const fleet = after.fleets.find((f) => f.id === fleetId)!
  const tokens = after.teams[fleet.team].tokens
  const base = { fleetId, refitKey: refitKeyOf(state), applied: outcome.applied, refused: outcome.refused }
  if (!entry) {
    return {
      ...base,
      closed: true,
      value: 0,
      limit: 0,
      tokens: { repairYards: tokens['repair-yards'], resources: tokens.resources },
      ships: [],
      squadrons: [],
      conditions: [],
      conditionRemovals: [],
      scarRemovalsLeft: 0,
      scarsBasesMayRemove: 0,
      stripsLeft: 0,
      strippable: [],
      credits: [],
      reserve: [],
      pending: [],
      prototypeTypes: [],
      disbanded: false,
      mayDisband: false,
      disbandLoses: [],
      finishViolations: [],
    }
  }
  const accepts = (op: RefitChange) => refit(after, { type: 'refit', fleetId, op }).ok
  const repairOf = (uid: string, scarred: boolean) => {
    if (!scarred) return null
    const byBase = accepts({ op: 'remove-scar', uid, using: 'base' })
    const byYards = refit(after, { type: 'refit', fleetId, op: { op: 'remove-scar', uid, using: 'repair-yards' } })
    const yards = byYards.ok ? tokens['repair-yards'] - byYards.state.teams[fleet.team].tokens['repair-yards'] : null
    return { base: byBase, repairYards: yards }
  }
  const removeCredit = (uid: string) =>
    accepts({ op: 'strip-card', uid }) ? ((entry.upgrades.find((u) => u.uid === uid) ?? entry.squadrons.find((q) => q.uid === uid))?.credit ?? 0) : null
  const finished = finishRefit(after, { type: 'finish-refit', fleetId })
  return {
    ...base,
    closed: false,
    value: entry.value,
    limit: entry.limit,
    tokens: { repairYards: tokens['repair-yards'], resources: tokens.resources },
    ships: fleet.ships.map((s) => ({
      uid: s.uid,
      cardId: s.cardId,
      name: shipCard(s.cardId)?.name ?? s.cardId,
      points: shipCard(s.cardId)?.points ?? 0,
      flagship: s.flagship,
      scarred: s.scarred,
      veteran: s.veteran,
      repair: repairOf(s.uid, s.scarred),
      upgrades: s.upgrades.map((u) => {
        const card = upgradeCard(u.cardId)
        return {
          uid: u.uid,
          cardId: u.cardId,
          name: card?.name ?? u.cardId,
          points: card?.points ?? 0,
          slots: [...(card?.slots ?? [])],
          equipped: u.equipped,
          title: card?.slots.includes('Title') ?? false,
          mayUnequip: accepts({ op: 'unequip', upgradeUid: u.uid }),
          equipOn: fleet.ships.filter((target) => accepts({ op: 'equip', upgradeUid: u.uid, shipUid: target.uid })).map((target) => target.uid),
          removeCredit: removeCredit(u.uid),
        }
      }),
    })),
    squadrons: fleet.squadrons.map((q) => ({
      uid: q.uid,
      cardId: q.cardId,
      name: squadronCard(q.cardId)?.name ?? q.cardId,
      points: squadronCard(q.cardId)?.points ?? 0,
      scarred: q.scarred,
      veteran: q.veteran,
      repair: repairOf(q.uid, q.scarred),
      removeCredit: removeCredit(q.uid),
    })),
    conditions: entry.conditions,
    // Each tried with the operation itself: a Resources token the team lacks is not offered.
    conditionRemovals: entry.conditionRemovals.filter(({ condition, using }) => accepts({ op: 'remove-condition', condition, using })),
    scarRemovalsLeft: entry.scarRemovalsLeft,
    scarsBasesMayRemove: entry.scarsBasesMayRemove,
    stripsLeft: entry.stripsLeft,
    strippable: entry.strippable.filter((s) => accepts({ op: 'strip', slot: s.slot as 'squadrons' })),
    // Each credit and Reserve type with only the cards it pays for now (possibly none).
    credits: entry.credits.map((c) => ({ ...c, cards: c.cards.filter((card) => accepts({ op: 'rebuy', slot: c.slot as 'squadrons', cards: [card.id] })) })),
    reserve: entry.reserve.map((r) => ({ ...r, cards: r.cards.filter((card) => accepts({ op: 'buy-from-reserve', rewardType: r.type, cards: [card.id] })) })),
    pending: entry.pending.map((p, index) => ({
      index,
      ...p,
      ships: fleet.ships.filter((s) => accepts({ op: 'add-card', index, shipUid: s.uid })).map((s) => s.uid),
      mayKeep: accepts({ op: 'add-card', index, shipUid: null }),
    })),
    // R-PROTO costs 1 Repair Yards and 1 Resources: offered only when the team can pay.
    prototypeTypes: entry.prototypeTypes.filter((p) => accepts({ op: 'prototype', squadronCardId: p.cardId })),
    disbanded: entry.disbanded,
    mayDisband: !entry.disbanded && accepts({ op: 'disband' }),
    disbandLoses: entry.disbandLoses,
    finishViolations: finished.ok ? [] : finished.violations,
  }
}
