// The server's import of campaign files: undos checked against what they undid (R-HIST), the check run in
// steps that let other work through, and the same campaign as the one-go import.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withCheckpointPutOff, type Db } from '@/db/client'
import { stateCacheOf } from '@/db/repositories/campaign-state-cache'
import { findCampaign, insertCampaign } from '@/db/repositories/campaigns'
import { listHistory } from '@/db/repositories/history'
import { anyCommandSchema, canonicalJson, replay, UNDO_STATES_KEPT, type Actor, type CampaignFile, type CreateCampaignCommand } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { createCampaign } from './create-campaign'
import { exportCampaign } from './export-campaign'
import { importCampaign, importCampaignInSteps, MAX_CONCURRENT_IMPORTS, takeImportSlot } from './import-campaign'
import { resolveAccess } from './resolve-access'
import { runCommand } from './run-command'
import { undoLastCommand } from './undo-last-command'
import { largeCampaignFile } from './testing/large-campaign-file'
import { freshDb } from './testing/test-db'

const ORGANIZER: Actor = { role: 'organizer' }
const CREATE: CreateCampaignCommand = {
  type: 'create-campaign',
  name: 'Outer Rim 2026',
  preset: 'green-knight',
  players: { empire: ['Tarkin', 'Piett', 'Thrawn'], rebels: ['Leia', 'Ackbar', 'Mon'] },
  grandAdmirals: { empire: 2, rebels: 0 },
}
// Empire first, alternating (R-SETUP-4).
const PLACEMENTS = [
  ['empire-1', 'dantooine'],
  ['rebels-1', 'hoth'],
  ['empire-2', 'felucia'],
  ['rebels-2', 'ryloth'],
  ['empire-3', 'kessel'],
  ['rebels-3', 'yavin'],
] as const

let db: Db
let close: () => void
beforeEach(() => ({ db, close } = freshDb()))
afterEach(() => close())

const campaignCount = () => (db.$client.prepare('select count(*) as n from campaigns').get() as { n: number }).n

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

/** Bases placed by their players, then the organizer undoes the last placement (Mon's base on Yavin). */
function fileWithUndo(): CampaignFile {
  const { campaignId } = createCampaign(db, CREATE)
  for (const [playerId, systemId] of PLACEMENTS) {
    const version = findCampaign(db, campaignId)!.version
    runCommand(db, { campaignId, actor: { role: 'player', playerId }, command: { type: 'place-base', playerId, systemId }, expectedVersion: version })
  }
  undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: findCampaign(db, campaignId)!.version })
  return exportCampaign(db, campaignId, ORGANIZER).file
}

type UndoPayload = { undone: { type: string; playerId?: string; systemId?: string }; by: string; at: number }

describe('an imported undo names the command it undid (R-HIST)', () => {
  it('imports the undo the app wrote: entry 7, Mon’s Yavin base, by Mon', async () => {
    const file = fileWithUndo()
    // The creation, five placements still standing, then the undo (the undone placement left the history).
    expect(file.history.map((e) => e.kind)).toEqual(['command', 'command', 'command', 'command', 'command', 'command', 'undo'])
    expect(file.history[6]!.payload).toMatchObject({ undone: { type: 'place-base', playerId: 'rebels-3', systemId: 'yavin' }, by: 'rebels-3' })
    const imported = await importCampaignInSteps(db, JSON.stringify(file))
    expect(listHistory(db, imported.campaignId).map((e) => e.kind)).toEqual(file.history.map((e) => e.kind))
  })

  it.each([
    ['a command the state before the undo refuses (Tarkin placing a second base)', { undone: { type: 'place-base', playerId: 'empire-1', systemId: 'hoth' } }],
    ['a command its author could not send (Mon’s placement sent by Tarkin)', { by: 'empire-1' }],
    ['an author who is not in the campaign', { by: 'rebels-9' }],
    ['a command made before the last one still standing', { at: 0 }],
    ['the creation of the campaign', { undone: CREATE }],
  ])('refuses an undo naming %s, at entry 7, and writes nothing', async (_label, forged) => {
    const file = fileWithUndo()
    const undo = file.history[6]!
    const payload = { ...(undo.payload as UndoPayload), ...forged }
    const edited = { ...file, history: [...file.history.slice(0, 6), { ...undo, payload }] }
    const before = campaignCount()
    expect(await refusal(() => importCampaignInSteps(db, JSON.stringify(edited)))).toMatchObject({ code: 'BAD_FILE', detail: 'undo-not-matching', entry: 7 })
    expect(() => importCampaign(db, JSON.stringify(edited))).toThrow(AppError)
    expect(campaignCount()).toBe(before)
  })
})

describe('the import in steps', { timeout: 60_000 }, () => {
  const text = largeCampaignFile(1024 * 1024)

  it('writes the same campaign as the one-go import, and lets other work run meanwhile', async () => {
    let otherWork = 0
    const ticker = setInterval(() => otherWork++, 0)
    const stepped = await importCampaignInSteps(db, text)
    const ticksDuringImport = otherWork
    clearInterval(ticker)
    const direct = importCampaign(db, text)
    expect(ticksDuringImport).toBeGreaterThan(0)
    expect(canonicalJson(findCampaign(db, stepped.campaignId)!.state)).toBe(canonicalJson(findCampaign(db, direct.campaignId)!.state))
    const strip = (id: string) => listHistory(db, id).map(({ seq, kind, actor, at, payload }) => ({ seq, kind, actor, at, payload }))
    const history = strip(stepped.campaignId)
    expect(history).toEqual(strip(direct.campaignId))
    // Numbered 1 to n across the parts it was written in.
    expect(history.map((e) => e.seq)).toEqual(history.map((_e, i) => i + 1))
    expect(resolveAccess(db, stepped.tokens.organizer!)).toEqual({ campaignId: stepped.campaignId, actor: ORGANIZER })
  })

  it('stores the state and the states kept for undo as the one-go import does, counted alike by the quota', async () => {
    const stepped = await importCampaignInSteps(db, text)
    const direct = importCampaign(db, text)
    const stored = (id: string) => ({
      state: (db.$client.prepare('select state from campaigns where id = ?').get(id) as { state: string }).state,
      kept: db.$client.prepare('select seq, state_before from history_entries where campaign_id = ? and state_before is not null order by seq').all(id),
      bytes: (db.$client.prepare('select bytes from campaign_storage where campaign_id = ?').get(id) as { bytes: number }).bytes,
    })
    const written = stored(stepped.campaignId)
    expect(written.kept.length).toBeGreaterThan(0)
    expect(written).toEqual(stored(direct.campaignId))
    expect(written.state).toBe(JSON.stringify(JSON.parse(written.state)))
  })

  it('keeps the state it wrote as the first read of the new campaign, frozen, as every read is', async () => {
    const at = new Date()
    const { campaignId } = await importCampaignInSteps(db, text, at)
    const kept = stateCacheOf(db.$client).get(campaignId, 1, at.getTime())
    expect(kept).toBeDefined()
    const read = findCampaign(db, campaignId)!
    expect(read.state).toBe(kept)
    expect(Object.isFrozen(read.state) && Object.isFrozen(read.state.overrides) && Object.isFrozen(read.state.players[0])).toBe(true)
    expect(read.state).toBe(findCampaign(db, campaignId)!.state)
    const stored = (db.$client.prepare('select state from campaigns where id = ?').get(campaignId) as { state: string }).state
    expect(read.state).toEqual(JSON.parse(stored))
  })

  it('leaves the database log’s checkpoint as it found it, the import done or a write refused', async () => {
    const checkpoint = () => db.$client.pragma('wal_autocheckpoint', { simple: true })
    const before = checkpoint()
    expect(before).toBeGreaterThan(0)
    await importCampaignInSteps(db, text)
    expect(checkpoint()).toBe(before)
    expect(withCheckpointPutOff(db, checkpoint)).toBe(0)
    expect(() =>
      withCheckpointPutOff(db, () => {
        throw new Error('refused')
      }),
    ).toThrow('refused')
    expect(checkpoint()).toBe(before)
  })

  it('refuses a file whose last check fails, after all its steps, and writes nothing', async () => {
    const file = JSON.parse(text) as CampaignFile & { state: { name: string } }
    const edited = JSON.stringify({ ...file, state: { ...file.state, name: 'Edited' } })
    const before = campaignCount()
    expect(await refusal(() => importCampaignInSteps(db, edited))).toMatchObject({ code: 'BAD_FILE', detail: 'state-mismatch' })
    expect(campaignCount()).toBe(before)
  })

  it('clears a campaign an earlier import left without links (cut short by a crash) once it is an hour old', async () => {
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    const state = findCampaign(db, createCampaign(db, CREATE).campaignId)!.state
    insertCampaign(db, 'cut-short', state, longAgo)
    insertCampaign(db, 'being-written', state, new Date())
    await importCampaignInSteps(db, text)
    expect(findCampaign(db, 'cut-short')).toBeUndefined()
    expect(findCampaign(db, 'being-written')).toBeDefined()
  })
})

describe('undo after an import (R-HIST)', { timeout: 60_000 }, () => {
  it('restores the states the import kept before the latest commands, without replaying the history', async () => {
    const { campaignId } = await importCampaignInSteps(db, largeCampaignFile(64 * 1024))
    const rows = listHistory(db, campaignId)
    const kept = rows.filter((e) => e.stateBefore !== null).map((e) => e.seq)
    expect(kept).toEqual(rows.slice(-(UNDO_STATES_KEPT + 1)).map((e) => e.seq))
    const remaining = rows.slice(0, -3).map((e) => anyCommandSchema.parse(e.payload))
    const expected = replay(remaining)
    // An early entry no replay could read: the undos must not need it.
    db.$client.prepare(`update history_entries set payload = '"unreadable"' where campaign_id = ? and seq = 2`).run(campaignId)
    for (let i = 0; i < 3; i++) undoLastCommand(db, { campaignId, actor: ORGANIZER, expectedVersion: findCampaign(db, campaignId)!.version })
    expect(expected.ok && canonicalJson(expected.state)).toBe(canonicalJson(findCampaign(db, campaignId)!.state))
  })
})

describe('imports under way at once', () => {
  it(`are at most ${MAX_CONCURRENT_IMPORTS}: the next is refused until one ends, and a place is given back once`, () => {
    const slots = Array.from({ length: MAX_CONCURRENT_IMPORTS }, () => takeImportSlot())
    expect(slots.every((s) => s !== null)).toBe(true)
    expect(takeImportSlot()).toBeNull()
    slots[0]!.release()
    slots[0]!.release()
    const next = takeImportSlot()
    expect(next).not.toBeNull()
    expect(takeImportSlot()).toBeNull()
    for (const slot of [next, ...slots.slice(1)]) slot!.release()
  })
})
