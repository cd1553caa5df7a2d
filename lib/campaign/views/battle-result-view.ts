// A battle's result for one viewer (RULES.md §5): the form's elements with the marks the engine accepts on
// each (R-RESULT, R-RETREAT, R-VET-1) and their points as R-RESULT scores them, and what confirming an entered
// (or disputed) result would apply, read from the result applied to a copy of the state (R-RESULT-WIN, R-XP,
// R-SCAR, R-VET-2, R-EFFECT). Pure: pages only word it; each part is shown only to whom may see it (R-SECRET-FLEET).
import { shipCard } from '@/lib/data/cards'
import { applyResult, spacersFor } from '../battle/battle-commands'
import { battleWinner, marginOfVictory } from '../battle/battle-winner'
import { fieldedOutcomeViolations, veteranAllowance, type OutcomeField } from '../battle/fleet-outcome'
import type { Fleet } from '../fleets/fleet'
import { shipPoints, squadronPoints } from '../fleets/fleet-value'
import { effectOfWin, type BattleEffect } from '../management/battle-effects'
import type { Actor, CampaignState, PlayerId, TeamId } from '../state'
import type { Battle, BattleResult } from '../turn/turn-state'
import type { RuleViolation } from '../violations'
import { visibleStateFor } from '../visibility'

type Sides = 'assaulter' | 'defender'
export type ElementMark = Exclude<OutcomeField, 'score'>
const MARKS: ElementMark[] = ['destroyed', 'retreated', 'eligibleVeterans']

export interface ResultElement {
  uid: string
  cardId: string
  kind: 'ship' | 'squadron'
  flagship: boolean
  /** What destroying it scores for the other player (R-RESULT): the card and its upgrades. */
  points: number
  scarred: boolean
  veteran: boolean
  /** The marks the engine accepts on this element, each tried alone. */
  marks: ElementMark[]
  /** For the marks refused, why. */
  refused: Partial<Record<ElementMark, RuleViolation>>
}

/** Each element of a fleet with the marks a result may put on it, each tried with the engine's own check. */
export function resultElements(fleet: Fleet): ResultElement[] {
  const empty = { destroyed: [], retreated: [], eligibleVeterans: [], tabled: false, score: 0 }
  const judge = (uid: string) => {
    const marks: ElementMark[] = []
    const refused: ResultElement['refused'] = {}
    for (const mark of MARKS) {
      const v = fieldedOutcomeViolations(fleet, { ...empty, [mark]: [uid] })[0]
      if (v) refused[mark] = { ...(v as RuleViolation), fleetId: fleet.id }
      else marks.push(mark)
    }
    return { marks, refused }
  }
  return [
    ...fleet.ships.map((s) => ({
      uid: s.uid,
      cardId: s.cardId,
      kind: 'ship' as const,
      flagship: s.flagship,
      points: shipPoints(s),
      scarred: s.scarred,
      veteran: s.veteran,
      ...judge(s.uid),
    })),
    ...fleet.squadrons.map((q) => ({
      uid: q.uid,
      cardId: q.cardId,
      kind: 'squadron' as const,
      flagship: false,
      points: squadronPoints({ squadrons: [q] }),
      scarred: q.scarred,
      veteran: q.veteran,
      ...judge(q.uid),
    })),
  ]
}

export interface ResultEntrySide {
  side: Sides
  fleetId: string
  playerId: PlayerId
  team: TeamId
  elements: ResultElement[]
}

/** A flotilla never keeps its player in play (R-RESULT): the form says so beside it. */
export function isFlotilla(cardId: string): boolean {
  return shipCard(cardId)?.flotilla === true
}

function battleOf(state: CampaignState, battleId: string): Battle | undefined {
  return state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
}

/** Which of a battle's fleets and fleet values the viewer may see, as visibility.ts decides. */
function seenSides(state: CampaignState, viewer: Actor, battleId: string): { fleet: Record<Sides, boolean>; value: Record<Sides, boolean> } {
  const battle = visibleStateFor(state, viewer).turnState?.battles.find((b) => b.id === battleId)
  return {
    fleet: { assaulter: battle?.fleets?.assaulter != null, defender: battle?.fleets?.defender != null },
    value: { assaulter: battle?.assaulter.fleetValue != null, defender: battle?.defender?.fleetValue != null },
  }
}

/**
 * The result form's two sides, for a viewer who sees both fleets (the players of the battle once the strategy
 * phase is over, the organizer); null for anyone else, or before the battle has its defender.
 */
export function resultEntryView(state: CampaignState, viewer: Actor, battleId: string): [ResultEntrySide, ResultEntrySide] | null {
  const battle = battleOf(state, battleId)
  if (!battle) return null
  const seen = seenSides(state, viewer, battleId)
  if (!seen.fleet.assaulter || !seen.fleet.defender) return null
  const side = (s: Sides): ResultEntrySide => {
    const b = battle[s]!
    const fleet = state.fleets.find((f) => f.id === b.fleetId)!
    return { side: s, fleetId: b.fleetId, playerId: b.playerId, team: b.team, elements: resultElements(fleet) }
  }
  return [side('assaulter'), side('defender')]
}

/** One element named in a preview: its uid and card, for a viewer who sees its fleet. */
export interface PreviewElement {
  uid: string
  cardId: string
}

export interface PreviewSide {
  fleetId: string
  playerId: PlayerId
  team: TeamId
  score: number
  tabled: boolean
  /** The XP its commander gains (R-XP); null when the viewer may not see both fleets' values, which set it. */
  xp: number | null
  /** Destroyed and not retreated (R-SCAR): newly scarred, or scarred already and staying so. Null: the fleet is not shown to the viewer. */
  scarred: { now: PreviewElement[]; already: PreviewElement[] } | null
  scarredCount: number
  /** Eligible for veteran (R-VET-1) and how many of them may become veteran (R-VET-2). Null: the fleet is not shown. */
  eligibleVeterans: PreviewElement[] | null
  eligibleCount: number
  veteranAllowance: number | null
}

export interface ResultPreview {
  winner: { side: Sides; team: TeamId; playerId: PlayerId }
  margin: number
  assaulter: PreviewSide
  defender: PreviewSide
  /** What the win changes on the map at step 1 of the management phase (R-EFFECT). */
  effect: BattleEffect
}

/** What applying `result` to the battle would do, read from the state it leaves, as this viewer may see it. */
export function previewResult(state: CampaignState, viewer: Actor, battleId: string, result: BattleResult): ResultPreview | null {
  const battle = battleOf(state, battleId)
  if (!battle) return null
  const after = applyResult(state, battle, result)
  const applied = after.turnState!.battles.find((b) => b.id === battleId)!.result
  if (applied.status !== 'applied') return null
  const seen = seenSides(state, viewer, battleId)
  const bothValues = seen.value.assaulter && seen.value.defender
  const side = (s: Sides): PreviewSide => {
    const b = battle[s]!
    const before = state.fleets.find((f) => f.id === b.fleetId)!
    const now = after.fleets.find((f) => f.id === b.fleetId)!
    const elements = [...now.ships, ...now.squadrons]
    const wasScarred = new Set([...before.ships, ...before.squadrons].filter((e) => e.scarred).map((e) => e.uid))
    const outcome = applied.result[s]
    const retreated = new Set(outcome.retreated)
    const scarredUids = outcome.destroyed.filter((u) => !retreated.has(u))
    const named = (uids: string[]) => uids.map((uid) => ({ uid, cardId: elements.find((e) => e.uid === uid)?.cardId ?? uid }))
    const shown = seen.fleet[s]
    return {
      fleetId: b.fleetId,
      playerId: b.playerId,
      team: b.team,
      score: outcome.score,
      tabled: outcome.tabled,
      xp: bothValues ? applied.xp[s] : null,
      scarred: shown ? { now: named(scarredUids.filter((u) => !wasScarred.has(u))), already: named(scarredUids.filter((u) => wasScarred.has(u))) } : null,
      scarredCount: scarredUids.length,
      eligibleVeterans: shown ? named(outcome.eligibleVeterans) : null,
      eligibleCount: outcome.eligibleVeterans.length,
      veteranAllowance: shown ? veteranAllowance(spacersFor(state, b.team, b.fleetId)) : null,
    }
  }
  const winnerSide = battleWinner(applied.result)
  return {
    winner: { side: winnerSide, team: applied.winner, playerId: battle[winnerSide]!.playerId },
    margin: marginOfVictory(applied.result),
    assaulter: side('assaulter'),
    defender: side('defender'),
    effect: effectOfWin(state, battle, applied.winner),
  }
}

export interface BattleResultView {
  entry: [ResultEntrySide, ResultEntrySide] | null
  /** What confirming the entered result applies; for a disputed one, also what settling by the counter-figures would. */
  preview: { entered: ResultPreview; counter: ResultPreview | null } | null
}

/** The battle page's result part for one viewer. */
export function battleResultView(state: CampaignState, viewer: Actor, battleId: string): BattleResultView {
  const battle = battleOf(state, battleId)
  const entry = resultEntryView(state, viewer, battleId)
  if (!battle || (battle.result.status !== 'entered' && battle.result.status !== 'disputed')) return { entry, preview: null }
  const entered = previewResult(state, viewer, battleId, battle.result.result)
  const counter = battle.result.status === 'disputed' && battle.result.counter ? previewResult(state, viewer, battleId, battle.result.counter) : null
  return { entry, preview: entered ? { entered, counter } : null }
}
