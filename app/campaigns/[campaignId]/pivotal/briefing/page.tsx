import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { fleetName, objectiveName, systemName, TEAM_NAMES, zoneRoman } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { PrintButton } from '../../map/print-button'
import { TEAMS } from '@/lib/campaign'
import { BattleFleet } from '../../battles/_components/battle-fleet'
import { ScoreTally } from '../../battles/[battleId]/briefing/_sections/score-tally'

export const metadata: Metadata = { title: 'Pivotal briefing' }

/** R-PIVOT-PLAY: the six fleets, the objective and the special rules, for the table, on two printed pages at most. */
export default async function PivotalBriefingPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const p = view.state.pivotal
  if (!p?.objective) notFound()
  const name = playerNamer(view)
  return (
    <article aria-label="Pivotal briefing" className="print-portrait space-y-3 text-sm print:space-y-2 print:text-[8.5pt]">
      <div className="flex items-baseline justify-between">
        <h1 className="text-xl font-bold">
          {view.state.name}: pivotal battle, {objectiveName(p.objective)}
          {p.target?.systemId ? ` at ${systemName(p.target.systemId)}` : p.target?.zone ? ` in zone ${zoneRoman(p.target.zone)}` : ''}
        </h1>
        <PrintButton label="Print the briefing" />
      </div>
      <ul className="list-disc pl-5">
        <li>
          Assaulting team: the {TEAM_NAMES[p.assaulters!]}. It has initiative (first player) and deploys first; teams alternate one ship or two squadrons.
        </li>
        <li>Play area 3′ × 6′, gas clouds added to the obstacles; 6 rounds unless the objective says otherwise.</li>
        <li>Teams alternate ship activations one ship at a time, then squadrons two at a time.</li>
        <li>
          “Friendly” effects apply within their own fleet, except that a Squadron command may activate any friendly squadron in range; effects on enemies pick
          one enemy player’s fleet.
        </li>
        {p.climactic ? <li>A climactic battle: the campaign ends after it; the winner scores the system’s victory bonus once more.</li> : null}
      </ul>
      {TEAMS.map((team) => {
        const fleets = view.state.fleets.filter((f) => f.owner.kind === 'player' && f.team === team)
        if (fleets.length === 0) return null
        return (
          <section key={team} aria-label={`The ${TEAM_NAMES[team]} fleets`} className="space-y-1">
            <h2 className="text-base font-bold">
              The {TEAM_NAMES[team]}
              {team === p.assaulters ? ' (assaulting)' : ' (defending)'}
            </h2>
            <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-2">
              {fleets.map((f) => (
                <BattleFleet key={f.id} fleet={f} title={fleetName(f.id, name)}>
                  {p.allies
                    ?.filter((a) => a.fleetId === f.id)
                    .map((a) => (
                      <p key={a.fleetId}>Ally for this battle only (R-TOKEN-ALLY): {allyForcesText(a.forces)}.</p>
                    ))}
                </BattleFleet>
              ))}
            </div>
          </section>
        )
      })}
      <ScoreTally players={TEAMS.map((t) => `The ${TEAM_NAMES[t]}`)} />
    </article>
  )
}
