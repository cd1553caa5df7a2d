import { describe, expect, it } from 'vitest'
import type { CampaignCommand } from './commands'
import { isGrandAdmiral, mayIssue, teamOf } from './permissions'
import type { Actor } from './state'
import { campaignWithBases, defenseCommand, newCampaign } from './testing/builders'

const player = (playerId: string): Actor => ({ role: 'player', playerId })
const organizer: Actor = { role: 'organizer' }
const placeOn = (playerId: string): CampaignCommand => ({ type: 'place-base', playerId, systemId: 'dantooine' })

describe('R-SECRET who may place a base', () => {
  const state = newCampaign()

  it('lets a player place their own base (R-SECRET, R-SETUP-4)', () => {
    expect(mayIssue(state, player('empire-2'), placeOn('empire-2'))).toBe(true)
  })

  it("forbids a player to place a teammate's base, even as Grand Admiral (R-SECRET)", () => {
    expect(state.teams.empire.grandAdmiral).toBe('empire-1')
    expect(mayIssue(state, player('empire-1'), placeOn('empire-2'))).toBe(false)
    expect(mayIssue(state, player('empire-3'), placeOn('empire-2'))).toBe(false)
  })

  it("forbids a player to place an enemy player's base (R-SECRET)", () => {
    expect(mayIssue(state, player('rebels-1'), placeOn('empire-1'))).toBe(false)
  })

  it('lets the organizer place for anyone (R-SECRET)', () => {
    expect(mayIssue(state, organizer, placeOn('rebels-3'))).toBe(true)
  })

  it('forbids an unknown player, even for a command naming themselves (R-SECRET)', () => {
    expect(mayIssue(state, player('empire-9'), placeOn('empire-9'))).toBe(false)
  })
})

describe('R-SECRET who may assign base defenses', () => {
  const state = campaignWithBases() // Grand Admirals: empire-1, rebels-1

  it("lets the team's Grand Admiral assign its defenses (R-SECRET, R-SETUP-5)", () => {
    expect(isGrandAdmiral(state, player('rebels-1'), 'rebels')).toBe(true)
    expect(mayIssue(state, player('rebels-1'), defenseCommand('rebels'))).toBe(true)
  })

  it('forbids another player of the team (R-SECRET)', () => {
    expect(mayIssue(state, player('rebels-2'), defenseCommand('rebels'))).toBe(false)
  })

  it("forbids the other team's players, their Grand Admiral included (R-SECRET)", () => {
    expect(mayIssue(state, player('empire-1'), defenseCommand('rebels'))).toBe(false)
    expect(mayIssue(state, player('empire-3'), defenseCommand('rebels'))).toBe(false)
    expect(isGrandAdmiral(state, player('empire-1'), 'rebels')).toBe(false)
  })

  it('lets the organizer assign for either team (R-SECRET)', () => {
    expect(mayIssue(state, organizer, defenseCommand('empire'))).toBe(true)
    expect(mayIssue(state, organizer, defenseCommand('rebels'))).toBe(true)
    expect(isGrandAdmiral(state, organizer, 'empire')).toBe(false)
  })

  it('follows a Grand Admiral chosen at creation other than the first player (R-SETUP-1, R-SECRET)', () => {
    const changed = { ...state, teams: { ...state.teams, empire: { ...state.teams.empire, grandAdmiral: 'empire-3' } } }
    expect(mayIssue(changed, player('empire-3'), defenseCommand('empire'))).toBe(true)
    expect(mayIssue(changed, player('empire-1'), defenseCommand('empire'))).toBe(false)
  })
})

describe('R-SECRET teamOf', () => {
  const state = newCampaign()
  it("gives a player's team, and none for the organizer or an unknown id", () => {
    expect(teamOf(state, player('empire-3'))).toBe('empire')
    expect(teamOf(state, player('rebels-2'))).toBe('rebels')
    expect(teamOf(state, organizer)).toBeNull()
    expect(teamOf(state, player('nobody'))).toBeNull()
  })
})
