// How acts, turns and fleets are named on the battle pages and prints. A battle's title and outcome (who
// fought where, and who won) are named once, for every page, in history/words.ts.
import type { _Translator } from 'next-intl'
import type { Messages } from '@/app/_i18n/messages'
import { elision } from '@/app/_i18n/elision'

/** A translator over the whole catalogue: `await getTranslations()` on the server, `useTranslations()` in a component. */
export type Words = _Translator<Messages>

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
