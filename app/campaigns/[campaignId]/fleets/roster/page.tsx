import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { campaignPointsEra, fleetLimitStage } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { PrintButton } from '../../map/print-button'
import { FleetRoster } from '../_components/fleet-roster'
import { fleetNamer } from '../_lib/fleet-names'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Roster')
  return { title: t('metaTitleAll') }
}

/** Every fleet the viewer may see, one printed page each. */
export default async function AllRostersPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const t = await getTranslations('Roster')
  const fleetName = fleetNamer(await getTranslations('Terms'), playerNamer(view))
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id)]))
  return (
    <div className="print-portrait space-y-6 print:space-y-0">
      <div className="flex justify-end print:hidden">
        <PrintButton label={t('printAll')} />
      </div>
      {view.state.fleets.map((fleet) => (
        // No page break after the last roster: it would print an empty page.
        <div key={fleet.id} className="break-after-page last:break-after-auto">
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
      ))}
    </div>
  )
}
