// Ally forces in words, kept apart from words.ts so that client components do not ship the card rules.
import { allyPoints, type AllyForces } from '@/lib/campaign'
import type { Words } from './battle-words'
import { cardName } from './words'

/** "GR-75 Medium Transports with Comms Net (20 FP)" or "2 × X-wing Squadron, Y-wing Squadron (36 FP)" (R-TOKEN-ALLY). */
export function allyForcesText(forces: AllyForces, t: Words): string {
  const points = allyPoints(forces)
  if (forces.kind === 'flotilla') {
    const ship = cardName(forces.shipCardId)
    return forces.upgradeCardId
      ? t('Ally.forcesFlotillaWith', { ship, upgrade: cardName(forces.upgradeCardId), points })
      : t('Ally.forcesFlotilla', { ship, points })
  }
  const counts = new Map<string, number>()
  for (const id of forces.cardIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  // A count and a card name: the same in every language.
  const squadrons = [...counts].map(([id, n]) => `${n > 1 ? `${n} × ` : ''}${cardName(id)}`).join(', ')
  return t('Ally.forcesSquadrons', { squadrons, points })
}
