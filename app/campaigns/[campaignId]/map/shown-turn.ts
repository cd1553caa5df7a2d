// Which map the page shows: today's, or the one kept at the end of a finished turn (?turn=<act>-<turn>).
import { ACT_ROMAN } from '@/app/_lib/words'
import { otherTeam } from '@/lib/campaign'
import type { VisibleMapSnapshot, VisibleState } from '@/lib/campaign'
import type { MapBattle } from '../_components/campaign-map'

export type ShownTurn = { kind: 'now' } | { kind: 'past'; snapshot: VisibleMapSnapshot } | { kind: 'invalid'; message: string }

/** "act I, turn 2" */
export function turnLabel(s: Pick<VisibleMapSnapshot, 'act' | 'turn'>): string {
  return `act ${ACT_ROMAN[s.act - 1]}, turn ${s.turn}`
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
  return {
    kind: 'invalid',
    message:
      history.length === 0
        ? `There is no past map to show (“${shown}”): no turn has ended yet. This is the map as it is now.`
        : `There is no finished turn “${shown}” to show: choose one in the list. This is the map as it is now.`,
  }
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
