// R-HIST: the history as a chronicle. Each command is placed in the act, turn and phase it was applied in,
// and a command about a battle names who fought where (and, when it applied the result, who won), by
// replaying the history. Every field here is public but a refit's cards, which are its team's secret as the
// refit is: the history drops the mark's detail wherever it shows the command as a secret
// (lib/server/get-history.ts). The commands themselves are filtered for the viewer by visibility.ts.
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand } from '../engine'
import { CHRONICLE_KINDS, COMMAND_REGISTRY, chronicleKindOf, type ChronicleKind } from '../registry'
import type { Actor, CampaignState, TeamId } from '../state'
import type { Battle } from '../turn/turn-state'
import { defenderHeldSystem } from '../battle/defender-held'
import { refitContext } from '../management/refit-commands'
import type { VisibleCommand } from '../visibility'
import type { ChronicleBattle, ChronicleMark, ChroniclePlace } from '../chronicle-mark'

export { CHRONICLE_KINDS, type ChronicleKind }

export type { ChronicleBattle, ChronicleMark }

function battleIn(state: CampaignState, id: string): Battle | undefined {
  return state.turnState?.battles.find((b) => b.id === id) ?? state.pastBattles?.find((b) => b.id === id)
}

function chronicleBattle(before: CampaignState, after: CampaignState, id: string): ChronicleBattle | undefined {
  const b = battleIn(after, id) ?? battleIn(before, id)
  if (!b) return undefined
  const side = (s: Battle['assaulter'] | null) => (s ? { playerId: s.playerId, team: s.team } : null)
  const battle: ChronicleBattle = { id, systemId: b.systemId, assaulter: side(b.assaulter)!, defender: side(b.defender) }
  const wasApplied = battleIn(before, id)?.result.status === 'applied'
  if (b.result.status !== 'applied' || wasApplied) return battle
  const held = defenderHeldSystem(before, b)
  const outcome = { winner: b.result.winner, assaulterScore: b.result.result.assaulter.score, defenderScore: b.result.result.defender.score }
  return { ...battle, outcome: held === null ? outcome : { ...outcome, defenderHeld: held } }
}

/** The cards a refit placed in its fleet from those bought this turn, following its operations in order. */
function cardsAdded(before: CampaignState, command: AnyCommand): string[] {
  // A refit is sent as one edit (refit-fleet), or one operation at a time (refit).
  const refit =
    command.type === 'refit-fleet'
      ? { fleetId: command.fleetId, ops: command.ops }
      : command.type === 'refit'
        ? { fleetId: command.fleetId, ops: [command.op] }
        : null
  if (!refit) return []
  const { ops } = refit
  const waiting = (refitContext(before)?.pendingCards[refit.fleetId] ?? []).map((c) => c.cardId)
  const added: string[] = []
  for (const op of ops) {
    if (op.op === 'rebuy' || op.op === 'buy-from-reserve') waiting.push(...op.cards)
    else if (op.op === 'add-card') added.push(...waiting.splice(op.index, 1))
  }
  return added
}

/** Where the creation falls: the setup of act I. */
export const CREATION_MARK: ChronicleMark = { act: 1, turn: 0, phase: 'setup' }

/** Where a command applied to `before`, giving `after`, falls: the phase it was applied in, and its battle. */
export function commandMark(before: CampaignState, after: CampaignState, command: AnyCommand): ChronicleMark {
  const mark: ChronicleMark = { act: before.act, turn: before.turn, phase: before.phase }
  const battleId = 'battleId' in command ? command.battleId : undefined
  const battle = battleId ? chronicleBattle(before, after, battleId) : undefined
  const cards = cardsAdded(before, command)
  return { ...mark, ...(battle ? { battle } : {}), ...(cards.length > 0 ? { cards } : {}) }
}

/** An undo or a replaced link falls where the last command before it did, without its battle. */
export function markAfter(last: ChronicleMark | null): ChronicleMark | null {
  return last && { act: last.act, turn: last.turn, phase: last.phase }
}

/**
 * Where each command of a history was applied, in order. A history that does not replay under this
 * engine (written under older rules) has marks up to the first command that fails, null after it.
 */
export function chronicleMarks(history: readonly AnyCommand[], actors: readonly Actor[]): (ChronicleMark | null)[] {
  const [first, ...rest] = history
  if (!first || first.type !== 'create-campaign') return history.map(() => null)
  const created = createCampaign(first as CreateCampaignCommand)
  if (!created.ok) return history.map(() => null)
  let state = created.state
  const marks: (ChronicleMark | null)[] = [CREATION_MARK]
  for (const [index, command] of rest.entries()) {
    const result = command.type === 'create-campaign' ? null : applyCommand(state, command as CampaignCommand, actors[index + 1])
    if (!result?.ok) return [...marks, ...rest.slice(index).map(() => null)]
    marks.push(commandMark(state, result.state, command))
    state = result.state
  }
  return marks
}

/** A history entry as stored: a command, an undo (of `payload.undone`) or a replaced link. */
export interface ChronicleEntry {
  kind: 'command' | 'undo' | 'link-regenerated'
  payload: unknown
  actor: Actor
}

/** Where an entry falls and its kind for the filter; neither depends on who reads it. */
export type { ChroniclePlace }

/** The place of one entry, given its mark (a command's own; for an undo or a link, `markAfter` the last command's). */
export function chroniclePlace(entry: Pick<ChronicleEntry, 'kind' | 'payload'>, mark: ChronicleMark | null): ChroniclePlace {
  if (entry.kind !== 'command') return { mark, kind: 'organizer' }
  return { mark, kind: chronicleKind({ type: (entry.payload as { type: string }).type }, mark) }
}

/** The place of every entry of a whole history, by one replay (histories stored before places were). */
export function chroniclePlaces(entries: readonly ChronicleEntry[]): ChroniclePlace[] {
  const commands = entries.filter((e) => e.kind === 'command')
  const marks = chronicleMarks(
    commands.map((e) => e.payload as AnyCommand),
    commands.map((e) => e.actor),
  )
  let last: ChronicleMark | null = null
  let i = 0
  return entries.map((e) => {
    if (e.kind === 'command') last = marks[i++] ?? null
    return chroniclePlace(e, e.kind === 'command' ? last : markAfter(last))
  })
}

/**
 * The kind of a history entry, for the filter: the organizer's own moves (as its definition says), else the
 * phase it was made in, else (an older history, no mark) the rulebook part its definition names.
 */
export function chronicleKind(entry: { type: string } | null, mark: ChronicleMark | null): ChronicleKind {
  if (entry === null) return 'organizer'
  if (entry.type === 'create-campaign') return 'setup'
  const kind = Object.hasOwn(COMMAND_REGISTRY, entry.type) ? chronicleKindOf(entry.type as CampaignCommand['type']) : 'battle'
  if (kind === 'organizer') return 'organizer'
  if (mark) return mark.phase === 'pivotal' || mark.phase === 'battle' ? 'battle' : mark.phase === 'ended' ? 'organizer' : mark.phase
  return kind
}

/**
 * The teams a history entry is about, from what the viewer may read of it: the team it names, the team
 * of the player or fleet it names, both teams of its battle, and the acting player's team.
 */
export function chronicleTeams(state: Pick<CampaignState, 'players'>, command: VisibleCommand | null, actor: Actor, mark: ChronicleMark | null): TeamId[] {
  const teams = new Set<TeamId>()
  const playerTeam = (id: string) => state.players.find((p) => p.id === id)?.team
  const add = (team: TeamId | undefined) => (team ? teams.add(team) : undefined)
  if (actor.role === 'player') add(playerTeam(actor.playerId))
  if (command) {
    if ('team' in command && (command.team === 'empire' || command.team === 'rebels')) add(command.team)
    if ('playerId' in command && typeof command.playerId === 'string') add(playerTeam(command.playerId))
    if ('fleetId' in command && typeof command.fleetId === 'string') {
      const fleetId = command.fleetId
      add(fleetId === 'fourth-empire' ? 'empire' : fleetId === 'fourth-rebels' ? 'rebels' : playerTeam(fleetId))
    }
  }
  if (mark?.battle) {
    add(mark.battle.assaulter.team)
    add(mark.battle.defender?.team)
  }
  return [...teams].sort()
}
