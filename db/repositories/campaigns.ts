// Campaign rows: read, create, and the version-checked write that keeps concurrent commands apart.
import { and, eq, getTableColumns, lt, notExists, or, sql } from 'drizzle-orm'
import type { CampaignState } from '@/lib/campaign/state'
import type { Db } from '../client'
import { accessLinks, campaigns, type CampaignRow } from '../schema'
import { deepFreeze, stateCacheOf } from './campaign-state-cache'
import { isConnection, preparedFor } from './prepared'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

const { state: _state, ...rowWithoutState } = getTableColumns(campaigns)

function prepareReads(db: Db) {
  return {
    // Everything but the state: cheap, and enough to know whether the state kept is this version's.
    meta: db
      .select(rowWithoutState)
      .from(campaigns)
      .where(eq(campaigns.id, sql.placeholder('id')))
      .prepare(),
    // The state text of exactly that version, parsed here so its size is known.
    state: db.$client.prepare<[string, number, number], { state: string }>('select state from campaigns where id = ? and version = ? and updated_at = ?'),
  }
}

/**
 * The campaign's row. Given the connection (not a transaction), its state is the one kept for its version
 * if any (campaign-state-cache.ts): frozen, shared with every other reader of that version. Never change it.
 */
export function findCampaign(db: Tx | Db, id: string): CampaignRow | undefined {
  if (!isConnection(db)) return db.select().from(campaigns).where(eq(campaigns.id, id)).get()
  const reads = preparedFor(db, 'campaign-reads', prepareReads)
  const meta = reads.meta.get({ id })
  if (!meta) return undefined
  const cache = stateCacheOf(db.$client)
  const updatedAt = meta.updatedAt.getTime()
  const kept = cache.get(id, meta.version, updatedAt)
  if (kept) return { ...meta, state: kept }
  const text = reads.state.get(id, meta.version, updatedAt)?.state
  // Written again between the two reads (another process): read it whole, and keep nothing.
  if (text === undefined) return db.select().from(campaigns).where(eq(campaigns.id, id)).get()
  const state = deepFreeze(JSON.parse(text) as CampaignState)
  cache.set(id, meta.version, updatedAt, state, text.length)
  return { ...meta, state }
}

const versionOf = (db: Db) =>
  db
    .select({ version: campaigns.version })
    .from(campaigns)
    .where(eq(campaigns.id, sql.placeholder('id')))
    .prepare()

/** The version alone: what every open page polls, without reading the state. */
export function findCampaignVersion(db: Tx | Db, id: string): number | undefined {
  if (isConnection(db)) return preparedFor(db, 'campaign-version', versionOf).get({ id })?.version
  return db.select({ version: campaigns.version }).from(campaigns).where(eq(campaigns.id, id)).get()?.version
}

const stampOf = (db: Db) =>
  db.$client.prepare<[string], { version: number; updatedAt: number }>('select version, updated_at as updatedAt from campaigns where id = ?')

/** The version and the time of the last write: what names a state, an undo included (which can give a version again). */
export function findCampaignStamp(db: Db, id: string): { version: number; updatedAt: number } | undefined {
  return preparedFor(db, 'campaign-stamp', stampOf).get(id)
}

/**
 * `creatorKey`: the hash of the creating address (lib/server/storage-quota.ts), null for a script's campaign.
 * `stateText`: the state's JSON.stringify text, when the caller wrote it already (an import writes megabytes in steps).
 */
export function insertCampaign(tx: Tx, id: string, state: CampaignState, at: Date, creatorKey: string | null = null, stateText?: string): void {
  tx.insert(campaigns)
    .values({
      id,
      name: state.name,
      preset: state.preset,
      state: stateText === undefined ? state : sql`${stateText}`,
      version: 1,
      createdAt: at,
      updatedAt: at,
      creatorKey,
    })
    .run()
}

/**
 * Keeps `state` as the one read for the first version of a campaign just written at `at`, so that its first
 * reads need not parse it (an imported state may be megabytes). It must be frozen (deepFreezeSteps) and be
 * what `stateText`, the stored text, reads as.
 */
export function keepFirstState(db: Db, id: string, at: Date, state: CampaignState, stateText: string): void {
  stateCacheOf(db.$client).set(id, 1, at.getTime(), state, stateText.length)
}

/** Writes the new state only if nobody else wrote since `expectedVersion`; returns whether it did. */
export function saveCampaignState(tx: Tx, id: string, expectedVersion: number, state: CampaignState, at: Date): boolean {
  const result = tx
    .update(campaigns)
    .set({ state, name: state.name, version: expectedVersion + 1, updatedAt: at })
    .where(and(eq(campaigns.id, id), eq(campaigns.version, expectedVersion)))
    .run()
  return result.changes === 1
}

/** Records a download of the campaign file; not a change of the campaign, so its version stays. */
export function markCampaignDownloaded(tx: Tx, id: string, at: Date): void {
  tx.update(campaigns).set({ lastDownloadedAt: at }).where(eq(campaigns.id, id)).run()
}

/** Deletes a campaign with its history and links (an import that failed half-way through its writes). */
export function deleteCampaign(tx: Tx, id: string): void {
  tx.delete(campaigns).where(eq(campaigns.id, id)).run()
}

/**
 * Deletes the campaigns created before `before` that have no link at all. Every campaign gets its links
 * with its last write; only an import cut short by a crash leaves one without, which nobody can open.
 */
export function deleteCampaignsWithoutLinks(tx: Tx, before: Date): number {
  const links = tx.select({ id: accessLinks.id }).from(accessLinks).where(eq(accessLinks.campaignId, campaigns.id))
  return tx
    .delete(campaigns)
    .where(and(lt(campaigns.createdAt, before), notExists(links)))
    .run().changes
}

/** Deletes the demo campaigns made before `demoBefore` and, unless `idleBefore` is null, every campaign unchanged since then. */
export function deleteExpiredCampaigns(tx: Tx, limits: { demoName: string; demoBefore: Date; idleBefore: Date | null }): number {
  const demo = and(eq(campaigns.name, limits.demoName), lt(campaigns.createdAt, limits.demoBefore))
  return tx
    .delete(campaigns)
    .where(limits.idleBefore ? or(demo, lt(campaigns.updatedAt, limits.idleBefore)) : demo)
    .run().changes
}
