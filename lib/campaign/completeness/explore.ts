// Walks the states a history reaches, checks each (check-state.ts) and words what it finds for a test's
// failure: where (step, phase), who, and what, one line per distinct finding.
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand } from '../engine'
import type { Actor, CampaignState } from '../state'
import { unwrap } from '../testing/builders'
import { checkState, type Mismatch } from './check-state'
import type { CommandType } from './generators'

export interface Scenario {
  name: string
  history: readonly AnyCommand[]
  actors: readonly Actor[]
}

export interface Finding extends Mismatch {
  where: string
}

export interface Explored {
  findings: Finding[]
  /** The phases (and management or pivotal steps) the states were in. */
  phases: Set<string>
  /** The command types the engine accepted in at least one state: a generator that never hits is no test. */
  acceptedTypes: Set<CommandType>
  states: number
}

export function phaseOf(state: CampaignState): string {
  if (state.phase === 'management') return `management:${state.turnState!.management!.step}`
  if (state.phase === 'pivotal') return `pivotal:${state.pivotal?.step}${state.pivotal?.refit ? `:${state.pivotal.refit.step}` : ''}`
  return state.phase
}

/** How many of the scenario's own next moves are tried in each state too, besides the generated candidates. */
const LOOKAHEAD = 40

/** The state before each move of the history and after the last one, with the moves the history makes from it. */
export function statesOf(scenario: Scenario): { step: number; state: CampaignState; ahead: CampaignCommand[] }[] {
  const [create, ...moves] = scenario.history as [CreateCampaignCommand, ...CampaignCommand[]]
  let state = unwrap(createCampaign(create))
  const states = [{ step: 0, state, ahead: moves.slice(0, LOOKAHEAD) }]
  for (const [index, move] of moves.entries()) {
    const next = applyCommand(state, move, scenario.actors[index + 1] ?? { role: 'organizer' })
    if (!next.ok) throw new Error(`${scenario.name}: step ${index + 1} refused: ${JSON.stringify(next.violations)}`)
    state = next.state
    states.push({ step: index + 1, state, ahead: moves.slice(index + 1, index + 1 + LOOKAHEAD) })
  }
  return states
}

export function explore(scenario: Scenario): Explored {
  const explored: Explored = { findings: [], phases: new Set(), acceptedTypes: new Set(), states: 0 }
  for (const { step, state, ahead } of statesOf(scenario)) {
    const checked = checkState(state, ahead)
    explored.states++
    explored.phases.add(phaseOf(state))
    for (const move of checked.accepted) explored.acceptedTypes.add(move.command.type)
    const where = `${scenario.name}, after step ${step} (${phaseOf(state)})`
    explored.findings.push(...checked.mismatches.map((m) => ({ ...m, where })))
  }
  return explored
}

/** How many kinds of finding a failure lists before it counts the rest. */
const LISTED = 12

/** A finding with the ids it names blanked out: the same gap met for every fleet, battle or card is one kind. */
function kindOf(f: Finding): string {
  const what = f.what
    .replace(/"(\w*Id|\w*Uid|uid|replaces|cards|uids|fleetIds|claimedSystems|newBaseSystem|category|token)":("[^"]*"|\[[^\]]*\])/g, '"$1":…')
    .replace(/ takes \S+ /, ' takes … ')
  return `${f.problem} ${f.actor === 'organizer' ? 'organizer' : 'player'} ${what}`
}

/** One line per kind of finding, with how often it was met and its first instance; the rest counted. A test expects none. */
export function report(findings: readonly Finding[]): string[] {
  const kinds = new Map<string, { first: Finding; count: number }>()
  for (const f of findings) {
    const kind = kindOf(f)
    const seen = kinds.get(kind)
    if (seen) seen.count++
    else kinds.set(kind, { first: f, count: 1 })
  }
  const lines = [...kinds.values()].map(
    ({ first: f, count }) =>
      `${f.problem === 'accepted-not-offered' ? 'accepted, not offered' : 'offered, refused'} (${count}×), first ${f.where}, ${f.actor}: ${f.what}`,
  )
  const places = new Set(findings.map((f) => f.where)).size
  return lines.length > LISTED ? [...lines.slice(0, LISTED), `… and ${lines.length - LISTED} more kinds, in ${places} states in all`] : lines
}
