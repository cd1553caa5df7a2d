// The strategy phase's commands (RULES.md §4): Diplomats marks, declarations and defenders, passes,
// and Skilled Spacers. Each returns the new state or the rules it breaks.
import { fleetValue } from '../fleets/fleet-value'
import type { Condition, Fleet } from '../fleets/fleet'
import type { ChooseDiplomatsCommand, DeclareAssaultCommand, NameDefenderCommand, PassDeclarationCommand, SpendSpacersCommand } from '../commands'
import { findPlayer, otherTeam, type CampaignState, type TeamId } from '../state'
import { refuse, type CommandResult } from '../violations'
import { pairingConditions } from './conditions'
import { diplomatsSettled, fieldableFleets, nextDeclaringTeam, pairingComplete, pendingBattle, turnOf, unpairedPlayers } from './pairing'
import { legalTargets, targetViolations } from './targets'
import { spendTokens } from '../tokens/spend-tokens'
import { battleIdFor, type Battle, type TurnState } from './turn-state'

function withTurn(state: CampaignState, change: (turn: TurnState) => TurnState): CampaignState {
  return { ...state, turnState: change(turnOf(state)) }
}

/** R-STRAT-DIPLO: sealed choices; the tokens are spent when both are revealed together. */
export function chooseDiplomats(state: CampaignState, command: ChooseDiplomatsCommand): CommandResult<CampaignState> {
  const turn = turnOf(state)
  // Once the choices are complete they are closed: a late choice must never charge a mark again.
  if (turn.battles.length > 0 || turn.diplomats[command.team] !== undefined || diplomatsSettled(state)) {
    if (turn.diplomats[command.team] === undefined && state.teams[command.team].tokens.diplomats < 1) {
      return refuse({ rule: 'R-STRAT-DIPLO', reason: 'no-diplomats-token', team: command.team })
    }
    return refuse({ rule: 'R-STRAT-DIPLO', reason: 'already-chosen', team: command.team })
  }
  if (state.teams[command.team].tokens.diplomats < 1) return refuse({ rule: 'R-STRAT-DIPLO', reason: 'no-diplomats-token', team: command.team })
  let next = withTurn(state, (t) => ({ ...t, diplomats: { ...t.diplomats, [command.team]: { zone: command.zone } } }))
  if (diplomatsSettled(next)) {
    for (const team of ['empire', 'rebels'] as const) {
      if (turnOf(next).diplomats[team]?.zone == null) continue
      const spent = spendTokens(next, team, { diplomats: 1 })
      if (!spent.ok) return spent
      next = spent.state
    }
  }
  return { ok: true, state: next }
}

function fleetOf(state: CampaignState, fleetId: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) throw new Error(`no fleet ${fleetId}`)
  return fleet
}

export function declareAssault(state: CampaignState, command: DeclareAssaultCommand): CommandResult<CampaignState> {
  const player = findPlayer(state, command.playerId)
  if (!player) return refuse({ rule: 'R-STRAT-ORDER', reason: 'unknown-player', playerId: command.playerId })
  if (!diplomatsSettled(state)) return refuse({ rule: 'R-STRAT-DIPLO', reason: 'diplomats-pending' })
  const pending = pendingBattle(state)
  if (pending) return refuse({ rule: 'R-STRAT-ORDER', reason: 'defender-owed', team: otherTeam(pending.assaulter.team) })
  if (!unpairedPlayers(state, player.team).includes(player.id)) {
    return refuse({ rule: 'R-STRAT-ORDER', reason: 'player-already-paired', playerId: player.id })
  }
  if (nextDeclaringTeam(state) !== player.team) return refuse({ rule: 'R-STRAT-ORDER', reason: 'not-team-turn', team: player.team })
  if (!fieldableFleets(state, player.id, player.team).includes(command.fleetId)) {
    return refuse({ rule: 'R-STRAT-FLEET', reason: 'fleet-not-available', fleetId: command.fleetId, playerId: player.id })
  }
  // official-2019: players whose own fleet has Low Fuel declare before their teammates.
  if (state.preset === 'official-2019' && !hasLowFuel(state, player.id)) {
    const first = unpairedPlayers(state, player.team).find((id) => hasLowFuel(state, id))
    if (first) return refuse({ rule: 'R-STRAT-ORDER', reason: 'low-fuel-first', playerId: first })
  }
  const violations = targetViolations(state, player.team, command.systemId)
  if (violations.length > 0) return refuse(...violations)
  const battle: Battle = {
    id: battleIdFor(state.act, state.turn, turnOf(state).battles.length + 1),
    systemId: command.systemId,
    assaulter: {
      playerId: player.id,
      fleetId: command.fleetId,
      team: player.team,
      conditionsGained: [],
      fleetValue: fleetValue(fleetOf(state, command.fleetId)),
    },
    defender: null,
    objective: null,
    result: { status: 'none' },
    veteransChosen: {},
    fleets: null,
  }
  return { ok: true, state: withTurn(state, (t) => ({ ...t, battles: [...t.battles, battle] })) }
}

function hasLowFuel(state: CampaignState, playerId: string): boolean {
  return state.fleets.find((f) => f.id === playerId)?.conditions.includes('low-fuel') ?? false
}

function addConditions(fleet: Fleet, gained: Condition[]): Fleet {
  return { ...fleet, conditions: [...fleet.conditions, ...gained.filter((c) => !fleet.conditions.includes(c))] }
}

export function nameDefender(state: CampaignState, command: NameDefenderCommand): CommandResult<CampaignState> {
  const battle = pendingBattle(state)
  if (!battle || battle.id !== command.battleId) return refuse({ rule: 'R-STRAT-ORDER', reason: 'no-defender-owed' })
  const player = findPlayer(state, command.playerId)
  const defendingTeam = otherTeam(battle.assaulter.team)
  if (!player || player.team !== defendingTeam)
    return refuse({ rule: 'R-STRAT-ORDER', reason: 'unknown-player', playerId: command.playerId, team: defendingTeam })
  if (!unpairedPlayers(state, defendingTeam).includes(player.id)) {
    return refuse({ rule: 'R-STRAT-ORDER', reason: 'player-already-paired', playerId: player.id })
  }
  if (!fieldableFleets(state, player.id, defendingTeam).includes(command.fleetId)) {
    return refuse({ rule: 'R-STRAT-FLEET', reason: 'fleet-not-available', fleetId: command.fleetId, playerId: player.id })
  }
  const assaulting = fleetOf(state, battle.assaulter.fleetId)
  const defending = fleetOf(state, command.fleetId)
  const gained = pairingConditions(state, battle.systemId, assaulting, defending)
  const paired: Battle = {
    ...battle,
    assaulter: { ...battle.assaulter, conditionsGained: gained.assaulter.filter((c) => !assaulting.conditions.includes(c)) },
    defender: {
      playerId: player.id,
      fleetId: defending.id,
      team: defendingTeam,
      conditionsGained: gained.defender.filter((c) => !defending.conditions.includes(c)),
      fleetValue: fleetValue(defending),
    },
  }
  const fleets = state.fleets.map((f) =>
    f.id === assaulting.id ? addConditions(f, gained.assaulter) : f.id === defending.id ? addConditions(f, gained.defender) : f,
  )
  return { ok: true, state: withTurn({ ...state, fleets }, (t) => ({ ...t, battles: t.battles.map((b) => (b.id === battle.id ? paired : b)) })) }
}

/** R-STRAT-TARGET: a declaring player with no legal target at all passes. */
export function passDeclaration(state: CampaignState, command: PassDeclarationCommand): CommandResult<CampaignState> {
  const player = findPlayer(state, command.playerId)
  if (!player) return refuse({ rule: 'R-STRAT-ORDER', reason: 'unknown-player', playerId: command.playerId })
  if (nextDeclaringTeam(state) !== player.team) return refuse({ rule: 'R-STRAT-ORDER', reason: 'not-team-turn', team: player.team })
  if (!unpairedPlayers(state, player.team).includes(player.id)) {
    return refuse({ rule: 'R-STRAT-ORDER', reason: 'player-already-paired', playerId: player.id })
  }
  if (legalTargets(state, player.team).length > 0) return refuse({ rule: 'R-STRAT-TARGET', reason: 'has-legal-target', playerId: player.id })
  return { ok: true, state: withTurn(state, (t) => ({ ...t, passed: [...t.passed, player.id] })) }
}

/** R-STRAT-SPACERS: once pairing is complete, each token is spent for one fleet that fights this turn. */
export function spendSpacers(state: CampaignState, command: SpendSpacersCommand): CommandResult<CampaignState> {
  if (!pairingComplete(state)) return refuse({ rule: 'R-STRAT-SPACERS', reason: 'pairing-incomplete' })
  if (turnOf(state).spacers[command.team] !== undefined) return refuse({ rule: 'R-STRAT-SPACERS', reason: 'already-chosen', team: command.team })
  // A team without a token has no choice to make (the duty is not owed): nothing to record.
  if (state.teams[command.team].tokens['skilled-spacers'] === 0)
    return refuse({ rule: 'R-STRAT-SPACERS', reason: 'no-token', team: command.team, cardId: 'skilled-spacers', value: 1, limit: 0 })
  const fighting = new Set(turnOf(state).battles.flatMap((b) => [b.assaulter, b.defender].filter((s) => s?.team === command.team).map((s) => s!.fleetId)))
  const stray = command.fleetIds.find((id) => !fighting.has(id))
  if (stray) return refuse({ rule: 'R-STRAT-SPACERS', reason: 'fleet-not-in-battle', fleetId: stray, team: command.team })
  const spent = spendTokens(state, command.team, { 'skilled-spacers': command.fleetIds.length })
  if (!spent.ok) return spent
  return { ok: true, state: withTurn(spent.state, (t) => ({ ...t, spacers: { ...t.spacers, [command.team]: command.fleetIds } })) }
}

/** R-STRAT-SPACERS is settled for a team that chose, or that holds no token. */
export function spacersSettled(state: CampaignState, team: TeamId): boolean {
  return turnOf(state).spacers[team] !== undefined || state.teams[team].tokens['skilled-spacers'] === 0
}

export function strategyComplete(state: CampaignState): boolean {
  return pairingComplete(state) && spacersSettled(state, 'empire') && spacersSettled(state, 'rebels')
}
