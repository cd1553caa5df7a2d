// Ally forces in words, for the turn, the battle sheet and the history alike; kept apart from words.ts so
// that client components do not ship the card rules.
import type { createTranslator } from 'next-intl'
import type { Messages } from '@/app/_i18n/messages'
import { allyPoints, withPointsEra, type AllyForces, type PointsEra } from '@/lib/campaign'
import { cardName } from './words'

/** The Ally namespace's translator, as getTranslations('Ally') and createTranslator() give it. */
export type AllyTranslator = ReturnType<typeof createTranslator<Messages, 'Ally'>>

/**
 * "GR-75 Medium Transports with Comms Net (20 FP)" or "2 × X-wing Squadron, Y-wing Squadron (36 FP)" (R-TOKEN-ALLY),
 * at the campaign's points (R-FLEET-ERA).
 */
export function allyForcesText(forces: AllyForces, t: AllyTranslator, era: PointsEra): string {
  const points = withPointsEra(era, () => allyPoints(forces))
  if (forces.kind === 'flotilla') {
    const ship = cardName(forces.shipCardId)
    return forces.upgradeCardId ? t('forcesFlotillaWith', { ship, upgrade: cardName(forces.upgradeCardId), points }) : t('forcesFlotilla', { ship, points })
  }
  const counts = new Map<string, number>()
  for (const id of forces.cardIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  // A count and a card name: the same in every language.
  const squadrons = [...counts].map(([id, n]) => `${n > 1 ? `${n} × ` : ''}${cardName(id)}`).join(', ')
  return t('forcesSquadrons', { squadrons, points })
}
