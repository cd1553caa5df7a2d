// Refit and expand (RULES.md §6 R-REFIT 1-8, R-TOKEN-REPAIR, R-TOKEN-RESOURCES, R-FOURTH): what each refit
// operation does to one fleet and what it consumes. Pure functions: a fleet is never mutated, a new one is
// returned with the cost of the operation; the caller checks the cost against the team's tokens and the
// per-base allowances (checkAffordable, refitAllowances) and records it.
import { shipCard, squadronCard, upgradeCard, type UpgradeSlot } from '@/lib/data/cards'
import { cardViolations } from '../fleets/card-rules'
import { factionOf, type Condition, type Fleet, type FleetShip, type FleetUpgrade } from '../fleets/fleet'
import { alwaysViolations, type FleetRuleContext } from '../fleets/fleet-rules'
import type { PresetId } from '../state'
import type { FleetElementRef, RuleViolation, ViolationReason } from '../violations'
import type { PendingCard } from './management-state'

export type RefitRuleId = 'R-REFIT' | 'R-TOKEN-REPAIR' | 'R-TOKEN-RESOURCES' | 'R-ARMADA' | 'R-FOURTH'

/** The R-FLEET-ALWAYS reasons refitViolations passes on under R-REFIT 6 (see fleet-rules.ts). */
export type FleetAlwaysReason = Extract<
  ViolationReason,
  | 'over-points'
  | 'over-squadron-points'
  | 'too-many-unique-squadrons'
  | 'banned-ship'
  | 'unique-name-shared'
  | 'no-ship'
  | 'too-many-flotillas'
  | 'commander-card'
  | 'no-flagship'
  | 'objective-missing'
  | 'objective-banned'
  | 'objective-shared'
>

/** The R-ARMADA reasons of card-rules.ts, passed on as they are. */
export type ArmadaReason = Extract<
  ViolationReason,
  | 'unknown-card'
  | 'other-faction'
  | 'slot-missing'
  | 'title-wrong-class'
  | 'size-restricted'
  | 'flagship-only'
  | 'second-flagship'
  | 'unique-twice'
  | 'wrong-objective-category'
>

export type RefitReason =
  // R-REFIT 1, R-REFIT 4, R-REFIT 5: the uid names no ship or squadron of the fleet
  | 'unknown-element'
  // R-REFIT 1: the element has no scar to remove
  | 'not-scarred'
  // R-REFIT 2: the fleet does not carry the condition
  | 'condition-absent'
  // R-TOKEN-RESOURCES: a Resources token removes Low Fuel or Low Supplies, never Low Morale
  | 'resources-cannot-remove'
  // R-REFIT 2: the objective removes conditions only from the fleet that won the battle
  | 'not-winner'
  // R-REFIT 2: the objective played removes no such condition (Steal Supplies: Low Fuel and Low Supplies;
  // Recruit Allies: Low Morale)
  | 'objective-does-not-remove'
  // R-REFIT 3, R-REFIT 4, R-REFIT 5: titles cannot be stripped, kept unequipped, unequipped or moved
  | 'title-locked'
  // R-REFIT 3: the fleet holds no card of that type (no squadron)
  | 'nothing-to-strip'
  // R-TOKEN-REPAIR: a whole type is removed with a base, one card or one squadron with a Repair Yards token
  | 'one-card-only'
  // R-REFIT 4: the pending card's kind does not match its card (an upgrade id given as a squadron, …)
  | 'wrong-card-kind'
  // R-REFIT 4, 5: a title bought has no ship of its class with a free title slot (titles are never kept unequipped)
  | 'no-place'
  // R-REFIT 4: a squadron is an element of its own and is never equipped on a ship
  | 'squadron-not-equippable'
  // R-REFIT 4: an owned but unequipped upgrade is held in a ship's list, and the fleet has no ship
  | 'no-ship-to-hold'
  // R-REFIT 5: the uid names no upgrade of the fleet
  | 'unknown-upgrade'
  // R-REFIT 5: the upgrade is already equipped on that ship
  | 'already-equipped'
  // R-REFIT 5: the upgrade is already unequipped
  | 'not-equipped'
  // R-REFIT 8: the fleet is already empty (disbanded)
  | 'fleet-empty'
  // R-FOURTH: only a team's fourth fleet may be refitted in reserve; it must have its commander
  | 'not-fourth-fleet'
  | 'no-commander'
  // checkAffordable: R-TOKEN-REPAIR / R-TOKEN-RESOURCES (the team lacks tokens),
  // R-REFIT 1 / R-REFIT 3 (the fleet has used its per-base allowance)
  | 'not-enough-tokens'
  | 'base-allowance-used'
  // R-REFIT 6: the fleet breaks R-FLEET-ALWAYS (the item of R-FLEET-ALWAYS is told by the reason)
  | FleetAlwaysReason
  // R-ARMADA: from card-rules.ts
  | ArmadaReason

export interface RefitViolation {
  rule: RefitRuleId
  reason: RefitReason
  /** The numbered item of the rule (R-REFIT 1-8). */
  item?: number
  /** The ship, upgrade or squadron concerned. */
  uid?: string
  cardId?: string
  /** The numbers behind the refusal: the amount found or needed, and the limit or amount available. */
  value?: number
  limit?: number
}

/** What a refit operation consumed. */
export interface RefitCost {
  /** Repair Yards tokens (R-TOKEN-REPAIR). */
  repairYards: number
  /** Resources tokens (R-TOKEN-RESOURCES). */
  resources: number
  /** Scar removals of the fleet's per-base allowance (R-REFIT 1). */
  baseScarRemovals: number
  /** Type removals (R-REFIT 3): one per base, or one more per Repair Yards token; the caller decides which. */
  strips: number
}

export type RefitResult<Extra extends object = Record<never, never>> =
  ({ ok: true; fleet: Fleet; cost: RefitCost } & Extra) | { ok: false; violations: RefitViolation[] }

export const NO_COST: RefitCost = { repairYards: 0, resources: 0, baseScarRemovals: 0, strips: 0 }

const cost = (part: Partial<RefitCost>): RefitCost => ({ ...NO_COST, ...part })
const refuse = (...violations: RefitViolation[]): { ok: false; violations: RefitViolation[] } => ({ ok: false, violations })

function isTitle(cardId: string): boolean {
  return upgradeCard(cardId)?.slots.includes('Title') ?? false
}

function findUpgrade(fleet: Fleet, upgradeUid: string): { shipIndex: number; upgradeIndex: number; upgrade: FleetUpgrade } | null {
  for (const [shipIndex, ship] of fleet.ships.entries()) {
    const upgradeIndex = ship.upgrades.findIndex((u) => u.uid === upgradeUid)
    if (upgradeIndex >= 0) return { shipIndex, upgradeIndex, upgrade: ship.upgrades[upgradeIndex]! }
  }
  return null
}

function uidOf(fleet: Fleet, element: FleetElementRef | undefined): string | undefined {
  if (!element) return undefined
  if (element.kind === 'ship') return fleet.ships[element.ship]?.uid
  if (element.kind === 'upgrade') return fleet.ships[element.ship]?.upgrades[element.upgrade]?.uid
  if (element.kind === 'squadron') return fleet.squadrons[element.squadron]?.uid
  return undefined
}

function toRefitViolation(fleet: Fleet, v: RuleViolation, rule: RefitRuleId, item?: number): RefitViolation {
  const out: RefitViolation = { rule, reason: v.reason as RefitReason }
  if (item !== undefined) out.item = item
  const uid = uidOf(fleet, v.element)
  if (uid !== undefined) out.uid = uid
  if (v.cardId !== undefined) out.cardId = v.cardId
  if (v.value !== undefined) out.value = v.value
  if (v.limit !== undefined) out.limit = v.limit
  return out
}

/** Where a card sits, not what it does: an unequipped upgrade is on no ship, so the fitting rules do not apply. */
const FITTING_REASONS: readonly ViolationReason[] = ['title-wrong-class', 'size-restricted', 'flagship-only']

/**
 * cardViolations (R-ARMADA), except the fitting reasons on unequipped upgrades: card-rules judges an
 * unequipped upgrade's class, size and flagship restriction against the ship whose list holds it, but an
 * owned, unequipped upgrade (R-REFIT 7) is on no ship.
 */
function armadaViolations(fleet: Fleet): RuleViolation[] {
  return cardViolations(fleet, factionOf(fleet.team)).filter((v) => {
    if (v.element?.kind !== 'upgrade' || !FITTING_REASONS.includes(v.reason)) return true
    return fleet.ships[v.element.ship]?.upgrades[v.element.upgrade]?.equipped !== false
  })
}

/** The violations of `after` that `before` did not have (same element positions in both). */
function newViolations(before: RuleViolation[], after: RuleViolation[]): RuleViolation[] {
  const counts = new Map<string, number>()
  for (const v of before) counts.set(JSON.stringify(v), (counts.get(JSON.stringify(v)) ?? 0) + 1)
  return after.filter((v) => {
    const key = JSON.stringify(v)
    const left = counts.get(key) ?? 0
    if (left > 0) {
      counts.set(key, left - 1)
      return false
    }
    return true
  })
}

function withShip(fleet: Fleet, shipIndex: number, change: (ship: FleetShip) => FleetShip): Fleet {
  return { ...fleet, ships: fleet.ships.map((s, i) => (i === shipIndex ? change(s) : s)) }
}

/** The next uid for a card added at refit: `<fleet id>-a<n>`, n one more than the highest in use. */
export function nextRefitUid(fleet: Fleet): string {
  const used = new Set<string>([...fleet.ships.flatMap((s) => [s.uid, ...s.upgrades.map((u) => u.uid)]), ...fleet.squadrons.map((q) => q.uid)])
  const prefix = `${fleet.id}-a`
  let n = 0
  for (const uid of used) {
    if (!uid.startsWith(prefix)) continue
    const rest = uid.slice(prefix.length)
    if (/^\d+$/.test(rest)) n = Math.max(n, Number(rest))
  }
  n += 1
  while (used.has(`${prefix}${n}`)) n += 1
  return `${prefix}${n}`
}

// ---------------------------------------------------------------------------------------------------------
// Allowances and costs

/**
 * R-REFIT 1 and 3: per fleet, one scar removal and one type removal per base its team controls. Under
 * `official-2019` a fleet with Low Supplies removes one scar fewer (never below zero).
 */
export function refitAllowances(preset: PresetId, fleet: Pick<Fleet, 'conditions'>, basesControlled: number): { baseScarRemovals: number; strips: number } {
  const bases = Math.max(0, basesControlled)
  const fewer = preset === 'official-2019' && fleet.conditions.includes('low-supplies') ? 1 : 0
  return { baseScarRemovals: Math.max(0, bases - fewer), strips: bases }
}

/**
 * Whether the team and the fleet can pay a cost: the team's Repair Yards and Resources tokens, and what is
 * left of the fleet's per-base scar removals and strips this refit. A strip paid with a Repair Yards token
 * (R-TOKEN-REPAIR) is the caller's choice: it then adds one to `stripsLeft` and one to the cost's tokens.
 */
export function checkAffordable(
  refitCost: RefitCost,
  available: { repairYards: number; resources: number; baseScarRemovalsLeft: number; stripsLeft: number },
): RefitViolation[] {
  const violations: RefitViolation[] = []
  if (refitCost.repairYards > available.repairYards) {
    violations.push({ rule: 'R-TOKEN-REPAIR', reason: 'not-enough-tokens', value: refitCost.repairYards, limit: available.repairYards })
  }
  if (refitCost.resources > available.resources) {
    violations.push({ rule: 'R-TOKEN-RESOURCES', reason: 'not-enough-tokens', value: refitCost.resources, limit: available.resources })
  }
  if (refitCost.baseScarRemovals > available.baseScarRemovalsLeft) {
    violations.push({ rule: 'R-REFIT', item: 1, reason: 'base-allowance-used', value: refitCost.baseScarRemovals, limit: available.baseScarRemovalsLeft })
  }
  if (refitCost.strips > available.stripsLeft) {
    violations.push({ rule: 'R-REFIT', item: 3, reason: 'base-allowance-used', value: refitCost.strips, limit: available.stripsLeft })
  }
  return violations
}

/** Repair Yards tokens to remove a scar beyond the bases' (R-TOKEN-REPAIR): null for an unknown card. */
function repairYardsFor(fleet: Fleet, uid: string): number | null {
  const ship = fleet.ships.find((s) => s.uid === uid)
  if (ship) {
    const size = shipCard(ship.cardId)?.size
    if (!size) return null
    return size === 'small' ? 1 : size === 'medium' ? 2 : 3
  }
  const squadron = fleet.squadrons.find((q) => q.uid === uid)
  if (!squadron) return null
  const card = squadronCard(squadron.cardId)
  if (!card) return null
  return card.unique ? 1 : 0
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 1: scars

/**
 * R-REFIT 1, R-TOKEN-REPAIR: removes the scar of a ship or squadron. A generic squadron's scar is removed
 * free whatever `using` says; otherwise 'base' takes one of the fleet's per-base removals (any size), and
 * 'repair-yards' costs 1 token for a unique squadron or a small ship, 2 for a medium, 3 for a large or huge.
 */
export function removeScar(fleet: Fleet, uid: string, using: 'base' | 'repair-yards'): RefitResult {
  const ship = fleet.ships.find((s) => s.uid === uid)
  const squadron = fleet.squadrons.find((q) => q.uid === uid)
  const element = ship ?? squadron
  if (!element) return refuse({ rule: 'R-REFIT', item: 1, reason: 'unknown-element', uid })
  if (!element.scarred) return refuse({ rule: 'R-REFIT', item: 1, reason: 'not-scarred', uid, cardId: element.cardId })
  const healed: Fleet = ship
    ? { ...fleet, ships: fleet.ships.map((s) => (s.uid === uid ? { ...s, scarred: false } : s)) }
    : { ...fleet, squadrons: fleet.squadrons.map((q) => (q.uid === uid ? { ...q, scarred: false } : q)) }
  if (squadron) {
    const card = squadronCard(squadron.cardId)
    if (!card) return refuse({ rule: 'R-ARMADA', reason: 'unknown-card', uid, cardId: squadron.cardId })
    if (!card.unique) return { ok: true, fleet: healed, cost: cost({}) }
  }
  if (using === 'base') return { ok: true, fleet: healed, cost: cost({ baseScarRemovals: 1 }) }
  const tokens = repairYardsFor(fleet, uid)
  if (tokens === null) return refuse({ rule: 'R-ARMADA', reason: 'unknown-card', uid, cardId: element.cardId })
  return { ok: true, fleet: healed, cost: cost({ repairYards: tokens }) }
}

/**
 * R-REFIT 1: "a generic squadron's scar is always removed free": it goes by itself when refit begins, asking
 * nothing and using none of the bases' removals. A unique squadron's scar stays (it costs a removal).
 */
export function withGenericSquadronScarsRemoved(fleet: Fleet): Fleet {
  if (!fleet.squadrons.some((q) => q.scarred && squadronCard(q.cardId)?.unique === false)) return fleet
  return { ...fleet, squadrons: fleet.squadrons.map((q) => (q.scarred && squadronCard(q.cardId)?.unique === false ? { ...q, scarred: false } : q)) }
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 2: conditions

/** The conditions a won campaign objective removes from the winning fleet (R-REFIT 2). */
const OBJECTIVE_REMOVES: Record<string, readonly Condition[]> = {
  'steal-supplies': ['low-fuel', 'low-supplies'],
  'recruit-allies': ['low-morale'],
}

/**
 * R-REFIT 2, R-TOKEN-RESOURCES: removes one condition, with a Resources token (Low Fuel or Low Supplies) or
 * free by the objective the fleet's battle was played on this turn, when the fleet won it (Steal Supplies:
 * Low Fuel and Low Supplies, one call each; Recruit Allies: Low Morale).
 */
export function removeCondition(
  fleet: Fleet,
  condition: Condition,
  using: 'resources' | 'objective',
  ctx: { objectivePlayed: string | null; wonBattle: boolean },
): RefitResult {
  if (!fleet.conditions.includes(condition)) return refuse({ rule: 'R-REFIT', item: 2, reason: 'condition-absent' })
  const cleared: Fleet = { ...fleet, conditions: fleet.conditions.filter((c) => c !== condition) }
  if (using === 'resources') {
    if (condition === 'low-morale') return refuse({ rule: 'R-TOKEN-RESOURCES', reason: 'resources-cannot-remove' })
    return { ok: true, fleet: cleared, cost: cost({ resources: 1 }) }
  }
  const removes = ctx.objectivePlayed === null ? [] : (OBJECTIVE_REMOVES[ctx.objectivePlayed] ?? [])
  if (!removes.includes(condition))
    return refuse({ rule: 'R-REFIT', item: 2, reason: 'objective-does-not-remove', ...(ctx.objectivePlayed ? { cardId: ctx.objectivePlayed } : {}) })
  if (!ctx.wonBattle) return refuse({ rule: 'R-REFIT', item: 2, reason: 'not-winner', ...(ctx.objectivePlayed ? { cardId: ctx.objectivePlayed } : {}) })
  return { ok: true, fleet: cleared, cost: cost({}) }
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 3: removing an upgrade type or the squadrons

/**
 * R-REFIT 3: removes every upgrade card of one slot type (equipped or not; a card filling two slots, such as
 * Boarding Troopers, is of both types), or every squadron. Titles cannot be removed. Costs one strip (one per
 * base, or one more per Repair Yards token: the caller decides). `credit` is half the removed points, rounded
 * up, to spend on cards of the same type; `removedPoints` is the full amount.
 */
export function stripUpgradeType(fleet: Fleet, slot: UpgradeSlot | 'squadrons'): RefitResult<{ credit: number; removedPoints: number }> {
  if (slot === 'Title') return refuse({ rule: 'R-REFIT', item: 3, reason: 'title-locked' })
  let removedPoints = 0
  let removed = 0
  let stripped: Fleet
  if (slot === 'squadrons') {
    removed = fleet.squadrons.length
    removedPoints = fleet.squadrons.reduce((sum, q) => sum + (squadronCard(q.cardId)?.points ?? 0), 0)
    stripped = { ...fleet, squadrons: [] }
  } else {
    const ofType = (u: FleetUpgrade) => upgradeCard(u.cardId)?.slots.includes(slot) ?? false
    for (const ship of fleet.ships) {
      for (const u of ship.upgrades) {
        if (!ofType(u)) continue
        removed += 1
        removedPoints += upgradeCard(u.cardId)?.points ?? 0
      }
    }
    stripped = { ...fleet, ships: fleet.ships.map((s) => ({ ...s, upgrades: s.upgrades.filter((u) => !ofType(u)) })) }
  }
  if (removed === 0) return refuse({ rule: 'R-REFIT', item: 3, reason: 'nothing-to-strip' })
  return { ok: true, fleet: stripped, cost: cost({ strips: 1 }), credit: Math.ceil(removedPoints / 2), removedPoints }
}

/**
 * R-TOKEN-REPAIR with R-REFIT 3: one Repair Yards token removes one more upgrade card (equipped or not) or one
 * squadron, never a whole type; titles are never removed. `slot` is the type bought back (an upgrade's first
 * slot; 'squadrons' for a squadron) and `credit` half its points, rounded up.
 */
export function stripOneCard(fleet: Fleet, uid: string): RefitResult<{ slot: UpgradeSlot | 'squadrons'; credit: number }> {
  const squadron = fleet.squadrons.find((q) => q.uid === uid)
  if (squadron) {
    const points = squadronCard(squadron.cardId)?.points ?? 0
    return {
      ok: true,
      fleet: { ...fleet, squadrons: fleet.squadrons.filter((q) => q.uid !== uid) },
      cost: cost({ repairYards: 1 }),
      slot: 'squadrons',
      credit: Math.ceil(points / 2),
    }
  }
  const found = findUpgrade(fleet, uid)
  if (!found) return refuse({ rule: 'R-REFIT', item: 3, reason: 'unknown-element', uid })
  const card = upgradeCard(found.upgrade.cardId)
  if (!card) return refuse({ rule: 'R-ARMADA', reason: 'unknown-card', uid, cardId: found.upgrade.cardId })
  if (card.slots.includes('Title')) return refuse({ rule: 'R-REFIT', item: 3, reason: 'title-locked', uid, cardId: card.id })
  const stripped = withShip(fleet, found.shipIndex, (s) => ({ ...s, upgrades: s.upgrades.filter((u) => u.uid !== uid) }))
  return { ok: true, fleet: stripped, cost: cost({ repairYards: 1 }), slot: card.slots[0]!, credit: Math.ceil(card.points / 2) }
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 4, 5, 7: adding cards, equipping and unequipping

/** The slot, class, size and flagship problems of the upgrade at the end of a ship's list. */
function fittingAtEnd(trial: Fleet, shipIndex: number): RuleViolation[] {
  const last = trial.ships[shipIndex]!.upgrades.length - 1
  return armadaViolations(trial).filter((v) => v.element?.kind === 'upgrade' && v.element.ship === shipIndex && v.element.upgrade === last)
}

/**
 * R-REFIT 4, 5, 7: adds a card bought with rewards or Fleet Reserve points. An upgrade is equipped on the
 * target ship if it fits there (the slot logic of card-rules: a free slot, the title's class, the size, the
 * flagship restriction), or kept owned but unequipped ('unequipped': held in the list of the first ship it
 * would suit, else the first ship). A title is always equipped. A squadron card becomes a new squadron
 * element (target 'unequipped'). The new element's uid is `<fleet id>-a<n>` (nextRefitUid). Refused when the
 * card breaks R-ARMADA (faction, a unique name twice, …). Costs nothing: the card is already paid for.
 */
export function addCard(fleet: Fleet, card: PendingCard, target: { shipUid: string } | 'unequipped'): RefitResult<{ uid: string }> {
  const uid = nextRefitUid(fleet)
  const before = armadaViolations(fleet)
  if (card.kind === 'squadron') {
    if (target !== 'unequipped') return refuse({ rule: 'R-REFIT', item: 4, reason: 'squadron-not-equippable', cardId: card.cardId })
    if (!squadronCard(card.cardId)) {
      return refuse(
        upgradeCard(card.cardId)
          ? { rule: 'R-REFIT', item: 4, reason: 'wrong-card-kind', cardId: card.cardId }
          : { rule: 'R-ARMADA', reason: 'unknown-card', cardId: card.cardId },
      )
    }
    const trial: Fleet = { ...fleet, squadrons: [...fleet.squadrons, { uid, cardId: card.cardId, scarred: false, veteran: false }] }
    const added = newViolations(before, armadaViolations(trial))
    if (added.length > 0) return refuse(...added.map((v) => toRefitViolation(trial, v, 'R-ARMADA')))
    return { ok: true, fleet: trial, cost: cost({}), uid }
  }
  const upgrade = upgradeCard(card.cardId)
  if (!upgrade) {
    return refuse(
      squadronCard(card.cardId)
        ? { rule: 'R-REFIT', item: 4, reason: 'wrong-card-kind', cardId: card.cardId }
        : { rule: 'R-ARMADA', reason: 'unknown-card', cardId: card.cardId },
    )
  }
  let shipIndex: number
  const equipped = target !== 'unequipped'
  if (target !== 'unequipped') {
    shipIndex = fleet.ships.findIndex((s) => s.uid === target.shipUid)
    if (shipIndex < 0) return refuse({ rule: 'R-REFIT', item: 4, reason: 'unknown-element', uid: target.shipUid })
  } else {
    if (upgrade.slots.includes('Title')) return refuse({ rule: 'R-REFIT', item: 5, reason: 'title-locked', cardId: upgrade.id })
    if (fleet.ships.length === 0) return refuse({ rule: 'R-REFIT', item: 4, reason: 'no-ship-to-hold', cardId: upgrade.id })
    // Held where it would suit (so that a plain cardViolations finds nothing wrong either), else on the first ship.
    const suits = fleet.ships.findIndex((_, i) =>
      fittingAtEnd(
        withShip(fleet, i, (s) => ({ ...s, upgrades: [...s.upgrades, { uid, cardId: upgrade.id, equipped: true }] })),
        i,
      ).every((v) => v.reason === 'slot-missing'),
    )
    shipIndex = Math.max(0, suits)
  }
  const trial = withShip(fleet, shipIndex, (s) => ({ ...s, upgrades: [...s.upgrades, { uid, cardId: upgrade.id, equipped }] }))
  const added = newViolations(before, armadaViolations(trial))
  if (added.length > 0) return refuse(...added.map((v) => toRefitViolation(trial, v, 'R-ARMADA')))
  return { ok: true, fleet: trial, cost: cost({}), uid }
}

/**
 * R-REFIT 4, 5, 7: where a bought card goes when nobody places it: a squadron joins the fleet, a title goes on
 * the first ship that takes it (titles are never unequipped), any other upgrade is kept owned but unequipped.
 */
export function placeBoughtCard(fleet: Fleet, card: PendingCard): RefitResult<{ uid: string }> {
  if (card.kind === 'upgrade' && isTitle(card.cardId)) {
    for (const ship of fleet.ships) {
      const placed = addCard(fleet, card, { shipUid: ship.uid })
      if (placed.ok) return placed
    }
    return refuse({ rule: 'R-REFIT', item: 5, reason: 'no-place', cardId: card.cardId })
  }
  return addCard(fleet, card, 'unequipped')
}

/**
 * R-REFIT 4, 5: the first of `titles` (added after the fleet's pending titles) that no ship could take, or
 * null when each has its ship: a second title for the one ship of a class, or a class the fleet lacks.
 */
export function titleWithoutPlace(fleet: Fleet, pendingTitles: string[], titles: string[]): string | null {
  let trial = fleet
  for (const [i, cardId] of [...pendingTitles, ...titles].entries()) {
    const placed = placeBoughtCard(trial, { cardId, kind: 'upgrade' })
    if (placed.ok) trial = placed.fleet
    else if (i >= pendingTitles.length) return cardId
  }
  return null
}

/**
 * R-REFIT 5: equips an owned upgrade on a ship of the fleet, moving it from wherever it is (equipped on
 * another ship or unequipped). Refused if it does not fit there (R-ARMADA, as card-rules judges it), or if it
 * is a title already equipped on another ship (titles cannot be moved).
 */
export function equipUpgrade(fleet: Fleet, upgradeUid: string, shipUid: string): RefitResult {
  const found = findUpgrade(fleet, upgradeUid)
  if (!found) return refuse({ rule: 'R-REFIT', item: 5, reason: 'unknown-upgrade', uid: upgradeUid })
  const shipIndex = fleet.ships.findIndex((s) => s.uid === shipUid)
  if (shipIndex < 0) return refuse({ rule: 'R-REFIT', item: 5, reason: 'unknown-element', uid: shipUid })
  const { upgrade } = found
  if (upgrade.equipped && found.shipIndex === shipIndex)
    return refuse({ rule: 'R-REFIT', item: 5, reason: 'already-equipped', uid: upgradeUid, cardId: upgrade.cardId })
  if (upgrade.equipped && isTitle(upgrade.cardId)) return refuse({ rule: 'R-REFIT', item: 5, reason: 'title-locked', uid: upgradeUid, cardId: upgrade.cardId })
  // Taken out of its list and put last on the target ship, so that the slots already taken there stay taken.
  const without = withShip(fleet, found.shipIndex, (s) => ({ ...s, upgrades: s.upgrades.filter((u) => u.uid !== upgradeUid) }))
  const trial = withShip(without, shipIndex, (s) => ({ ...s, upgrades: [...s.upgrades, { ...upgrade, equipped: true }] }))
  const problems = fittingAtEnd(trial, shipIndex)
  if (problems.length > 0) return refuse(...problems.map((v) => toRefitViolation(trial, v, 'R-ARMADA')))
  return { ok: true, fleet: trial, cost: cost({}) }
}

/** R-REFIT 5, 7: unequips an upgrade; it stays owned (and counted in fleet value). Titles cannot be unequipped. */
export function unequipUpgrade(fleet: Fleet, upgradeUid: string): RefitResult {
  const found = findUpgrade(fleet, upgradeUid)
  if (!found) return refuse({ rule: 'R-REFIT', item: 5, reason: 'unknown-upgrade', uid: upgradeUid })
  const { upgrade } = found
  if (isTitle(upgrade.cardId)) return refuse({ rule: 'R-REFIT', item: 5, reason: 'title-locked', uid: upgradeUid, cardId: upgrade.cardId })
  if (!upgrade.equipped) return refuse({ rule: 'R-REFIT', item: 5, reason: 'not-equipped', uid: upgradeUid, cardId: upgrade.cardId })
  const unequipped = withShip(fleet, found.shipIndex, (s) => ({
    ...s,
    upgrades: s.upgrades.map((u) => (u.uid === upgradeUid ? { ...u, equipped: false } : u)),
  }))
  return { ok: true, fleet: unequipped, cost: cost({}) }
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 6: the end of the step

/**
 * R-REFIT 6: what keeps the fleet from finishing its refit: R-FLEET-ALWAYS at the stage's limit (reported as
 * R-REFIT item 6 with R-FLEET-ALWAYS's reason) and R-ARMADA (card-rules; unequipped upgrades are not judged
 * against the ship that holds them). Empty when the fleet may finish.
 */
export function refitViolations(fleet: Fleet, ctx: FleetRuleContext): RefitViolation[] {
  return [
    ...alwaysViolations(fleet, ctx).map((v) => toRefitViolation(fleet, v, 'R-REFIT', 6)),
    ...armadaViolations(fleet).map((v) => toRefitViolation(fleet, v, 'R-ARMADA')),
  ]
}

// ---------------------------------------------------------------------------------------------------------
// R-REFIT 8, R-FOURTH

/**
 * R-REFIT 8: disbands a fleet: no ships, squadrons, objectives, scars or conditions are left; the commander,
 * its XP and abilities stay. `lostUniques` lists the unique cards it held (lost for the rest of the campaign);
 * returning the fleet's tokens to the team and building the new fleet (R-FLEET-START) are the caller's.
 */
export function disband(fleet: Fleet): RefitResult<{ lostUniques: string[] }> {
  const objectives = Object.values(fleet.objectives).filter((id) => id !== null)
  if (fleet.ships.length === 0 && fleet.squadrons.length === 0 && objectives.length === 0 && fleet.conditions.length === 0) {
    return refuse({ rule: 'R-REFIT', item: 8, reason: 'fleet-empty' })
  }
  const lostUniques = [
    ...fleet.ships.flatMap((s) => s.upgrades.filter((u) => upgradeCard(u.cardId)?.unique).map((u) => u.cardId)),
    ...fleet.squadrons.filter((q) => squadronCard(q.cardId)?.unique).map((q) => q.cardId),
  ]
  const empty: Fleet = {
    ...fleet,
    ships: [],
    squadrons: [],
    objectives: { assault: null, defense: null, navigation: null },
    conditions: [],
    commander: fleet.commander ? { ...fleet.commander, abilities: [...fleet.commander.abilities] } : null,
  }
  return { ok: true, fleet: empty, cost: cost({}), lostUniques }
}

/**
 * R-FOURTH: a team's fourth fleet in reserve this turn, at refit: every scar discarded and +1 XP to its
 * commander. Whether it was in reserve, and its winner reward, are the caller's.
 */
export function fourthFleetReserve(fleet: Fleet): RefitResult {
  if (fleet.owner.kind !== 'fourth') return refuse({ rule: 'R-FOURTH', reason: 'not-fourth-fleet' })
  if (!fleet.commander) return refuse({ rule: 'R-FOURTH', reason: 'no-commander' })
  return {
    ok: true,
    fleet: {
      ...fleet,
      ships: fleet.ships.map((s) => (s.scarred ? { ...s, scarred: false } : s)),
      squadrons: fleet.squadrons.map((q) => (q.scarred ? { ...q, scarred: false } : q)),
      commander: { ...fleet.commander, xp: fleet.commander.xp + 1 },
    },
    cost: cost({}),
  }
}
