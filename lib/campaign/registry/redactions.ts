// What the other team reads of a public command with a secret part (R-SECRET, R-STRAT-SECRET): each is a
// definition's `redact`, so a command's secrecy is read in one place, its definition. A team's whole secret
// commands are hidden by their `secrecy` instead (visibility.ts).
import type { AssignBaseDefensesCommand, BuildBaseCommand, ChooseDiplomatsCommand, EnterPivotalResultCommand, EnterPivotalTeamResultCommand } from '../commands'
import type { TeamId } from '../ids'
import { diplomatsSettled } from '../turn/pairing'
import type { Reading, RedactedCommand, Seer } from './define'

/** The organizer reads every team's secrets; a player, their own team's. */
export function canSeeTeamSecrets(seer: Seer, team: TeamId): boolean {
  return seer === 'all' || seer === team
}

/** R-SETUP-5: a team's Base Defense objectives never reach the other team. */
export function redactDefenses(c: AssignBaseDefensesCommand, { seer }: Reading): RedactedCommand | null {
  return canSeeTeamSecrets(seer, c.team) ? null : { type: 'assign-base-defenses', team: c.team, assignments: 'secret' }
}

/**
 * R-STRAT-DIPLO, R-STRAT-SECRET: a Diplomats choice is sealed while the other team's is still owed. A choice
 * taken back was never declared: the other team never learns it, even once both are revealed.
 */
export function redactDiplomats(c: ChooseDiplomatsCommand, { state, seer, undone }: Reading): RedactedCommand | null {
  if (canSeeTeamSecrets(seer, c.team)) return null
  const pending = state.phase === 'strategy' && state.turnState && !diplomatsSettled(state)
  return undone || pending ? { type: 'choose-diplomats', team: c.team, zone: null, sealed: true } : null
}

/** R-BASE-BUILD: a new base's Base Defense objective is its team's secret, like the ones placed at setup. */
export function redactNewBase(c: BuildBaseCommand, { seer }: Reading): RedactedCommand | null {
  return canSeeTeamSecrets(seer, c.team) ? null : { ...c, defense: 'secret' }
}

/** A conquered base's Base Defense objective entered with the result (rules version 4 and before) is its conquerors' secret. */
export function redactConquestDefense(c: EnterPivotalResultCommand, { seer }: Reading): EnterPivotalResultCommand | null {
  if (!c.result.conquestDefense || seer === 'all') return null
  const { conquestDefense: _hidden, ...result } = c.result
  return { ...c, result }
}

/** R-STRAT-SECRET, R-SECRET-FLEET: a team's part of a pivotal result stays sealed until both are in (and for good, once taken back). */
export function redactTeamResult(c: EnterPivotalTeamResultCommand, { state, seer, undone }: Reading): RedactedCommand | null {
  if (canSeeTeamSecrets(seer, c.team) || (!undone && state.pivotal?.result.status !== 'partial')) return null
  return { type: 'enter-pivotal-team-result', team: c.team, score: 0, tabled: false, fleets: {} }
}
