// The bytes the campaigns of one creator take (db/schema/campaign-storage.ts, kept by triggers), and the key
// their creator's address is hashed with.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { campaigns, campaignStorage, instanceSecrets } from '../schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

/** What the campaigns created or imported under `creatorKey` take in all: one indexed row per campaign. */
export function storedBytesOfCreator(db: Tx, creatorKey: string): number {
  const row = db
    .select({ bytes: sql<number | null>`sum(${campaignStorage.bytes})` })
    .from(campaigns)
    .innerJoin(campaignStorage, eq(campaignStorage.campaignId, campaigns.id))
    .where(eq(campaigns.creatorKey, creatorKey))
    .get()
  return Number(row?.bytes ?? 0)
}

/** What one campaign takes. */
export function storedBytesOfCampaign(db: Tx, campaignId: string): number {
  return db.select({ bytes: campaignStorage.bytes }).from(campaignStorage).where(eq(campaignStorage.campaignId, campaignId)).get()?.bytes ?? 0
}

/** The instance's secret `name`, made by its migration. */
export function instanceSecret(db: Tx, name: string): string {
  const row = db.select({ value: instanceSecrets.value }).from(instanceSecrets).where(eq(instanceSecrets.name, name)).get()
  if (!row) throw new Error(`the instance secret ${name} is missing: the database was not migrated`)
  return row.value
}
