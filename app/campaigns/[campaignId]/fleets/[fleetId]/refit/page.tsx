// The refit editor (R-REFIT): a fleet's refit as one edit, sent at once. Only the fleet's own player (the
// Grand Admiral for the fourth fleet) reaches it; anyone else gets the same 404 as for a missing fleet.
import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { fleetNamer } from '../../_lib/fleet-names'
import { buildRefitPreview } from './refit-preview'
import { RefitEditor } from './refit-editor'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('RefitEditor')
  return { title: t('metaTitle') }
}

export default async function RefitPage({ params }: { params: Promise<{ campaignId: string; fleetId: string }> }) {
  const { campaignId, fleetId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  // Null for a fleet this viewer may not refit (another team's, a teammate's): the same 404 as a missing one.
  const preview = await buildRefitPreview(campaignId, actor, fleetId, [])
  if (!preview) notFound()
  const t = await getTranslations('RefitEditor')
  const fleetName = fleetNamer(await getTranslations('Terms'), playerNamer(view))(fleetId)
  return (
    // Tighter on a phone, so that a long fleet name leaves the fleet's first move on the first screen.
    <div className="space-y-3 sm:space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h1 className="text-xl font-bold first-letter:uppercase sm:text-2xl">{t('title', { fleet: fleetName })}</h1>
        <p className="flex flex-wrap gap-3">
          <Link href={`/campaigns/${campaignId}/management`}>{t('back')}</Link>
          <Link href={`/campaigns/${campaignId}/fleets/${fleetId}`}>{t('fleetPage')}</Link>
        </p>
      </div>
      <ClientMessages namespaces={['RefitEditor', 'Terms']}>
        <RefitEditor campaignId={campaignId} fleetId={fleetId} fleetName={fleetName} initial={preview} />
      </ClientMessages>
    </div>
  )
}
