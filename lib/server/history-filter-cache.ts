import 'server-only'
// The history's entries that match a team filter, kept per campaign version and viewer: which entries are
// about a team depends on what the viewer may read of each, so finding them reads every row of the kind
// asked for. Kept, the pages after the first of a filtered history cost what an unfiltered page does; a new
// version of the campaign is a new key, so nothing stale is ever read.

const KEPT = 32
const kept = new Map<string, unknown>()

/** The entries kept for `key`, or those `find` returns, kept for the next page. */
export function keptMatches<T>(key: string, find: () => T): T {
  const hit = kept.get(key)
  if (hit) {
    // Most recently used last: the oldest is the one dropped.
    kept.delete(key)
    kept.set(key, hit)
    return hit as T
  }
  const found = find()
  kept.set(key, found)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
  return found
}
