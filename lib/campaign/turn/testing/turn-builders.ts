// Builders for the strategy-phase unit tests (RULES.md §4). Pure helpers over plain states: every
// change is a spread copy, and `apply` throws on an unexpected refusal.
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { CampaignCommand } from '../../commands'
import { applyCommand } from '../../engine'
import type { Condition, Fleet } from '../../fleets/fleet'
import { campaignReadyToStart } from '../../fleets/testing/fleet-builders'
import type { CampaignState, PlayerId, SystemControl, TeamId } from '../../state'
import { newCampaign, unwrap } from '../../testing/builders'
import { emptyTurn } from '../empty-turn'
import type { Battle, TurnState } from '../turn-state'

/** Applies one command through the engine (phases settle), throwing on a refusal. */
export function apply(state: CampaignState, command: CampaignCommand): CampaignState {
  return unwrap(applyCommand(state, command))
}

/** Applies commands one by one through the engine, throwing on a refusal. */
export function applyEach(state: CampaignState, commands: readonly CampaignCommand[]): CampaignState {
  return commands.reduce(apply, state)
}

/**
 * The standard 3v3 green-knight campaign just started: act I, turn 1, strategy phase, no CP, no token.
 * Bases (builders.ts STANDARD_BASES): Empire dantooine (I, ion-cannon), felucia (II, armed-station),
 * kessel (III, fighter-wing); Rebels hoth (V, ion-cannon), ryloth (IV, armed-station), yavin (II,
 * fighter-wing). Grand Admirals empire-1 and rebels-1. Fleets: empire-1..3, fourth-empire,
 * rebels-1..3, fourth-rebels, commanders with repair-expert, master-gunner-1, master-navigator-1,
 * rapid-deployment in that order.
 */
export function startedCampaign(): CampaignState {
  return apply(campaignReadyToStart(), { type: 'start-campaign' })
}

/** A team's token counts changed (the others kept). */
export function withTokens(state: CampaignState, team: TeamId, tokens: Partial<Record<TokenId, number>>): CampaignState {
  const t = state.teams[team]
  return { ...state, teams: { ...state.teams, [team]: { ...t, tokens: { ...t.tokens, ...tokens } } } }
}

/** A team's CP by act (and pivotal CP) set. */
export function withCp(state: CampaignState, team: TeamId, cpByAct: [number, number, number], pivotalCp = 0): CampaignState {
  return { ...state, teams: { ...state.teams, [team]: { ...state.teams[team], cpByAct, pivotalCp } } }
}

export function withControl(state: CampaignState, control: CampaignState['control']): CampaignState {
  return { ...state, control }
}

export function withTurnState(state: CampaignState, change: Partial<TurnState>): CampaignState {
  return { ...state, turnState: { ...(state.turnState ?? emptyTurn()), ...change } }
}

export function withFleet(state: CampaignState, fleetId: string, change: (fleet: Fleet) => Fleet): CampaignState {
  if (!state.fleets.some((f) => f.id === fleetId)) throw new Error(`no fleet ${fleetId}`)
  return { ...state, fleets: state.fleets.map((f) => (f.id === fleetId ? change(f) : f)) }
}

/** The fleet's commander holds exactly these abilities. */
export function withAbilities(state: CampaignState, fleetId: string, abilities: string[]): CampaignState {
  return withFleet(state, fleetId, (f) => ({ ...f, commander: { name: f.commander?.name ?? 'Test', xp: f.commander?.xp ?? 0, abilities } }))
}

export function withConditions(state: CampaignState, fleetId: string, conditions: Condition[]): CampaignState {
  return withFleet(state, fleetId, (f) => ({ ...f, conditions }))
}

export function fleetOf(state: CampaignState, fleetId: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) throw new Error(`no fleet ${fleetId}`)
  return fleet
}

export const presence = (team: TeamId): SystemControl => ({ kind: 'presence', team })
export const base = (team: TeamId, defense: 'ion-cannon' | 'armed-station' | 'fighter-wing' | null = null): SystemControl => ({
  kind: 'base',
  team,
  defense,
  placedBy: null,
})

/**
 * A fresh 3v3 campaign put straight into the strategy phase of act `act`, with exactly `control` on the
 * map and an empty turn (no battle, no mark). Fleets are empty: for target tests only.
 */
export function board(control: CampaignState['control'], act: 1 | 2 | 3 = 1): CampaignState {
  return { ...newCampaign(), phase: 'strategy', act, turn: 1, control, turnState: emptyTurn() }
}

/** A battle declared by `team` at `systemId`, its defender still owed (or given). */
export function battleAt(systemId: SystemId, team: TeamId, id: string, playerId: PlayerId = `${team}-1`, defender: PlayerId | null = null): Battle {
  const other: TeamId = team === 'empire' ? 'rebels' : 'empire'
  return {
    id,
    systemId,
    assaulter: { playerId, fleetId: playerId, team, conditionsGained: [], fleetValue: 0 },
    defender: defender === null ? null : { playerId: defender, fleetId: defender, team: other, conditionsGained: [], fleetValue: 0 },
    objective: null,
    result: { status: 'none' },
    veteransChosen: {},
    fleets: null,
  }
}

export function withBattles(state: CampaignState, battles: Battle[]): CampaignState {
  return withTurnState(state, { battles })
}

export function declare(playerId: PlayerId, systemId: SystemId, fleetId: string = playerId): CampaignCommand {
  return { type: 'declare-assault', playerId, systemId, fleetId }
}

export function defend(battleId: string, playerId: PlayerId, fleetId: string = playerId): CampaignCommand {
  return { type: 'name-defender', battleId, playerId, fleetId }
}

export function diplomats(team: TeamId, zone: 1 | 2 | 3 | 4 | 5 | null): CampaignCommand {
  return { type: 'choose-diplomats', team, zone }
}

export function spacers(team: TeamId, fleetIds: string[]): CampaignCommand {
  return { type: 'spend-spacers', team, fleetIds }
}

/**
 * The full pairing of the started standard campaign in act I (no token held): Rebels have initiative
 * (0 CP each). b1 rebels-1 → mandalore (I), empire-1 defends; b2 empire-2 → sullust (IV), rebels-2
 * defends; b3 rebels-3 → lothal (II/III), empire-3 defends.
 */
export const STANDARD_PAIRING: readonly CampaignCommand[] = [
  declare('rebels-1', 'mandalore'),
  defend('a1-t1-b1', 'empire-1'),
  declare('empire-2', 'sullust'),
  defend('a1-t1-b2', 'rebels-2'),
  declare('rebels-3', 'lothal'),
  defend('a1-t1-b3', 'empire-3'),
]
