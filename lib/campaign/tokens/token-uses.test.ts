// The other token uses, each through R-TOKEN-SPEND: Ally (R-TOKEN-ALLY), Diplomats' XP
// (R-TOKEN-DIPLOMATS) and Skilled Spacers' objective (R-TOKEN-SPACERS).
import { describe, expect, it } from 'vitest'
import { applyCommand } from '../engine'
import { campaignReadyToStart } from '../fleets/testing/fleet-builders'
import type { CampaignCommand } from '../commands'
import type { CampaignState, TeamId } from '../state'
import type { TokenId } from '@/lib/data/tokens'

function run(state: CampaignState, command: CampaignCommand): CampaignState {
  const r = applyCommand(state, command)
  if (!r.ok) throw new Error(JSON.stringify(r.violations))
  return r.state
}

function withTokens(state: CampaignState, team: TeamId, tokens: Partial<Record<TokenId, number>>): CampaignState {
  return { ...state, teams: { ...state.teams, [team]: { ...state.teams[team], tokens: { ...state.teams[team].tokens, ...tokens } } } }
}

const STARTED = run(campaignReadyToStart(), { type: 'start-campaign' })

describe('R-TOKEN-ALLY', () => {
  it('spends one Ally token in the strategy phase, recorded with what it adds', () => {
    const next = run(withTokens(STARTED, 'empire', { ally: 1 }), { type: 'spend-ally', team: 'empire', purpose: 'A Gozanti with Comms Net for Tatooine' })
    expect(next.teams.empire.tokens.ally).toBe(0)
  })

  it('is refused without a token (R-TOKEN-SPEND)', () => {
    const r = applyCommand(STARTED, { type: 'spend-ally', team: 'empire', purpose: 'Three TIE Fighters' })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.violations[0]).toMatchObject({ rule: 'R-TOKEN-SPEND', reason: 'no-token' })
  })
})

describe('R-TOKEN-SPACERS objective', () => {
  it('replaces a fleet objective for good and spends the token', () => {
    const fleet = STARTED.fleets.find((f) => f.id === 'rebels-1')!
    const used = new Set(STARTED.fleets.filter((f) => f.team === 'rebels').flatMap((f) => Object.values(f.objectives)))
    const fresh = ['advanced-gunnery', 'close-range-intel-scan', 'ion-storm', 'marked-for-destruction', 'most-wanted', 'opening-salvo', 'precision-strike', 'rift-assault', 'station-assault', 'surprise-attack'].find((o) => !used.has(o))!
    const next = run(withTokens(STARTED, 'rebels', { 'skilled-spacers': 1 }), { type: 'spacers-objective', team: 'rebels', fleetId: fleet.id, category: 'assault', objectiveId: fresh })
    expect(next.fleets.find((f) => f.id === 'rebels-1')!.objectives.assault).toBe(fresh)
    expect(next.teams.rebels.tokens['skilled-spacers']).toBe(0)
  })

  it('keeps R-FLEET-START 8: a banned objective or one another fleet of the team holds is refused', () => {
    const state = withTokens(STARTED, 'rebels', { 'skilled-spacers': 1 })
    const other = STARTED.fleets.find((f) => f.id === 'rebels-2')!.objectives.assault!
    const banned = applyCommand(state, { type: 'spacers-objective', team: 'rebels', fleetId: 'rebels-1', category: 'assault', objectiveId: 'targeting-beacons' })
    const shared = applyCommand(state, { type: 'spacers-objective', team: 'rebels', fleetId: 'rebels-1', category: 'assault', objectiveId: other })
    expect(!banned.ok && banned.violations[0]!.reason).toBe('objective-banned')
    expect(!shared.ok && shared.violations[0]!.reason).toBe('objective-shared')
  })
})
