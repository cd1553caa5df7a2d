import type { Words } from '@/app/_lib/battle-words'
import type { Fleet } from '@/lib/campaign'
import { fleetElements } from '../result-fields'

/** The elements named by uid, with their cards' names; "none" for an empty list; how many when the fleet is not shown. */
export function describeOutcome(fleet: Fleet | null, uids: string[], t: Words): string {
  if (uids.length === 0) return t('BattlePage.none')
  if (!fleet) return `${uids.length}`
  const labels = new Map(fleetElements(fleet, t).map((e) => [e.uid, e.label]))
  return uids.map((u) => labels.get(u) ?? u).join(', ')
}

/** Destroyed and not retreated: the elements that took a scar (R-SCAR). */
export function scarredBy(outcome: { destroyed: string[]; retreated: string[] }): string[] {
  return outcome.destroyed.filter((u) => !outcome.retreated.includes(u))
}
