// How acts, turns and fleets are named on the battle pages and prints. A battle's title and outcome (who
// fought where, and who won) are named once, for every page, in history/words.ts.
import type { _Translator } from 'next-intl'
import type { Messages } from '@/app/_i18n/messages'

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
