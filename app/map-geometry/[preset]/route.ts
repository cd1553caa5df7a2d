// The campaign map's unchanging geometry as one SVG file per preset and language (map-geometry.ts). Its
// address carries a fingerprint of the drawing, so browsers keep it for good and each map page draws only
// what changes.
import { getTranslations } from 'next-intl/server'
import { mapGeometryFile, rewardShortNames } from '@/app/campaigns/[campaignId]/_components/map-geometry'
import { DEFAULT_LOCALE, isLocale } from '@/app/_i18n/locales'
import { PRESETS, type PresetId } from '@/lib/campaign'

export async function GET(request: Request, { params }: { params: Promise<{ preset: string }> }): Promise<Response> {
  const { preset } = await params
  // The language is in the address (not the reader's cookie), so a cached file never changes language.
  const lang = new URL(request.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  if (!(PRESETS as readonly string[]).includes(preset)) {
    return new Response((await getTranslations({ locale, namespace: 'Map' }))('noSuchMap'), { status: 404 })
  }
  const file = mapGeometryFile(preset as PresetId, rewardShortNames(await getTranslations({ locale, namespace: 'Terms' })))
  return new Response(file.svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${file.version}"`,
    },
  })
}
