import { describe, expect, it } from 'vitest'
import { newCampaign } from '../testing/builders'
import { spendTokens } from './spend-tokens'

describe('R-TOKEN-SPEND one path for every spend', () => {
  const state = (() => {
    const s = newCampaign()
    return { ...s, teams: { ...s.teams, rebels: { ...s.teams.rebels, tokens: { ...s.teams.rebels.tokens, resources: 2, 'repair-yards': 1 } } } }
  })()

  it('takes what is spent from the team and nothing else', () => {
    const result = spendTokens(state, 'rebels', { resources: 2, 'repair-yards': 1 })
    expect(result.ok && result.state.teams.rebels.tokens).toMatchObject({ resources: 0, 'repair-yards': 0 })
    expect(result.ok && result.state.teams.empire).toEqual(state.teams.empire)
  })

  it('never goes below zero: a spend beyond the count is refused and changes nothing', () => {
    expect(spendTokens(state, 'rebels', { resources: 3 })).toEqual({
      ok: false,
      violations: [{ rule: 'R-TOKEN-SPEND', reason: 'no-token', team: 'rebels', cardId: 'resources', value: 3, limit: 2 }],
    })
    expect(state.teams.rebels.tokens.resources).toBe(2)
  })

  it('a spend of nothing changes nothing', () => {
    const result = spendTokens(state, 'empire', { destiny: 0 })
    expect(result.ok && result.state.teams).toEqual(state.teams)
  })
})
