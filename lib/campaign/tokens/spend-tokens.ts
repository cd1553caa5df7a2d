// R-TOKEN-SPEND: the one path by which a team spends strategic effect tokens. A spend is refused when
// the team holds too few; counts never go below zero. Who spent them and for what is the command that
// spends them, recorded in the history.
import type { TokenId } from '@/lib/data/tokens'
import type { CampaignState, TeamId } from '../state'
import { refuse, type CommandResult } from '../violations'

export function spendTokens(state: CampaignState, team: TeamId, spend: Partial<Record<TokenId, number>>): CommandResult<CampaignState> {
  const t = state.teams[team]
  const tokens = { ...t.tokens }
  for (const [id, count] of Object.entries(spend) as [TokenId, number][]) {
    if (count <= 0) continue
    if (tokens[id] < count) return refuse({ rule: 'R-TOKEN-SPEND', reason: 'no-token', team, cardId: id, value: count, limit: tokens[id] })
    tokens[id] -= count
  }
  return { ok: true, state: { ...state, teams: { ...state.teams, [team]: { ...t, tokens } } } }
}
