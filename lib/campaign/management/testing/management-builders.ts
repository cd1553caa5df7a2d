// Builders for the management phase's engine tests: a started campaign, hand-made changes to it (act,
// map, tokens, CP, fleets), a whole strategy and battle phase played from a list of battles through
// `applyCommand` with the actor the app would take each command from, and the management steps finished
// in bulk. Everything here throws on a refusal, so that a broken builder fails loudly.
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { battleObjectivePool } from '../../battle/battle-commands'
import type { CampaignCommand } from '../../commands'
import { applyCommand } from '../../engine'
import type { Fleet } from '../../fleets/fleet'
import { applyAll, campaignReadyToStart, legalFleetCommands } from '../../fleets/testing/fleet-builders'
import { mayIssue } from '../../permissions'
import { TEAMS, type Actor, type CampaignState, type SystemControl, type TeamId, type TeamState } from '../../state'
import { defenseCommand, newCampaign, placeBases, unwrap } from '../../testing/builders'
import { nextDeclaringTeam, pairingComplete, pendingBattle, turnOf } from '../../turn/pairing'
import type { BattleResult } from '../../turn/turn-state'
import type { ManagementState } from '../management-state'
import { owedInStep } from '../steps'
import { reserveFourthFleet } from '../fleets-in-turn'

export const ORGANIZER: Actor = { role: 'organizer' }
export const player = (playerId: string): Actor => ({ role: 'player', playerId })

/** A command and the actor who issues it. */
export type Step = [CampaignCommand, Actor]

/** The 3v3 green-knight campaign of campaignReadyToStart, started: act I, turn 1, strategy phase. */
export function startedCampaign(): CampaignState {
  return unwrap(applyCommand(campaignReadyToStart(), { type: 'start-campaign' }))
}

/**
 * An official-2019 campaign started with teams of `size`. 2v2: Empire bases on Dantooine (Ion Cannon) and
 * Felucia (Armed Station), Rebels on Hoth (Ion Cannon) and Ryloth (Armed Station); fleets empire-1, empire-2,
 * fourth-empire, rebels-1, rebels-2, fourth-rebels. 3v3: the bases and fleets of campaignReadyToStart.
 */
export function startedOfficialCampaign(size: 2 | 3): CampaignState {
  const placed =
    size === 2 ? placeBases(newCampaign('official-2019', 2), ['dantooine', 'hoth', 'felucia', 'ryloth']) : placeBases(newCampaign('official-2019', 3))
  const defended = applyAll(
    placed,
    size === 2
      ? [defenseCommand('empire', ['dantooine', 'felucia']), defenseCommand('rebels', ['hoth', 'ryloth'])]
      : [defenseCommand('empire'), defenseCommand('rebels')],
  )
  const ids = new Set(defended.fleets.map((f) => f.id))
  const fleets = legalFleetCommands().filter((c) => 'fleetId' in c && ids.has(c.fleetId))
  return unwrap(applyCommand(applyAll(defended, fleets), { type: 'start-campaign' }))
}

/** What a test changes by hand before playing on (the engine has no command for these). */
export interface Adjustment {
  act?: 1 | 2 | 3
  /** A system's new control; null makes it unoccupied. */
  control?: Partial<Record<SystemId, SystemControl | null>>
  tokens?: Partial<Record<TeamId, Partial<Record<TokenId, number>>>>
  cpByAct?: Partial<Record<TeamId, TeamState['cpByAct']>>
  reserve?: Partial<Record<TeamId, TeamState['reserve']>>
  /** Changes to fleets, by id. */
  fleets?: Record<string, (fleet: Fleet) => Fleet>
}

export function adjusted(state: CampaignState, change: Adjustment): CampaignState {
  const control = { ...state.control }
  for (const [id, c] of Object.entries(change.control ?? {}) as [SystemId, SystemControl | null][]) {
    if (c === null) delete control[id]
    else control[id] = c
  }
  const teams = { ...state.teams }
  for (const team of TEAMS) {
    const t = teams[team]
    teams[team] = {
      ...t,
      tokens: { ...t.tokens, ...change.tokens?.[team] },
      cpByAct: change.cpByAct?.[team] ?? t.cpByAct,
      reserve: change.reserve?.[team] ?? t.reserve,
    }
  }
  const fleets = state.fleets.map((f) => change.fleets?.[f.id]?.(f) ?? f)
  return { ...state, act: change.act ?? state.act, control, teams, fleets }
}

export const presence = (team: TeamId): SystemControl => ({ kind: 'presence', team })
export const base = (team: TeamId, defense: 'ion-cannon' | 'armed-station' | 'fighter-wing'): SystemControl => ({ kind: 'base', team, defense, placedBy: null })

/** Marks elements of a fleet scarred (by uid). */
export function scar(...uids: string[]): (fleet: Fleet) => Fleet {
  return (f) => ({
    ...f,
    ships: f.ships.map((s) => (uids.includes(s.uid) ? { ...s, scarred: true } : s)),
    squadrons: f.squadrons.map((q) => (uids.includes(q.uid) ? { ...q, scarred: true } : q)),
  })
}

/** Sets a fleet commander's XP and, if given, its abilities. */
export function commander(xp: number, abilities?: string[]): (fleet: Fleet) => Fleet {
  return (f) => ({ ...f, commander: f.commander ? { ...f.commander, xp, abilities: abilities ?? f.commander.abilities } : null })
}

/** One battle of a turn: where, who, on what objective, and how it ended. */
export interface BattlePlan {
  system: SystemId
  /** The player and the fleet they play (their own unless said). */
  assaulter: { playerId: string; fleetId?: string }
  defender: { playerId: string; fleetId?: string }
  /** The objective chosen; the first of the pool when absent (a base's objective is imposed: R-OBJ-1). */
  objective?: string
  result: BattleResult
  /** Veterans chosen per fleet id; by default the first eligible element of each side. */
  veterans?: Record<string, string[]>
}

function apply(state: CampaignState, steps: Step[], command: CampaignCommand, actor: Actor): CampaignState {
  if (!mayIssue(state, actor, command)) throw new Error(`${JSON.stringify(actor)} may not issue ${JSON.stringify(command)}`)
  steps.push([command, actor])
  return unwrap(applyCommand(state, command, actor))
}

function grandAdmiral(state: CampaignState, team: TeamId): Actor {
  return player(state.teams[team].grandAdmiral)
}

function teamOfPlayer(state: CampaignState, playerId: string): TeamId {
  const p = state.players.find((x) => x.id === playerId)
  if (!p) throw new Error(`no player ${playerId}`)
  return p.team
}

/**
 * Plays a strategy and a battle phase from the strategy phase: Diplomats declined by teams that hold
 * some, the declarations in the order R-STRAT-ORDER asks (the plans of one team keep their order),
 * Skilled Spacers as `spacers` says (none by default), the objectives, each result entered by the
 * assaulting player and confirmed by the defending one, and the veterans. Ends in the management phase.
 */
export function playTurn(
  start: CampaignState,
  plans: readonly BattlePlan[],
  options: { spacers?: Partial<Record<TeamId, string[]>> } = {},
): { state: CampaignState; steps: Step[] } {
  const steps: Step[] = []
  let state = start
  for (const team of TEAMS) {
    if (state.teams[team].tokens.diplomats > 0) state = apply(state, steps, { type: 'choose-diplomats', team, zone: null }, grandAdmiral(state, team))
  }
  const left = [...plans]
  while (left.length > 0) {
    const team = nextDeclaringTeam(state)
    const index = left.findIndex((p) => teamOfPlayer(state, p.assaulter.playerId) === team)
    if (index < 0) throw new Error(`no battle planned for ${team} to declare`)
    const plan = left.splice(index, 1)[0]!
    const a = plan.assaulter
    state = apply(state, steps, { type: 'declare-assault', playerId: a.playerId, systemId: plan.system, fleetId: a.fleetId ?? a.playerId }, player(a.playerId))
    const battle = pendingBattle(state)!
    const d = plan.defender
    state = apply(state, steps, { type: 'name-defender', battleId: battle.id, playerId: d.playerId, fleetId: d.fleetId ?? d.playerId }, player(d.playerId))
  }
  if (state.phase === 'strategy' && !pairingComplete(state)) throw new Error('pairing not complete after the planned battles')
  for (const team of TEAMS) {
    if (state.phase === 'strategy' && state.teams[team].tokens['skilled-spacers'] > 0 && turnOf(state).spacers[team] === undefined) {
      state = apply(state, steps, { type: 'spend-spacers', team, fleetIds: options.spacers?.[team] ?? [] }, grandAdmiral(state, team))
    }
  }
  if (state.phase !== 'battle') throw new Error(`expected the battle phase, got ${state.phase}`)
  for (const battle of turnOf(state).battles) {
    const plan = plans.find((p) => p.system === battle.systemId)!
    const current = turnOf(state).battles.find((b) => b.id === battle.id)!
    if (current.objective === null) {
      const pool = battleObjectivePool(state, current)
      const objectiveId = plan.objective ?? (pool.kind === 'choice' ? pool.objectives[0]! : '')
      state = apply(state, steps, { type: 'choose-objective', battleId: battle.id, objectiveId }, player(battle.assaulter.playerId))
    } else if (plan.objective !== undefined && plan.objective !== current.objective) {
      throw new Error(`battle ${battle.id} is played on ${current.objective}, not ${plan.objective}`)
    }
    state = apply(state, steps, { type: 'enter-result', battleId: battle.id, result: plan.result }, player(battle.assaulter.playerId))
    state = apply(state, steps, { type: 'confirm-result', battleId: battle.id }, player(battle.defender!.playerId))
  }
  for (const battle of turnOf(state).battles) {
    const plan = plans.find((p) => p.system === battle.systemId)!
    for (const side of ['assaulter', 'defender'] as const) {
      const eligible = plan.result[side].eligibleVeterans
      if (eligible.length === 0) continue
      const fleetId = battle[side]!.fleetId
      const uids = plan.veterans?.[fleetId] ?? [eligible[0]!]
      state = apply(state, steps, { type: 'choose-veterans', battleId: battle.id, fleetId, uids }, player(battle[side]!.playerId))
    }
  }
  return { state, steps }
}

/** playTurn's state only. */
export function played(start: CampaignState, plans: readonly BattlePlan[], options: { spacers?: Partial<Record<TeamId, string[]>> } = {}): CampaignState {
  return playTurn(start, plans, options).state
}

export function management(state: CampaignState): ManagementState {
  const m = state.turnState?.management
  if (!m) throw new Error(`no management phase (phase ${state.phase})`)
  return m
}

/** Applies commands as the organizer, throwing on a refusal. */
export function organizerApplies(state: CampaignState, ...commands: CampaignCommand[]): CampaignState {
  return commands.reduce((s, c) => unwrap(applyCommand(s, c, ORGANIZER)), state)
}

/**
 * Finishes the current step the ordinary way, as the organizer: finish-bases for every team owing it; in
 * the tokens step the choices given; in the rewards step a decline for every fleet owing a reward;
 * finish-experience and finish-refit for every fleet owing them.
 */
export function finishStep(state: CampaignState, tokenChoices: Partial<Record<TeamId, Partial<Record<SystemId, TokenId>>>> = {}): CampaignState {
  const m = management(state)
  const owed = owedInStep(state)
  switch (m.step) {
    case 'effects':
      return organizerApplies(state, ...owed.teams.map((team): CampaignCommand => ({ type: 'finish-bases', team })))
    case 'tokens':
      return organizerApplies(state, ...owed.teams.map((team): CampaignCommand => ({ type: 'gain-tokens', team, choices: tokenChoices[team] ?? {} })))
    case 'rewards':
      return organizerApplies(state, ...owed.fleets.map((fleetId) => declineReward(state, fleetId)))
    case 'experience':
      return organizerApplies(state, ...owed.fleets.map((fleetId): CampaignCommand => ({ type: 'finish-experience', fleetId })))
    case 'refit':
      return organizerApplies(state, ...owed.fleets.map((fleetId): CampaignCommand => ({ type: 'finish-refit', fleetId })))
  }
}

/**
 * A take-reward that declines (the schema still wants a system and a type: the battle's, or for a resting
 * fourth fleet its first base reward).
 */
export function declineReward(state: CampaignState, fleetId: string): CampaignCommand {
  const battle = turnOf(state).battles.find((b) => b.assaulter.fleetId === fleetId || b.defender?.fleetId === fleetId)
  const systemId = battle?.systemId ?? reserveFourthFleet(state, fleetId)?.options[0]?.systemId
  if (!systemId) throw new Error(`${fleetId} is owed no reward`)
  return { type: 'take-reward', fleetId, decline: true, systemId, rewardType: 'squadrons', cards: [], useDestiny: false }
}

/** Finishes steps until the management phase is at `step`. */
export function finishUntil(state: CampaignState, step: ManagementState['step'], tokenChoices: Parameters<typeof finishStep>[1] = {}): CampaignState {
  let s = state
  for (let i = 0; i < 6 && management(s).step !== step; i += 1) s = finishStep(s, tokenChoices)
  if (management(s).step !== step) throw new Error(`could not reach ${step}`)
  return s
}

export function fleetOf(state: CampaignState, fleetId: string): Fleet {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  if (!fleet) throw new Error(`no fleet ${fleetId}`)
  return fleet
}

/** The uids of a fleet's scarred elements, ships then squadrons. */
export function scarsOf(state: CampaignState, fleetId: string): string[] {
  const f = fleetOf(state, fleetId)
  return [...f.ships, ...f.squadrons].filter((e) => e.scarred).map((e) => e.uid)
}
