// R-SETUP-4: each player places one base, teams alternating with the Empire first. Never on a border
// system, in a sub-zone, or where a base already stands.
import { SYSTEMS, type MapSystem, type SystemId } from '@/lib/data/map'
import type { PlaceBaseCommand } from './commands'
import { findPlayer, playersOf, type CampaignState, type PlayerId, type TeamId } from './state'
import { refuse, type CommandResult, type RuleViolation } from './violations'

export function basesOf(state: CampaignState, team: TeamId): SystemId[] {
  return (Object.keys(state.control) as SystemId[]).filter((id) => {
    const c = state.control[id]
    return c?.kind === 'base' && c.team === team
  })
}

function setupBaseCount(state: CampaignState): number {
  return Object.values(state.control).filter((c) => c?.kind === 'base' && c.placedBy !== null).length
}

/** The team that places the next setup base, or null once every player has placed theirs. */
export function nextPlacingTeam(state: CampaignState): TeamId | null {
  const placed = setupBaseCount(state)
  if (placed >= state.players.length) return null
  return placed % 2 === 0 ? 'empire' : 'rebels'
}

export function hasPlacedBase(state: CampaignState, playerId: PlayerId): boolean {
  return Object.values(state.control).some((c) => c?.kind === 'base' && c.placedBy === playerId)
}

/**
 * The base a player placed at setup, while it still stands as their team's (R-SETUP-4): a base destroyed or
 * conquered since is no longer theirs, whatever it once recorded of who placed it.
 */
export function standingBasePlacedBy(
  state: { control: Partial<Record<SystemId, { kind: string; team: TeamId; placedBy?: string | null }>>; players: readonly { id: string; team: TeamId }[] },
  playerId: PlayerId,
): SystemId | null {
  const team = state.players.find((p) => p.id === playerId)?.team
  const found = (Object.keys(state.control) as SystemId[]).find((id) => {
    const c = state.control[id]
    return c?.kind === 'base' && c.placedBy === playerId && c.team === team
  })
  return found ?? null
}

/** Players of the placing team who still owe their base. */
export function playersWhoMayPlace(state: CampaignState): PlayerId[] {
  const team = nextPlacingTeam(state)
  if (state.phase !== 'setup' || team === null) return []
  return playersOf(state, team)
    .filter((p) => !hasPlacedBase(state, p.id))
    .map((p) => p.id)
}

function systemViolations(state: CampaignState, system: MapSystem): RuleViolation[] {
  const violations: RuleViolation[] = []
  if (system.border) violations.push({ rule: 'R-SETUP-4', reason: 'border-system', systemId: system.id })
  if (system.subZone !== null) violations.push({ rule: 'R-SETUP-4', reason: 'sub-zone', systemId: system.id })
  if (state.control[system.id]?.kind === 'base') {
    violations.push({ rule: 'R-SETUP-4', reason: 'base-already-there', systemId: system.id })
  }
  return violations
}

/** Why a setup base may not stand on the system (empty when it may). */
export function setupBaseViolations(state: CampaignState, systemId: SystemId): RuleViolation[] {
  const system = SYSTEMS.find((s) => s.id === systemId)
  return system ? systemViolations(state, system) : [{ rule: 'R-SETUP-4', reason: 'unknown-system', systemId }]
}

export function legalSetupBaseSystems(state: CampaignState): SystemId[] {
  return SYSTEMS.filter((s) => systemViolations(state, s).length === 0).map((s) => s.id)
}

export function placeBase(state: CampaignState, command: PlaceBaseCommand): CommandResult<CampaignState> {
  const player = findPlayer(state, command.playerId)
  if (!player) return refuse({ rule: 'R-SETUP-4', reason: 'unknown-player', playerId: command.playerId })
  if (hasPlacedBase(state, player.id)) {
    return refuse({ rule: 'R-SETUP-4', reason: 'player-already-placed', playerId: player.id })
  }
  if (nextPlacingTeam(state) !== player.team) {
    return refuse({ rule: 'R-SETUP-4', reason: 'not-team-turn', team: player.team, playerId: player.id })
  }
  const system = SYSTEMS.find((s) => s.id === command.systemId)
  if (!system) return refuse({ rule: 'R-SETUP-4', reason: 'unknown-system', systemId: command.systemId })
  const violations = systemViolations(state, system)
  if (violations.length > 0) return refuse(...violations)
  return {
    ok: true,
    state: {
      ...state,
      control: {
        ...state.control,
        [system.id]: { kind: 'base', team: player.team, defense: null, placedBy: player.id },
      },
    },
  }
}
