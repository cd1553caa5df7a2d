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

/** A player acts for themselves; the Grand Admiral for any player of the team (the team's choices). */
export function actsForPlayer(state: CampaignState, actor: Actor, playerId: string): boolean {
  if (actor.role === 'organizer') return true
  if (actor.playerId === playerId) return true
  const team = findPlayer(state, playerId)?.team
  return team !== undefined && isGrandAdmiral(state, actor, team)
}

/** The player who played the fleet this turn (or owns it), their Grand Admiral, or the organizer. */
function actsForFleet(state: CampaignState, actor: Actor, fleetId: string): boolean {
  if (actor.role === 'organizer') return true
  const side = state.turnState?.battles.flatMap((b) => [b.assaulter, b.defender]).find((s) => s?.fleetId === fleetId)
  // A fourth fleet in reserve is the team's: its Grand Admiral decides (R-FOURTH, R-SETUP-3).
  if (!side && fleetId.startsWith('fourth-')) return isGrandAdmiral(state, actor, fleetId === 'fourth-empire' ? 'empire' : 'rebels')
  const playerId = side?.playerId ?? fleetId
  return actsForPlayer(state, actor, playerId)
}

function battleOf(state: CampaignState, battleId: string) {
  return state.turnState?.battles.find((b) => b.id === battleId)
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
    case 'choose-diplomats':
    case 'spend-spacers':
      return isGrandAdmiral(state, actor, command.team)
    case 'declare-assault':
    case 'pass-declaration':
      return actsForPlayer(state, actor, command.playerId)
    case 'choose-objective': {
      const battle = battleOf(state, command.battleId)
      return battle !== undefined && actsForPlayer(state, actor, battle.assaulter.playerId)
    }
    case 'enter-result':
    case 'confirm-result':
    case 'dispute-result': {
      const battle = battleOf(state, command.battleId)
      return battle !== undefined && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
    }
    case 'spend-battle-token':
      return actsForPlayer(state, actor, command.playerId)
    case 'choose-veterans': {
      const battle = battleOf(state, command.battleId)
      const side = battle && [battle.assaulter, battle.defender].find((s) => s?.fleetId === command.fleetId)
      return side != null && actsForPlayer(state, actor, side.playerId)
    }
    case 'settle-result':
    case 'force-step':
    case 'override':
    case 'finish-pivotal':
      return false
    case 'take-reward':
    case 'take-pivotal-reward':
      return actsForFleet(state, actor, command.fleetId)
    case 'choose-pivotal':
      return state.pivotal != null && isGrandAdmiral(state, actor, state.pivotal.chooser)
    case 'spend-ally':
    case 'diplomats-xp':
    case 'spacers-objective':
    case 'finish-pivotal-prep':
    case 'pivotal-tokens':
      return isGrandAdmiral(state, actor, command.team)
    case 'pivotal-upgrade':
    case 'pivotal-move-upgrade':
    case 'pivotal-veterans':
    case 'reset-commander':
      return actor.playerId === command.fleetId
    case 'enter-pivotal-result':
    case 'confirm-pivotal-result':
      return true
    case 'enter-pivotal-team-result':
      return findPlayer(state, actor.playerId)?.team === command.team
    case 'refit':
    case 'finish-refit':
      return mayEditFleet(state, actor, command.fleetId)
    case 'buy-ability':
    case 'finish-experience': {
      // R-SETUP-3: the Grand Admiral decides how the fourth fleet's commander spends XP.
      if (command.fleetId.startsWith('fourth-')) return isGrandAdmiral(state, actor, command.fleetId === 'fourth-empire' ? 'empire' : 'rebels')
      return actor.playerId === command.fleetId
    }
    case 'build-base':
    case 'finish-bases':
    case 'gain-tokens':
      return isGrandAdmiral(state, actor, command.team)
    case 'spynet-reveal':
      return isGrandAdmiral(state, actor, command.team)
    case 'name-defender': {
      const battle = state.turnState?.battles.find((b) => b.id === command.battleId)
      if (!battle) return false
      const defending = battle.assaulter.team === 'empire' ? 'rebels' : 'empire'
      return isGrandAdmiral(state, actor, defending) || (actor.playerId === command.playerId && findPlayer(state, actor.playerId)?.team === defending)
    }
  }
}
