// Fleet use cases against a real SQLite file: who may edit which fleet (R-SECRET-FLEET, R-FOURTH),
// builder-text import that saves all or nothing (R-FLEET-IMPORT), and what the other team is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import type { Actor } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { createCampaign } from './create-campaign'
import { getCampaignView } from './get-campaign-view'
import { getHistory } from './get-history'
import { importFleetIntoCampaign } from './import-fleet'
import { runCommand } from './run-command'
import { freshDb } from './testing/test-db'

const player = (playerId: string): Actor => ({ role: 'player', playerId })

const KINGSTON = [
  'Name: Lothal Relief Group',
  'Faction: Rebel',
  'Commander:',
  '',
  'Assault: Opening Salvo',
  'Defense: Hyperspace Assault',
  'Navigation: Salvage Run',
  '',
  'Assault Frigate Mark II B (72)',
  '• Electronic Countermeasures (7)',
  '= 79 Points',
  '',
  'Squadrons:',
  '• 2 x X-wing Squadron (26)',
  '= 26 Points',
].join('\n')

const DRAFT = {
  name: 'Picket',
  ships: [{ cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] }],
  squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 2 }],
  objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'solar-corona' },
}

let db: Db
let close: () => void
let campaignId: string
beforeEach(() => {
  ;({ db, close } = freshDb())
  campaignId = createCampaign(db, {
    type: 'create-campaign',
    name: 'Fleets',
    preset: 'green-knight',
    players: { empire: ['A', 'B', 'C'], rebels: ['D', 'E', 'F'] },
    grandAdmirals: { empire: 0, rebels: 0 },
  }).campaignId
})
afterEach(() => close())

const version = () => findCampaign(db, campaignId)!.version
const fleet = (id: string) => findCampaign(db, campaignId)!.state.fleets.find((f) => f.id === id)!

function caught(fn: () => unknown): AppError {
  try {
    fn()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

describe('who edits which fleet (R-SECRET-FLEET, R-FOURTH)', () => {
  it('a player saves their own fleet and their team’s fourth fleet', () => {
    runCommand(db, { campaignId, actor: player('empire-2'), command: { type: 'set-fleet', fleetId: 'empire-2', draft: DRAFT }, expectedVersion: version() })
    runCommand(db, {
      campaignId,
      actor: player('empire-2'),
      command: { type: 'set-fleet', fleetId: 'fourth-empire', draft: DRAFT },
      expectedVersion: version(),
    })
    expect(fleet('empire-2').ships).toHaveLength(1)
    expect(fleet('fourth-empire').squadrons).toHaveLength(2)
  })

  it('a player may not edit a teammate’s fleet or the other team’s: 403, nothing written', () => {
    for (const fleetId of ['empire-1', 'rebels-1', 'fourth-rebels']) {
      const error = caught(() =>
        runCommand(db, { campaignId, actor: player('empire-2'), command: { type: 'set-fleet', fleetId, draft: DRAFT }, expectedVersion: version() }),
      )
      expect(error.code).toBe('FORBIDDEN')
    }
    expect(version()).toBe(1)
  })

  it('the other team is never sent a fleet or its history entry', () => {
    runCommand(db, { campaignId, actor: player('empire-1'), command: { type: 'set-fleet', fleetId: 'empire-1', draft: DRAFT }, expectedVersion: version() })
    runCommand(db, {
      campaignId,
      actor: player('empire-1'),
      command: { type: 'set-commander', fleetId: 'empire-1', name: 'Vorn', abilityId: 'master-gunner-1' },
      expectedVersion: version(),
    })
    const rebel = JSON.stringify([getCampaignView(db, campaignId, player('rebels-1')), getHistory(db, campaignId, player('rebels-1'))])
    expect(rebel).not.toMatch(/victory-ii|gunnery-team|Picket|Vorn|most-wanted/)
    expect(JSON.stringify(getCampaignView(db, campaignId, player('empire-3')))).toContain('victory-ii-class-star-destroyer')
  })
})

describe('importing a builder’s text (R-FLEET-IMPORT)', () => {
  it('saves the fleet when every line matches', () => {
    importFleetIntoCampaign(db, { campaignId, actor: player('rebels-1'), fleetId: 'rebels-1', text: KINGSTON, expectedVersion: version() })
    const saved = fleet('rebels-1')
    expect(saved.name).toBe('Lothal Relief Group')
    expect(saved.ships.map((s) => s.cardId)).toEqual(['assault-frigate-mark-ii-b'])
    expect(saved.squadrons.map((s) => s.cardId)).toEqual(['squadron-x-wing-squadron', 'squadron-x-wing-squadron'])
    expect(listHistory(db, campaignId).at(-1)!.payload).toMatchObject({ type: 'set-fleet', fleetId: 'rebels-1' })
  })

  it('saves nothing and names the lines when one does not match', () => {
    const error = caught(() =>
      importFleetIntoCampaign(db, {
        campaignId,
        actor: player('rebels-1'),
        fleetId: 'rebels-1',
        text: KINGSTON.replace('Electronic Countermeasures (7)', 'Electronic Countermeasures (9)'),
        expectedVersion: version(),
      }),
    )
    expect(error.code).toBe('BAD_IMPORT')
    expect(error.unmatched).toEqual([{ line: 10, text: '• Electronic Countermeasures (9)', reason: 'points-mismatch' }])
    expect(fleet('rebels-1').ships).toEqual([])
    expect(version()).toBe(1)
  })

  it('saves a list with a close spelling only once the player confirmed the reading', () => {
    const text = KINGSTON.replace('Electronic Countermeasures (7)', 'Electronic Countermesures (7)')
    const error = caught(() => importFleetIntoCampaign(db, { campaignId, actor: player('rebels-1'), fleetId: 'rebels-1', text, expectedVersion: version() }))
    expect(error).toMatchObject({ code: 'BAD_IMPORT', detail: 'unconfirmed' })
    expect(version()).toBe(1)
    importFleetIntoCampaign(db, { campaignId, actor: player('rebels-1'), fleetId: 'rebels-1', text, expectedVersion: version(), confirmedReadings: true })
    expect(fleet('rebels-1').ships[0]!.upgrades.map((u) => u.cardId)).toEqual(['defensive-retrofit-electronic-countermeasures'])
  })

  it('refuses a Rebel list pasted into an Empire fleet', () => {
    const error = caught(() =>
      importFleetIntoCampaign(db, { campaignId, actor: player('empire-1'), fleetId: 'empire-1', text: KINGSTON, expectedVersion: version() }),
    )
    expect(error.code).toBe('BAD_IMPORT')
    expect(error.unmatched.every((u) => u.reason === 'other-faction')).toBe(true)
  })

  it('refuses text that is not a fleet', () => {
    const error = caught(() =>
      importFleetIntoCampaign(db, {
        campaignId,
        actor: player('empire-1'),
        fleetId: 'empire-1',
        text: 'Dear diary, today we lost at Hoth.',
        expectedVersion: version(),
      }),
    )
    expect(error).toMatchObject({ code: 'BAD_IMPORT', detail: 'not-a-fleet' })
  })
})
