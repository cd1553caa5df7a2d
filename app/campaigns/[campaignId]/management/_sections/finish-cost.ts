// What finishing a fleet's refit gives up, in the reader's language (R-REFIT 3, R-REFIT 1).
import type { useTranslations } from 'next-intl'
import type { ManagementView } from '@/lib/campaign'

export type RefitTranslator = ReturnType<typeof useTranslations<'Management.refit'>>

type Refit = Pick<ManagementView['refits'][number], 'credits' | 'scarsBasesMayRemove' | 'scarred'>

/** Whether finishing gives anything up: a credit left to buy back, or a scar a base could still remove. */
export function finishGivesUp(r: Refit): boolean {
  return r.credits.length > 0 || r.scarsBasesMayRemove > 0
}

/** The buy-back credit left and the scars a base could still remove, each said once. */
export function finishCost(r: Refit, fleetName: string, t: RefitTranslator): string {
  const lost = r.credits.map((c) => t('finish.lostCredit', { points: c.points, slot: c.slot }))
  const removable = r.scarsBasesMayRemove
  if (removable > 0) lost.push(t('finish.scarsKept', { ships: r.scarred.map((s) => s.label).join(', '), count: r.scarred.length, removable }))
  return lost.length === 0 ? t('finish.costNothing', { fleet: fleetName }) : t('finish.cost', { fleet: fleetName, losses: lost.join('; ') })
}
