import 'server-only'
// Each viewer's views of a campaign version, kept across requests: a view is computed from the state and the
// viewer alone (the engine's views read no clock), and the same person reloads the same version many times
// (every open page after a change, the layout and its page). Keyed by the view, the campaign, its version and
// last write, and the viewer (R-SECRET: a view is only ever handed to the viewer it was computed for), per
// connection, at most VIEWS_KEPT, least recently used dropped first. Frozen: a page must not change a view.
import type { Db } from '@/db/client'
import { deepFreeze } from '@/db/repositories/campaign-state-cache'
import { actorKey, type Actor } from '@/lib/campaign'
import type { CampaignRow } from '@/db/schema'

/** A campaign page's view of a mid-campaign state is about 50 KiB in memory: at most about 50 MB kept. */
export const VIEWS_KEPT = 1000

type Kept = Map<string, unknown>
const globalForViews = globalThis as unknown as { rimCommandKeptViews?: WeakMap<object, Kept> }

function keptOf(db: Db): Kept {
  globalForViews.rimCommandKeptViews ??= new WeakMap()
  let kept = globalForViews.rimCommandKeptViews.get(db.$client)
  if (!kept) {
    kept = new Map()
    globalForViews.rimCommandKeptViews.set(db.$client, kept)
  }
  return kept
}

/** The view `name` of `row`'s version for `viewer`, computed by `compute` the first time it is asked. */
export function keptView<T>(db: Db, name: string, row: Pick<CampaignRow, 'id' | 'version' | 'updatedAt'>, viewer: Actor, compute: () => T): T {
  const kept = keptOf(db)
  const key = `${name}\u0000${row.id}\u0000${row.version}\u0000${row.updatedAt.getTime()}\u0000${actorKey(viewer)}`
  if (kept.has(key)) {
    const view = kept.get(key) as T
    kept.delete(key)
    kept.set(key, view)
    return view
  }
  const view = deepFreeze(compute())
  kept.set(key, view)
  if (kept.size > VIEWS_KEPT) kept.delete(kept.keys().next().value!)
  return view
}
