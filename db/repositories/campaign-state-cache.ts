// The parsed state of each campaign's latest version, kept across requests: most requests read a version
// some request already read (the seven open pages of a campaign after a command, each page's layout and
// content), and parsing a 20-80 KB state is most of what reading a campaign costs.
//
// Kept per connection (a test's in-memory database never sees another's), per campaign, for one version
// at a time: a new version, an undo, an import, all write a new version, whose read replaces the entry.
// The key also holds the row's last write time, so a campaign deleted and written again under the same id
// and version is never mistaken for the one kept. The state is the whole state, frozen: callers compute
// each viewer's view from it and must never change it (the engine returns new objects, never edits its input).
// Bounded by the size of the states' JSON text, least recently read dropped first.
import type Database from 'better-sqlite3'
import type { CampaignState } from '@/lib/campaign/state'

/** The states' JSON text kept at most, per connection, bytes (UTF-16 length, close enough to bytes). */
export const STATE_CACHE_MAX_CHARS = 32 * 1024 * 1024

interface Kept {
  version: number
  updatedAt: number
  state: CampaignState
  chars: number
}

class StateCache {
  private readonly entries = new Map<string, Kept>()
  private chars = 0

  constructor(private readonly maxChars: number) {}

  get(campaignId: string, version: number, updatedAt: number): CampaignState | undefined {
    const kept = this.entries.get(campaignId)
    if (!kept || kept.version !== version || kept.updatedAt !== updatedAt) return undefined
    // Most recently read last: the first entry of the map is the one to drop.
    this.entries.delete(campaignId)
    this.entries.set(campaignId, kept)
    return kept.state
  }

  set(campaignId: string, version: number, updatedAt: number, state: CampaignState, chars: number): void {
    this.forget(campaignId)
    if (chars > this.maxChars) return
    this.entries.set(campaignId, { version, updatedAt, state, chars })
    this.chars += chars
    for (const [id, kept] of this.entries) {
      if (this.chars <= this.maxChars) break
      this.entries.delete(id)
      this.chars -= kept.chars
    }
  }

  forget(campaignId: string): void {
    const kept = this.entries.get(campaignId)
    if (!kept) return
    this.entries.delete(campaignId)
    this.chars -= kept.chars
  }

  get size(): number {
    return this.entries.size
  }

  get keptChars(): number {
    return this.chars
  }
}

// Route handlers and server actions are bundled apart: one cache per process, on globalThis.
const globalForCache = globalThis as unknown as { rimCommandStateCaches?: WeakMap<Database.Database, StateCache> }

export function stateCacheOf(client: Database.Database, maxChars = STATE_CACHE_MAX_CHARS): StateCache {
  globalForCache.rimCommandStateCaches ??= new WeakMap()
  let cache = globalForCache.rimCommandStateCaches.get(client)
  if (!cache) {
    cache = new StateCache(maxChars)
    globalForCache.rimCommandStateCaches.set(client, cache)
  }
  return cache
}

export type { StateCache }

/** Freezes `value` and everything it holds, so that a kept state cannot be changed by whoever reads it. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  Object.freeze(value)
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}

/** Values frozen between two pause points of `deepFreezeSteps`. */
const FROZEN_PER_STEP = 5_000

/** deepFreeze in steps, without recursion: a state of tens of thousands of overrides takes 60 ms to freeze at once. */
export function* deepFreezeSteps<T>(value: T): Generator<void, T> {
  const pending: unknown[] = [value]
  let frozen = 0
  while (pending.length > 0) {
    const next = pending.pop()
    if (next === null || typeof next !== 'object' || Object.isFrozen(next)) continue
    Object.freeze(next)
    for (const key of Object.keys(next)) pending.push((next as Record<string, unknown>)[key])
    if (++frozen % FROZEN_PER_STEP === 0) yield
  }
  return value
}
