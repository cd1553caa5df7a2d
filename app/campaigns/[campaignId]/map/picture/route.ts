// The map page's "Download the map (PNG)": the map as this viewer sees it (their team's secrets only for
// themselves), built by the same function as the page (mapPageData, from the viewer's view of the campaign) and
// drawn from the same marks (map-picture.ts), rasterized on the server with no browser.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { AppError, HTTP_STATUS } from '@/lib/errors'
import { getCampaignView } from '@/lib/server/get-campaign-view'
import { currentActor } from '@/lib/server/http/session'
import { svgToPng } from '@/lib/server/svg-to-png'
import { mapPageData } from '../map-data'
import { turnValues } from '../shown-turn'
import { actRoman } from '../../history/words'
import { rewardShortNames } from '../../_components/map-geometry'
import { mapPictureSvg } from '../../_components/map-picture'

export const dynamic = 'force-dynamic'

const NOT_FOUND = () => new Response('Not found', { status: 404 })

export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const actor = await currentActor(campaignId)
  if (!actor) return NOT_FOUND()
  try {
    const db = getDb()
    const view = getCampaignView(db, campaignId, actor)
    const turn = new URL(request.url).searchParams.get('turn') ?? undefined
    const data = await mapPageData(view, null, { turn })
    if (!data) return NOT_FOUND()
    const t = await getTranslations('Map')
    const { state } = view
    const when = data.past
      ? t('mapPast', turnValues(data.past))
      : state.phase === 'setup'
        ? t('whenSetup')
        : t('whenNow', { roman: actRoman(state.act), turn: state.turn })
    const svg = mapPictureSvg(state.preset, rewardShortNames(await getTranslations('Terms')), {
      control: data.control,
      battles: data.battles,
      diplomatsMarks: [],
      caption: `${state.name} · ${when}`,
    })
    const png = await svgToPng(svg, 2000)
    const file = `map-${data.past ? `a${data.past.act}-t${data.past.turn}` : 'now'}.png`
    return new Response(new Uint8Array(png), {
      headers: { 'content-type': 'image/png', 'content-disposition': `attachment; filename="${file}"`, 'cache-control': 'private, no-store' },
    })
  } catch (error) {
    if (error instanceof AppError) return new Response(error.code, { status: HTTP_STATUS[error.code] })
    throw error
  }
}
