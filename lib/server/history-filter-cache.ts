import 'server-only'
// The history's entries that match a team filter, kept per campaign version and viewer: which entries are
// about a team depends on what the viewer may read of each, so finding them reads every row of the kind
// asked for. Kept, the pages after the first of a filtered history cost what an unfiltered page does; a new
// version of the campaign is a new key, so nothing stale is ever read. At most KEPT filters are kept, each as
// entry numbers (4 bytes an entry): under 10 MB for the longest histories.

const KEPT = 32
// On the process: the page and any route that reads a filter must share what is kept and what is under way.
const shared = globalThis as { rimHistoryFilters?: { kept: Map<string, unknown>; finding: Map<string, Promise<unknown>> } }
const { kept, finding } = (shared.rimHistoryFilters ??= { kept: new Map(), finding: new Map() })

function keep(key: string, found: unknown): void {
  kept.set(key, found)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
}

/** Runs a search to its end at once (a caller that cannot wait). */
function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The entries kept for `key`, or those the search `find` returns, kept for the next page. */
export function keptMatches<T>(key: string, find: () => Generator<void, T>): T {
  const hit = kept.get(key)
  if (hit) {
    // Most recently used last: the oldest is the one dropped.
    kept.delete(key)
    kept.set(key, hit)
    return hit as T
  }
  const found = runToEnd(find())
  keep(key, found)
  return found
}

/** Longest a search holds the server before other requests run (a page needs several turns of the event loop). */
const STEP_BUDGET_MS = 4

/**
 * Finds and keeps the entries for `key` a part at a time, letting other requests run between parts, so that a
 * filter on a long history never holds the server; the same filter asked again meanwhile waits for this search.
 */
export async function keepMatchesInSteps<T>(key: string, find: () => Generator<void, T>): Promise<void> {
  if (kept.has(key)) return
  const under = finding.get(key)
  if (under) return void (await under)
  const search = (async () => {
    const steps = find()
    let since = performance.now()
    for (;;) {
      const step = steps.next()
      if (step.done) return keep(key, step.value)
      if (performance.now() - since >= STEP_BUDGET_MS) {
        await new Promise((resolve) => setImmediate(resolve))
        since = performance.now()
      }
    }
  })()
  finding.set(key, search)
  try {
    await search
  } finally {
    finding.delete(key)
  }
}
