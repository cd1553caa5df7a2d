// What R-PIVOT-UPGRADE and R-CLIMAX do to a fleet besides the ship itself: cards discarded for half their
// points (with one more Resources), upgrades moved freely between ships, and the new ship's upgrades in
// slots it has. Pure functions over one fleet.
import { squadronCard, upgradeCard } from '@/lib/data/cards'
import { fittingUpgrades } from '../fleets/card-rules'
import type { Fleet, FleetUpgrade } from '../fleets/fleet'
import type { RuleViolation } from '../violations'

type Rule = 'R-PIVOT-UPGRADE' | 'R-CLIMAX'
export type FleetChange = { ok: true; fleet: Fleet } | { ok: false; violations: RuleViolation[] }

/**
 * Discards upgrades (from any ship, equipped or not) and squadrons. `credit` is half their total points,
 * rounded up (**reading**: the points of every card discarded at once, not card by card), which raises the
 * allowance of the new ship.
 */
export function discardCards(fleet: Fleet, upgradeUids: readonly string[], squadronUids: readonly string[], rule: Rule): FleetChange & { credit?: number } {
  const upgrades = fleet.ships.flatMap((s) => s.upgrades)
  const unknown = [
    ...upgradeUids.filter((uid) => !upgrades.some((u) => u.uid === uid)),
    ...squadronUids.filter((uid) => !fleet.squadrons.some((q) => q.uid === uid)),
  ]
  const twice = [...upgradeUids, ...squadronUids].filter((uid, i, all) => all.indexOf(uid) !== i)
  if (unknown.length > 0 || twice.length > 0)
    return { ok: false, violations: [...unknown, ...twice].map(() => ({ rule, reason: 'unknown-element', fleetId: fleet.id })) }
  const points =
    upgrades.filter((u) => upgradeUids.includes(u.uid)).reduce((sum, u) => sum + (upgradeCard(u.cardId)?.points ?? 0), 0) +
    fleet.squadrons.filter((q) => squadronUids.includes(q.uid)).reduce((sum, q) => sum + (squadronCard(q.cardId)?.points ?? 0), 0)
  return {
    ok: true,
    credit: Math.ceil(points / 2),
    fleet: {
      ...fleet,
      ships: fleet.ships.map((s) => ({ ...s, upgrades: s.upgrades.filter((u) => !upgradeUids.includes(u.uid)) })),
      squadrons: fleet.squadrons.filter((q) => !squadronUids.includes(q.uid)),
    },
  }
}

/**
 * Puts `upgrades` last on the ship at `shipIndex`, one by one: an equipped upgrade must fit there (a free slot,
 * the title's class, the size, the flagship restriction: card-rules' fitting); an owned but unequipped one
 * (R-REFIT 7) needs no slot.
 */
export function placeUpgrades(fleet: Fleet, shipIndex: number, upgrades: readonly FleetUpgrade[], rule: Rule): FleetChange {
  let placed = fleet
  for (const u of upgrades) {
    if (u.equipped && !fittingUpgrades(placed, shipIndex, placed.team).includes(u.cardId)) {
      return { ok: false, violations: [{ rule, reason: 'upgrade-does-not-fit', cardId: u.cardId, fleetId: fleet.id }] }
    }
    placed = { ...placed, ships: placed.ships.map((s, i) => (i === shipIndex ? { ...s, upgrades: [...s.upgrades, u] } : s)) }
  }
  return { ok: true, fleet: placed }
}

/**
 * R-PIVOT-UPGRADE **Decision**: the replaced ships' upgrades go to the new ship, each equipped where it has the
 * slot and otherwise kept owned and unequipped (R-REFIT 7), to be equipped at a later refit: none is lost.
 */
export function keepUpgrades(fleet: Fleet, shipIndex: number, upgrades: readonly FleetUpgrade[]): Fleet {
  let placed = fleet
  for (const u of upgrades) {
    const fits = u.equipped && fittingUpgrades(placed, shipIndex, placed.team).includes(u.cardId)
    const kept = { ...u, equipped: fits }
    placed = { ...placed, ships: placed.ships.map((s, i) => (i === shipIndex ? { ...s, upgrades: [...s.upgrades, kept] } : s)) }
  }
  return placed
}

/** R-PIVOT-UPGRADE: an upgrade moves freely to another ship of the fleet (titles too), equipped where it fits. */
export function moveUpgrade(fleet: Fleet, upgradeUid: string, shipUid: string): FleetChange {
  const from = fleet.ships.findIndex((s) => s.upgrades.some((u) => u.uid === upgradeUid))
  const to = fleet.ships.findIndex((s) => s.uid === shipUid)
  if (from < 0 || to < 0) return { ok: false, violations: [{ rule: 'R-PIVOT-UPGRADE', reason: 'unknown-element', fleetId: fleet.id }] }
  const upgrade = fleet.ships[from]!.upgrades.find((u) => u.uid === upgradeUid)!
  if (from === to && upgrade.equipped)
    return { ok: false, violations: [{ rule: 'R-PIVOT-UPGRADE', reason: 'already-equipped', cardId: upgrade.cardId, fleetId: fleet.id }] }
  const without = { ...fleet, ships: fleet.ships.map((s, i) => (i === from ? { ...s, upgrades: s.upgrades.filter((u) => u.uid !== upgradeUid) } : s)) }
  return placeUpgrades(without, to, [{ ...upgrade, equipped: true }], 'R-PIVOT-UPGRADE')
}
