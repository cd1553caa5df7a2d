// The campaign's version, polled by open pages so that everyone sees a change without reloading.
import { getDb } from '@/db/client'
import { getCampaignVersion } from '@/lib/server/get-campaign-version'
import { currentActor } from '@/lib/server/session'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  const version = actor ? getCampaignVersion(getDb(), campaignId) : null
  if (version === null) return Response.json({ error: 'NOT_FOUND' }, { status: 404 })
  return Response.json({ version }, { headers: { 'cache-control': 'no-store' } })
}
