// One state checked both ways, for every person of the campaign: each candidate command (generators.ts) the
// engine accepts from them is offered to them (offered.ts), and each option their views list (and each duty
// they owe) is taken by a command the engine accepts from them (R-SECRET: who may send what is the registry's).
import { canonicalJson } from '../canonical-json'
import type { CampaignCommand } from '../commands'
import { applyCommand } from '../engine'
import { COMMAND_REGISTRY, mayIssue } from '../registry'
import { actorKey, type Actor, type CampaignState } from '../state'
import { candidates, type CommandType } from './generators'
import { offered, seenBy, viewOptions } from './offered'

export interface Mismatch {
  /** The command type, or `view` for an option a view lists (or a duty) that no accepted command takes. */
  type: CommandType | 'view'
  problem: 'accepted-not-offered' | 'offered-not-accepted'
  actor: string
  what: string
}

export interface Move {
  command: CampaignCommand
  actor: Actor
}

export interface StateCheck {
  mismatches: Mismatch[]
  /** Every candidate the engine accepts, with each person it accepts it from: random play picks among them. */
  accepted: Move[]
}

const ORGANIZER: Actor = { role: 'organizer' }

/**
 * The command types whose rules look at who sends them (a result entered by a player awaits the other's
 * confirmation): their definition's `apply` takes the actor. The others apply alike for anyone the registry
 * lets send them, so the engine is asked once, as the organizer (who may send anything).
 */
const ACTOR_DEPENDENT = new Set((Object.keys(COMMAND_REGISTRY) as CommandType[]).filter((type) => COMMAND_REGISTRY[type].apply.length > 2))

export function peopleOf(state: CampaignState): Actor[] {
  return [ORGANIZER, ...state.players.map((p): Actor => ({ role: 'player', playerId: p.id }))]
}

/** Whether the engine accepts a command from a person: the registry lets them send it and its rules apply. */
function acceptance(state: CampaignState): (command: CampaignCommand, actor: Actor, key?: string) => boolean {
  const applies = new Map<string, boolean>()
  return (command, actor, key = JSON.stringify(command)) => {
    if (!mayIssue(state, actor, command)) return false
    const dependent = ACTOR_DEPENDENT.has(command.type)
    const cacheKey = dependent ? `${actorKey(actor)} ${key}` : key
    if (!applies.has(cacheKey)) applies.set(cacheKey, applyCommand(state, command, dependent ? actor : ORGANIZER).ok)
    return applies.get(cacheKey)!
  }
}

/** `extra`: commands to try besides the generated ones (a scenario's own next moves). */
export function checkState(state: CampaignState, extra: readonly CampaignCommand[] = []): StateCheck {
  const tried = dedupe([...candidates(state), ...extra])
  const accepts = acceptance(state)
  // A command the organizer's rules refuse is refused to everyone, unless its rules look at the sender.
  const possible = tried.filter(({ command, key }) => ACTOR_DEPENDENT.has(command.type) || accepts(command, ORGANIZER, key))
  const mismatches: Mismatch[] = []
  const accepted: Move[] = []
  for (const actor of peopleOf(state)) {
    const seen = seenBy(state, actor)
    const who = actorKey(actor)
    for (const { command, key } of possible) {
      if (!accepts(command, actor, key)) continue
      accepted.push({ command, actor })
      if (!offered(seen, command)) mismatches.push({ type: command.type, problem: 'accepted-not-offered', actor: who, what: canonicalJson(command) })
    }
    for (const option of viewOptions(
      seen,
      possible.map((p) => p.command),
    )) {
      if (!option.commands.some((c) => accepts(c, actor))) mismatches.push({ type: 'view', problem: 'offered-not-accepted', actor: who, what: option.what })
    }
  }
  return { mismatches, accepted }
}

function dedupe(commands: CampaignCommand[]): { command: CampaignCommand; key: string }[] {
  const keys = new Set<string>()
  return commands.flatMap((command) => {
    const key = JSON.stringify(command)
    return keys.has(key) ? [] : (keys.add(key), [{ command, key }])
  })
}
