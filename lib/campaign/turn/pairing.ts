// Who is already in a battle this turn, and whose move it is in the declarations (R-STRAT-ORDER).
import { otherTeam, playersOf, type CampaignState, type PlayerId, type TeamId } from '../state'
import { initiative } from './initiative'
import type { TurnState } from './turn-state'

export function turnOf(state: CampaignState): TurnState {
  if (!state.turnState) throw new Error('no turn under way')
  return state.turnState
}

export function pairedPlayers(turn: TurnState): Set<PlayerId> {
  const ids = new Set<PlayerId>()
  for (const b of turn.battles) {
    ids.add(b.assaulter.playerId)
    if (b.defender) ids.add(b.defender.playerId)
  }
  return ids
}

/** Players of the team still to be paired this turn (neither in a battle nor passed). */
export function unpairedPlayers(state: CampaignState, team: TeamId): PlayerId[] {
  const turn = turnOf(state)
  const paired = pairedPlayers(turn)
  return playersOf(state, team)
    .map((p) => p.id)
    .filter((id) => !paired.has(id) && !turn.passed.includes(id))
}

/** The battle waiting for the other team to name its defender, if any. */
export function pendingBattle(state: CampaignState) {
  return turnOf(state).battles.find((b) => b.defender === null) ?? null
}

/** R-STRAT-DIPLO: every team has chosen, or holds no Diplomats token to choose with. */
export function diplomatsSettled(state: CampaignState): boolean {
  const turn = turnOf(state)
  return (['empire', 'rebels'] as const).every((t) => turn.diplomats[t] !== undefined || state.teams[t].tokens.diplomats === 0)
}

function canDeclare(state: CampaignState, team: TeamId): boolean {
  return unpairedPlayers(state, team).length > 0 && unpairedPlayers(state, otherTeam(team)).length > 0
}

/**
 * The team that declares the next assault: the initiative team first, then the team that just defended.
 * When that team has nobody left to pair, the other team goes on. Null while a defender is owed, and
 * once nobody can be paired any more.
 */
export function nextDeclaringTeam(state: CampaignState): TeamId | null {
  if (state.phase !== 'strategy' || !diplomatsSettled(state) || pendingBattle(state)) return null
  const last = turnOf(state).battles.at(-1)
  const first = last?.defender ? last.defender.team : initiative(state).team
  if (canDeclare(state, first)) return first
  if (canDeclare(state, otherTeam(first))) return otherTeam(first)
  return null
}

export function pairingComplete(state: CampaignState): boolean {
  return state.phase === 'strategy' && diplomatsSettled(state) && !pendingBattle(state) && nextDeclaringTeam(state) === null
}

/** The fleets a player may field: their own, or the team's fourth fleet if unused this turn (R-STRAT-FLEET). */
export function fieldableFleets(state: CampaignState, playerId: PlayerId, team: TeamId): string[] {
  const fourth = `fourth-${team}`
  const used = turnOf(state).battles.some((b) => b.assaulter.fleetId === fourth || b.defender?.fleetId === fourth)
  return used ? [playerId] : [playerId, fourth]
}
