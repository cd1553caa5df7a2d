// JSON read of a campaign for scripts and other clients: the same redacted view the pages get.
import { getDb } from '@/db/client'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { getCampaignView } from '@/lib/server/get-campaign-view'
import { currentActor } from '@/lib/server/http/session'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  if (!actor) return Response.json({ error: 'NOT_FOUND' }, { status: 404 })
  try {
    return Response.json(getCampaignView(getDb(), campaignId, actor), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    if (error instanceof AppError) return Response.json({ error: error.code }, { status: HTTP_STATUS[error.code] })
    throw error
  }
}
