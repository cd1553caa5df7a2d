import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { TeamName } from '@/app/_components/ui/team-badge'
import { campaignPointsEra, fleetLimitStage, TEAMS } from '@/lib/campaign'
import { getPivotalView } from '@/lib/server/get-pivotal-view'
import { CampaignMap } from '../_components/campaign-map'
import { StandingsTable } from '../_components/standings-table'
import { fleetLabel } from '@/app/_lib/fleet-label'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { PrintButton } from '../map/print-button'
import { FleetRoster } from '../fleets/_components/fleet-roster'

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Summary'))('metaTitle') }
}

/** R-END: the final standings, the map, CP by act, battles won and lost, and every fleet as it finished. */
export default async function SummaryPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const pv = getPivotalView(getDb(), campaignId, actor)
  const t = await getTranslations('Summary')
  const terms = await getTranslations('Terms')
  const name = playerNamer(view)
  const log = view.state.battleLog ?? []
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetLabel(terms, f.id, name)]))
  const standings = pv?.standings
  return (
    <div className="space-y-4">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title', { campaign: view.state.name })}</h1>
        <PrintButton label={t('print')} />
      </div>
      {view.state.phase !== 'ended' ? <p>{t('underWay')}</p> : null}
      {standings ? (
        <p role="status" className="text-lg font-semibold">
          {standings.winner ? t('winner', { team: standings.winner, margin: standings.margin }) : t('stalemate')}
        </p>
      ) : null}
      <StandingsTable standings={view.standings} since={view.version} />
      <table className="w-full border-collapse text-sm">
        <caption className="text-left font-bold">{t('battles')}</caption>
        <thead>
          <tr>
            <th scope="col" className="border border-slate-400 px-2">
              {t('team')}
            </th>
            <th scope="col" className="border border-slate-400 px-2">
              {t('won')}
            </th>
            <th scope="col" className="border border-slate-400 px-2">
              {t('lost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {TEAMS.map((t) => {
            // Every battle has one team on each side, so each team fought all of them.
            const fought = log
            const won = fought.filter((b) => b.winner === t).length
            return (
              <tr key={t}>
                <th scope="row" className="border border-slate-400 px-2">
                  <TeamName team={t} />
                </th>
                <td className="border border-slate-400 px-2 text-center">{won}</td>
                <td className="border border-slate-400 px-2 text-center">{fought.length - won}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="print:hidden">
        <Link href={`/campaigns/${campaignId}/battles`}>{t('everyBattle')}</Link>
      </p>
      <div className="break-after-page">
        <CampaignMap
          control={view.state.control}
          preset={view.state.preset}
          selected={null}
          since={view.version}
          systemHref={(id) => `/campaigns/${campaignId}/map?system=${id}`}
        />
      </div>
      {view.state.fleets
        .filter((f) => f.owner.kind === 'player')
        .map((f) => (
          <div key={f.id} className="break-inside-avoid">
            <FleetRoster
              fleet={f}
              // A fleet's name heads its roster: capitalised, as "la flotte de Vera" is not.
              title={capitalised(fleetNames[f.id]!)}
              violations={[]}
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
