// Random legal play: from a state, pick one of the moves the engine accepts (a candidate of generators.ts with
// a person it accepts it from), apply it, and check each state reached (check-state.ts). Each pick first
// chooses a command type, then a command of it, so that the many ways of building a base do not drown the one
// way of confirming a result. The picks are numbers, so a run is replayed from its seed.
import { applyCommand } from '../engine'
import { actorKey, type CampaignState } from '../state'
import { canonicalJson } from '../canonical-json'
import { checkState, type Move } from './check-state'
import { phaseOf, type Finding } from './explore'

export interface Walk {
  /** Each move made, as `person: command`. */
  path: string[]
  findings: Finding[]
}

export function pick(accepted: readonly Move[], choice: number): Move | null {
  const types = [...new Set(accepted.map((m) => m.command.type))].sort()
  if (types.length === 0) return null
  const type = types[choice % types.length]
  const ofType = accepted.filter((m) => m.command.type === type)
  return ofType[Math.floor(choice / types.length) % ofType.length]!
}

export function randomWalk(name: string, start: CampaignState, choices: readonly number[]): Walk {
  const walk: Walk = { path: [], findings: [] }
  let state = start
  for (const [depth, choice] of [...choices, null].entries()) {
    const checked = checkState(state)
    const where = `${name}, ${depth} random moves on (${phaseOf(state)})`
    walk.findings.push(...checked.mismatches.map((m) => ({ ...m, where })))
    const move = choice === null ? null : pick(checked.accepted, choice)
    if (!move) break
    const next = applyCommand(state, move.command, move.actor)
    if (!next.ok) throw new Error(`an accepted move was refused on replay: ${canonicalJson(move.command)}`)
    walk.path.push(`${actorKey(move.actor)}: ${canonicalJson(move.command)}`)
    state = next.state
  }
  return walk
}

/** One line per command type found wanting, with how many and the first: random play meets the same gap many times. */
export function reportByType(findings: readonly Finding[]): string[] {
  const byType = new Map<string, Finding[]>()
  for (const f of findings) {
    const key = `${f.type} ${f.problem}`
    byType.set(key, [...(byType.get(key) ?? []), f])
  }
  return [...byType].map(([key, all]) => `${key} (${all.length}), first at ${all[0]!.where}, ${all[0]!.actor}: ${all[0]!.what}`)
}
