// R-SECRET: who may issue which command. A player acts only for themselves or, as Grand Admiral, for
// their team; the organizer may do anything.
import type { CampaignCommand } from './commands'
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

export function mayIssue(state: CampaignState, actor: Actor, command: CampaignCommand): boolean {
  if (actor.role === 'organizer') return true
  if (!findPlayer(state, actor.playerId)) return false
  switch (command.type) {
    case 'place-base':
      return command.playerId === actor.playerId
    case 'assign-base-defenses':
      return isGrandAdmiral(state, actor, command.team)
    case 'set-fleet':
    case 'set-commander':
      return mayEditFleet(state, actor, command.fleetId)
    case 'start-campaign':
      return false
  }
}
