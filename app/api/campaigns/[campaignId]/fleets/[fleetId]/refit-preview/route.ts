// The refit editor's preview: the fleet as the player's unsaved changes would leave it. Reads only; the
// changes are saved through the turn's command action (refit-fleet). A route, not a server action: server
// actions share the router's queue with the page's own refreshes, and a refresh arriving while one was in
// flight could leave its answer unapplied (the editor then showed the preview of an earlier edit).
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { refitOpSchema } from '@/lib/campaign'
import { currentActor } from '@/lib/server/http/session'
import { readJsonBody } from '@/lib/server/http/request-guard'
import { buildRefitPreview } from '@/app/campaigns/[campaignId]/fleets/[fleetId]/refit/refit-preview'
import type { RefitPreviewAnswer } from '@/app/campaigns/[campaignId]/fleets/[fleetId]/refit/refit-preview'

export const dynamic = 'force-dynamic'

const paramsSchema = z.object({ campaignId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), fleetId: z.string().min(1).max(60) })
const bodySchema = z.object({ changes: z.array(refitOpSchema).max(80) })

const answer = (body: RefitPreviewAnswer, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: Request, { params }: { params: Promise<{ campaignId: string; fleetId: string }> }) {
  const t = await getTranslations('RefitEditor')
  const where = paramsSchema.safeParse(await params)
  if (!where.success) return answer({ ok: false, message: t('closed') }, 404)
  const actor = await currentActor(where.data.campaignId)
  if (!actor) return answer({ ok: false, message: t('closed') }, 404)
  const body = await readJsonBody(request)
  const input = body.ok ? bodySchema.safeParse(body.value) : null
  if (!input?.success) return answer({ ok: false, message: t('badDraft') }, body.ok ? 422 : body.status)
  const preview = await buildRefitPreview(where.data.campaignId, actor, where.data.fleetId, input.data.changes)
  return preview ? answer({ ok: true, preview }) : answer({ ok: false, message: t('closed') }, 404)
}
