import 'server-only'
// The quota of stored bytes per address (issue: strangers filling the disk): the campaigns created or imported
// from one address (the rate limit's key: the connection's address, or the proxy's with TRUST_PROXY, IPv6 by
// its /64) may take at most STORED_BYTES_PER_ADDRESS in all. A creation, a demo or an import that would pass it
// is refused and nothing of it is kept. The address is stored with its campaigns only as a keyed hash.
import { createHmac } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { Db } from '@/db/client'
import { instanceSecret, storedBytesOfCreator } from '@/db/repositories/campaign-storage'
import { AppError } from '@/lib/errors'
import { clientKey } from './http/rate-limit'
import type { HeaderSource } from './http/public-origin'

type Tx = Parameters<typeof storedBytesOfCreator>[0]

/** Who is creating: the hash of their address, and how many bytes their campaigns may take (null: no limit). */
export interface Creator {
  key: string
  quota: number | null
}

/** 200 MB: about ten of the largest campaign files the app accepts, or thousands of ordinary campaigns. */
export const DEFAULT_STORED_BYTES_PER_ADDRESS = 200_000_000

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }

/**
 * STORED_BYTES_PER_ADDRESS: a number of bytes, or of KB, MB or GB (powers of 1,000); 0 or "off" for no limit (a
 * host only trusted people reach); unset or unreadable, the default.
 */
export function storedBytesPerAddress(env: Record<string, string | undefined> = process.env): number | null {
  const text = (env.STORED_BYTES_PER_ADDRESS ?? '').trim().toLowerCase()
  if (text === 'off' || text === '0') return null
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/.exec(text)
  if (!match) return DEFAULT_STORED_BYTES_PER_ADDRESS
  const bytes = Math.round(Number(match[1]) * UNITS[match[2] ?? '']!)
  return bytes > 0 ? bytes : null
}

const keys = new WeakMap<Database.Database, string>()

/** The address's keyed hash (HMAC-SHA-256 with this instance's own secret): equal addresses, equal keys; no address in the database. */
export function creatorKeyOf(db: Db, address: string): string {
  let secret = keys.get(db.$client)
  if (secret === undefined) {
    secret = instanceSecret(db, 'address-key')
    keys.set(db.$client, secret)
  }
  return createHmac('sha256', secret).update(address).digest('base64url')
}

/** The creator behind a request's headers, counted as the rate limit counts them. */
export function creatorOf(db: Db, headers: HeaderSource, env: Record<string, string | undefined> = process.env): Creator {
  return { key: creatorKeyOf(db, clientKey(headers)), quota: storedBytesPerAddress(env) }
}

/** The creator behind the current request (server actions). */
export async function requestCreator(db: Db): Promise<Creator> {
  const { headers } = await import('next/headers')
  return creatorOf(db, await headers())
}

/**
 * Refuses when the creator's campaigns take more than the quota (`room` more bytes to come: 0 once the new
 * campaign is written, inside its transaction, so that it is rolled back; 1 before, to refuse a full address at once).
 */
export function refuseOverQuota(tx: Tx, creator: Creator | undefined, room = 0): void {
  if (!creator || creator.quota === null) return
  if (storedBytesOfCreator(tx, creator.key) + room > creator.quota) throw new AppError('TOO_MANY', 'storage-quota')
}
