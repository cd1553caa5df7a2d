'use server'
// The refit editor's preview: the fleet as the player's unsaved changes would leave it. Reads only; the
// changes are saved through the turn's command action (refit-fleet).
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { refitOpSchema } from '@/lib/campaign'
import { currentActor } from '@/lib/server/http/session'
import { buildRefitPreview, type RefitPreview } from './refit-preview'

const inputSchema = z.object({
  campaignId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  fleetId: z.string().min(1).max(60),
  changes: z.array(refitOpSchema).max(80),
})

export type RefitPreviewAnswer = { ok: true; preview: RefitPreview } | { ok: false; message: string }

export async function previewRefitAction(campaignId: string, fleetId: string, changes: unknown): Promise<RefitPreviewAnswer> {
  const t = await getTranslations('RefitEditor')
  const input = inputSchema.safeParse({ campaignId, fleetId, changes })
  if (!input.success) return { ok: false, message: t('badDraft') }
  const actor = await currentActor(input.data.campaignId)
  if (!actor) return { ok: false, message: t('closed') }
  const preview = await buildRefitPreview(input.data.campaignId, actor, input.data.fleetId, input.data.changes)
  return preview ? { ok: true, preview } : { ok: false, message: t('closed') }
}
