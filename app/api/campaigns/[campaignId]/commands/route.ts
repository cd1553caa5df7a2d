// JSON commands for scripts and other clients: { command, expectedVersion }, as application/json of 64 KB
// at most (proxy.ts refuses other origins and bodies). Same checks as the forms: 403 for someone who may
// not act, 409 for a repeat or an overwrite, 422 with the broken rules.
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { campaignCommandSchema } from '@/lib/campaign'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { runCommand } from '@/lib/server/run-command'
import { currentActor } from '@/lib/server/http/session'
import { readJsonBody } from '@/lib/server/http/request-guard'
import { errorMessage } from '@/app/_lib/messages'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ command: campaignCommandSchema, expectedVersion: z.number().int().min(1) })

export async function POST(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  const t = await getTranslations('Errors.api')
  if (!actor) return Response.json({ error: 'NOT_FOUND', message: t('noSuchCampaign') }, { status: 404 })
  const body = await readJsonBody(request)
  if (!body.ok) {
    return Response.json(body.status === 413 ? { error: 'VALIDATION', message: t('bodyTooLarge') } : { error: 'VALIDATION', message: t('bodyNotJson') }, {
      status: body.status,
    })
  }
  const parsed = bodySchema.safeParse(body.value)
  if (!parsed.success) {
    return Response.json({ error: 'VALIDATION', message: t('commandInvalid'), issues: z.flattenError(parsed.error) }, { status: 422 })
  }
  try {
    const result = runCommand(getDb(), { campaignId, actor, ...parsed.data })
    return Response.json({ ok: true, version: result.version })
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.code, ...(await errorMessage(error)) }, { status: HTTP_STATUS[error.code] })
    }
    throw error
  }
}
