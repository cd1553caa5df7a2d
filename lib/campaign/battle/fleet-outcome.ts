// What a battle does to a fleet's elements (RULES.md §5 R-RESULT, R-RETREAT, R-SCAR, R-VET-1, R-VET-2):
// checking one side's reported outcome, scarring the destroyed, and promoting the chosen veterans.
// Pure functions: a fleet is never mutated, a new one is returned.
import { shipCard } from '@/lib/data/cards'
import type { Fleet, FleetShip, FleetSquadron } from '../fleets/fleet'
import type { FleetOutcome } from '../turn/turn-state'

export type BattleRuleId = 'R-RESULT' | 'R-RETREAT' | 'R-VET-1' | 'R-VET-2'

export type BattleViolationReason =
  // R-RESULT
  | 'unknown-element'
  | 'duplicate-element'
  | 'bad-score'
  | 'tabled-contradicts'
  // R-RETREAT
  | 'not-a-ship'
  | 'destroyed-and-retreated'
  // R-VET-1
  | 'destroyed-not-eligible'
  | 'already-veteran'
  // R-VET-2
  | 'not-eligible'
  | 'too-many-veterans'

/** A refused battle outcome or veteran choice; like RuleViolation, a value the UI words. */
export interface BattleViolation {
  rule: BattleRuleId
  reason: BattleViolationReason
  /** The element (ship or squadron uid) the violation points at. */
  uid?: string
  /** The number behind the refusal: the score entered, or the number of veterans chosen. */
  value?: number
  /** The limit broken: the highest score, or the veteran allowance. */
  limit?: number
}

/**
 * R-RESULT: a player left with only flotillas and/or squadrons in play is tabled. A retreated ship has left
 * the table, so it no longer keeps its player in play.
 */
export function isTabled(fleet: Fleet, outcome: { destroyed: readonly string[]; retreated: readonly string[] }): boolean {
  const gone = new Set([...outcome.destroyed, ...outcome.retreated])
  return fleet.ships.every((s) => shipCard(s.cardId)?.flotilla === true || gone.has(s.uid))
}

/** The highest score R-RESULT accepts (no Armada game comes near it). */
export const MAX_SCORE = 1000

type Element = FleetShip | FleetSquadron

function elementsByUid(fleet: Fleet): Map<string, { kind: 'ship' | 'squadron'; element: Element }> {
  const map = new Map<string, { kind: 'ship' | 'squadron'; element: Element }>()
  for (const s of fleet.ships) map.set(s.uid, { kind: 'ship', element: s })
  for (const q of fleet.squadrons) map.set(q.uid, { kind: 'squadron', element: q })
  return map
}

/** The field of a result form a refusal points at: the score, or one element's mark in one of the lists. */
export type OutcomeField = 'score' | 'destroyed' | 'retreated' | 'eligibleVeterans'

/** A violation of one side's outcome, with the field it is about and the element's card (when it is in the fleet). */
export type FieldedBattleViolation = BattleViolation & { field: OutcomeField; cardId?: string }

/**
 * R-RESULT, R-RETREAT, R-VET-1: what is wrong with one side's reported outcome for its fleet. Empty when the
 * outcome can be applied. Order: the score, then the destroyed, retreated and eligible lists, each in its order.
 * A uid listed twice in one list is reported once per extra listing and not checked further there.
 */
export function outcomeViolations(fleet: Fleet, outcome: FleetOutcome): BattleViolation[] {
  return fieldedOutcomeViolations(fleet, outcome).map(({ field: _field, cardId: _cardId, ...v }) => v)
}

/** The same violations, each naming the field refused and the element's card, so that a form can say which. */
export function fieldedOutcomeViolations(fleet: Fleet, outcome: FleetOutcome): FieldedBattleViolation[] {
  const violations: FieldedBattleViolation[] = []
  const elements = elementsByUid(fleet)

  if (!Number.isInteger(outcome.score) || outcome.score < 0 || outcome.score > MAX_SCORE) {
    violations.push({ rule: 'R-RESULT', reason: 'bad-score', value: outcome.score, limit: MAX_SCORE, field: 'score' })
  }

  const destroyed = new Set(outcome.destroyed)
  const cardOf = (uid: string) => {
    const cardId = elements.get(uid)?.element.cardId
    return cardId ? { cardId } : {}
  }
  /** Each uid of a list once, after reporting unknown and duplicated ones; yields the known elements. */
  const known = (list: string[], field: OutcomeField) => {
    const seen = new Set<string>()
    const found: { uid: string; kind: 'ship' | 'squadron'; element: Element }[] = []
    for (const uid of list) {
      if (seen.has(uid)) {
        violations.push({ rule: 'R-RESULT', reason: 'duplicate-element', uid, field, ...cardOf(uid) })
        continue
      }
      seen.add(uid)
      const entry = elements.get(uid)
      if (!entry) {
        violations.push({ rule: 'R-RESULT', reason: 'unknown-element', uid, field })
        continue
      }
      found.push({ uid, ...entry })
    }
    return found
  }

  known(outcome.destroyed, 'destroyed')

  for (const { uid, kind, element } of known(outcome.retreated, 'retreated')) {
    const field = 'retreated' as const
    if (kind !== 'ship') violations.push({ rule: 'R-RETREAT', reason: 'not-a-ship', uid, field, cardId: element.cardId })
    else if (destroyed.has(uid)) violations.push({ rule: 'R-RETREAT', reason: 'destroyed-and-retreated', uid, field, cardId: element.cardId })
  }

  for (const { uid, element } of known(outcome.eligibleVeterans, 'eligibleVeterans')) {
    const field = 'eligibleVeterans' as const
    if (destroyed.has(uid)) violations.push({ rule: 'R-VET-1', reason: 'destroyed-not-eligible', uid, field, cardId: element.cardId })
    if (element.veteran) violations.push({ rule: 'R-VET-1', reason: 'already-veteran', uid, field, cardId: element.cardId })
  }

  return violations
}

/** A copy of the fleet that shares nothing mutable with it. */
function copyFleet(fleet: Fleet, ship: (s: FleetShip) => Partial<FleetShip>, squadron: (q: FleetSquadron) => Partial<FleetSquadron>): Fleet {
  return {
    ...fleet,
    ships: fleet.ships.map((s) => ({ ...s, upgrades: s.upgrades.map((u) => ({ ...u })), ...ship(s) })),
    squadrons: fleet.squadrons.map((q) => ({ ...q, ...squadron(q) })),
    conditions: [...fleet.conditions],
    objectives: { ...fleet.objectives },
    commander: fleet.commander && { ...fleet.commander, abilities: [...fleet.commander.abilities] },
  }
}

/**
 * R-SCAR: every destroyed element that did not retreat is scarred (one already scarred stays scarred);
 * a retreated ship is not scarred (R-RETREAT); nothing leaves the fleet, and veteran status is kept.
 */
export function applyScars(fleet: Fleet, outcome: FleetOutcome): Fleet {
  const retreated = new Set(outcome.retreated)
  const scar = new Set(outcome.destroyed.filter((uid) => !retreated.has(uid)))
  const scarred = (e: Element) => ({ scarred: e.scarred || scar.has(e.uid) })
  return copyFleet(fleet, scarred, scarred)
}

/** R-VET-2: one veteran per fleet per battle, plus one per Skilled Spacers token spent for that fleet. */
export function veteranAllowance(spacersForFleet: number): number {
  return 1 + Math.max(0, Math.floor(spacersForFleet))
}

export type VeteransResult = { ok: true; fleet: Fleet } | { ok: false; violations: BattleViolation[] }

/**
 * R-VET-2: the chosen elements become veteran (permanently). Each must be eligible (R-VET-1, as checked by
 * `outcomeViolations`), part of the fleet and not yet veteran, listed once, and there may be at most
 * `allowance` of them. Choosing fewer than the allowance, or none, is accepted.
 */
export function applyVeterans(fleet: Fleet, eligible: string[], chosen: string[], allowance: number): VeteransResult {
  const violations: BattleViolation[] = []
  const elements = elementsByUid(fleet)
  const eligibleSet = new Set(eligible)
  const picked = new Set<string>()
  for (const uid of chosen) {
    if (picked.has(uid)) {
      violations.push({ rule: 'R-VET-2', reason: 'duplicate-element', uid })
      continue
    }
    picked.add(uid)
    const entry = elements.get(uid)
    if (!eligibleSet.has(uid)) violations.push({ rule: 'R-VET-2', reason: 'not-eligible', uid })
    else if (!entry) violations.push({ rule: 'R-VET-2', reason: 'unknown-element', uid })
    else if (entry.element.veteran) violations.push({ rule: 'R-VET-1', reason: 'already-veteran', uid })
  }
  if (picked.size > allowance) {
    violations.push({ rule: 'R-VET-2', reason: 'too-many-veterans', value: picked.size, limit: allowance })
  }
  if (violations.length > 0) return { ok: false, violations }
  const promote = (e: Element) => ({ veteran: e.veteran || picked.has(e.uid) })
  return { ok: true, fleet: copyFleet(fleet, promote, promote) }
}
