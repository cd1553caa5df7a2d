// Whom and where each duty concerns, in what capacity a person does it, and what the organizer can do about
// a duty the campaign waits for: what the pages need to word a duty to its reader ("your fleet", "for Jonas,
// as Grand Admiral", "you may move the step on") without a rule of their own.
import type { AwaitedDuty, Duty } from './duties'
import { mayForceStep } from './management/management-commands'
import { type Actor, type CampaignState, type PlayerId, type TeamId } from './state'

export interface DutyConcerns {
  /** The team the duty belongs to; null for a battle, which concerns a player of each. */
  team: TeamId | null
  /** The players it concerns: a fleet's owner (none for a fourth fleet), a battle's players, those still to pair. */
  playerIds: PlayerId[]
  fleetId: string | null
  /** The system of the battle the duty belongs to. */
  systemId: string | null
}

/** What a duty's words read of the campaign: the players, the fleets and the turn's battles (a viewer's view will do). */
export type DutyScene = Pick<CampaignState, 'players' | 'fleets'> & { turnState: { battles: readonly { id: string; systemId: string }[] } | null }

export function dutyConcerns(state: DutyScene, duty: AwaitedDuty): DutyConcerns {
  const battle = 'battleId' in duty ? state.turnState?.battles.find((b) => b.id === duty.battleId) : undefined
  const fleetId = 'fleetId' in duty ? duty.fleetId : null
  const fleet = fleetId ? state.fleets.find((f) => f.id === fleetId) : undefined
  // A player's fleet bears the player's id; a team's fourth fleet belongs to nobody but the team (R-FOURTH).
  const owner = fleetId ? state.players.find((p) => p.id === fleetId) : undefined
  const playerIds = 'playerId' in duty ? [duty.playerId] : 'playerIds' in duty ? duty.playerIds : owner ? [owner.id] : []
  const team =
    'team' in duty ? duty.team : (fleet?.team ?? (playerIds.length === 1 ? state.players.find((p) => p.id === playerIds[0])?.team : undefined) ?? null)
  return { team, playerIds, fleetId, systemId: battle?.systemId ?? null }
}

/**
 * In what capacity `actor` does one of their duties: their own (it concerns them), their team's (a team's
 * choice, or its fourth fleet), for teammates (a Grand Admiral may send their commands: the permissions of
 * the command, `mayIssue`), or as the organizer.
 */
export type DutyCapacity = { as: 'own' } | { as: 'team' } | { as: 'grand-admiral'; for: PlayerId[] } | { as: 'organizer' }

export function dutyCapacity(state: DutyScene, actor: Actor, duty: Duty): DutyCapacity {
  if (actor.role === 'organizer') return { as: 'organizer' }
  const { playerIds } = dutyConcerns(state, duty)
  if (playerIds.includes(actor.playerId)) return { as: 'own' }
  if (playerIds.length > 0) return { as: 'grand-admiral', for: playerIds }
  return { as: 'team' }
}

/**
 * What the organizer may do about a duty the campaign waits for from players (R-OVERRIDE): in the management
 * phase, move the step on with a reason (`force-step`, what it leaves undone is lost); elsewhere, send the
 * command in the player's place (the organizer may send any command), when the player cannot.
 */
export type StepIn = 'force-step' | 'act-for-them'

export function organizerStepIn(state: Pick<CampaignState, 'phase'> & { turnState: { management?: unknown } | null }): StepIn {
  return mayForceStep(state) ? 'force-step' : 'act-for-them'
}
