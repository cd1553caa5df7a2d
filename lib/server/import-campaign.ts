import 'server-only'
// Use case: restore a campaign file as a new campaign of this instance, with the same state and history.
// Links are personal secrets and are not in the file: the importer becomes its organizer and gets new
// links to hand out.
import type { Db } from '@/db/client'
import { setLinkHash } from '@/db/repositories/access-links'
import { deleteCampaign, deleteCampaignsWithoutLinks, insertCampaign } from '@/db/repositories/campaigns'
import { insertHistory, type NewHistoryEntry } from '@/db/repositories/history'
import { CAMPAIGN_FILE_MAX_BYTES, campaignFileCheckSteps, checkCampaignFile, RULES_VERSION, type CampaignFileCheck, type CampaignState } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { hashAccessToken, newAccessToken, newCampaignId } from './access-tokens'
import { persistNewCampaign, type IssuedLinks } from './create-campaign'

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
 * The longest the import holds the server before it lets other requests run. A request needs several turns
 * of the event loop (connection, headers, proxy, route, answer), each of which may wait one step: short steps.
 */
const STEP_BUDGET_MS = 4
/** History entries written per transaction by the server's import. */
const ENTRIES_PER_WRITE = 500
/** A campaign without links older than this is what an import cut short by a crash left. */
const UNFINISHED_IMPORT_MS = 60 * 60 * 1000

/**
 * The server's import: the check runs in steps, and between steps that took more than a few milliseconds
 * the event loop serves other requests (a 20 MB file takes seconds to check; nobody else waits that long).
 * The history is then written a few hundred entries per transaction, other requests running in between,
 * and the links last: until they are written the new campaign cannot be opened by anyone, so nobody sees
 * it half-written; a failure deletes it.
 */
export async function importCampaignInSteps(db: Db, text: string, at: Date = new Date()): Promise<IssuedLinks> {
  if (Buffer.byteLength(text, 'utf8') > CAMPAIGN_FILE_MAX_BYTES) throw new AppError('BAD_FILE', 'too-large')
  let since = performance.now()
  const pause = async () => {
    if (performance.now() - since < STEP_BUDGET_MS) return
    await new Promise((resolve) => setImmediate(resolve))
    since = performance.now()
  }
  const steps = campaignFileCheckSteps(text)
  let step = steps.next()
  while (!step.done) {
    await pause()
    step = steps.next()
  }
  const check = step.value
  if (!check.ok) throw new AppError('BAD_FILE', check.problem, [], [], check.entry)
  return persistInSteps(db, check.state, historyRows(check), at, pause)
}

async function persistInSteps(
  db: Db,
  state: CampaignState,
  history: Omit<NewHistoryEntry, 'campaignId'>[],
  at: Date,
  pause: () => Promise<void>,
): Promise<IssuedLinks> {
  const campaignId = newCampaignId()
  const tokens: Record<string, string> = {}
  for (const subject of ['organizer', ...state.players.map((p) => p.id)]) tokens[subject] = newAccessToken()
  db.transaction((tx) => {
    deleteCampaignsWithoutLinks(tx, new Date(at.getTime() - UNFINISHED_IMPORT_MS))
    insertCampaign(tx, campaignId, state, at)
  })
  try {
    for (let i = 0; i < history.length; i += ENTRIES_PER_WRITE) {
      await pause()
      db.transaction(() => insertHistory(db, campaignId, history.slice(i, i + ENTRIES_PER_WRITE), i + 1))
    }
    db.transaction((tx) => {
      for (const [subject, token] of Object.entries(tokens)) setLinkHash(tx, campaignId, subject, hashAccessToken(token), at)
    })
  } catch (error) {
    db.transaction((tx) => deleteCampaign(tx, campaignId))
    throw error
  }
  return { campaignId, tokens }
}

function persistChecked(db: Db, check: CampaignFileCheck, at: Date): IssuedLinks {
  if (!check.ok) throw new AppError('BAD_FILE', check.problem, [], [], check.entry)
  return persistNewCampaign(db, check.state, historyRows(check), at)
}

function historyRows(check: CampaignFileCheck & { ok: true }): Omit<NewHistoryEntry, 'campaignId'>[] {
  return check.file.history.map((e, i) => ({
    kind: e.kind,
    actor: e.actor,
    at: new Date(e.at),
    payload: e.payload,
    rulesVersion: e.kind === 'command' ? (e.rulesVersion ?? 1) : RULES_VERSION,
    // The replay that checked the file placed each entry; a file under older rules is placed on first read.
    place: check.places?.[i],
    // The latest commands keep the state before them, as the app's own commands do: undo reads it, no replay.
    stateBefore: check.statesBefore?.get(i) ?? null,
  }))
}
