// R-SCHEDULE (the app's, not the rulebook's): the two players of a declared battle agree when and where they
// play it. Either proposes a time (an absolute instant, ISO UTC) and a place or "online"; the other accepts it
// or proposes another. The organizer may propose or accept for a battle too (a club night set for everyone).
// Nothing of it is secret: a declared battle is public to both teams.
import type { Actor, CampaignState } from '../state'
import type { Battle } from '../turn/turn-state'
import { refuse, type CommandResult, type RuleViolation } from '../violations'

import { PLACE_MAX, type BattleSchedule, type GameSlot, type GameVenue } from './schedule-state'

export { PLACE_MAX, type BattleSchedule, type GameSlot, type GameVenue }

const NO_SCHEDULE: BattleSchedule = { agreed: null, proposal: null }

export function scheduleOf(battle: Pick<Battle, 'schedule'>): BattleSchedule {
  return battle.schedule ?? NO_SCHEDULE
}

/** Two slots name the same instant and the same place. */
export function sameSlot(a: GameSlot, b: GameSlot): boolean {
  if (Date.parse(a.startsAt) !== Date.parse(b.startsAt) || a.venue.kind !== b.venue.kind) return false
  return a.venue.kind === 'online' || (b.venue.kind === 'place' && a.venue.place === b.venue.place)
}

function playsIn(battle: Battle, actor: Actor): boolean {
  return actor.role === 'player' && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
}

/** Why this battle's game cannot be arranged by this person now, or null when it can. */
export function scheduleViolation(state: CampaignState, actor: Actor, battleId: string): RuleViolation | null {
  const battle = state.turnState?.battles.find((b) => b.id === battleId)
  if (!battle) return { rule: 'R-SCHEDULE', reason: 'unknown-battle' }
  if (actor.role !== 'organizer' && !playsIn(battle, actor)) return { rule: 'R-SCHEDULE', reason: 'not-in-battle' }
  if (state.phase !== 'strategy' && state.phase !== 'battle') return { rule: 'R-SCHEDULE', reason: 'wrong-phase' }
  if (!battle.defender) return { rule: 'R-SCHEDULE', reason: 'no-opponent-yet' }
  if (battle.result.status === 'applied') return { rule: 'R-SCHEDULE', reason: 'result-already-applied' }
  return null
}

/** Why this person may not accept the battle's proposal now, or null when they may. */
export function acceptViolation(state: CampaignState, actor: Actor, battleId: string): RuleViolation | null {
  const base = scheduleViolation(state, actor, battleId)
  if (base) return base
  const proposal = scheduleOf(state.turnState!.battles.find((b) => b.id === battleId)!).proposal
  if (!proposal) return { rule: 'R-SCHEDULE', reason: 'no-proposal' }
  const self = actor.role === 'organizer' ? 'organizer' : actor.playerId
  if (proposal.by === self) return { rule: 'R-SCHEDULE', reason: 'own-proposal' }
  return null
}

function withSchedule(state: CampaignState, battleId: string, schedule: BattleSchedule): CampaignState {
  const turn = state.turnState!
  return { ...state, turnState: { ...turn, battles: turn.battles.map((b) => (b.id === battleId ? { ...b, schedule } : b)) } }
}

/** A proposal replaces any earlier one still unanswered; what was agreed stands until it is accepted. */
export function proposeGame(state: CampaignState, actor: Actor, battleId: string, slot: GameSlot): CommandResult<CampaignState> {
  const violation = scheduleViolation(state, actor, battleId)
  if (violation) return refuse(violation)
  const battle = state.turnState!.battles.find((b) => b.id === battleId)!
  const by = actor.role === 'organizer' ? 'organizer' : actor.playerId
  return { ok: true, state: withSchedule(state, battleId, { ...scheduleOf(battle), proposal: { ...slot, by } }) }
}

/** `seen`: the proposal as the accepting page showed it; refused when another replaced it since. */
export function acceptGame(state: CampaignState, actor: Actor, battleId: string, seen: GameSlot): CommandResult<CampaignState> {
  const violation = acceptViolation(state, actor, battleId)
  if (violation) return refuse(violation)
  const battle = state.turnState!.battles.find((b) => b.id === battleId)!
  const { by: _by, ...slot } = scheduleOf(battle).proposal!
  if (!sameSlot(slot, seen)) return refuse({ rule: 'R-SCHEDULE', reason: 'proposal-changed' })
  return { ok: true, state: withSchedule(state, battleId, { agreed: slot, proposal: null }) }
}

/**
 * A proposal must start after the moment it is sent. The engine has no clock (a replay must give the same
 * state whenever it runs), so the use case that writes a new command asks this with the time it writes.
 */
export function proposalTooEarly(startsAt: string, now: Date): RuleViolation | null {
  return Date.parse(startsAt) <= now.getTime() ? { rule: 'R-SCHEDULE', reason: 'time-past' } : null
}

/** What a command sent now is refused for that its replay later would not be: a proposal for a time gone by. */
export function freshCommandViolation(command: { type: string; startsAt?: string }, now: Date): RuleViolation | null {
  return command.type === 'propose-game' && command.startsAt !== undefined ? proposalTooEarly(command.startsAt, now) : null
}
