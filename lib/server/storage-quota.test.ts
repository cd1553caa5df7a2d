// Strangers cannot fill the disk (issue 28, point 3): the campaigns created or imported from one address take
// at most STORED_BYTES_PER_ADDRESS; past it a creation, a demo or an import is refused and nothing of it is
// kept. The bytes are counted by the database on every write, so the check reads one row per campaign.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrationsFolder, type Db } from '@/db/client'
import { storedBytesOfCampaign, storedBytesOfCreator } from '@/db/repositories/campaign-storage'
import { findCampaign } from '@/db/repositories/campaigns'
import { AppError } from '@/lib/errors'
import { createCampaign } from './create-campaign'
import { createDemoCampaign } from './demo/demo-campaign'
import { importCampaignInSteps } from './import-campaign'
import { regenerateLink } from './regenerate-link'
import { removeExpiredCampaigns } from './retention'
import { runCommand } from './run-command'
import { creatorKeyOf, creatorOf, DEFAULT_STORED_BYTES_PER_ADDRESS, storedBytesPerAddress, type Creator } from './storage-quota'
import { CREATE_SIX_PLAYERS, freshDb, rowCount } from './testing/test-db'
import { overrideCampaignFile } from './testing/override-campaign-file'
import { undoLastCommand } from './undo-last-command'

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const CREATE = CREATE_SIX_PLAYERS
const count = (table: string) => rowCount(db, table)
const creator = (address: string, quota: number | null): Creator => ({ key: creatorKeyOf(db, address), quota })
const version = (id: string) => findCampaign(db, id)!.version

/** The campaign's bytes counted again from its rows, as the triggers count them on each write. */
function recount(campaignId: string): number {
  const entries = db.$client
    .prepare(
      `select coalesce(sum(octet_length(payload) + coalesce(octet_length(state_before), 0) + coalesce(octet_length(chronicle_mark), 0)
         + coalesce(octet_length(chronicle_kind), 0) + octet_length(actor) + 48), 0) as n from history_entries where campaign_id = ?`,
    )
    .get(campaignId) as { n: number }
  const row = db.$client.prepare('select octet_length(state) + octet_length(name) + 64 as n from campaigns where id = ?').get(campaignId) as { n: number }
  return row.n + entries.n
}

function refusal(run: () => unknown): AppError | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  return undefined
}

describe('the bytes a campaign takes', () => {
  it('are counted on every write: creation, commands, the states kept for undo, undo, a replaced link', () => {
    const { campaignId } = createCampaign(db, CREATE)
    expect(storedBytesOfCampaign(db, campaignId)).toBe(recount(campaignId))
    const player = (id: string) => ({ role: 'player' as const, playerId: id })
    const bases = [
      ['empire-1', 'dantooine'],
      ['rebels-1', 'ryloth'],
    ] as const
    for (const [playerId, systemId] of bases) {
      runCommand(db, { campaignId, actor: player(playerId), command: { type: 'place-base', playerId, systemId }, expectedVersion: version(campaignId) })
      expect(storedBytesOfCampaign(db, campaignId)).toBe(recount(campaignId))
    }
    undoLastCommand(db, { campaignId, actor: { role: 'organizer' }, expectedVersion: version(campaignId) })
    expect(storedBytesOfCampaign(db, campaignId)).toBe(recount(campaignId))
    regenerateLink(db, { campaignId, actor: { role: 'organizer' }, subject: 'rebels-2' })
    expect(storedBytesOfCampaign(db, campaignId)).toBe(recount(campaignId))
    // The JSON the campaign holds, and more: the count is never below what the rows take.
    const text = db.$client.prepare('select sum(length(payload) + coalesce(length(state_before), 0)) as n from history_entries').get() as { n: number }
    expect(storedBytesOfCampaign(db, campaignId)).toBeGreaterThan(text.n)
  })

  it('are freed when the campaign is removed (a demo a day after it was made)', () => {
    const made = new Date('2026-11-01T10:00:00Z')
    const owner = creator('203.0.113.7', null)
    createDemoCampaign(db, made, owner)
    expect(storedBytesOfCreator(db, owner.key)).toBeGreaterThan(0)
    removeExpiredCampaigns(db, new Date(made.getTime() + 25 * 60 * 60 * 1000), null)
    expect(storedBytesOfCreator(db, owner.key)).toBe(0)
    expect(count('campaign_storage')).toBe(0)
  })
})

describe('the quota of stored bytes per address', () => {
  it('refuses the demo that would pass it, storing nothing, and lets another address create', () => {
    const first = createDemoCampaign(db, new Date(), creator('203.0.113.7', null))
    const demoBytes = storedBytesOfCampaign(db, first.campaignId)
    const tight = creator('203.0.113.7', Math.floor(demoBytes * 1.5))
    const before = { campaigns: count('campaigns'), history: count('history_entries'), links: count('access_links') }
    const refused = refusal(() => createDemoCampaign(db, new Date(), tight))
    expect(refused?.code).toBe('TOO_MANY')
    expect(refused?.detail).toBe('storage-quota')
    expect({ campaigns: count('campaigns'), history: count('history_entries'), links: count('access_links') }).toEqual(before)
    // A small campaign still fits in what is left; another address has its own quota.
    expect(refusal(() => createCampaign(db, CREATE, new Date(), tight))).toBeUndefined()
    expect(refusal(() => createDemoCampaign(db, new Date(), creator('198.51.100.1', Math.floor(demoBytes * 1.5))))).toBeUndefined()
  })

  it('counts one IPv6 /64 as one address', () => {
    const a = creatorOf(db, { get: (name) => (name === 'x-rim-connection-address' ? '2001:db8:1:2:aaaa::1' : null) }, {})
    const b = creatorOf(db, { get: (name) => (name === 'x-rim-connection-address' ? '2001:db8:1:2:bbbb::9' : null) }, {})
    const other = creatorOf(db, { get: (name) => (name === 'x-rim-connection-address' ? '2001:db8:1:3::1' : null) }, {})
    expect(a.key).toBe(b.key)
    expect(other.key).not.toBe(a.key)
  })

  it('refuses an import that would pass it and leaves no row of it behind', async () => {
    const file = overrideCampaignFile(2_000)
    const owner = creator('203.0.113.7', 200_000)
    const refused = await importCampaignInSteps(db, file, new Date(), owner).then(
      () => undefined,
      (error: unknown) => error as AppError,
    )
    expect(refused).toBeInstanceOf(AppError)
    expect(refused?.detail).toBe('storage-quota')
    expect([count('campaigns'), count('history_entries'), count('campaign_storage'), count('access_links')]).toEqual([0, 0, 0, 0])
    // Under a quota it fits in, the same file imports and counts against its address.
    const issued = await importCampaignInSteps(db, file, new Date(), creator('203.0.113.7', 10_000_000))
    expect(storedBytesOfCreator(db, owner.key)).toBe(storedBytesOfCampaign(db, issued.campaignId))
    expect(storedBytesOfCampaign(db, issued.campaignId)).toBe(recount(issued.campaignId))
  }, 60_000)

  it('refuses an import from a full address before reading the file', async () => {
    const owner = creator('203.0.113.7', 1_000)
    createCampaign(db, CREATE, new Date(), creator('203.0.113.7', null))
    const refused = await importCampaignInSteps(db, 'not even JSON', new Date(), owner).then(
      () => undefined,
      (error: unknown) => error as AppError,
    )
    expect(refused?.detail).toBe('storage-quota')
  })
})

describe('a database of the version before the quota', () => {
  it('gets the bytes of the campaigns it holds counted when it is migrated, and they count against no address', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rim-command-quota-migration-'))
    try {
      // The migrations up to the one before the quota's, applied to a database holding a campaign made then.
      const before = path.join(dir, 'drizzle')
      cpSync(migrationsFolder(), before, { recursive: true })
      const journalFile = path.join(before, 'meta', '_journal.json')
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
      const quotaAt = journal.entries.findIndex((e) => e.tag === '0005_campaign-creator-storage')
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, quotaAt) }))
      const sqlite = new Database(path.join(dir, 'old.db'))
      migrate(drizzle(sqlite), { migrationsFolder: before })
      const state = JSON.stringify(findCampaign(db, createCampaign(db, CREATE).campaignId)!.state)
      sqlite
        .prepare(`insert into campaigns (id, name, preset, state, version, created_at, updated_at) values ('old', 'Outer Rim', 'green-knight', ?, 1, 0, 0)`)
        .run(state)
      sqlite
        .prepare(`insert into history_entries (campaign_id, seq, kind, actor, at, payload) values ('old', 1, 'command', 'organizer', 0, ?)`)
        .run(JSON.stringify(CREATE))
      migrate(drizzle(sqlite), { migrationsFolder: migrationsFolder() })
      const bytes = (sqlite.prepare(`select bytes from campaign_storage where campaign_id = 'old'`).get() as { bytes: number }).bytes
      const expected = Buffer.byteLength(state) + 'Outer Rim'.length + 64 + Buffer.byteLength(JSON.stringify(CREATE)) + 'organizer'.length + 48
      expect(bytes).toBe(expected)
      expect(sqlite.prepare(`select creator_key from campaigns where id = 'old'`).get()).toEqual({ creator_key: null })
      sqlite.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the creator recorded with a campaign', () => {
  it('is a keyed hash of the address, never the address, and differs from one instance to another', () => {
    const { campaignId } = createCampaign(db, CREATE, new Date(), creator('203.0.113.7', null))
    const stored = (db.$client.prepare('select creator_key as k from campaigns where id = ?').get(campaignId) as { k: string }).k
    expect(stored).toBe(creatorKeyOf(db, '203.0.113.7'))
    expect(stored).not.toContain('203.0.113')
    const other = freshDb()
    try {
      expect(creatorKeyOf(other.db, '203.0.113.7')).not.toBe(stored)
    } finally {
      other.close()
    }
  })
})

describe('STORED_BYTES_PER_ADDRESS', () => {
  it('reads bytes or KB, MB, GB; 0 or off is no limit; unset or unreadable is the default', () => {
    expect(storedBytesPerAddress({})).toBe(DEFAULT_STORED_BYTES_PER_ADDRESS)
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: '5000000' })).toBe(5_000_000)
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: '50 MB' })).toBe(50_000_000)
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: '1.5GB' })).toBe(1_500_000_000)
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: '0' })).toBeNull()
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: 'off' })).toBeNull()
    expect(storedBytesPerAddress({ STORED_BYTES_PER_ADDRESS: 'lots' })).toBe(DEFAULT_STORED_BYTES_PER_ADDRESS)
  })
})
