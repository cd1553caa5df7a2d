// Each viewer's views kept across requests (lib/server/kept-views.ts): the same object for the same viewer and
// version, frozen; never one viewer's view for another (R-SECRET); a new one after a change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import type { Actor } from '@/lib/campaign'
import { createDemoCampaign } from './demo/demo-campaign'
import { getCampaignView } from './get-campaign-view'
import { getTurnView } from './get-turn-view'
import { runCommand } from './run-command'
import { freshDb } from './testing/test-db'

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const vera: Actor = { role: 'player', playerId: 'empire-1' }
const jonas: Actor = { role: 'player', playerId: 'rebels-1' }

describe('views kept per viewer and version', () => {
  it('hands each viewer their own view, the same one until the campaign changes', () => {
    const { campaignId } = createDemoCampaign(db)
    const veras = getCampaignView(db, campaignId, vera)
    expect(getCampaignView(db, campaignId, { role: 'player', playerId: 'empire-1' })).toBe(veras)
    expect(Object.isFrozen(veras.state)).toBe(true)
    const jonass = getCampaignView(db, campaignId, jonas)
    expect(jonass).not.toBe(veras)
    expect(jonass.viewer.team).toBe('rebels')
    expect(veras.viewer.team).toBe('empire')
    // Each sees their own team's fleets in full and the other's only as the rules reveal them (R-SECRET).
    expect(JSON.stringify(veras.state.fleets)).not.toBe(JSON.stringify(jonass.state.fleets))
    expect(getCampaignView(db, campaignId, { role: 'organizer' }).viewer.role).toBe('organizer')
    expect(getTurnView(db, campaignId, vera)).toBe(getTurnView(db, campaignId, vera))
    expect(getTurnView(db, campaignId, jonas)).not.toBe(getTurnView(db, campaignId, vera))

    const version = findCampaign(db, campaignId)!.version
    runCommand(db, { campaignId, actor: { role: 'organizer' }, command: { type: 'set-campaign-language', language: 'fr' }, expectedVersion: version })
    const after = getCampaignView(db, campaignId, vera)
    expect(after).not.toBe(veras)
    expect(after.version).toBe(version + 1)
    expect(after.state.language).toBe('fr')
  })
})
