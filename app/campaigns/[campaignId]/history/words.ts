// The names the history, the battle pages and the pivotal pages build their sentences from: fleets and battles
// (who fought where, who won). Each takes the translators of the request's language (or of a test's). Ally
// forces are named in app/_lib/ally-words.ts.
import type { createTranslator } from 'next-intl'
import type { Messages } from '@/app/_i18n/messages'
import type { TeamId } from '@/lib/campaign'
import { systemName } from '@/app/_lib/words'
import { fleetLabel } from '@/app/_lib/fleet-label'

/** A translator of one namespace, as getTranslations() and createTranslator() give it. */
export type Translator<N extends keyof Messages> = ReturnType<typeof createTranslator<Messages, N>>

/** An act's roman numeral: 2 → "II". */
export function actRoman(act: number): string {
  return ['I', 'II', 'III'][act - 1] ?? String(act)
}

/** "la flotte de Leia" → "La flotte de Leia": for a name that starts a sentence. */
export function upperFirst(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** "Leia's fleet" or "the Empire's fourth fleet", from a fleet id. */
export function fleetName(terms: Translator<'Terms'>, fleetId: string, name: (id: string) => string): string {
  return fleetLabel(terms, fleetId, name)
}

interface NamedBattle {
  systemId: string
  assaulter: { playerId: string; team: TeamId }
  defender: { playerId: string; team: TeamId } | null
}
interface Score {
  winner: TeamId
  assaulterScore: number
  defenderScore: number
  /** The defending team held the system (lib/campaign defenderHeldSystem); unknown or false: nothing was taken from the defender. */
  defenderHeld?: boolean | null
}

/** "Sam (Rebels) against Marc (Empire) at Tatooine". */
export function battleTitle(t: Translator<'Battles'>, b: NamedBattle, name: (id: string) => string): string {
  const common = { assaulter: name(b.assaulter.playerId), assaulterTeam: b.assaulter.team, system: systemName(b.systemId) }
  if (!b.defender) return t('battleTitleUndefended', common)
  return t('battleTitle', { ...common, defender: name(b.defender.playerId), defenderTeam: b.defender.team })
}

/**
 * "Sam's Rebels took Tatooine from Marc, 150–90" (Marc's team held it), "Sam's Rebels won Tatooine against
 * Marc, 150–90" (it was unoccupied, or it is not known), or "Marc's Empire held Tatooine against Sam, 120–60".
 */
export function battleOutcome(t: Translator<'Battles'>, b: NamedBattle, score: Score, name: (id: string) => string): string {
  const values = {
    assaulter: name(b.assaulter.playerId),
    defender: b.defender ? name(b.defender.playerId) : '',
    defended: b.defender ? 'yes' : 'no',
    system: systemName(b.systemId),
    team: score.winner,
  }
  if (score.winner === b.assaulter.team) {
    const won = { ...values, winnerScore: score.assaulterScore, loserScore: score.defenderScore }
    return score.defenderHeld === true ? t('took', won) : t('won', won)
  }
  return t('held', { ...values, winnerScore: score.defenderScore, loserScore: score.assaulterScore })
}
