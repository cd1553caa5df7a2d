// The campaign map's unchanging geometry as one SVG file per preset (map-geometry.ts). Its address carries
// a fingerprint of the drawing, so browsers keep it for good and each map page draws only what changes.
import { mapGeometryFile } from '@/app/campaigns/[campaignId]/_components/map-geometry'
import { PRESETS, type PresetId } from '@/lib/campaign'

export async function GET(_request: Request, { params }: { params: Promise<{ preset: string }> }): Promise<Response> {
  const { preset } = await params
  if (!(PRESETS as readonly string[]).includes(preset)) return new Response('No such map.', { status: 404 })
  const file = mapGeometryFile(preset as PresetId)
  return new Response(file.svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${file.version}"`,
    },
  })
}
