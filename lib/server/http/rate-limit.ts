import 'server-only'
import { AppError } from '@/lib/errors'
// A small token bucket per client address, for what anyone may do without a link (creating or importing a
// campaign): a burst is fine, a flood waits. In memory: one server process serves the instance.
export interface Bucket {
  take(key: string, now?: number): boolean
}

/** Addresses remembered at most; past that the one unseen the longest is forgotten, one at a time. */
export const BUCKET_KEYS_KEPT = 10_000

export function tokenBucket({
  capacity,
  refillPerSecond,
  keysKept = BUCKET_KEYS_KEPT,
}: {
  capacity: number
  refillPerSecond: number
  keysKept?: number
}): Bucket {
  // A Map iterates in insertion order: deleting and setting a key again on each use makes it least recently used first.
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now }
      const tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond)
      buckets.delete(key)
      const allowed = tokens >= 1
      buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now })
      if (buckets.size > keysKept) buckets.delete(buckets.keys().next().value!)
      return allowed
    },
  }
}

/**
 * The header the production server (bin/rim-command-server.mjs) sets to the connection's own address, over
 * any value a client sent.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-rim-connection-address'

/** Whether the operator said a reverse proxy stands in front (TRUST_PROXY=1): only then is X-Forwarded-For read. */
export function proxyTrusted(env: Record<string, string | undefined> = process.env): boolean {
  return ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase())
}

/**
 * The client's address: the connection's, or with TRUST_PROXY the last entry of X-Forwarded-For (the one the
 * proxy added; the entries before it come from the client and can be anything). IPv6 addresses count by
 * their /64, the block one home or one server is given; IPv4 written as IPv6 counts as IPv4.
 */
export function clientKey(headers: { get(name: string): string | null }, trustProxy: boolean = proxyTrusted()): string {
  const address = trustProxy ? headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : headers.get(CONNECTION_ADDRESS_HEADER)?.trim()
  return address ? addressGroup(address) : 'unknown'
}

export function addressGroup(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped) return mapped[1]!
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = plain.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = plain.includes('::') ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Seconds for an address to regain one creation: CREATION_REFILL_SECONDS (3 unless the operator says otherwise). */
export function creationRefillSeconds(env: Record<string, string | undefined> = process.env): number {
  const seconds = Number(env.CREATION_REFILL_SECONDS)
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 3
}

/** Campaign creations (empty or demo) and imports, one allowance: 20 at once, then one every 3 seconds (by default), per address. */
// Kept on the process, not the module: the build gives route handlers and server actions modules of their own,
// and one allowance must count the imports of the one and the creations of the other.
const shared = globalThis as { rimCampaignCreations?: Bucket }
export const campaignCreations: Bucket = (shared.rimCampaignCreations ??= tokenBucket({ capacity: 20, refillPerSecond: 1 / creationRefillSeconds() }))

/** Refuses a creation or an import from an address that has made too many just now. */
export async function admitCampaignCreation(): Promise<void> {
  const { headers } = await import('next/headers')
  if (!campaignCreations.take(clientKey(await headers()))) throw new AppError('TOO_MANY', 'campaign-creations')
}
