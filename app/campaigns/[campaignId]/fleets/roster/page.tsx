import type { Metadata } from 'next'
import { fleetName } from '@/app/_lib/words'
import { fleetLimitStage } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { PrintButton } from '../../map/print-button'
import { FleetRoster } from '../_components/fleet-roster'

export const metadata: Metadata = { title: 'Fleet rosters' }

/** Every fleet the viewer may see, one printed page each. */
export default async function AllRostersPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id, name)]))
  return (
    <div className="print-portrait space-y-6 print:space-y-0">
      <div className="flex justify-end print:hidden">
        <PrintButton label="Print all rosters" />
      </div>
      {view.state.fleets.map((fleet) => (
        <div key={fleet.id} className="break-after-page">
          <FleetRoster
            fleet={fleet}
            title={fleetName(fleet.id, name)}
            violations={view.fleetStatus[fleet.id]!.violations}
            fleetNames={fleetNames}
            preset={view.state.preset}
            stage={fleetLimitStage(view.state)}
          />
        </div>
      ))}
    </div>
  )
}
