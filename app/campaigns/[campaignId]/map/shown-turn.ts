// Which map the page shows: today's, or the one kept at the end of a finished turn (?turn=<act>-<turn>).
import { otherTeam } from '@/lib/campaign'
import type { VisibleMapSnapshot, VisibleState } from '@/lib/campaign'
import type { MapBattle } from '../_components/campaign-map'
import { actRoman } from '../history/words'

/** A bad ?turn= is shown back, shortened, with why it was refused: no turn has ended yet, or no such turn. */
export type ShownTurn =
  { kind: 'now' } | { kind: 'past'; snapshot: VisibleMapSnapshot } | { kind: 'invalid'; reason: 'no-past-map' | 'no-such-turn'; shown: string }

/** The act and turn of a snapshot, for the messages that name it: { roman: 'I', turn: 2 }. */
export function turnValues(s: Pick<VisibleMapSnapshot, 'act' | 'turn'>): { roman: string; turn: number } {
  return { roman: actRoman(s.act), turn: s.turn }
}

/** The value of ?turn= for a snapshot: "1-2". */
export function turnKey(s: Pick<VisibleMapSnapshot, 'act' | 'turn'>): string {
  return `${s.act}-${s.turn}`
}

export function parseShownTurn(value: string | string[] | undefined, history: readonly VisibleMapSnapshot[]): ShownTurn {
  if (value === undefined || value === '') return { kind: 'now' }
  const snapshot = typeof value === 'string' ? history.find((s) => turnKey(s) === value) : undefined
  if (snapshot) return { kind: 'past', snapshot }
  const shown = typeof value === 'string' ? value.slice(0, 20) : value.join(', ').slice(0, 20)
  return { kind: 'invalid', reason: history.length === 0 ? 'no-past-map' : 'no-such-turn', shown }
}

/** This turn's battles as everyone may see them: where, who assaults whom, and the winner once applied. */
export function mapBattlesNow(state: VisibleState): MapBattle[] {
  return (state.turnState?.battles ?? []).map((b) => ({
    systemId: b.systemId,
    assaulters: b.assaulter.team,
    defenders: b.defender?.team ?? null,
    winner: b.result.status === 'applied' ? b.result.winner : null,
  }))
}

/** The battles of a finished turn, from the campaign's battle log (the pivotal battle comes after the turn). */
export function mapBattlesOf(state: VisibleState, s: VisibleMapSnapshot): MapBattle[] {
  return (state.battleLog ?? [])
    .filter((b) => b.act === s.act && b.turn === s.turn && !b.pivotal)
    .map((b) => ({ systemId: b.systemId, assaulters: b.assaulters, defenders: otherTeam(b.assaulters), winner: b.winner }))
}
