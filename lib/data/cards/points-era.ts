// The points era in force while the engine works on one campaign. Every engine call is synchronous, so the
// campaign's era is set around it (withPointsEra, from applyCommand and the views) and read by the card
// lookups, instead of threading the era through every function that prices a card. Outside any campaign
// (and for every campaign begun before eras existed) it is the printed points of March 2020.
import { DEFAULT_POINTS_ERA, type PointsEra } from './types'

let inForce: PointsEra = DEFAULT_POINTS_ERA

export function pointsEraInForce(): PointsEra {
  return inForce
}

export function withPointsEra<T>(era: PointsEra, run: () => T): T {
  const before = inForce
  inForce = era
  try {
    return run()
  } finally {
    inForce = before
  }
}
