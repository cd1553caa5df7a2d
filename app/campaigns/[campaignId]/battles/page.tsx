import type { Metadata } from 'next'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor } from '../_lib/load-campaign'
import { BattlesLive } from './battles-live'
import { battlesListed, battlesOverlay } from './battles-page-data'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Battles')
  return { title: t('title') }
}

/** R-HIST: every battle of the campaign, by act and turn, each linked to its record. */
export default async function BattlesPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const t = await getTranslations('Battles')
  const listed = battlesListed(view, t, await getLocale())
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = battlesOverlay(view, listed, management, await getTranslations(), await getFormatter())
  return (
    <div className="space-y-4">
      <FollowsByOverlay page="battles" rest={rest} />
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <BattlesLive since={view.version} listed={listed} />
    </div>
  )
}
