import 'server-only'
// Use case: restore a campaign file as a new campaign of this instance, with the same state and history.
// Links are personal secrets and are not in the file: the importer becomes its organizer and gets new
// links to hand out.
import { withCheckpointPutOff, type Db } from '@/db/client'
import { setLinkHash } from '@/db/repositories/access-links'
import { deepFreezeSteps } from '@/db/repositories/campaign-state-cache'
import { deleteCampaign, deleteCampaignsWithoutLinks, insertCampaign, keepFirstState } from '@/db/repositories/campaigns'
import { insertHistory, type NewHistoryEntry } from '@/db/repositories/history'
import {
  CAMPAIGN_FILE_MAX_BYTES,
  campaignFileCheckSteps,
  jsonTextSteps,
  checkCampaignFile,
  RULES_VERSION,
  type CampaignFileCheck,
  type CampaignFileEntry,
  type CampaignState,
} from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { hashAccessToken, newAccessToken, newCampaignId } from './access-tokens'
import { persistNewCampaign, type IssuedLinks } from './create-campaign'
import { refuseOverQuota, type Creator } from './storage-quota'

/**
 * Imports under way at once, at most: each holds up to a 20 MB file and its replay in memory, and shares the
 * one CPU with every other request, so a few at once is what an instance can carry.
 */
export const MAX_CONCURRENT_IMPORTS = 2

const running = globalThis as typeof globalThis & { __rimImportsRunning?: number }

/** A place among the imports under way, or null when they are all taken; `release` gives it back once. */
export function takeImportSlot(): { release: () => void } | null {
  const taken = running.__rimImportsRunning ?? 0
  if (taken >= MAX_CONCURRENT_IMPORTS) return null
  running.__rimImportsRunning = taken + 1
  let released = false
  return {
    release: () => {
      if (released) return
      released = true
      running.__rimImportsRunning = (running.__rimImportsRunning ?? 1) - 1
    },
  }
}

/** Checks and writes a file in one go (scripts and tests). */
export function importCampaign(db: Db, text: string, at: Date = new Date()): IssuedLinks {
  if (Buffer.byteLength(text, 'utf8') > CAMPAIGN_FILE_MAX_BYTES) throw new AppError('BAD_FILE', 'too-large')
  return persistChecked(db, checkCampaignFile(text), at)
}

/**
 * The longest the import holds the server before it lets other requests run. A request needs many turns
 * of the event loop (connection, headers, proxy, route, rendering, answer), each of which may wait one step:
 * short steps. With 4 ms, another campaign's page waited 85 ms at the median during the import of the
 * bench's 19 MB file (`npm run bench:import`); with 1 ms, 35 ms, the import taking no longer.
 */
const STEP_BUDGET_MS = 1
/** History entries written at a time by the server's import; a transaction writes parts until its step is spent. */
const ENTRIES_PER_PART = 50
/** A campaign without links older than this is what an import cut short by a crash left. */
const UNFINISHED_IMPORT_MS = 60 * 60 * 1000

/**
 * The server's import: the check runs in steps, and between steps that took more than STEP_BUDGET_MS
 * the event loop serves other requests (a 20 MB file takes seconds to check; nobody else waits that long).
 * The history is then written in short transactions, other requests running in between,
 * and the links last: until they are written the new campaign cannot be opened by anyone, so nobody sees
 * it half-written; a failure deletes it. With a creator, an address whose campaigns already fill its quota is
 * refused before the check, and a campaign that passes it once written is deleted before its links are given.
 */
export async function importCampaignInSteps(db: Db, text: string, at: Date = new Date(), creator?: Creator): Promise<IssuedLinks> {
  if (Buffer.byteLength(text, 'utf8') > CAMPAIGN_FILE_MAX_BYTES) throw new AppError('BAD_FILE', 'too-large')
  refuseOverQuota(db, creator, 1)
  let since = performance.now()
  const pause = async () => {
    if (performance.now() - since < STEP_BUDGET_MS) return
    await new Promise((resolve) => setImmediate(resolve))
    since = performance.now()
  }
  const check = await inSteps(campaignFileCheckSteps(text), pause)
  if (!check.ok) throw new AppError('BAD_FILE', check.problem, [], [], check.entry)
  const stateText = check.stateText ?? (await inSteps(jsonTextSteps(check.state), pause))
  return persistInSteps(db, check.state, stateText, await inSteps(historyRowSteps(check), pause), at, pause, creator)
}

async function persistInSteps(
  db: Db,
  state: CampaignState,
  stateText: string,
  history: Omit<NewHistoryEntry, 'campaignId'>[],
  at: Date,
  pause: () => Promise<void>,
  creator: Creator | undefined,
): Promise<IssuedLinks> {
  const campaignId = newCampaignId()
  const tokens: Record<string, string> = {}
  for (const subject of ['organizer', ...state.players.map((p) => p.id)]) tokens[subject] = newAccessToken()
  // Megabytes of JSON for a long campaign, its state and the state kept before its last commands: written in
  // steps, then stored as they are. One statement still stores each whole (what its readers read): about
  // 30 ms for 7 MB, and as much again when it fills the database's log past its checkpoint.
  for (const entry of history) if (entry.stateBefore) entry.stateBeforeText = await inSteps(jsonTextSteps(entry.stateBefore), pause)
  await pause()
  // The database's log is copied into its file on the next commit, a step of its own (withCheckpointPutOff).
  withCheckpointPutOff(db, () =>
    db.transaction((tx) => {
      deleteCampaignsWithoutLinks(tx, new Date(at.getTime() - UNFINISHED_IMPORT_MS))
      insertCampaign(tx, campaignId, state, at, creator?.key ?? null, stateText)
    }),
  )
  try {
    // Bounded by time, not by a number of entries: on a busy machine 500 entries took 20 ms and more. A part
    // that keeps states for undo starts a transaction of its own, whose log copy is put off as the state's.
    const keepsStates = (from: number) => history.slice(from, from + ENTRIES_PER_PART).some((e) => e.stateBeforeText !== undefined)
    let written = 0
    while (written < history.length) {
      await pause()
      const start = performance.now()
      const write = () =>
        db.transaction(() => {
          do {
            insertHistory(db, campaignId, history.slice(written, written + ENTRIES_PER_PART), written + 1)
            written += ENTRIES_PER_PART
          } while (written < history.length && !keepsStates(written) && performance.now() - start < STEP_BUDGET_MS)
        })
      if (keepsStates(written)) withCheckpointPutOff(db, write)
      else write()
    }
    // Its first reads (the links shown next, the organizer's page) find it parsed: parsing and freezing
    // 7 MB of state at once would hold the server a tenth of a second.
    const frozen = await inSteps(deepFreezeSteps(state), pause)
    await pause()
    db.transaction((tx) => {
      // Counted as the rows were written, with the other imports and creations of the same address that ran meanwhile.
      refuseOverQuota(tx, creator)
      for (const [subject, token] of Object.entries(tokens)) setLinkHash(tx, campaignId, subject, hashAccessToken(token), at)
    })
    keepFirstState(db, campaignId, at, frozen, stateText)
  } catch (error) {
    db.transaction((tx) => deleteCampaign(tx, campaignId))
    throw error
  }
  return { campaignId, tokens }
}

/** Runs `steps` to their end, pausing before each: what ran before them may have used the time already. */
async function inSteps<T>(steps: Generator<void, T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    await pause()
    const step = steps.next()
    if (step.done) return step.value
  }
}

function persistChecked(db: Db, check: CampaignFileCheck, at: Date): IssuedLinks {
  if (!check.ok) throw new AppError('BAD_FILE', check.problem, [], [], check.entry)
  return persistNewCampaign(db, check.state, historyRows(check), at)
}

function historyRows(check: CampaignFileCheck & { ok: true }): Omit<NewHistoryEntry, 'campaignId'>[] {
  return check.file.history.map((e, i) => historyRow(check, e, i))
}

/** Entries made rows between two pause points: 60,000 at once took 20 ms. */
const ROWS_PER_STEP = 5_000

function* historyRowSteps(check: CampaignFileCheck & { ok: true }): Generator<void, Omit<NewHistoryEntry, 'campaignId'>[]> {
  const rows: Omit<NewHistoryEntry, 'campaignId'>[] = []
  for (const [i, e] of check.file.history.entries()) {
    rows.push(historyRow(check, e, i))
    if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield
  }
  return rows
}

function historyRow(check: CampaignFileCheck & { ok: true }, e: CampaignFileEntry, i: number): Omit<NewHistoryEntry, 'campaignId'> {
  return {
    kind: e.kind,
    actor: e.actor,
    at: new Date(e.at),
    payload: e.payload,
    rulesVersion: e.kind === 'command' ? (e.rulesVersion ?? 1) : RULES_VERSION,
    // The replay that checked the file placed each entry; a file under older rules is placed on first read.
    place: check.places?.[i],
    // The latest commands keep the state before them, as the app's own commands do: undo reads it, no replay.
    stateBefore: check.statesBefore?.get(i) ?? null,
  }
}
