// The demo campaign (npm run demo, and the start page's button) is a real campaign in the middle of act I:
// its history replays to its state (R-HIST), and its links let each person in as themselves.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { checkCampaignFile, type CampaignState } from '@/lib/campaign'
import { DEMO_CAMPAIGN_NAME, createDemoCampaign } from './demo-campaign'
import { exportCampaign } from '../export-campaign'
import { resolveAccess } from '../resolve-access'
import { freshDb } from '../testing/test-db'

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

describe('demo campaign', () => {
  it('replays from its history to exactly its state (R-HIST)', () => {
    const { campaignId } = createDemoCampaign(db)
    const { file } = exportCampaign(db, campaignId, { role: 'organizer' })
    const check = checkCampaignFile(JSON.stringify(file))
    expect(check.ok).toBe(true)
    // 1 create + 6 bases + 2 defenses + 16 fleet and commander commands + start + 20 (turn 1) + 37 (management:
    // the bases step and six commanders with nothing to buy finished by themselves) + 14 (turn 2).
    expect(file.history).toHaveLength(97)
  })

  it('stands in turn 2 of act I: bases on both sides, turn 1 played, Mon Cala waiting for its result', () => {
    const { campaignId } = createDemoCampaign(db)
    const state = findCampaign(db, campaignId)!.state as CampaignState
    expect(state.name).toBe(DEMO_CAMPAIGN_NAME)
    expect([state.act, state.turn, state.phase]).toEqual([1, 2, 'battle'])
    const bases = Object.entries(state.control).filter(([, c]) => c?.kind === 'base')
    expect(bases.map(([id, c]) => `${id}:${c!.kind === 'base' ? c.team : ''}`).sort()).toEqual([
      'dantooine:empire',
      'felucia:empire',
      'hoth:rebels',
      'kessel:empire',
      'ryloth:rebels',
      'yavin:rebels',
    ])
    expect(state.fleets.filter((f) => f.commander)).toHaveLength(8)
    // Turn 1: three unoccupied systems taken, one CP each: Rebels Mon Cala and Concord Dawn, Empire Sullust.
    expect([state.teams.empire.cpByAct[0], state.teams.rebels.cpByAct[0]]).toEqual([1, 2])
    // Three battles of turn 1 and two of turn 2 are settled.
    expect(state.battleLog).toHaveLength(5)
    const battles = state.turnState!.battles.map((b) => [b.id, b.systemId, b.result.status])
    expect(battles).toEqual([
      ['a1-t2-b1', 'mon-cala', 'none'],
      ['a1-t2-b2', 'bespin', 'applied'],
      ['a1-t2-b3', 'atollon', 'applied'],
    ])
  })

  it('issues an organizer link and one link per player, each opening the campaign as that person', () => {
    const { campaignId, tokens } = createDemoCampaign(db)
    expect(Object.keys(tokens).sort()).toEqual(['empire-1', 'empire-2', 'empire-3', 'organizer', 'rebels-1', 'rebels-2', 'rebels-3'])
    expect(resolveAccess(db, tokens.organizer!)).toEqual({ campaignId, actor: { role: 'organizer' } })
    expect(resolveAccess(db, tokens['rebels-2']!)).toEqual({ campaignId, actor: { role: 'player', playerId: 'rebels-2' } })
  })
})
