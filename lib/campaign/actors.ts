// R-SECRET: who acts for whom. A player acts only for themselves or, as Grand Admiral, for their team;
// the organizer may do anything. Each command's own rule of who may send it is in registry/.
import { findPlayer, type Actor, type CampaignState, type TeamId } from './state'

export function teamOf(state: CampaignState, actor: Actor): TeamId | null {
  if (actor.role !== 'player') return null
  return findPlayer(state, actor.playerId)?.team ?? null
}

export function isGrandAdmiral(state: CampaignState, actor: Actor, team: TeamId): boolean {
  return actor.role === 'player' && state.teams[team].grandAdmiral === actor.playerId
}

/** A player edits their own fleet; any player of a team edits its fourth fleet (R-FOURTH). */
export function mayEditFleet(state: CampaignState, actor: Actor, fleetId: string): boolean {
  if (actor.role === 'organizer') return true
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) return false
  if (fleet.owner.kind === 'player') return fleet.owner.playerId === actor.playerId
  return teamOf(state, actor) === fleet.team
}

/** A player acts for themselves; the Grand Admiral for any player of the team (the team's choices). */
export function actsForPlayer(state: CampaignState, actor: Actor, playerId: string): boolean {
  if (actor.role === 'organizer') return true
  if (actor.playerId === playerId) return true
  const team = findPlayer(state, playerId)?.team
  return team !== undefined && isGrandAdmiral(state, actor, team)
}

/** The player who played the fleet this turn (or owns it), their Grand Admiral, or the organizer. */
export function actsForFleet(state: CampaignState, actor: Actor, fleetId: string): boolean {
  if (actor.role === 'organizer') return true
  const side = state.turnState?.battles.flatMap((b) => [b.assaulter, b.defender]).find((s) => s?.fleetId === fleetId)
  // A fourth fleet in reserve is the team's: its Grand Admiral decides (R-FOURTH, R-SETUP-3).
  if (!side && fleetId.startsWith('fourth-')) return isGrandAdmiral(state, actor, fleetId === 'fourth-empire' ? 'empire' : 'rebels')
  const playerId = side?.playerId ?? fleetId
  return actsForPlayer(state, actor, playerId)
}

export function battleOf(state: CampaignState, battleId: string) {
  return state.turnState?.battles.find((b) => b.id === battleId)
}
