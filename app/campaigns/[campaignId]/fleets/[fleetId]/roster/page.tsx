import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { fleetName } from '@/app/_lib/words'
import { fleetLimitStage } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { PrintButton } from '../../../map/print-button'
import { FleetRoster } from '../../_components/fleet-roster'

export const metadata: Metadata = { title: 'Fleet roster' }

export default async function FleetRosterPage({ params }: { params: Promise<{ campaignId: string; fleetId: string }> }) {
  const { campaignId, fleetId } = await params
  const { view } = await loadCampaign(campaignId)
  const fleet = view.state.fleets.find((f) => f.id === fleetId)
  if (!fleet) notFound()
  const name = playerNamer(view)
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetName(f.id, name)]))
  return (
    <div className="print-portrait space-y-3">
      <div className="flex justify-end print:hidden">
        <PrintButton label="Print the roster" />
      </div>
      <FleetRoster
        fleet={fleet}
        title={fleetName(fleet.id, name)}
        violations={view.fleetStatus[fleet.id]!.violations}
        fleetNames={fleetNames}
        preset={view.state.preset}
        stage={fleetLimitStage(view.state)}
      />
    </div>
  )
}
