// JSON commands for scripts and other clients: { command, expectedVersion }. Same checks as the forms:
// 403 for someone who may not act, 409 for a stale version, 422 with the broken rules.
import { z } from 'zod'
import { getDb } from '@/db/client'
import { campaignCommandSchema } from '@/lib/campaign/commands'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { runCommand } from '@/lib/server/run-command'
import { currentActor } from '@/lib/server/session'
import { errorMessage } from '@/app/_lib/messages'

export const dynamic = 'force-dynamic'

const bodySchema = z.object({ command: campaignCommandSchema, expectedVersion: z.number().int().min(1) })

export async function POST(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  if (!actor) return Response.json({ error: 'NOT_FOUND', message: 'No such campaign for this link.' }, { status: 404 })
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return Response.json({ error: 'VALIDATION', message: 'The body is not JSON.' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) {
    return Response.json({ error: 'VALIDATION', message: 'The command is not valid.', issues: z.flattenError(parsed.error) }, { status: 422 })
  }
  try {
    const result = runCommand(getDb(), { campaignId, actor, ...parsed.data })
    return Response.json({ ok: true, version: result.version })
  } catch (error) {
    if (error instanceof AppError) {
      return Response.json({ error: error.code, ...errorMessage(error) }, { status: HTTP_STATUS[error.code] })
    }
    throw error
  }
}
