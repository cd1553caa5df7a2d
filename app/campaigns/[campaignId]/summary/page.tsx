import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { TeamName } from '@/app/_components/ui/team-badge'
import { campaignPointsEra, fleetLimitStage, TEAMS } from '@/lib/campaign'
import { CampaignMap } from '../_components/campaign-map'
import { StandingsTable } from '../_components/standings-table'
import { fleetLabel } from '@/app/_lib/fleet-label'
import { loadCampaign, managementViewFor, pivotalViewFor, playerNamer } from '../_lib/load-campaign'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { requestMapWords } from '../map/map-data'
import { summaryOverlay } from './summary-overlay'
import { PrintButton } from '../map/print-button'
import { FleetRoster } from '../fleets/_components/fleet-roster'
import { systemName } from '@/app/_lib/words'
import { actRoman } from '../history/words'

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Summary'))('metaTitle') }
}

/**
 * R-END: the final standings, CP by act, battles won and lost and every battle fought, the map, and every
 * fleet as it finished. Printed (A4 landscape): standings and battles first, the map alone on the next
 * page sized to fit it whole, then the rosters two abreast.
 */
export default async function SummaryPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const pv = pivotalViewFor(campaignId, actor)
  const t = await getTranslations('Summary')
  const terms = await getTranslations('Terms')
  const name = playerNamer(view)
  const log = view.state.battleLog ?? []
  const fleetNames = Object.fromEntries(view.state.fleets.map((f) => [f.id, fleetLabel(terms, f.id, name)]))
  const standings = pv?.standings
  const cell = 'border border-slate-400 px-2 print:px-1'
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = summaryOverlay(view, pv, management, await requestMapWords())
  return (
    <div className="space-y-4 print:space-y-2">
      <FollowsByOverlay page="summary" rest={rest} />
      <section aria-labelledby="summary-heading" className="space-y-4 print:break-after-page print:space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <h1 id="summary-heading" className="text-2xl font-bold print:text-lg">
            {t('title', { campaign: view.state.name })}
          </h1>
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
              <th scope="col" className={cell}>
                {t('team')}
              </th>
              <th scope="col" className={cell}>
                {t('won')}
              </th>
              <th scope="col" className={cell}>
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
                  <th scope="row" className={cell}>
                    <TeamName team={t} />
                  </th>
                  <td className={`${cell} text-center`}>{won}</td>
                  <td className={`${cell} text-center`}>{fought.length - won}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {log.length > 0 ? (
          <table className="w-full border-collapse text-sm print:text-xs">
            <caption className="text-left font-bold">{t('battlesFought')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${cell} text-left`}>
                  {t('when')}
                </th>
                <th scope="col" className={`${cell} text-left`}>
                  {t('system')}
                </th>
                <th scope="col" className={`${cell} text-left`}>
                  {t('assaulters')}
                </th>
                <th scope="col" className={`${cell} text-left`}>
                  {t('winnerColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.map((b, i) => (
                <tr key={b.battleId ?? `${b.act}-${b.turn}-${b.systemId}-${i}`}>
                  <td className={cell}>{b.pivotal ? t('actPivotal', { roman: actRoman(b.act) }) : t('actTurn', { roman: actRoman(b.act), turn: b.turn })}</td>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {b.battleId ? <Link href={`/campaigns/${campaignId}/battles/${b.battleId}`}>{systemName(b.systemId)}</Link> : systemName(b.systemId)}
                  </th>
                  <td className={cell}>
                    <TeamName team={b.assaulters} />
                  </td>
                  <td className={cell}>
                    <TeamName team={b.winner} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('noBattles')}</p>
        )}
        <p className="print:hidden">
          <Link href={`/campaigns/${campaignId}/battles`}>{t('everyBattle')}</Link>
        </p>
      </section>
      {/* The map alone on its page: 245 mm wide it is 181 mm tall, so with its heading it fits one
          landscape page (194 mm inside the margins) and is never cut. */}
      <section aria-labelledby="summary-map" className="break-inside-avoid print:break-after-page">
        <h2 id="summary-map" className="mb-2 print:mb-1">
          {t('map')}
        </h2>
        <div className="print:mx-auto print:w-[245mm]">
          <CampaignMap
            control={view.state.control}
            preset={view.state.preset}
            selected={null}
            since={view.version}
            systemHref={(id) => `/campaigns/${campaignId}/map?system=${id}`}
          />
        </div>
      </section>
      <section aria-labelledby="summary-fleets" className="space-y-4 print:space-y-2">
        <h2 id="summary-fleets">{t('fleets')}</h2>
        <div className="space-y-4 print:grid print:grid-cols-2 print:items-start print:gap-3 print:space-y-0 print:[&_article]:text-[8pt]">
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
      </section>
    </div>
  )
}
