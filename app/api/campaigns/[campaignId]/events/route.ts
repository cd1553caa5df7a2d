// The campaign's versions as server-sent events: the current one at once, then each new one as it is
// written, for as long as the page stays open (lib/server/campaign-events.ts). The same access as the
// version check: without the campaign's link, the same 404 as an unknown campaign.
import { getDb } from '@/db/client'
import { actorKey } from '@/lib/server/actors'
import { openStream } from '@/lib/server/campaign-events'
import { EVENT_STREAM_HEADERS, KEEP_ALIVE_COMMENT, KEEP_ALIVE_MS, offerEventStreams, streamTeller } from '@/lib/server/event-stream'
import { clientKey } from '@/lib/server/http/rate-limit'
import { getCampaignVersion } from '@/lib/server/get-campaign-version'
import { currentActor } from '@/lib/server/http/session'
import { PAGE_FOLLOWERS } from '@/app/campaigns/[campaignId]/_lib/page-followers'

export const dynamic = 'force-dynamic'

// The production server serves later streams itself, without Next's request context (lib/server/event-stream.ts).
offerEventStreams(PAGE_FOLLOWERS)

export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  const version = actor ? getCampaignVersion(getDb(), campaignId) : null
  if (version === null) return Response.json({ error: 'NOT_FOUND' }, { status: 404 })
  const encoder = new TextEncoder()
  let stop = () => {}
  let refused = false
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const end = () => {
        if (!open) return
        open = false
        stop()
        try {
          controller.close()
        } catch {
          // Already closed by the reader.
        }
      }
      const send = (text: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          end()
        }
      }
      const viewer = {
        db: getDb(),
        campaignId,
        actor: actor!,
        search: new URL(request.url).searchParams,
        headers: { cookie: request.headers.get('cookie'), acceptLanguage: request.headers.get('accept-language') },
      }
      const teller = streamTeller(viewer, PAGE_FOLLOWERS, send)
      // A lost connection is tried again after 5 s; the browser then gets the version it missed at once.
      teller.first(version)
      const who = { campaignId, subject: actorKey(actor!), address: clientKey(request.headers) }
      const unlisten = openStream(who, teller.next, end)
      if (!unlisten) {
        refused = true
        return
      }
      const keepAlive = setInterval(() => send(KEEP_ALIVE_COMMENT), KEEP_ALIVE_MS)
      stop = () => {
        clearInterval(keepAlive)
        unlisten()
      }
      request.signal.addEventListener('abort', end)
    },
    cancel() {
      stop()
    },
  })
  // Past the streams a link or an address may hold; the page then polls /version instead, by itself.
  if (refused) return Response.json({ error: 'TOO_MANY' }, { status: 429, headers: { 'retry-after': '30' } })
  return new Response(stream, {
    headers: EVENT_STREAM_HEADERS,
  })
}
