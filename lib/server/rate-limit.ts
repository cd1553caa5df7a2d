import 'server-only'
import { AppError } from '@/lib/errors'
// A small token bucket per client address, for what anyone may do without a link (creating or importing a
// campaign): a burst is fine, a flood waits. In memory: one server process serves the instance.
export interface Bucket {
  take(key: string, now?: number): boolean
}

export function tokenBucket({ capacity, refillPerSecond }: { capacity: number; refillPerSecond: number }): Bucket {
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now }
      const tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) / 1000) * refillPerSecond)
      if (buckets.size > 10_000) buckets.clear()
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now })
        return false
      }
      buckets.set(key, { tokens: tokens - 1, at: now })
      return true
    },
  }
}

/**
 * The client's address as the reverse proxy saw it: the last entry of X-Forwarded-For (the entries before it
 * come from the client and can be anything). One shared key without a proxy.
 */
export function clientKey(headers: { get(name: string): string | null }): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || headers.get('x-real-ip') || 'direct'
}

/** Campaign creations and imports: 20 at once, then one every 3 seconds, per address. */
export const campaignCreations = tokenBucket({ capacity: 20, refillPerSecond: 1 / 3 })

/** Refuses a creation or an import from an address that has made too many just now. */
export async function admitCampaignCreation(): Promise<void> {
  const { headers } = await import('next/headers')
  if (!campaignCreations.take(clientKey(await headers()))) throw new AppError('TOO_MANY', 'campaign-creations')
}
