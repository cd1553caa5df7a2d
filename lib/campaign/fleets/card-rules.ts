// Armada's own fleet building (R-ARMADA): every card exists and belongs to the fleet's faction, upgrades
// sit in slots their ship has, titles on their class, one flagship, objectives in their category.
// A fleet breaking these is refused outright; it cannot even be saved as work in progress.
import { cardInEra, shipCard, squadronCard, upgradeCard, upgradeCards, type Faction, type UpgradeSlot } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { OBJECTIVE_CATEGORIES, type FleetContent } from './fleet'
import { uniqueNames } from './unique-names'
import type { RuleViolation } from '../violations'

function slotViolations(content: FleetContent, shipIndex: number): RuleViolation[] {
  const ship = content.ships[shipIndex]!
  const card = shipCard(ship.cardId)
  if (!card) return []
  // Every ship may carry one title of its class, and its flagship one commander (Armada rules);
  // ship cards do not print these two slots.
  const free = [...card.slots, 'Title', ...(ship.flagship ? ['Commander'] : [])] as UpgradeSlot[]
  const violations: RuleViolation[] = []
  ship.upgrades.forEach((u, upgradeIndex) => {
    const upgrade = upgradeCard(u.cardId)
    if (!upgrade) return
    const element = { kind: 'upgrade' as const, ship: shipIndex, upgrade: upgradeIndex }
    if (u.equipped) {
      const taken: number[] = []
      for (const slot of upgrade.slots) {
        const at = free.findIndex((s, i) => s === slot && !taken.includes(i))
        if (at >= 0) taken.push(at)
      }
      if (taken.length < upgrade.slots.length) {
        violations.push({ rule: 'R-ARMADA', reason: 'slot-missing', element, cardId: upgrade.id })
      } else {
        for (const i of taken.sort((a, b) => b - a)) free.splice(i, 1)
      }
    }
    if (upgrade.titleClasses && !upgrade.titleClasses.includes(card.shipClass)) {
      violations.push({ rule: 'R-ARMADA', reason: 'title-wrong-class', element, cardId: upgrade.id })
    }
    if (upgrade.titleShips && !upgrade.titleShips.includes(card.name)) {
      violations.push({ rule: 'R-ARMADA', reason: 'title-wrong-class', element, cardId: upgrade.id })
    }
    if (upgrade.sizes && !upgrade.sizes.includes(card.size)) {
      violations.push({ rule: 'R-ARMADA', reason: 'size-restricted', element, cardId: upgrade.id })
    }
    if (upgrade.flagshipOnly && !ship.flagship) {
      violations.push({ rule: 'R-ARMADA', reason: 'flagship-only', element, cardId: upgrade.id })
    }
  })
  return violations
}

// R-FLEET-ERA: a card published after the campaign's era does not exist in it.
function notInEra(element: RuleViolation['element'], cardId: string): RuleViolation {
  return { rule: 'R-FLEET-ERA', reason: 'card-not-in-era', element, cardId }
}

function factionViolation(faction: Faction | null, fleetFaction: Faction): boolean {
  return faction !== null && faction !== fleetFaction
}

export function cardViolations(content: FleetContent, fleetFaction: Faction): RuleViolation[] {
  const violations: RuleViolation[] = []
  content.ships.forEach((ship, shipIndex) => {
    const card = shipCard(ship.cardId)
    const element = { kind: 'ship' as const, ship: shipIndex }
    if (!card) {
      violations.push({ rule: 'R-ARMADA', reason: 'unknown-card', element, cardId: ship.cardId })
      return
    }
    if (factionViolation(card.faction, fleetFaction)) violations.push({ rule: 'R-ARMADA', reason: 'other-faction', element, cardId: card.id })
    if (!cardInEra(card.id)) violations.push(notInEra(element, card.id))
    ship.upgrades.forEach((u, upgradeIndex) => {
      const upgrade = upgradeCard(u.cardId)
      const upgradeElement = { kind: 'upgrade' as const, ship: shipIndex, upgrade: upgradeIndex }
      if (!upgrade) violations.push({ rule: 'R-ARMADA', reason: 'unknown-card', element: upgradeElement, cardId: u.cardId })
      else if (factionViolation(upgrade.faction, fleetFaction)) {
        violations.push({ rule: 'R-ARMADA', reason: 'other-faction', element: upgradeElement, cardId: upgrade.id })
      }
      if (upgrade && !cardInEra(upgrade.id)) violations.push(notInEra(upgradeElement, upgrade.id))
    })
    violations.push(...slotViolations(content, shipIndex))
  })
  content.squadrons.forEach((s, squadronIndex) => {
    const card = squadronCard(s.cardId)
    const element = { kind: 'squadron' as const, squadron: squadronIndex }
    if (!card) violations.push({ rule: 'R-ARMADA', reason: 'unknown-card', element, cardId: s.cardId })
    else if (factionViolation(card.faction, fleetFaction)) violations.push({ rule: 'R-ARMADA', reason: 'other-faction', element, cardId: card.id })
    if (card && !cardInEra(card.id)) violations.push(notInEra(element, card.id))
  })
  // A unique name appears once in a fleet (Armada), across card types.
  const seen = new Set<string>()
  for (const n of uniqueNames(content)) {
    const key = n.name.toLocaleLowerCase().replace(/[^a-z0-9]/g, '')
    if (seen.has(key)) violations.push({ rule: 'R-ARMADA', reason: 'unique-twice', element: n.element, cardId: n.cardId, name: n.name })
    seen.add(key)
  }
  const flagships = content.ships.flatMap((s, i) => (s.flagship ? [i] : []))
  for (const ship of flagships.slice(1)) {
    violations.push({ rule: 'R-ARMADA', reason: 'second-flagship', element: { kind: 'ship', ship } })
  }
  for (const category of OBJECTIVE_CATEGORIES) {
    const id = content.objectives[category]
    if (id === null) continue
    const objective = OBJECTIVES.find((o) => o.id === id)
    if (!objective) violations.push({ rule: 'R-ARMADA', reason: 'unknown-card', element: { kind: 'objective', category }, cardId: id })
    else if (objective.category !== category) {
      violations.push({ rule: 'R-ARMADA', reason: 'wrong-objective-category', element: { kind: 'objective', category }, cardId: id })
    }
  }
  return violations
}

/** Upgrade cards that could be added to the ship now without breaking R-ARMADA (for the builder). */
export function fittingUpgrades(content: FleetContent, shipIndex: number, fleetFaction: Faction): string[] {
  const ship = content.ships[shipIndex]
  if (!ship || !shipCard(ship.cardId)) return []
  return upgradeCards()
    .filter((card) => {
      if (factionViolation(card.faction, fleetFaction)) return false
      const trial: FleetContent = {
        ...content,
        ships: content.ships.map((s, i) => (i === shipIndex ? { ...s, upgrades: [...s.upgrades, { cardId: card.id, equipped: true }] } : s)),
      }
      return slotViolations(trial, shipIndex).every((v) => v.element?.kind !== 'upgrade' || v.element.upgrade !== ship.upgrades.length)
    })
    .map((card) => card.id)
}
