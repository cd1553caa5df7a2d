// R-SECRET: what a viewer may see. A team's Base Defense objectives never reach the other team; the
// organizer sees everything. Every page, payload and download is built from these views.
import type { SystemId } from '@/lib/data/map'
import type { AnyCommand, CampaignCommand } from './commands'
import { teamOf } from './actors'
import { diplomatsSettled } from './turn/pairing'
import { canSeeTeamSecrets, commandRedaction, commandSecrecy, type RedactedCommand } from './registry'
import { TEAMS, type Actor, type BaseDefenseId, type CampaignState, type TeamId } from './state'
import type { Battle, BattleSide, TurnState } from './turn/turn-state'
import type { ManagementState } from './management/management-state'
import type { PastBattle } from './battle/past-battles'

/** A base's defense as a viewer sees it: the objective, not yet chosen, or hidden from them. */
export type VisibleDefense = BaseDefenseId | 'unassigned' | 'secret'

export type VisibleControl = { kind: 'presence'; team: TeamId } | { kind: 'base'; team: TeamId; defense: VisibleDefense; placedBy: string | null }

/** A battle side as a viewer sees it: the other team's fleet value only once its fleet is shown to them. */
export type VisibleBattleSide = Omit<BattleSide, 'fleetValue'> & { fleetValue: number | null }
export type VisibleBattle = Omit<Battle, 'assaulter' | 'defender'> & { assaulter: VisibleBattleSide; defender: VisibleBattleSide | null }
export type VisibleTurn = Omit<TurnState, 'battles'> & { battles: VisibleBattle[] }

/** The map at the end of a finished turn as a viewer may see it (R-SECRET, as for the map of today). */
export interface VisibleMapSnapshot {
  act: CampaignState['act']
  turn: number
  control: Partial<Record<SystemId, VisibleControl>>
}

export type VisiblePastBattle = Omit<PastBattle, 'assaulter' | 'defender'> & VisibleBattle

export type VisibleState = Omit<CampaignState, 'control' | 'turnState' | 'pastBattles' | 'mapHistory'> & {
  control: Partial<Record<SystemId, VisibleControl>>
  turnState: VisibleTurn | null
  pastBattles?: VisiblePastBattle[]
  mapHistory?: VisibleMapSnapshot[]
}

export function viewerTeam(state: CampaignState, viewer: Actor): TeamId | 'all' | null {
  return viewer.role === 'organizer' ? 'all' : teamOf(state, viewer)
}

/** Who holds each system, a base's defense named only to its team, the organizer and a team that learned it. */
function visibleControl(from: Pick<CampaignState, 'control' | 'revealedDefenses'>, seer: TeamId | 'all' | null): Partial<Record<SystemId, VisibleControl>> {
  const control: Partial<Record<SystemId, VisibleControl>> = {}
  for (const [id, c] of Object.entries(from.control) as [SystemId, CampaignState['control'][SystemId]][]) {
    if (!c) continue
    if (c.kind === 'presence') {
      control[id] = { kind: 'presence', team: c.team }
    } else {
      const known = canSeeTeamSecrets(seer, c.team) || (seer !== null && seer !== 'all' && from.revealedDefenses[seer].includes(id))
      const defense: VisibleDefense = !known ? 'secret' : (c.defense ?? 'unassigned')
      control[id] = { kind: 'base', team: c.team, defense, placedBy: c.placedBy }
    }
  }
  return control
}

export function visibleStateFor(state: CampaignState, viewer: Actor): VisibleState {
  const seer = viewerTeam(state, viewer)
  const control = visibleControl(state, seer)
  // A past map hides what that turn's map hid: the reveals are the ones of that moment.
  const { mapHistory: snapshots, ...rest } = state
  const mapHistory = snapshots?.map((s): VisibleMapSnapshot => ({ act: s.act, turn: s.turn, control: visibleControl(s, seer) }))
  // R-SECRET-FLEET: during setup a fleet is seen by its own team and the organizer only.
  const fleets = state.fleets.filter((f) => canSeeTeamSecrets(seer, f.team))
  // The Fleet Reserve is the team's (R-REWARD 5); token counts and CP are public (the map summary prints them).
  const teams = Object.fromEntries(
    TEAMS.map((t) => [t, canSeeTeamSecrets(seer, t) ? state.teams[t] : { ...state.teams[t], reserve: {} }]),
  ) as CampaignState['teams']
  // R-REFIT 8's lost names tell what a disbanded fleet held: its team's secret like the fleet itself.
  const lost = state.lostUniques
  const lostUniques = lost && seer !== 'all' ? Object.fromEntries(Object.entries(lost).filter(([team]) => team === seer)) : lost
  // Which enemy bases a team learned by Spynet tells where it spent it, a secret command (R-TOKEN-SPYNET).
  const revealedDefenses = Object.fromEntries(
    TEAMS.map((t) => [t, canSeeTeamSecrets(seer, t) ? state.revealedDefenses[t] : []]),
  ) as CampaignState['revealedDefenses']
  return {
    ...rest,
    control,
    fleets,
    teams,
    revealedDefenses,
    ...(lostUniques ? { lostUniques } : {}),
    ...(mapHistory ? { mapHistory } : {}),
    turnState: visibleTurn(state, viewer, seer),
    // A battle's record is its fleets as played, shown to both teams once its result is applied (R-SECRET-FLEET).
    ...(state.pastBattles ? { pastBattles: state.pastBattles.map((b) => visibleBattle(b, viewer, seer)) } : {}),
    pivotal: visiblePivotal(state, seer),
  }
}

/**
 * R-STRAT-SECRET and R-SECRET-FLEET within the turn: the other team's sealed Diplomats choice stays
 * hidden until both are in; a battle's enemy fleet is seen by its opposing player from the end of the
 * strategy phase, and by everyone once the result is applied.
 */
function visibleTurn(state: CampaignState, viewer: Actor, seer: TeamId | 'all' | null): VisibleTurn | null {
  const turn = state.turnState
  if (!turn) return null
  const settled = diplomatsSettled(state)
  const diplomats: TurnState['diplomats'] = {}
  for (const team of ['empire', 'rebels'] as const) {
    const choice = turn.diplomats[team]
    if (choice) diplomats[team] = settled || canSeeTeamSecrets(seer, team) ? choice : { zone: null, sealed: true }
  }
  const battles = turn.battles.map((b) => visibleBattle(b, viewer, seer))
  const management = visibleManagement(state, turn.management, seer)
  const allies = turn.allies?.filter((a) => {
    if (canSeeTeamSecrets(seer, a.team)) return true
    // Like the fleet it joins: seen by the opposing player from the end of the strategy phase, by all once the result is applied.
    const battle = turn.battles.find((b) => b.fleets !== null && (b.assaulter.fleetId === a.fleetId || b.defender?.fleetId === a.fleetId))
    if (!battle) return false
    const opponent = battle.assaulter.fleetId === a.fleetId ? battle.defender : battle.assaulter
    return battle.result.status === 'applied' || (viewer.role === 'player' && opponent?.playerId === viewer.playerId)
  })
  return { ...turn, diplomats, battles, management, ...(allies ? { allies } : {}) }
}

/** A battle's fleets: shown to the opposing player from the end of the strategy phase, to all once the result is applied. */
function visibleBattle<B extends Battle>(b: B, viewer: Actor, seer: TeamId | 'all' | null): Omit<B, 'assaulter' | 'defender'> & VisibleBattle {
  if (b.result.status === 'applied') return b
  const sees = (side: 'assaulter' | 'defender') => {
    const mine = b[side]
    const opponent = side === 'assaulter' ? b.defender : b.assaulter
    return canSeeTeamSecrets(seer, mine!.team) || (b.fleets !== null && viewer.role === 'player' && opponent?.playerId === viewer.playerId)
  }
  // A fleet's value tells its contents' weight: it is shown with the fleet (R-SECRET-FLEET).
  const side = (which: 'assaulter' | 'defender'): VisibleBattleSide | null =>
    b[which] ? { ...b[which]!, fleetValue: sees(which) ? b[which]!.fleetValue : null } : null
  const fleets = b.fleets ? { assaulter: sees('assaulter') ? b.fleets.assaulter : null, defender: sees('defender') ? b.fleets.defender : null } : null
  return { ...b, assaulter: side('assaulter')!, defender: side('defender'), fleets }
}

/**
 * A team's rewards, purchases, removals and scar repairs are its own (R-SECRET-FLEET): the other team's
 * entries are left out; who has finished each step stays public (the duties say it).
 */
function visibleManagement(state: CampaignState, m: ManagementState | null | undefined, seer: TeamId | 'all' | null): ManagementState | null {
  if (!m || seer === 'all') return m ?? null
  const own = <V>(record: Record<string, V>) =>
    Object.fromEntries(Object.entries(record).filter(([fleetId]) => state.fleets.find((f) => f.id === fleetId)?.team === seer))
  return {
    ...m,
    pendingCards: own(m.pendingCards),
    rewardsTaken: own(m.rewardsTaken),
    strippedThisRefit: own(m.strippedThisRefit),
    scarsRemovedByBases: own(m.scarsRemovedByBases),
  }
}

/** The other team's Ally forces for the pivotal battle are revealed when the battle is played. */
function withVisibleAllies(state: CampaignState, seer: TeamId | 'all' | null): CampaignState['pivotal'] {
  const p = state.pivotal
  if (!p || seer === 'all') return p
  // The other team's fleet values are part of its fleets, shown with the result (R-SECRET-FLEET).
  const teamOf = (fleetId: string) => state.fleets.find((f) => f.id === fleetId)?.team
  const fleetValues =
    p.result.status === 'applied'
      ? p.fleetValues
      : Object.fromEntries(Object.entries(p.fleetValues).filter(([id]) => canSeeTeamSecrets(seer, teamOf(id) ?? 'empire') && teamOf(id) !== undefined))
  const refit = p.refit ? (visibleManagement(state, p.refit, seer) ?? undefined) : undefined
  if (!p.allies || p.step === 'battle' || p.step === 'after') return { ...p, fleetValues, ...(refit ? { refit } : {}) }
  return { ...p, fleetValues, ...(refit ? { refit } : {}), allies: p.allies.filter((a) => canSeeTeamSecrets(seer, a.team)) }
}

/** A conquered base's Base Defense objective entered with the result (rules version 4 and before) is its conquerors' secret. */
function withConquestDefenseHidden(p: CampaignState['pivotal'], seer: TeamId | 'all' | null): CampaignState['pivotal'] {
  if (!p || seer === 'all' || seer === p.assaulters || (p.result.status !== 'entered' && p.result.status !== 'applied')) return p
  if (!p.result.result.conquestDefense) return p
  const { conquestDefense: _hidden, ...result } = p.result.result
  return { ...p, result: { ...p.result, result } }
}

/** The other team's part of a pivotal result stays sealed until both are in (R-STRAT-SECRET, R-SECRET-FLEET). */
function visiblePivotal(state: CampaignState, seer: TeamId | 'all' | null): CampaignState['pivotal'] {
  const p = withConquestDefenseHidden(withVisibleAllies(state, seer), seer)
  if (!p || p.result.status !== 'partial' || seer === 'all') return p
  const parts = Object.fromEntries(
    Object.entries(p.result.parts).map(([team, part]) => [team, team === seer ? part : { score: 0, tabled: false, fleets: {}, by: 'sealed' }]),
  )
  return { ...p, result: { status: 'partial', parts } }
}

/** A history entry as a viewer may read it: what a command's definition hides of it is left out (registry/redactions.ts). */
export type VisibleCommand =
  | AnyCommand
  | RedactedCommand
  /** A team's secret command as the other team reads it: which kind and who, not what (its `secrecy`). */
  | { type: 'secret'; of: CampaignCommand['type']; team: TeamId; fleetId?: string }

function readCommand(state: CampaignState, viewer: Actor, command: AnyCommand, undone: boolean): VisibleCommand {
  // The creation is public: it names the players and the preset.
  if (command.type === 'create-campaign') return command
  const redacted = commandRedaction(command, { state, seer: viewerTeam(state, viewer), undone })
  if (redacted) return redacted
  // Everything else is public or one team's secret, by its declaration; the end of the campaign reveals all.
  const owner = commandSecrecy(command, state)
  if (owner !== 'public' && state.phase !== 'ended' && !canSeeTeamSecrets(viewerTeam(state, viewer), owner)) {
    return { type: 'secret', of: command.type, team: owner, ...('fleetId' in command ? { fleetId: command.fleetId } : {}) }
  }
  return command
}

export function visibleCommandFor(state: CampaignState, viewer: Actor, command: AnyCommand): VisibleCommand {
  return readCommand(state, viewer, command, false)
}

/**
 * A command the organizer took back, as a viewer may read it in the undo's history entry. A sealed choice
 * taken back was never declared: the other team never learns it, even once both teams' choices are in and
 * revealed (R-STRAT-SECRET, R-SECRET). Anything else reads as the command itself would.
 */
export function visibleUndoneCommandFor(state: CampaignState, viewer: Actor, command: AnyCommand): VisibleCommand {
  return readCommand(state, viewer, command, true)
}
