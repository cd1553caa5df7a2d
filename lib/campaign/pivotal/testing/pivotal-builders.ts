// Builders for the pivotal battle's engine tests: a whole turn played through `applyCommand` (three battles
// pairing all six players, each won by the team the test names), the management phase closed the quick way
// (no base built, tokens taken, rewards declined, XP and refit finished), and the commands recorded with the
// actor the app would take each from, so that a scenario can replay them (R-HIST). Everything here throws
// on a refusal or on a command the actor may not issue, so that a broken builder fails loudly.
import type { SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { result } from '../../battle/testing'
import type { CampaignCommand } from '../../commands'
import { applyCommand } from '../../engine'
import { declineReward, management, playTurn, player, type BattlePlan, type Step } from '../../management/testing/management-builders'
import { owedInStep } from '../../management/steps'
import { tokenChoicesOwed } from '../../management/token-gain'
import { mayIssue } from '../../permissions'
import { otherTeam, type Actor, type CampaignState, type TeamId } from '../../state'
import { unwrap } from '../../testing/builders'
import { initiative } from '../../turn/initiative'
import { turnOf } from '../../turn/pairing'

export type { Step }

/** The Grand Admirals of campaignReadyToStart. */
export const GA: Record<TeamId, Actor> = { empire: player('empire-1'), rebels: player('rebels-1') }

/** A fleet's editor: its player, or for a fourth fleet the team's Grand Admiral. */
export function editorOf(fleetId: string): Actor {
  if (fleetId === 'fourth-empire') return GA.empire
  if (fleetId === 'fourth-rebels') return GA.rebels
  return player(fleetId)
}

/** Applies a command as `actor` after checking that the actor may issue it, and records it in `steps`. */
export function issue(state: CampaignState, steps: Step[], command: CampaignCommand, actor: Actor): CampaignState {
  if (!mayIssue(state, actor, command)) throw new Error(`${JSON.stringify(actor)} may not issue ${JSON.stringify(command)}`)
  const next = applyCommand(state, command, actor)
  if (!next.ok) throw new Error(`refused: ${JSON.stringify(command)} → ${JSON.stringify(next.violations)}`)
  steps.push([command, actor])
  return next.state
}

/**
 * The three battles of a turn from the strategy phase: the team with initiative (R-STRAT-INIT) assaults twice,
 * the other once (R-STRAT-ORDER): x-1 assaults y-1, y-2 assaults x-2, x-3 assaults y-3, where x has initiative.
 * Battle i is fought at systems[i] and won by winners[i], 150 to 100 (MOV 50: no MOV XP), nothing destroyed,
 * nothing eligible for veteran.
 */
export function turnPlans(state: CampaignState, systems: readonly [SystemId, SystemId, SystemId], winners: readonly [TeamId, TeamId, TeamId]): BattlePlan[] {
  const first = initiative(state).team
  const order: [TeamId, number][] = [
    [first, 1],
    [otherTeam(first), 2],
    [first, 3],
  ]
  return order.map(([team, n], i) => {
    const assaulterWins = winners[i] === team
    return {
      system: systems[i]!,
      assaulter: { playerId: `${team}-${n}` },
      defender: { playerId: `${otherTeam(team)}-${n}` },
      result: result({ score: assaulterWins ? 150 : 100 }, { score: assaulterWins ? 100 : 150 }),
    }
  })
}

export interface CloseOptions {
  /** Token choices per team and system; the first option of the system otherwise. */
  tokens?: Partial<Record<TeamId, Partial<Record<SystemId, TokenId>>>>
  /** Abilities bought in step 4, per fleet, before it finishes the step. */
  buys?: Record<string, string[]>
}

/**
 * Closes the management phase the quick way, each command by the actor the app would take it from: no base
 * built (finish-bases by the Grand Admiral), the tokens taken (first option unless `options.tokens` says),
 * every reward declined by the player who fought, XP finished (after `options.buys`), every refit finished.
 * Stops when the phase is no longer 'management' (the next turn, or the pivotal battle).
 */
export function closeManagement(start: CampaignState, steps: Step[], options: CloseOptions = {}): CampaignState {
  let state = start
  for (let guard = 0; state.phase === 'management'; guard += 1) {
    if (guard > 10) throw new Error('management phase does not end')
    const m = management(state)
    const owed = owedInStep(state)
    switch (m.step) {
      case 'effects':
        for (const team of owed.teams) state = issue(state, steps, { type: 'finish-bases', team }, GA[team])
        break
      case 'tokens':
        for (const team of owed.teams) {
          const choices: Partial<Record<SystemId, TokenId>> = {}
          for (const source of tokenChoicesOwed(state, m, team)) choices[source.systemId] = options.tokens?.[team]?.[source.systemId] ?? source.options[0]!
          state = issue(state, steps, { type: 'gain-tokens', team, choices }, GA[team])
        }
        break
      case 'rewards':
        for (const fleetId of owed.fleets) {
          const battle = turnOf(state).battles.find((b) => b.assaulter.fleetId === fleetId || b.defender?.fleetId === fleetId)
          // A resting fourth fleet's base reward (R-FOURTH) is its Grand Admiral's to take.
          const side = battle ? (battle.assaulter.fleetId === fleetId ? battle.assaulter : battle.defender!) : null
          state = issue(state, steps, declineReward(state, fleetId), side ? player(side.playerId) : editorOf(fleetId))
        }
        break
      case 'experience':
        for (const fleetId of owed.fleets) {
          for (const abilityId of options.buys?.[fleetId] ?? []) state = issue(state, steps, { type: 'buy-ability', fleetId, abilityId }, editorOf(fleetId))
          // A commander left with nothing to buy is done by itself (R-XP-SPEND).
          if (state.turnState?.management?.step === 'experience' && owedInStep(state).fleets.includes(fleetId))
            state = issue(state, steps, { type: 'finish-experience', fleetId }, editorOf(fleetId))
        }
        break
      case 'refit':
        for (const fleetId of owed.fleets) state = issue(state, steps, { type: 'finish-refit', fleetId }, editorOf(fleetId))
        break
    }
  }
  return state
}

/** One whole turn from its strategy phase (see turnPlans), then its management phase closed (closeManagement). */
export function playWholeTurn(
  start: CampaignState,
  steps: Step[],
  systems: readonly [SystemId, SystemId, SystemId],
  winners: readonly [TeamId, TeamId, TeamId],
  options: CloseOptions = {},
): CampaignState {
  const turn = playTurn(start, turnPlans(start, systems, winners))
  steps.push(...turn.steps)
  return closeManagement(turn.state, steps, options)
}

/** The same without recording: the state after the turn. Throws unless the act ended (phase 'pivotal'). */
export function turnEndingAct(
  start: CampaignState,
  systems: readonly [SystemId, SystemId, SystemId],
  winners: readonly [TeamId, TeamId, TeamId],
  options: CloseOptions = {},
): CampaignState {
  const state = playWholeTurn(start, [], systems, winners, options)
  if (state.phase !== 'pivotal') throw new Error(`expected the pivotal battle, got phase ${state.phase}`)
  return state
}

/**
 * Closes the pivotal battle the quick way: when the campaign goes on, every fleet finishes the refit that
 * follows the battle (R-PIVOT-AFTER) as its editor; then, unless it closed by itself, the organizer's finish-pivotal.
 */
export function closePivotal(start: CampaignState, steps: Step[] = []): CampaignState {
  let state = start
  const p = state.pivotal
  if (!p) throw new Error(`no pivotal battle (phase ${state.phase})`)
  if (!p.climactic && state.act !== 3) {
    for (const fleet of state.fleets) {
      if (!(p.refit?.refitDone ?? []).includes(fleet.id)) state = issue(state, steps, { type: 'finish-refit', fleetId: fleet.id }, editorOf(fleet.id))
    }
  }
  // Rules version 5: it closes by itself once nothing is left to decide; the organizer moves past the rest.
  return state.phase === 'pivotal' ? issue(state, steps, { type: 'finish-pivotal' }, { role: 'organizer' }) : state
}

/** Applies a command as `actor` (the organizer by default), throwing on a refusal; nothing recorded. */
export function doing(state: CampaignState, command: CampaignCommand, actor: Actor = { role: 'organizer' }): CampaignState {
  return unwrap(applyCommand(state, command, actor))
}
