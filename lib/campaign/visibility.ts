// R-SECRET: what a viewer may see. A team's Base Defense objectives never reach the other team; the
// organizer sees everything. Every page, payload and download is built from these views.
import type { SystemId } from '@/lib/data/map'
import type { AnyCommand } from './commands'
import { teamOf } from './permissions'
import type { Actor, BaseDefenseId, CampaignState, TeamId } from './state'
import type { TurnState } from './turn/turn-state'

/** A base's defense as a viewer sees it: the objective, not yet chosen, or hidden from them. */
export type VisibleDefense = BaseDefenseId | 'unassigned' | 'secret'

export type VisibleControl =
  | { kind: 'presence'; team: TeamId }
  | { kind: 'base'; team: TeamId; defense: VisibleDefense; placedBy: string | null }

export type VisibleState = Omit<CampaignState, 'control'> & {
  control: Partial<Record<SystemId, VisibleControl>>
}

function canSeeTeamSecrets(viewerTeam: TeamId | 'all' | null, team: TeamId): boolean {
  return viewerTeam === 'all' || viewerTeam === team
}

export function viewerTeam(state: CampaignState, viewer: Actor): TeamId | 'all' | null {
  return viewer.role === 'organizer' ? 'all' : teamOf(state, viewer)
}

export function visibleStateFor(state: CampaignState, viewer: Actor): VisibleState {
  const seer = viewerTeam(state, viewer)
  const control: Partial<Record<SystemId, VisibleControl>> = {}
  for (const [id, c] of Object.entries(state.control) as [SystemId, CampaignState['control'][SystemId]][]) {
    if (!c) continue
    if (c.kind === 'presence') {
      control[id] = c
    } else {
      const known = canSeeTeamSecrets(seer, c.team) || (seer !== null && seer !== 'all' && state.revealedDefenses[seer].includes(id))
      const defense: VisibleDefense = !known ? 'secret' : (c.defense ?? 'unassigned')
      control[id] = { kind: 'base', team: c.team, defense, placedBy: c.placedBy }
    }
  }
  // R-SECRET-FLEET: during setup a fleet is seen by its own team and the organizer only.
  const fleets = state.fleets.filter((f) => canSeeTeamSecrets(seer, f.team))
  return { ...state, control, fleets, turnState: visibleTurn(state, viewer, seer), pivotal: visiblePivotal(state, seer) }
}

/**
 * R-STRAT-SECRET and R-SECRET-FLEET within the turn: the other team's sealed Diplomats choice stays
 * hidden until both are in; a battle's enemy fleet is seen by its opposing player from the end of the
 * strategy phase, and by everyone once the result is applied.
 */
function visibleTurn(state: CampaignState, viewer: Actor, seer: TeamId | 'all' | null): TurnState | null {
  const turn = state.turnState
  if (!turn) return null
  const settled = (['empire', 'rebels'] as const).every((t) => turn.diplomats[t] !== undefined || state.teams[t].tokens.diplomats === 0)
  const diplomats: TurnState['diplomats'] = {}
  for (const team of ['empire', 'rebels'] as const) {
    const choice = turn.diplomats[team]
    if (choice) diplomats[team] = settled || canSeeTeamSecrets(seer, team) ? choice : { zone: null, sealed: true }
  }
  const battles = turn.battles.map((b) => {
    if (!b.fleets || b.result.status === 'applied') return b
    const sees = (side: 'assaulter' | 'defender') => {
      const mine = b[side]
      const opponent = side === 'assaulter' ? b.defender : b.assaulter
      return canSeeTeamSecrets(seer, mine!.team) || (viewer.role === 'player' && opponent?.playerId === viewer.playerId)
    }
    return { ...b, fleets: { assaulter: sees('assaulter') ? b.fleets.assaulter : null, defender: sees('defender') ? b.fleets.defender : null } }
  })
  const m = turn.management
  const management = m && seer !== 'all'
    ? { ...m, pendingCards: Object.fromEntries(Object.entries(m.pendingCards).filter(([fleetId]) => state.fleets.find((f) => f.id === fleetId)?.team === seer)) }
    : m
  return { ...turn, diplomats, battles, management }
}

/** The other team's part of a pivotal result stays sealed until both are in (R-STRAT-SECRET, R-SECRET-FLEET). */
function visiblePivotal(state: CampaignState, seer: TeamId | 'all' | null): CampaignState['pivotal'] {
  const pivotal = state.pivotal
  if (!pivotal || seer === 'all') return pivotal
  // Cards bought with a pivotal reward wait in the refit: only their own team sees them (R-SECRET-FLEET).
  const ownTeam = (fleetId: string) => state.fleets.find((f) => f.id === fleetId)?.team === seer
  const p = pivotal.refit ? { ...pivotal, refit: { ...pivotal.refit, pendingCards: Object.fromEntries(Object.entries(pivotal.refit.pendingCards).filter(([id]) => ownTeam(id))) } } : pivotal
  if (p.result.status !== 'partial') return p
  const parts = Object.fromEntries(Object.entries(p.result.parts).map(([team, part]) => [team, team === seer ? part : { score: 0, tabled: false, fleets: {}, by: 'sealed' }]))
  return { ...p, result: { status: 'partial', parts } }
}

/** A history entry as a viewer may read it: another team's defense choices are left out. */
export type VisibleCommand =
  | AnyCommand
  | { type: 'assign-base-defenses'; team: TeamId; assignments: 'secret' }
  | { type: 'set-fleet' | 'set-commander'; fleetId: string; team: TeamId; secret: true }
  | { type: 'choose-diplomats'; team: TeamId; zone: null; sealed: true }
  | { type: 'build-base'; team: TeamId; systemId: SystemId; defense: 'secret' }

export function visibleCommandFor(state: CampaignState, viewer: Actor, command: AnyCommand): VisibleCommand {
  if (command.type === 'assign-base-defenses' && !canSeeTeamSecrets(viewerTeam(state, viewer), command.team)) {
    return { type: 'assign-base-defenses', team: command.team, assignments: 'secret' }
  }
  if (command.type === 'choose-diplomats' && !canSeeTeamSecrets(viewerTeam(state, viewer), command.team)) {
    const pending = state.phase === 'strategy' && state.turnState && !(['empire', 'rebels'] as const).every((t) => state.turnState!.diplomats[t] !== undefined || state.teams[t].tokens.diplomats === 0)
    if (pending) return { type: 'choose-diplomats', team: command.team, zone: null, sealed: true }
  }
  // A new base's Base Defense objective is its team's secret, like the ones placed at setup.
  if (command.type === 'build-base' && !canSeeTeamSecrets(viewerTeam(state, viewer), command.team)) {
    return { ...command, defense: 'secret' }
  }
  if (command.type === 'enter-pivotal-result' && command.result.conquestDefense && viewerTeam(state, viewer) !== 'all') {
    const { conquestDefense: _hidden, ...result } = command.result
    return { ...command, result }
  }
  if (command.type === 'enter-pivotal-team-result' && !canSeeTeamSecrets(viewerTeam(state, viewer), command.team) && state.pivotal?.result.status === 'partial') {
    return { type: 'enter-pivotal-team-result', team: command.team, score: 0, tabled: false, fleets: {} }
  }
  // The cards a fleet buys with a pivotal reward are its team's, like the fleet itself (R-SECRET-FLEET).
  if (command.type === 'take-pivotal-reward') {
    const team = state.fleets.find((f) => f.id === command.fleetId)?.team
    if (team && !canSeeTeamSecrets(viewerTeam(state, viewer), team)) return { ...command, cards: [] }
  }
  if (command.type === 'set-fleet' || command.type === 'set-commander') {
    const team = state.fleets.find((f) => f.id === command.fleetId)?.team
    if (team && !canSeeTeamSecrets(viewerTeam(state, viewer), team)) return { type: command.type, fleetId: command.fleetId, team, secret: true }
  }
  return command
}
