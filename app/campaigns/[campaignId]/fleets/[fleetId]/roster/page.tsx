import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { campaignPointsEra, fleetLimitStage } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { PrintButton } from '../../../map/print-button'
import { FleetRoster } from '../../_components/fleet-roster'
import { fleetNamer } from '../../_lib/fleet-names'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Roster')
  return { title: t('metaTitleOne') }
}

export default async function FleetRosterPage({ params }: { params: Promise<{ campaignId: string; fleetId: string }> }) {
  const { campaignId, fleetId } = await params
  const { view } = await loadCampaign(campaignId)
  const fleet = view.state.fleets.find((f) => f.id === fleetId)
  if (!fleet) notFound()
  const t = await getTranslations('Roster')
  const fleetName = fleetNamer(await getTranslations('Terms'), playerNamer(view))
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id)]))
  return (
    <div className="print-portrait space-y-3">
      <div className="flex justify-end print:hidden">
        <PrintButton label={t('printOne')} />
      </div>
      <FleetRoster
        fleet={fleet}
        title={fleetNames[fleet.id]!}
        violations={view.fleetStatus[fleet.id]!.violations}
        fleetNames={fleetNames}
        preset={view.state.preset}
        stage={fleetLimitStage(view.state)}
        pointsEra={campaignPointsEra(view.state)}
      />
    </div>
  )
}
