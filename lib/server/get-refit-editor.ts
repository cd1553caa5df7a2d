import 'server-only'
// Use case: the refit editor for one fleet, as it stands after the viewer's unsaved changes
// (lib/campaign/views/refit-editor-view.ts), from the stored state. Nothing is written.
import type { Db } from '@/db/client'
import { findCampaign } from '@/db/repositories/campaigns'
import { refitEditorView, type Actor, type RefitChange, type RefitEditorView } from '@/lib/campaign'
import { AppError } from '@/lib/errors'

export function getRefitEditor(
  db: Db,
  campaignId: string,
  actor: Actor,
  fleetId: string,
  changes: readonly RefitChange[],
): { view: RefitEditorView | null; version: number } {
  const row = findCampaign(db, campaignId)
  if (!row) throw new AppError('NOT_FOUND', 'campaign')
  return { view: refitEditorView(row.state, actor, fleetId, changes), version: row.version }
}
