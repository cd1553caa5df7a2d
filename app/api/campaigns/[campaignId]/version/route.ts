// The campaign's version, polled by open pages so that everyone sees a change without reloading. It reads
// only the version, and answers 304 with no body when the page already has it (ETag).
import { getDb } from '@/db/client'
import { getCampaignVersion } from '@/lib/server/get-campaign-version'
import { currentActor } from '@/lib/server/http/session'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  const version = actor ? getCampaignVersion(getDb(), campaignId) : null
  if (version === null) return Response.json({ error: 'NOT_FOUND' }, { status: 404 })
  // The version is per campaign, not per viewer: the ETag may be shared, the answer may not (private).
  // no-transform: a 13-byte answer is not worth gzipping (Next's compression honours it).
  const etag = `"v${version}"`
  const headers = { etag, 'cache-control': 'private, no-cache, no-transform' }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return Response.json({ version }, { headers })
}
