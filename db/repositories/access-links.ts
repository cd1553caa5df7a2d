// Personal link hashes: find who a token belongs to, and replace a subject's token.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { accessLinks, type AccessLinkRow } from '../schema'

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>

export function findLinkByHash(db: Tx, tokenHash: string): AccessLinkRow | undefined {
  return db.select().from(accessLinks).where(eq(accessLinks.tokenHash, tokenHash)).get()
}

/** Sets the subject's token hash, replacing (and so revoking) any earlier one. */
export function setLinkHash(tx: Tx, campaignId: string, subject: string, tokenHash: string, at: Date): void {
  tx.delete(accessLinks)
    .where(and(eq(accessLinks.campaignId, campaignId), eq(accessLinks.subject, subject)))
    .run()
  tx.insert(accessLinks).values({ campaignId, subject, tokenHash, createdAt: at }).run()
}
