import type { Metadata } from 'next'
import Link from 'next/link'
import { fleetName } from '@/app/_lib/words'
import { TeamName } from '@/app/_components/ui/team-badge'
import { fleetLimit, fleetLimitStage, fleetValue, TEAMS } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'

export const metadata: Metadata = { title: 'Fleets' }

export default async function FleetsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const limit = fleetLimit(view.state.preset, fleetLimitStage(view.state))
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Fleets</h1>
        <Link href={`/campaigns/${campaignId}/fleets/roster`}>Print all rosters</Link>
      </div>
      <p className="text-sm">Each team sees its own fleets; the organizer sees all (R-SECRET-FLEET).</p>
      {TEAMS.map((team) => {
        const fleets = view.state.fleets.filter((f) => f.team === team)
        if (fleets.length === 0) return null
        return (
          <section key={team} aria-labelledby={`fleets-${team}`} className="space-y-2">
            <h2 id={`fleets-${team}`}>
              <TeamName team={team} />
            </h2>
            <ul className="space-y-2">
              {fleets.map((fleet) => {
                const status = view.fleetStatus[fleet.id]!
                const label = fleetName(fleet.id, name)
                const state =
                  fleet.ships.length === 0
                    ? 'Not built yet'
                    : status.violations.length > 0
                      ? `Not legal: ${status.violations.length} problem${status.violations.length === 1 ? '' : 's'}`
                      : fleet.commander
                        ? 'Ready'
                        : 'Legal, no commander yet'
                return (
                  <li key={fleet.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 bg-white p-3">
                    <span>
                      <Link href={`/campaigns/${campaignId}/fleets/${fleet.id}`} className="font-semibold first-letter:uppercase">
                        {label}
                      </Link>
                      <span className="block text-sm">
                        {fleet.commander ? `Task force commander: ${fleet.commander.name} · ` : ''}
                        {fleetValue(fleet)} / {limit} points
                      </span>
                    </span>
                    <span className={status.ready ? 'text-emerald-800' : 'text-red-800'}>{state}</span>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
