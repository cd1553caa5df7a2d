// How a battle is named in the record and the history: who fought where, and who won.
import type { TeamId } from '@/lib/campaign/browser'
import { systemName, TEAM_NAMES } from './words'

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
export function battleTitle(b: NamedBattle, name: (id: string) => string): string {
  const defender = b.defender ? ` against ${name(b.defender.playerId)} (${TEAM_NAMES[b.defender.team]})` : ''
  return `${name(b.assaulter.playerId)} (${TEAM_NAMES[b.assaulter.team]})${defender} at ${systemName(b.systemId)}`
}

/** "Sam's Rebels took Tatooine from Marc, 150–90" or "Marc's Empire held Tatooine against Sam, 120–60". */
export function battleOutcome(b: NamedBattle, score: Score, name: (id: string) => string): string {
  const system = systemName(b.systemId)
  const defender = b.defender ? name(b.defender.playerId) : 'the defender'
  const assaulter = name(b.assaulter.playerId)
  if (score.winner === b.assaulter.team) {
    return `${assaulter}'s ${TEAM_NAMES[b.assaulter.team]} took ${system} from ${defender}, ${score.assaulterScore}–${score.defenderScore}`
  }
  return `${defender}'s ${TEAM_NAMES[score.winner]} held ${system} against ${assaulter}, ${score.defenderScore}–${score.assaulterScore}`
}

export const ACT_NAMES = ['I', 'II', 'III'] as const

export function actName(act: number): string {
  return `Act ${ACT_NAMES[act - 1] ?? act}`
}
