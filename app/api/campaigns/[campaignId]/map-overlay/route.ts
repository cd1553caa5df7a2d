// The map page's live overlay for the viewer: each system's marker, battle mark and words, this turn's
// battles, the standings' figures and who owes what, at the campaign's current version. Built by the same
// code as the page (mapPageData), from the viewer's view of the campaign, so it tells no more than the page.
// The same query as the page (?system=, ?turn=): a system that does not exist is a 404, as the page is.
import { getDb } from '@/db/client'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { getCampaignView } from '@/lib/server/get-campaign-view'
import { currentActor } from '@/lib/server/http/session'
import { mapOverlay } from '@/app/campaigns/[campaignId]/map/map-data'

export const dynamic = 'force-dynamic'

const NOT_FOUND = () => Response.json({ error: 'NOT_FOUND' }, { status: 404 })

export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  if (!actor) return NOT_FOUND()
  try {
    const db = getDb()
    const view = getCampaignView(db, campaignId, actor)
    const overlay = await mapOverlay(db, view, new URL(request.url).searchParams)
    if (!overlay) return NOT_FOUND()
    return Response.json(overlay, { headers: { 'cache-control': 'private, no-store' } })
  } catch (error) {
    if (error instanceof AppError) return Response.json({ error: error.code }, { status: HTTP_STATUS[error.code] })
    throw error
  }
}
