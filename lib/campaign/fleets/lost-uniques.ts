// R-REFIT 8: the unique cards of a disbanded fleet are lost for the rest of the campaign; their names never
// return to any fleet of the team (names as R-FLEET-ALWAYS 5 counts them, a unique squadron's ship included).
import { squadronCard, upgradeCard } from '@/lib/data/cards'
import type { CampaignState, TeamId } from '../state'
import type { RuleViolation } from '../violations'
import type { FleetContent } from './fleet'
import { uniqueNames } from './unique-names'

const nameKey = (name: string) => name.toLocaleLowerCase().replace(/[^a-z0-9]/g, '')

export function lostUniquesOf(state: Pick<CampaignState, 'lostUniques'>, team: TeamId): string[] {
  return state.lostUniques?.[team] ?? []
}

/** The team's lost names with the ones a disbanded fleet held added, each once. */
export function withLostUniques(state: CampaignState, team: TeamId, fleet: FleetContent): CampaignState {
  const lost = lostUniquesOf(state, team)
  const known = new Set(lost.map(nameKey))
  const added: string[] = []
  for (const n of uniqueNames(fleet)) {
    if (known.has(nameKey(n.name))) continue
    known.add(nameKey(n.name))
    added.push(n.name)
  }
  if (added.length === 0) return state
  return { ...state, lostUniques: { ...state.lostUniques, [team]: [...lost, ...added] } }
}

/** Every unique of the fleet whose name the team lost (R-REFIT 8). */
export function lostUniqueViolations(fleet: FleetContent, lost: string[]): RuleViolation[] {
  const keys = new Set(lost.map(nameKey))
  return uniqueNames(fleet)
    .filter((n) => keys.has(nameKey(n.name)))
    .map((n) => ({ rule: 'R-REFIT', item: 8, reason: 'unique-lost', cardId: n.cardId, name: n.name }) as RuleViolation)
}

/** The first of `cardIds` whose unique name the team lost, with that name, or null. */
export function firstLostCard(cardIds: string[], lost: string[]): { cardId: string; name: string } | null {
  const keys = new Set(lost.map(nameKey))
  for (const cardId of cardIds) {
    const up = upgradeCard(cardId)
    const sq = squadronCard(cardId)
    const names = up?.unique ? [up.name] : sq?.unique ? [sq.name, ...(sq.shipName ? [sq.shipName] : [])] : []
    const hit = names.find((n) => keys.has(nameKey(n)))
    if (hit) return { cardId, name: hit }
  }
  return null
}
