// An unsaved fleet draft kept in the browser, so that a reload or a refresh after someone else's change
// loses nothing. A draft belongs to the fleet as it was saved when the draft began: once the saved fleet
// changes (a save, an import), an older draft is dropped rather than written over the newer fleet.
import type { FleetDraft } from '@/lib/campaign'

const PREFIX = 'rim-command:fleet-draft:'

/** A short, stable fingerprint of the saved fleet (FNV-1a over its JSON). */
export function savedVersionOf(savedJson: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < savedJson.length; i += 1) {
    hash ^= savedJson.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

function fleetPrefix(campaignId: string, fleetId: string) {
  return `${PREFIX}${campaignId}:${fleetId}:`
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The draft kept for this saved version of the fleet; drafts of older versions are dropped. */
export function readDraft(campaignId: string, fleetId: string, savedVersion: string): FleetDraft | null {
  const store = storage()
  if (!store) return null
  const prefix = fleetPrefix(campaignId, fleetId)
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i)
    if (key?.startsWith(prefix) && key !== prefix + savedVersion) store.removeItem(key)
  }
  const text = store.getItem(prefix + savedVersion)
  if (!text) return null
  try {
    const draft = JSON.parse(text) as FleetDraft
    if (typeof draft.name === 'string' && Array.isArray(draft.ships) && Array.isArray(draft.squadrons) && typeof draft.objectives === 'object') return draft
  } catch {
    // Unreadable: dropped below.
  }
  store.removeItem(prefix + savedVersion)
  return null
}

export function writeDraft(campaignId: string, fleetId: string, savedVersion: string, draft: FleetDraft) {
  try {
    storage()?.setItem(fleetPrefix(campaignId, fleetId) + savedVersion, JSON.stringify(draft))
  } catch {
    // A full or forbidden storage only means the draft is not kept across a reload.
  }
}

export function clearDraft(campaignId: string, fleetId: string, savedVersion: string) {
  storage()?.removeItem(fleetPrefix(campaignId, fleetId) + savedVersion)
}
