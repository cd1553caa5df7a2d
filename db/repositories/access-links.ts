// Personal link hashes: find who a token belongs to, and replace a subject's token.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { accessLinks, type AccessLinkRow } from '../schema'
import { isConnection, preparedFor } from './prepared'
import { noteSideWrite } from './side-writes'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

const byHash = (db: Db) =>
  db
    .select()
    .from(accessLinks)
    .where(eq(accessLinks.tokenHash, sql.placeholder('tokenHash')))
    .prepare()

/** Every request of a campaign page asks this first. */
export function findLinkByHash(db: Tx | Db, tokenHash: string): AccessLinkRow | undefined {
  if (isConnection(db)) return preparedFor(db, 'link-by-hash', byHash).get({ tokenHash })
  return db.select().from(accessLinks).where(eq(accessLinks.tokenHash, tokenHash)).get()
}

/** Sets the subject's token hash, replacing (and so revoking) any earlier one. */
export function setLinkHash(tx: Tx, campaignId: string, subject: string, tokenHash: string, at: Date): void {
  noteSideWrite(campaignId)
  tx.delete(accessLinks)
    .where(and(eq(accessLinks.campaignId, campaignId), eq(accessLinks.subject, subject)))
    .run()
  tx.insert(accessLinks).values({ campaignId, subject, tokenHash, createdAt: at }).run()
}
