// Download of the whole campaign as one JSON file, for the organizer only.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { campaignFileText, exportCampaign } from '@/lib/server/export-campaign'
import { currentActor } from '@/lib/server/http/session'

export const dynamic = 'force-dynamic'

export async function GET(_request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  if (!actor) return Response.json({ error: (await getTranslations('Common.notFound'))('title') }, { status: 404 })
  try {
    const { name, file } = exportCampaign(getDb(), campaignId, actor)
    // The file is named after the campaign, its accents dropped rather than the letters that carry them.
    const slug =
      name
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || (await getTranslations('Organizer.export'))('fileName')
    const pieces = campaignFileText(file)
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.next()
        if (piece.done) controller.close()
        else controller.enqueue(encoder.encode(piece.value))
      },
    })
    return new Response(body, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="rim-command-${slug}.json"`,
        'cache-control': 'no-store',
      },
    })
  } catch (error) {
    if (error instanceof AppError) return Response.json({ error: error.code }, { status: HTTP_STATUS[error.code] })
    throw error
  }
}
