// R-TOKEN-ALLY: the forces an Ally token adds to one battle: one flotilla with at most one generic
// (non-unique) upgrade, or up to three non-unique squadrons, 30 fleet points at most. They join the fleet
// for that battle only: they are not part of it (RULES.md §1), so they live on the turn or the pivotal battle.
import { shipCards, squadronCards, upgradeCards, shipCard, squadronCard, upgradeCard, type Faction } from '@/lib/data/cards'
import { cardViolations } from '../fleets/card-rules'
import type { TeamId } from '../state'
import type { RuleViolation } from '../violations'
import type { AllyForces, AllySpent } from './ally-state'

export type { AllyForces, AllySpent }

export const ALLY_POINTS = 30
export const ALLY_SQUADRONS = 3

export function allyPoints(forces: AllyForces): number {
  if (forces.kind === 'flotilla')
    return (shipCard(forces.shipCardId)?.points ?? 0) + (forces.upgradeCardId ? (upgradeCard(forces.upgradeCardId)?.points ?? 0) : 0)
  return forces.cardIds.reduce((sum, id) => sum + (squadronCard(id)?.points ?? 0), 0)
}

function flotillaViolations(shipCardId: string, upgradeCardId: string | null, faction: Faction): RuleViolation[] {
  const ship = shipCard(shipCardId)
  if (!ship || ship.faction !== faction) return [{ rule: 'R-TOKEN-ALLY', reason: 'ally-not-flotilla', cardId: shipCardId }]
  if (!ship.flotilla) return [{ rule: 'R-TOKEN-ALLY', reason: 'ally-not-flotilla', cardId: shipCardId }]
  if (upgradeCardId === null) return []
  const upgrade = upgradeCard(upgradeCardId)
  if (!upgrade || upgrade.unique) return [{ rule: 'R-TOKEN-ALLY', reason: 'ally-unique', cardId: upgradeCardId }]
  // Armada's own rules decide whether the upgrade fits the flotilla (slot, title class, size, faction).
  const fits = cardViolations(
    {
      ships: [{ cardId: shipCardId, flagship: false, upgrades: [{ cardId: upgradeCardId, equipped: true }] }],
      squadrons: [],
      objectives: { assault: null, defense: null, navigation: null },
    },
    faction,
  )
  return fits.length > 0 ? [{ rule: 'R-TOKEN-ALLY', reason: 'ally-upgrade-misfit', cardId: upgradeCardId }] : []
}

/** What is wrong with the forces for the team; empty when they may join a battle. */
export function allyForcesViolations(forces: AllyForces, team: TeamId): RuleViolation[] {
  const violations: RuleViolation[] =
    forces.kind === 'flotilla'
      ? flotillaViolations(forces.shipCardId, forces.upgradeCardId, team)
      : forces.cardIds.flatMap((id): RuleViolation[] => {
          const card = squadronCard(id)
          if (!card || card.faction !== team) return [{ rule: 'R-TOKEN-ALLY', reason: 'ally-unique', cardId: id }]
          return card.unique ? [{ rule: 'R-TOKEN-ALLY', reason: 'ally-unique', cardId: id }] : []
        })
  if (forces.kind === 'squadrons' && (forces.cardIds.length === 0 || forces.cardIds.length > ALLY_SQUADRONS)) {
    violations.push({ rule: 'R-TOKEN-ALLY', reason: 'ally-squadron-count', value: forces.cardIds.length, limit: ALLY_SQUADRONS })
  }
  const points = allyPoints(forces)
  if (points > ALLY_POINTS) violations.push({ rule: 'R-TOKEN-ALLY', reason: 'ally-over-points', value: points, limit: ALLY_POINTS })
  return violations
}

/** What a team may choose from, for the pages: each flotilla alone or with one upgrade, and the squadrons, within 30 FP. */
export function allyChoices(team: TeamId): {
  flotillas: { shipCardId: string; upgradeCardId: string | null; points: number }[]
  squadrons: { cardId: string; points: number }[]
} {
  const flotillas = shipCards()
    .filter((s) => s.flotilla && s.faction === team && s.points <= ALLY_POINTS)
    .flatMap((ship) => {
      const alone = { shipCardId: ship.id, upgradeCardId: null, points: ship.points }
      const withUpgrade = fittingGenericUpgrades(ship.id, team).map((u) => ({
        shipCardId: ship.id,
        upgradeCardId: u,
        points: allyPoints({ kind: 'flotilla', shipCardId: ship.id, upgradeCardId: u }),
      }))
      return [alone, ...withUpgrade.filter((c) => c.points <= ALLY_POINTS)]
    })
  const squadrons = squadronCards()
    .filter((s) => !s.unique && s.faction === team && s.points <= ALLY_POINTS)
    .map((s) => ({ cardId: s.id, points: s.points }))
  return { flotillas, squadrons }
}

function fittingGenericUpgrades(shipCardId: string, team: TeamId): string[] {
  return upgradeCards()
    .filter((u) => !u.unique && flotillaViolations(shipCardId, u.id, team).length === 0)
    .map((u) => u.id)
}

/** The fleets of the team an Ally may join now (R-TOKEN-ALLY): none without a token, outside the strategy phase and a pivotal battle's preparation. */
export function allyFleets(
  state: {
    phase: string
    fleets: readonly { id: string; team: TeamId; owner: { kind: string } }[]
    turnState: { allies?: AllySpent[] } | null
    pivotal?: { step: string; allies?: AllySpent[] } | null
    teams: Record<TeamId, { tokens: { ally: number } }>
  },
  team: TeamId,
): string[] {
  const pivotal = state.phase === 'pivotal' && state.pivotal?.step === 'prepare'
  if ((state.phase !== 'strategy' && !pivotal) || state.teams[team].tokens.ally < 1) return []
  const spent = (pivotal ? state.pivotal?.allies : state.turnState?.allies) ?? []
  return state.fleets.filter((f) => f.team === team && (!pivotal || f.owner.kind === 'player') && !spent.some((a) => a.fleetId === f.id)).map((f) => f.id)
}
