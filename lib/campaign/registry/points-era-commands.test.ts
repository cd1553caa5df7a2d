// R-FLEET-ERA: the campaign's points era, chosen at creation, set by the organizer until the campaign starts,
// and read by every rule that prices a card; a campaign begun before eras plays the printed points.
import { describe, expect, it } from 'vitest'
import { campaignCommandSchema, createCampaignCommandSchema } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand, replay } from '../engine'
import { mayIssue } from '../permissions'
import { parseCampaignStateShape } from '../state-schema'
import { campaignPointsEra, type CampaignState } from '../state'
import { createCommand, inPhase, newCampaign, reasonsOf, unwrap } from '../testing/builders'
import { commandSecrecy } from '.'

const organizer = { role: 'organizer' } as const
const toAmg = { type: 'set-points-era', pointsEra: 'amg-final' } as const
const victory = {
  name: 'Picket',
  ships: [{ cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [] }],
  squadrons: [],
  objectives: { assault: null, defense: null, navigation: null },
}

describe('R-FLEET-ERA set-points-era', () => {
  it('is ffg-2019 for a campaign created without one (every campaign begun before eras), else the one chosen', () => {
    expect(campaignPointsEra(newCampaign())).toBe('ffg-2019')
    expect(campaignPointsEra(unwrap(createCampaign(createCommand({ pointsEra: 'amg-final' }))))).toBe('amg-final')
    expect(createCampaignCommandSchema.safeParse({ ...createCommand(), pointsEra: 'ffg-2021' }).success).toBe(false)
  })

  it('is changed by the organizer alone, in public, until the campaign starts (R-FLEET-ERA)', () => {
    const state = newCampaign()
    expect(mayIssue(state, organizer, toAmg)).toBe(true)
    for (const player of state.players) expect(mayIssue(state, { role: 'player', playerId: player.id }, toAmg)).toBe(false)
    expect(commandSecrecy(toAmg, state)).toBe('public')
    expect(campaignPointsEra(unwrap(applyCommand(state, toAmg, organizer)))).toBe('amg-final')
    expect(reasonsOf(applyCommand(inPhase(state, 'strategy'), toAmg, organizer))).toEqual(['era-fixed-once-started'])
    expect(campaignCommandSchema.safeParse({ type: 'set-points-era', pointsEra: 'amg' }).success).toBe(false)
  })

  it('saves a fleet with the cards of the campaign’s era, and refuses a card not yet published in it (R-FLEET-ERA)', () => {
    const state = newCampaign()
    const empireFleet = state.fleets.find((f) => f.team === 'empire')!.id
    const amg = unwrap(applyCommand(state, toAmg, organizer))
    const saved = (s: CampaignState) => unwrap(applyCommand(s, { type: 'set-fleet', fleetId: empireFleet, draft: victory }, organizer))
    expect(saved(state).fleets.find((f) => f.id === empireFleet)!.ships[0]!.cardId).toBe('victory-ii-class-star-destroyer')
    const withFlak = { ...victory, ships: [{ ...victory.ships[0]!, upgrades: ['offensive-retrofit-flak-guns'] }] }
    expect(reasonsOf(applyCommand(state, { type: 'set-fleet', fleetId: empireFleet, draft: withFlak }, organizer))).toContain('card-not-in-era')
    expect(applyCommand(amg, { type: 'set-fleet', fleetId: empireFleet, draft: withFlak }, organizer).ok).toBe(true)
  })

  it('replays a history written before eras as ffg-2019, unchanged, and reads a stored state without an era (R-HIST)', () => {
    const history = [createCommand(), { type: 'set-campaign-language', language: 'fr' } as const]
    const replayed = unwrap(replay(history))
    expect(replayed.pointsEra).toBeUndefined()
    expect(campaignPointsEra(replayed)).toBe('ffg-2019')
    const before: Partial<CampaignState> = structuredClone(newCampaign())
    delete before.pointsEra
    expect(parseCampaignStateShape(before)).not.toBeNull()
    expect(parseCampaignStateShape({ ...newCampaign(), pointsEra: 'amg-final' })?.pointsEra).toBe('amg-final')
    expect(parseCampaignStateShape({ ...newCampaign(), pointsEra: 'ffg-2021' })).toBeNull()
  })
})
