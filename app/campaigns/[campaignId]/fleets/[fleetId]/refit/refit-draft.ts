// The refit changes a player has made but not saved, kept in the browser so that a reload or someone
// else's change loses nothing. A draft belongs to one refit step (refitKey): it is never replayed into
// a later one.
import type { RefitChange } from '@/lib/campaign/browser'

export interface DraftChange {
  op: RefitChange
  /** The change in words, as the player read it when making it. */
  label: string
}

const PREFIX = 'rim-command:refit-draft:'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function keyOf(campaignId: string, fleetId: string, refitKey: string) {
  return `${PREFIX}${campaignId}:${fleetId}:${refitKey}`
}

export function readRefitDraft(campaignId: string, fleetId: string, refitKey: string): DraftChange[] {
  const store = storage()
  if (!store) return []
  const own = `${PREFIX}${campaignId}:${fleetId}:`
  // Drafts of earlier refits of this fleet are of no use any more.
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i)
    if (key?.startsWith(own) && key !== keyOf(campaignId, fleetId, refitKey)) store.removeItem(key)
  }
  try {
    const parsed: unknown = JSON.parse(store.getItem(keyOf(campaignId, fleetId, refitKey)) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (c): c is DraftChange =>
        typeof c === 'object' && c !== null && typeof c.label === 'string' && typeof c.op === 'object' && c.op !== null && typeof c.op.op === 'string',
    )
  } catch {
    return []
  }
}

export function writeRefitDraft(campaignId: string, fleetId: string, refitKey: string, changes: DraftChange[]) {
  try {
    const store = storage()
    if (changes.length === 0) store?.removeItem(keyOf(campaignId, fleetId, refitKey))
    else store?.setItem(keyOf(campaignId, fleetId, refitKey), JSON.stringify(changes))
  } catch {
    // A full or forbidden storage only means the draft is not kept across a reload.
  }
}
