// Campaign rows: read, create, and the version-checked write that keeps concurrent commands apart.
import { and, eq, lt, notExists, or } from 'drizzle-orm'
import type { CampaignState } from '@/lib/campaign/state'
import type { Db } from '../client'
import { accessLinks, campaigns, type CampaignRow } from '../schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export function findCampaign(db: Tx, id: string): CampaignRow | undefined {
  return db.select().from(campaigns).where(eq(campaigns.id, id)).get()
}

/** The version alone: what every open page polls, without reading the state. */
export function findCampaignVersion(db: Tx, id: string): number | undefined {
  return db.select({ version: campaigns.version }).from(campaigns).where(eq(campaigns.id, id)).get()?.version
}

export function insertCampaign(tx: Tx, id: string, state: CampaignState, at: Date): void {
  tx.insert(campaigns).values({ id, name: state.name, preset: state.preset, state, version: 1, createdAt: at, updatedAt: at }).run()
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
