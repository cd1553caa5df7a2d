// R-PIVOT-UPGRADE, R-CLIMAX: the replacements a fleet may make before the pivotal battle, each tried with the
// command itself (pivotalUpgrade), so that the page offers exactly what the engine accepts, and for every other
// ship of the faction the reason it is left out.
import { shipCards, shipCard, upgradeCard } from '@/lib/data/cards'
import type { PivotalUpgradeCommand } from '../commands'
import { AS_ORGANIZER, applyDefinedCommand } from '../registry'
import type { CampaignState } from '../state'
import type { RuleViolation } from '../violations'

export interface PivotalReplacement {
  shipUid: string
  newShipCardId: string
  name: string
  points: number
  size: string
  /** Points over the ships replaced (negative: a huge ship worth less, R-CLIMAX). */
  difference: number
  /** The least extra Resources it needs (0 or 1). */
  extraResources: 0 | 1
  /** It needs cards discarded (for half their points, with the extra Resources): at least some of the fleet's. */
  discards: boolean
  /** R-CLIMAX: a huge ship that may replace several ships together (this one and more, chosen on the form). */
  huge: boolean
}

export interface PivotalUpgradeOptions {
  fleetId: string
  replacements: PivotalReplacement[]
  /** The faction's ships offered for no ship of the fleet, with the engine's reason (the most generous try's). */
  leftOut: { cardId: string; name: string; points: number; reason: RuleViolation }[]
}

type Try = { ok: true } | { ok: false; reason: RuleViolation }

function attempt(state: CampaignState, command: PivotalUpgradeCommand): Try {
  const r = applyDefinedCommand(state, command, AS_ORGANIZER)
  return r.ok ? { ok: true } : { ok: false, reason: r.violations[0]! }
}

/**
 * The replacements of one fleet, tried from the least costly way: no extra Resources; one more Resources (15 FP
 * more); one more with the replaced ship's upgrades discarded (half their points added, and nothing left that
 * could not fit); one more with every card but the commander discarded (the most the discards can add). A huge ship (climactic battles only) is tried replacing every ship of the fleet at once, the
 * most its allowance can count; the form then names which ships go. Null when the fleet may not upgrade now.
 */
export function pivotalUpgradeOptions(state: CampaignState, fleetId: string): PivotalUpgradeOptions | null {
  const fleet = state.fleets.find((f) => f.id === fleetId && f.owner.kind === 'player')
  const p = state.pivotal
  if (!fleet || !p || state.phase !== 'pivotal' || p.step !== 'prepare' || p.prepared.includes(fleet.team) || p.upgradedBy.includes(fleet.team)) return null
  const replacements: PivotalReplacement[] = []
  const leftOut: PivotalUpgradeOptions['leftOut'] = []
  for (const card of shipCards().filter((s) => s.faction === fleet.team)) {
    const huge = card.size === 'huge'
    const ships = huge ? fleet.ships.slice(0, 1) : fleet.ships
    let reason: RuleViolation | null = null
    for (const ship of ships) {
      const more = huge ? fleet.ships.filter((s) => s.uid !== ship.uid).map((s) => s.uid) : []
      const base: PivotalUpgradeCommand = {
        type: 'pivotal-upgrade',
        fleetId,
        shipUid: ship.uid,
        newShipCardId: card.id,
        extraResources: 0,
        ...(huge ? { moreShipUids: more } : {}),
      }
      const replacedUpgrades = fleet.ships.filter((s) => s.uid === ship.uid || more.includes(s.uid)).flatMap((s) => s.upgrades.map((u) => u.uid))
      // The most the discards can add: every card but the commander's (without it the fleet is not legal).
      const allUpgrades = fleet.ships
        .flatMap((s) => s.upgrades)
        .filter((u) => !upgradeCard(u.cardId)?.slots.includes('Commander'))
        .map((u) => u.uid)
      const allSquadrons = fleet.squadrons.map((q) => q.uid)
      const tries: [PivotalUpgradeCommand, 0 | 1, boolean][] = [
        [base, 0, false],
        [{ ...base, extraResources: 1 }, 1, false],
        ...(replacedUpgrades.length > 0
          ? [[{ ...base, extraResources: 1, discardUpgradeUids: replacedUpgrades }, 1, true] as [PivotalUpgradeCommand, 0 | 1, boolean]]
          : []),
        ...(allUpgrades.length + allSquadrons.length > replacedUpgrades.length
          ? [
              [{ ...base, extraResources: 1, discardUpgradeUids: allUpgrades, discardSquadronUids: allSquadrons }, 1, true] as [
                PivotalUpgradeCommand,
                0 | 1,
                boolean,
              ],
            ]
          : []),
      ]
      for (const [command, extraResources, discards] of tries) {
        const r = attempt(state, command)
        if (r.ok) {
          const removed = fleet.ships.filter((s) => s.uid === ship.uid || more.includes(s.uid)).reduce((sum, s) => sum + (shipCard(s.cardId)?.points ?? 0), 0)
          replacements.push({
            shipUid: ship.uid,
            newShipCardId: card.id,
            name: card.name,
            points: card.points,
            size: card.size,
            difference: card.points - removed,
            extraResources,
            discards,
            huge,
          })
          reason = null
          break
        }
        reason = r.reason
      }
    }
    if (reason && !replacements.some((r) => r.newShipCardId === card.id)) leftOut.push({ cardId: card.id, name: card.name, points: card.points, reason })
  }
  return { fleetId, replacements, leftOut }
}
