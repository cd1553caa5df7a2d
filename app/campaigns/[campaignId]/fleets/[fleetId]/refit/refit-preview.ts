import 'server-only'
// The refit editor's view with its refusals in words: built for the page and for each preview the editor
// asks for while the player edits.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import type { Actor, RefitChange, RefitEditorView } from '@/lib/campaign'
import { findPlayerName } from '@/lib/server/player-names'
import { getRefitEditor } from '@/lib/server/get-refit-editor'
import { violationText } from '@/app/_lib/messages'
import { fleetNamer } from '../../../fleets/_lib/fleet-names'
import { finishCost, finishGivesUp } from '../../../management/_sections/finish-cost'

export interface RefitPreview {
  view: RefitEditorView
  version: number
  /** The first refused change's reasons, in words. */
  refused: string[]
  /** What keeps the edited fleet from finishing its refit, in words. */
  finish: string[]
  /** What finishing now gives up (credit left unspent, scars a base could still remove), in words. */
  finishCost: string
  /** Whether finishing now gives anything up: only then is the player asked first. */
  finishGivesUp: boolean
}

export async function buildRefitPreview(campaignId: string, actor: Actor, fleetId: string, changes: readonly RefitChange[]): Promise<RefitPreview | null> {
  const db = getDb()
  const { view, version } = getRefitEditor(db, campaignId, actor, fleetId, changes)
  if (!view) return null
  const t = await getTranslations()
  const playerName = (id: string) => findPlayerName(db, campaignId, id)
  const fleetName = fleetNamer(await getTranslations('Terms'), playerName)
  const ctx = { playerName, fleetName }
  const scarred = [...view.ships, ...view.squadrons].filter((e) => e.scarred).map((e) => ({ uid: e.uid, label: e.name }))
  return {
    view,
    version,
    refused: view.refused.map((v) => violationText(t, v, ctx)),
    finish: view.finishViolations.map((v) => violationText(t, v, ctx)),
    finishCost: finishCost({ ...view, scarred }, fleetName(fleetId), await getTranslations('Management.refit')),
    finishGivesUp: finishGivesUp({ ...view, scarred }),
  }
}

/** What the editor's preview route answers: the preview, or why there is none, in words. */
export type RefitPreviewAnswer = { ok: true; preview: RefitPreview } | { ok: false; message: string }
