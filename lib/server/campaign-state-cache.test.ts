// The parsed state kept per campaign version (db/repositories/campaign-state-cache.ts): read once per
// version, frozen, and never the state of another version, another campaign or another database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDb, type Db } from '@/db/client'
import { stateCacheOf } from '@/db/repositories/campaign-state-cache'
import { deleteCampaign, findCampaign, insertCampaign } from '@/db/repositories/campaigns'
import type { Actor, CampaignState, CreateCampaignCommand } from '@/lib/campaign'
import { createCampaign } from './create-campaign'
import { exportCampaign } from './export-campaign'
import { getCampaignView } from './get-campaign-view'
import { importCampaign } from './import-campaign'
import { runCommand } from './run-command'
import { undoLastCommand } from './undo-last-command'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }
const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Outer Rim 2026',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 0, rebels: 0 },
}

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const version = (campaignId: string) => findCampaign(db, campaignId)!.version
const place = (campaignId: string, playerId: string, systemId: string) =>
  runCommand(db, { campaignId, actor: ORGANIZER, command: { type: 'place-base', playerId, systemId } as never, expectedVersion: version(campaignId) })

function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen)
}

describe('the parsed state kept per campaign version', () => {
  it('is parsed once per version and frozen through and through', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const first = findCampaign(db, campaignId)!.state
    expect(findCampaign(db, campaignId)!.state).toBe(first)
    expect(isDeepFrozen(first)).toBe(true)
    expect(() => {
      ;(first.players as unknown as unknown[]).push({})
    }).toThrow(TypeError)
  })

  it('is read again after a command, an undo and an import, each a new version', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const before = findCampaign(db, campaignId)!.state
    place(campaignId, 'empire-1', 'dantooine')
    const after = findCampaign(db, campaignId)!
    expect(after.state).not.toBe(before)
    // What the database holds, read without the cache.
    const stored = db.$client.prepare('select state from campaigns where id = ?').get(campaignId) as { state: string }
    expect(after.state).toEqual(JSON.parse(stored.state))
    expect(Object.keys(getCampaignView(db, campaignId, ORGANIZER).state.control)).toEqual(['dantooine'])

    undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: after.version })
    expect(findCampaign(db, campaignId)!.state).toEqual(before)
    expect(Object.keys(getCampaignView(db, campaignId, ORGANIZER).state.control)).toEqual([])

    // An import is a new campaign, with its own id: read as its file says, not as the campaign it came from.
    place(campaignId, 'empire-1', 'felucia')
    const file = exportCampaign(db, campaignId, ORGANIZER).file
    const imported = importCampaign(db, JSON.stringify(file)).campaignId
    expect(Object.keys(findCampaign(db, imported)!.state.control)).toEqual(['felucia'])
    place(imported, 'rebels-1', 'hoth')
    expect(Object.keys(findCampaign(db, imported)!.state.control)).toEqual(['felucia', 'hoth'])
    expect(Object.keys(findCampaign(db, campaignId)!.state.control)).toEqual(['felucia'])
  })

  it('never returns another campaign’s state, nor another database’s', () => {
    const a = createCampaign(db, CREATE).campaignId
    const b = createCampaign(db, { ...CREATE, name: 'Core Worlds' }).campaignId
    place(a, 'empire-1', 'dantooine')
    expect(findCampaign(db, a)!.state.name).toBe('Outer Rim 2026')
    expect(findCampaign(db, b)!.state.name).toBe('Core Worlds')
    expect(Object.keys(findCampaign(db, b)!.state.control)).toEqual([])
    // The same campaign id and version in another database (a test's, a restored file) is its own.
    const other = openDb(':memory:')
    try {
      const state = findCampaign(db, a)!.state
      const row = findCampaign(db, a)!
      insertCampaign(other, a, { ...state, name: 'Elsewhere' } as CampaignState, row.updatedAt)
      other.$client.prepare('update campaigns set version = ? where id = ?').run(row.version, a)
      expect(findCampaign(other, a)!.state.name).toBe('Elsewhere')
      expect(findCampaign(db, a)!.state.name).toBe('Outer Rim 2026')
    } finally {
      other.$client.close()
    }
  })

  it('is read again when the campaign was written again under the same id and version', () => {
    const { campaignId } = createCampaign(db, CREATE)
    const state = findCampaign(db, campaignId)!.state
    deleteCampaign(db, campaignId)
    expect(findCampaign(db, campaignId)).toBeUndefined()
    insertCampaign(db, campaignId, { ...state, name: 'Written again' } as CampaignState, new Date(Date.now() + 1000))
    expect(findCampaign(db, campaignId)!.state.name).toBe('Written again')
  })

  it('follows a write by another connection to the same file (another process)', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(Object.keys(findCampaign(db, campaignId)!.state.control)).toEqual([])
    const file = db.$client.name
    const other = openDb(file)
    try {
      const otherVersion = findCampaign(other, campaignId)!.version
      runCommand(other, {
        campaignId,
        actor: ORGANIZER,
        command: { type: 'place-base', playerId: 'empire-1', systemId: 'kessel' },
        expectedVersion: otherVersion,
      })
    } finally {
      other.$client.close()
    }
    expect(Object.keys(findCampaign(db, campaignId)!.state.control)).toEqual(['kessel'])
  })

  it('is bounded by the size of the states it keeps, dropping the least recently read first', () => {
    const cache = stateCacheOf(openDb(':memory:').$client, 250)
    const state = (name: string) => ({ name }) as unknown as CampaignState
    cache.set('a', 1, 0, state('a'), 100)
    cache.set('b', 1, 0, state('b'), 100)
    expect(cache.get('a', 1, 0)?.name).toBe('a')
    cache.set('c', 1, 0, state('c'), 100)
    expect(cache.keptChars).toBeLessThanOrEqual(250)
    expect(cache.size).toBe(2)
    expect(cache.get('b', 1, 0)).toBeUndefined()
    expect(cache.get('a', 1, 0)?.name).toBe('a')
    expect(cache.get('c', 1, 0)?.name).toBe('c')
    // A state larger than the whole cache is not kept; one version per campaign, the last read.
    cache.set('d', 1, 0, state('d'), 1000)
    expect(cache.get('d', 1, 0)).toBeUndefined()
    cache.set('a', 2, 0, state('a2'), 100)
    expect(cache.get('a', 1, 0)).toBeUndefined()
    expect(cache.get('a', 2, 0)?.name).toBe('a2')
    expect(cache.keptChars).toBeLessThanOrEqual(250)
  })
})
