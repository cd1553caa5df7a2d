// R-FLEET-START and R-FLEET-ALWAYS: what makes a fleet legal at the start of the campaign and at every
// moment after. A fleet that breaks them may be saved as work in progress, but blocks the start
// (R-SETUP-6) and every step that must leave fleets legal.
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { OBJECTIVE_CATEGORIES, type FleetContent } from './fleet'
import { fleetLimit, squadronLimit, uniqueSquadronLimit, STARTING_SQUADRON_POINTS, type FleetStage } from './fleet-limits'
import { fleetValue, squadronPoints } from './fleet-value'
import { uniqueNames } from './unique-names'
import type { PresetId } from '../state'
import type { RuleViolation } from '../violations'

/** Ships no fleet may hold (R-FLEET-ALWAYS 4), by ship class. */
const BANNED_SHIP_CLASSES = ['Onager-class Star Destroyer', 'Starhawk-class Battleship']

export interface TeamFleet {
  id: string
  content: FleetContent
}

export interface FleetRuleContext {
  preset: PresetId
  stage: FleetStage
  /** The team's other fleets (the fourth fleet included), for shared unique names and objectives. */
  teamFleets: TeamFleet[]
}

const nameKey = (name: string) => name.toLocaleLowerCase().replace(/[^a-z0-9]/g, '')

function isFlotilla(cardId: string): boolean {
  return shipCard(cardId)?.flotilla ?? false
}

/** Items 2, 3 and 8 of R-FLEET-START, which R-FLEET-ALWAYS 6 keeps for the whole campaign. */
function lastingStartViolations(content: FleetContent, ctx: FleetRuleContext, rule: 'R-FLEET-START' | 'R-FLEET-ALWAYS'): RuleViolation[] {
  const item = (n: number) => (rule === 'R-FLEET-START' ? n : 6)
  const violations: RuleViolation[] = []
  const fleet = { kind: 'fleet' as const }
  if (!content.ships.some((s) => shipCard(s.cardId) && !isFlotilla(s.cardId))) {
    violations.push({ rule, item: item(2), reason: 'no-ship', element: fleet })
  }
  const flotillas = content.ships.flatMap((s, i) => (isFlotilla(s.cardId) ? [i] : []))
  for (const ship of flotillas.slice(1)) violations.push({ rule, item: item(2), reason: 'too-many-flotillas', element: { kind: 'ship', ship } })
  content.ships.forEach((ship, shipIndex) =>
    ship.upgrades.forEach((u, upgradeIndex) => {
      if (upgradeCard(u.cardId)?.slots.includes('Commander')) {
        violations.push({
          rule,
          item: item(3),
          reason: 'commander-card',
          element: { kind: 'upgrade', ship: shipIndex, upgrade: upgradeIndex },
          cardId: u.cardId,
        })
      }
    }),
  )
  if (content.ships.length > 0 && !content.ships.some((s) => s.flagship)) violations.push({ rule, item: item(3), reason: 'no-flagship', element: fleet })
  const others = new Set(ctx.teamFleets.flatMap((f) => OBJECTIVE_CATEGORIES.map((c) => f.content.objectives[c]).filter((id): id is string => id !== null)))
  for (const category of OBJECTIVE_CATEGORIES) {
    const id = content.objectives[category]
    const element = { kind: 'objective' as const, category }
    if (id === null) {
      violations.push({ rule, item: item(8), reason: 'objective-missing', element })
      continue
    }
    if (OBJECTIVES.find((o) => o.id === id)?.bannedAtStart) violations.push({ rule, item: item(8), reason: 'objective-banned', element, cardId: id })
    if (others.has(id)) {
      const other = ctx.teamFleets.find((f) => OBJECTIVE_CATEGORIES.some((c) => f.content.objectives[c] === id))
      violations.push({ rule, item: item(8), reason: 'objective-shared', element, cardId: id, otherFleetId: other?.id })
    }
  }
  return violations
}

export function startViolations(content: FleetContent, ctx: FleetRuleContext): RuleViolation[] {
  const rule = 'R-FLEET-START' as const
  const violations: RuleViolation[] = []
  const limit = fleetLimit(ctx.preset, 'setup')
  const value = fleetValue(content)
  if (value > limit) violations.push({ rule, item: 1, reason: 'over-points', element: { kind: 'fleet' }, value, limit })
  violations.push(...lastingStartViolations(content, ctx, rule))
  content.ships.forEach((ship, shipIndex) => {
    if (ship.upgrades.length > 1)
      violations.push({ rule, item: 4, reason: 'too-many-upgrades', element: { kind: 'ship', ship: shipIndex }, value: ship.upgrades.length, limit: 1 })
    ship.upgrades.forEach((u, upgradeIndex) => {
      if (upgradeCard(u.cardId)?.unique) {
        violations.push({ rule, item: 4, reason: 'unique-upgrade', element: { kind: 'upgrade', ship: shipIndex, upgrade: upgradeIndex }, cardId: u.cardId })
      }
    })
    const size = shipCard(ship.cardId)?.size
    if (size === 'large' || size === 'huge')
      violations.push({ rule, item: 5, reason: 'large-ship', element: { kind: 'ship', ship: shipIndex }, cardId: ship.cardId })
  })
  const squadrons = squadronPoints(content)
  if (squadrons > STARTING_SQUADRON_POINTS) {
    violations.push({ rule, item: 6, reason: 'over-squadron-points', element: { kind: 'fleet' }, value: squadrons, limit: STARTING_SQUADRON_POINTS })
  }
  content.squadrons.forEach((s, squadron) => {
    if (squadronCard(s.cardId)?.unique) violations.push({ rule, item: 7, reason: 'unique-squadron', element: { kind: 'squadron', squadron }, cardId: s.cardId })
  })
  return violations
}

export function alwaysViolations(content: FleetContent, ctx: FleetRuleContext): RuleViolation[] {
  const rule = 'R-FLEET-ALWAYS' as const
  const violations: RuleViolation[] = []
  const limit = fleetLimit(ctx.preset, ctx.stage)
  const value = fleetValue(content)
  if (value > limit) violations.push({ rule, item: 1, reason: 'over-points', element: { kind: 'fleet' }, value, limit })
  const squadrons = squadronPoints(content)
  if (squadrons > squadronLimit(limit)) {
    violations.push({ rule, item: 2, reason: 'over-squadron-points', element: { kind: 'fleet' }, value: squadrons, limit: squadronLimit(limit) })
  }
  const aces = content.squadrons.flatMap((s, i) => {
    const card = squadronCard(s.cardId)
    return card?.unique && card.defenseTokens.length > 0 ? [i] : []
  })
  const maxAces = uniqueSquadronLimit(limit)
  for (const squadron of aces.slice(maxAces)) {
    violations.push({ rule, item: 3, reason: 'too-many-unique-squadrons', element: { kind: 'squadron', squadron }, value: aces.length, limit: maxAces })
  }
  content.ships.forEach((ship, shipIndex) => {
    const card = shipCard(ship.cardId)
    if (card && BANNED_SHIP_CLASSES.some((c) => c.toLowerCase() === card.shipClass.toLowerCase())) {
      violations.push({ rule, item: 4, reason: 'banned-ship', element: { kind: 'ship', ship: shipIndex }, cardId: card.id })
    }
  })
  const taken = new Map<string, string>()
  for (const other of ctx.teamFleets) for (const n of uniqueNames(other.content)) taken.set(nameKey(n.name), other.id)
  for (const n of uniqueNames(content)) {
    const otherFleetId = taken.get(nameKey(n.name))
    if (otherFleetId) violations.push({ rule, item: 5, reason: 'unique-name-shared', element: n.element, cardId: n.cardId, name: n.name, otherFleetId })
  }
  if (ctx.stage !== 'setup') violations.push(...lastingStartViolations(content, ctx, rule))
  return violations
}

/** Everything that keeps a fleet from being legal now: at setup R-FLEET-START and R-FLEET-ALWAYS. */
export function fleetViolations(content: FleetContent, ctx: FleetRuleContext): RuleViolation[] {
  return ctx.stage === 'setup' ? [...startViolations(content, ctx), ...alwaysViolations(content, ctx)] : alwaysViolations(content, ctx)
}
