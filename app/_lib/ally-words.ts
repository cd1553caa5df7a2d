// Ally forces in words, kept apart from words.ts so that client components do not ship the card rules.
import { allyPoints, type AllyForces } from '@/lib/campaign'
import { cardName } from './words'

/** "GR-75 Medium Transports with Comms Net (20 FP)" or "2 × X-wing Squadron, Y-wing Squadron (36 FP)" (R-TOKEN-ALLY). */
export function allyForcesText(forces: AllyForces): string {
  const points = ` (${allyPoints(forces)} FP)`
  if (forces.kind === 'flotilla') return `${cardName(forces.shipCardId)}${forces.upgradeCardId ? ` with ${cardName(forces.upgradeCardId)}` : ''}${points}`
  const counts = new Map<string, number>()
  for (const id of forces.cardIds) counts.set(id, (counts.get(id) ?? 0) + 1)
  return `${[...counts].map(([id, n]) => `${n > 1 ? `${n} × ` : ''}${cardName(id)}`).join(', ')}${points}`
}
