import type { Fleet } from '@/lib/campaign'
import { fleetElements } from '../result-fields'

/** The elements named by uid, with their cards' names; 'none' for an empty list. */
export function describeOutcome(fleet: Fleet | null, uids: string[]): string {
  if (uids.length === 0) return 'none'
  if (!fleet) return `${uids.length}`
  const labels = new Map(fleetElements(fleet).map((e) => [e.uid, e.label]))
  return uids.map((u) => labels.get(u) ?? u).join(', ')
}

/** Destroyed and not retreated: the elements that took a scar (R-SCAR). */
export function scarredBy(outcome: { destroyed: string[]; retreated: string[] }): string[] {
  return outcome.destroyed.filter((u) => !outcome.retreated.includes(u))
}
