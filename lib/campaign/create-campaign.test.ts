import { describe, expect, it } from 'vitest'
import { createCampaignCommandSchema } from './commands'
import { createCampaign, playerIdFor, teamOfPlayerId } from './create-campaign'
import type { CampaignState } from './state'
import { createCommand, reasonsOf, unwrap } from './testing/builders'

const noTokens = {
  ally: 0,
  destiny: 0,
  diplomats: 0,
  'repair-yards': 0,
  resources: 0,
  'skilled-spacers': 0,
  spynet: 0,
}

describe('R-SETUP-1 team sizes per preset', () => {
  it('accepts 3+3 under green-knight (R-SETUP-1)', () => {
    expect(createCampaign(createCommand()).ok).toBe(true)
  })

  it('refuses 2+2 under green-knight with team-size for both teams (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ players: { empire: ['Ana', 'Ben'], rebels: ['Dan', 'Eve'] } }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.violations).toHaveLength(2)
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { rule: 'R-SETUP-1', reason: 'team-size', team: 'empire' },
        { rule: 'R-SETUP-1', reason: 'team-size', team: 'rebels' },
      ]),
    )
  })

  it('refuses 3+2 under green-knight: team-size for the short team and teams-unequal (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ players: { empire: ['Ana', 'Ben', 'Cleo'], rebels: ['Dan', 'Eve'] } }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.violations).toHaveLength(2)
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { rule: 'R-SETUP-1', reason: 'team-size', team: 'rebels' },
        { rule: 'R-SETUP-1', reason: 'teams-unequal' },
      ]),
    )
  })

  it('accepts 2+2 under official-2019 (R-SETUP-1)', () => {
    const state = unwrap(createCampaign(createCommand({ preset: 'official-2019', players: { empire: ['Ana', 'Ben'], rebels: ['Dan', 'Eve'] } })))
    expect(state.players.map((p) => p.id)).toEqual(['empire-1', 'empire-2', 'rebels-1', 'rebels-2'])
    expect(state.preset).toBe('official-2019')
  })

  it('accepts 3+3 under official-2019 (R-SETUP-1)', () => {
    expect(createCampaign(createCommand({ preset: 'official-2019' })).ok).toBe(true)
  })

  it('refuses 2+3 under official-2019 with teams-unequal only (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ preset: 'official-2019', players: { empire: ['Ana', 'Ben'], rebels: ['Dan', 'Eve', 'Finn'] } }))
    expect(result).toEqual({ ok: false, violations: [{ rule: 'R-SETUP-1', reason: 'teams-unequal' }] })
  })

  it('refuses a team of one even under official-2019 (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ preset: 'official-2019', players: { empire: ['Ana'], rebels: ['Dan'] } }))
    expect(reasonsOf(result)).toEqual(['team-size', 'team-size'])
  })
})

describe('R-SETUP-1 player names', () => {
  it('refuses the same name twice in a team, ignoring case (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ players: { empire: ['Ana', 'ANA', 'Cleo'], rebels: ['Dan', 'Eve', 'Finn'] } }))
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-1', reason: 'duplicate-player-name', team: 'empire', playerId: 'empire-2' }],
    })
  })

  it('refuses the same name across the two teams, ignoring case and surrounding spaces (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ players: { empire: ['Ana', 'Ben', 'Cleo'], rebels: ['Dan', '  ben ', 'Finn'] } }))
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-1', reason: 'duplicate-player-name', team: 'rebels', playerId: 'rebels-2' }],
    })
  })

  it('trims the campaign name and the player names (R-SETUP-1)', () => {
    const state = unwrap(
      createCampaign(createCommand({ name: '  Outer Rim  ', players: { empire: [' Ana', 'Ben ', ' Cleo '], rebels: ['Dan', 'Eve', 'Finn'] } })),
    )
    expect(state.name).toBe('Outer Rim')
    expect(state.players.filter((p) => p.team === 'empire').map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cleo'])
  })
})

describe('R-SETUP-1 Grand Admiral', () => {
  it('refuses a Grand Admiral index beyond a team of three (R-SETUP-1)', () => {
    const result = createCampaign(createCommand({ grandAdmirals: { empire: 0, rebels: 3 } }))
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-1', reason: 'grand-admiral-not-in-team', team: 'rebels' }],
    })
  })

  it('refuses index 2 for a team of two under official-2019 (R-SETUP-1)', () => {
    const result = createCampaign(
      createCommand({
        preset: 'official-2019',
        players: { empire: ['Ana', 'Ben'], rebels: ['Dan', 'Eve'] },
        grandAdmirals: { empire: 2, rebels: 1 },
      }),
    )
    expect(result).toEqual({
      ok: false,
      violations: [{ rule: 'R-SETUP-1', reason: 'grand-admiral-not-in-team', team: 'empire' }],
    })
  })

  it('names the chosen players Grand Admirals (R-SETUP-1)', () => {
    const state = unwrap(createCampaign(createCommand({ grandAdmirals: { empire: 1, rebels: 2 } })))
    expect(state.teams.empire.grandAdmiral).toBe('empire-2')
    expect(state.teams.rebels.grandAdmiral).toBe('rebels-3')
  })
})

describe('R-SETUP-1, R-SETUP-6 the created campaign', () => {
  it('starts in setup, act 1, turn 0, with ids per team, no tokens, no CP and an empty map (R-SETUP-6)', () => {
    const state = unwrap(createCampaign(createCommand({ grandAdmirals: { empire: 1, rebels: 2 } })))
    const expected: CampaignState = {
      name: 'Outer Rim',
      preset: 'green-knight',
      phase: 'setup',
      act: 1,
      turn: 0,
      players: [
        { id: 'empire-1', name: 'Ana', team: 'empire' },
        { id: 'empire-2', name: 'Ben', team: 'empire' },
        { id: 'empire-3', name: 'Cleo', team: 'empire' },
        { id: 'rebels-1', name: 'Dan', team: 'rebels' },
        { id: 'rebels-2', name: 'Eve', team: 'rebels' },
        { id: 'rebels-3', name: 'Finn', team: 'rebels' },
      ],
      teams: {
        empire: { grandAdmiral: 'empire-2', cpByAct: [0, 0, 0], pivotalCp: 0, tokens: noTokens, reserve: {} },
        rebels: { grandAdmiral: 'rebels-3', cpByAct: [0, 0, 0], pivotalCp: 0, tokens: noTokens, reserve: {} },
      },
      control: {},
      turnState: null,
      playedCampaignObjectives: {},
      revealedDefenses: { empire: [], rebels: [] },
      overrides: [],
      fleets: ['empire-1', 'empire-2', 'empire-3', 'rebels-1', 'rebels-2', 'rebels-3', 'fourth-empire', 'fourth-rebels'].map((id) => ({
        id,
        owner: id.startsWith('fourth-') ? { kind: 'fourth', team: id.slice('fourth-'.length) } : { kind: 'player', playerId: id },
        team: id.includes('empire') ? 'empire' : 'rebels',
        name: '',
        ships: [],
        squadrons: [],
        objectives: { assault: null, defense: null, navigation: null },
        conditions: [],
        commander: null,
      })) as CampaignState['fleets'],
    }
    expect(state).toEqual(expected)
  })

  it('gives each team its own token record (R-SETUP-6)', () => {
    const state = unwrap(createCampaign(createCommand()))
    expect(state.teams.empire.tokens).not.toBe(state.teams.rebels.tokens)
  })

  it('is plain serialisable data (R-HIST)', () => {
    const state = unwrap(createCampaign(createCommand()))
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })
})

describe('R-SETUP-1 createCampaignCommandSchema bounds', () => {
  const valid = createCommand()

  it('accepts the standard command', () => {
    expect(createCampaignCommandSchema.safeParse(valid).success).toBe(true)
  })

  it('refuses an empty or blank campaign name', () => {
    expect(createCampaignCommandSchema.safeParse({ ...valid, name: '' }).success).toBe(false)
    expect(createCampaignCommandSchema.safeParse({ ...valid, name: '   ' }).success).toBe(false)
  })

  it('accepts an 80-char campaign name and refuses an 81-char one', () => {
    expect(createCampaignCommandSchema.safeParse({ ...valid, name: 'x'.repeat(80) }).success).toBe(true)
    expect(createCampaignCommandSchema.safeParse({ ...valid, name: 'x'.repeat(81) }).success).toBe(false)
  })

  it('accepts a 60-char player name and refuses a 61-char one', () => {
    const withName = (name: string) => ({ ...valid, players: { ...valid.players, rebels: ['Dan', 'Eve', name] } })
    expect(createCampaignCommandSchema.safeParse(withName('p'.repeat(60))).success).toBe(true)
    expect(createCampaignCommandSchema.safeParse(withName('p'.repeat(61))).success).toBe(false)
  })

  it('refuses an empty player name', () => {
    const result = createCampaignCommandSchema.safeParse({ ...valid, players: { ...valid.players, empire: ['Ana', '', 'Cleo'] } })
    expect(result.success).toBe(false)
  })

  it('trims names when parsing', () => {
    const result = createCampaignCommandSchema.safeParse({ ...valid, name: '  Outer Rim ' })
    expect(result.success && result.data.name).toBe('Outer Rim')
  })
})

describe('player ids', () => {
  it('name their team, and nothing else does', () => {
    expect(teamOfPlayerId(playerIdFor('rebels', 2))).toBe('rebels')
    expect(teamOfPlayerId(playerIdFor('empire', 0))).toBe('empire')
    expect(teamOfPlayerId('fourth-empire')).toBeNull()
  })
})
