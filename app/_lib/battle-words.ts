// How a battle and its fleets are named in the turn, the battle pages, the record and the history: who
// fought where, and who won. The words are in the BattlePage and Terms catalogues.
import type { _Translator } from 'next-intl'
import type { TeamId } from '@/lib/campaign/browser'
import type { Messages } from '@/app/_i18n/messages'
import { systemName } from './words'
import { elision } from '@/app/_i18n/elision'

/** A translator over the whole catalogue: `await getTranslations()` on the server, `useTranslations()` in a component. */
export type Words = _Translator<Messages>

interface NamedBattle {
  systemId: string
  assaulter: { playerId: string; team: TeamId }
  defender: { playerId: string; team: TeamId } | null
}
interface Score {
  winner: TeamId
  assaulterScore: number
  defenderScore: number
}

/** "Sam (Rebels) against Marc (Empire) at Tatooine". */
export function battleTitle(b: NamedBattle, name: (id: string) => string, t: Words): string {
  const assaulter = { assaulter: name(b.assaulter.playerId), assaulterTeam: t('Terms.team', { team: b.assaulter.team }), system: systemName(b.systemId) }
  if (!b.defender) return t('BattlePage.battleTitleNoDefender', assaulter)
  return t('BattlePage.battleTitle', { ...assaulter, defender: name(b.defender.playerId), defenderTeam: t('Terms.team', { team: b.defender.team }) })
}

/** "Sam's Rebels took Tatooine from Marc, 150–90" or "Marc's Empire held Tatooine against Sam, 120–60". */
export function battleOutcome(b: NamedBattle, score: Score, name: (id: string) => string, t: Words): string {
  const words = {
    system: systemName(b.systemId),
    assaulter: name(b.assaulter.playerId),
    defender: b.defender ? name(b.defender.playerId) : t('BattlePage.theDefender'),
    team: score.winner,
  }
  if (score.winner === b.assaulter.team) {
    return t('BattlePage.took', { ...words, winnerScore: score.assaulterScore, loserScore: score.defenderScore })
  }
  return t('BattlePage.held', { ...words, winnerScore: score.defenderScore, loserScore: score.assaulterScore })
}

export const ACT_NAMES = ['I', 'II', 'III'] as const

/** "Act II". */
export function actName(act: number, t: Words): string {
  return t('Terms.act', { roman: ACT_NAMES[act - 1] ?? String(act) })
}

/** "Act II, turn 3". */
export function actTurnName(act: number, turn: number, t: Words): string {
  return t('Terms.actTurn', { roman: ACT_NAMES[act - 1] ?? String(act), turn })
}

/** "Leia's fleet" or "the Rebels' fourth fleet", from a fleet id. */
export function fleetTitle(fleetId: string, name: (id: string) => string, t: Words): string {
  if (fleetId === 'fourth-empire') return t('Terms.fourthFleet', { team: 'empire' })
  if (fleetId === 'fourth-rebels') return t('Terms.fourthFleet', { team: 'rebels' })
  const player = name(fleetId)
  return t('Terms.fleetOf', { player, elision: elision(player) })
}
