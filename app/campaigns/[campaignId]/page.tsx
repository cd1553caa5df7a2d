import type { Metadata } from 'next'
import Link from 'next/link'
import { DEFENSE_NAMES, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { BASE_DEFENSES, type TeamId } from '@/lib/campaign'
import { AssignDefensesForm } from './_components/assign-defenses-form'
import { PlaceBaseForm } from './_components/place-base-form'
import { SetupChecklist } from './_components/setup-checklist'
import { StartCampaignForm } from './_components/start-campaign-form'
import { YourMove } from './_components/your-move'
import { fleetName } from '@/app/_lib/words'
import { loadCampaign, playerNamer } from './_lib/load-campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'

export const metadata: Metadata = { title: 'Campaign' }

function teamBases(view: CampaignView, team: TeamId) {
  return Object.entries(view.state.control).flatMap(([systemId, c]) =>
    c?.kind === 'base' && c.team === team ? [{ systemId, systemName: systemName(systemId), defense: c.defense }] : [],
  )
}

export default async function CampaignPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const placers = view.placeBaseFor.map((id) => ({ id, name: name(id) }))
  const ownBase = Object.entries(view.state.control).find(([, c]) => c?.kind === 'base' && c.placedBy === view.viewer.playerId)?.[0]
  const ownTeams: TeamId[] = view.viewer.role === 'organizer' ? ['empire', 'rebels'] : [view.viewer.team!]
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Overview</h1>
      <YourMove campaignId={campaignId} duties={view.duties} name={name} />
      {ownBase ? <p>Your base is at {systemName(ownBase)}.</p> : null}
      {placers.length > 0 ? (
        <section aria-labelledby="place-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="place-title" className="text-lg font-bold">
            Place a base
          </h2>
          <p className="text-sm">
            Bases cannot stand on border systems, in a sub-zone, or where a base already stands (R-SETUP-4). Only the systems allowed are offered.{' '}
            <Link href={`/campaigns/${campaignId}/map`}>See the map</Link>.
          </p>
          <PlaceBaseForm
            campaignId={campaignId}
            version={view.version}
            players={placers}
            systems={view.legalBaseSystems.map((id) => ({ id, label: systemName(id) }))}
          />
        </section>
      ) : null}
      {view.assignDefensesFor.map((team) => (
        <section key={team} aria-labelledby={`defenses-${team}`} className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id={`defenses-${team}`} className="text-lg font-bold">
            {TEAM_NAMES[team]} base defenses (secret)
          </h2>
          <p className="text-sm">Give each base one of the three Base Defense objectives (R-SETUP-5). The other team never sees them.</p>
          <AssignDefensesForm
            campaignId={campaignId}
            version={view.version}
            team={team}
            teamName={TEAM_NAMES[team]}
            bases={teamBases(view, team).map((b) => ({ ...b, current: b.defense === 'unassigned' || b.defense === 'secret' ? null : b.defense }))}
            options={BASE_DEFENSES.map((id) => ({ id, name: DEFENSE_NAMES[id] }))}
          />
        </section>
      ))}
      {ownTeams.map((team) => {
        const bases = teamBases(view, team)
        if (bases.length === 0) return null
        return (
          <section key={team} aria-labelledby={`bases-${team}`} className="space-y-2 rounded border border-slate-300 bg-white p-4">
            <h2 id={`bases-${team}`} className="text-lg font-bold">
              {TEAM_NAMES[team]} bases
            </h2>
            <ul className="list-disc pl-5">
              {bases.map((b) => (
                <li key={b.systemId}>
                  {b.systemName}: {b.defense === 'unassigned' || b.defense === 'secret' ? 'defense not yet assigned' : DEFENSE_NAMES[b.defense]}
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      {view.viewer.role === 'player' && view.state.phase === 'setup' ? (
        <section aria-labelledby="my-fleets" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="my-fleets" className="text-lg font-bold">
            Your fleets
          </h2>
          <ul className="list-disc pl-5">
            {view.state.fleets
              .filter((f) => view.fleetStatus[f.id]?.editable)
              .map((f) => (
                <li key={f.id}>
                  <Link href={`/campaigns/${campaignId}/fleets/${f.id}`} className="first-letter:uppercase">
                    {f.id === view.viewer.playerId ? 'Your fleet and commander' : `Build ${fleetName(f.id, name)}`}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
      {view.state.phase === 'setup' ? <SetupChecklist items={view.checklist} playerName={name} /> : null}
      {view.viewer.role === 'organizer' && view.state.phase === 'setup' ? (
        <section aria-labelledby="start-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
          <h2 id="start-title" className="text-lg font-bold">
            Start the campaign
          </h2>
          <p className="text-sm">
            {view.canStart
              ? 'Everything is ready: act I, turn 1 begins with the strategy phase.'
              : 'The campaign starts when the checklist is complete; starting now names what is missing.'}
          </p>
          <StartCampaignForm campaignId={campaignId} version={view.version} />
        </section>
      ) : null}
    </div>
  )
}
