// R-TOKEN-GAIN: step 2. One token per base and per presence placed this turn (a presence built into
// a base this turn yields once), of the system's effect, the team choosing where there are two; and
// one Resources token every turn.
import { SYSTEMS, type SystemId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { CampaignState, TeamId } from '../state'
import type { ManagementState } from './management-state'

export interface TokenSource {
  systemId: SystemId
  options: TokenId[]
}

export function tokenSources(state: CampaignState, management: ManagementState, team: TeamId): TokenSource[] {
  const bases = (Object.keys(state.control) as SystemId[]).filter((id) => state.control[id]?.kind === 'base' && state.control[id]?.team === team)
  const presences = management.presencesPlaced[team].filter((id) => state.control[id]?.kind === 'presence' && state.control[id]?.team === team)
  return [...new Set([...bases, ...presences])]
    .map((systemId) => ({ systemId, options: [...(SYSTEMS.find((s) => s.id === systemId)?.strategicEffects ?? [])] }))
    .filter((s) => s.options.length > 0)
}

/** The systems where the team must pick one of two effects. */
export function tokenChoicesOwed(state: CampaignState, management: ManagementState, team: TeamId): TokenSource[] {
  return tokenSources(state, management, team).filter((s) => s.options.length > 1)
}

/** What the team gains with these choices, the turn's Resources token included. */
export function tokenGain(
  state: CampaignState,
  management: ManagementState,
  team: TeamId,
  choices: Partial<Record<SystemId, TokenId>>,
): Partial<Record<TokenId, number>> | { missing: SystemId } {
  const gain: Partial<Record<TokenId, number>> = { resources: 1 }
  for (const source of tokenSources(state, management, team)) {
    const token = source.options.length === 1 ? source.options[0]! : choices[source.systemId]
    if (!token || !source.options.includes(token)) return { missing: source.systemId }
    gain[token] = (gain[token] ?? 0) + 1
  }
  return gain
}
