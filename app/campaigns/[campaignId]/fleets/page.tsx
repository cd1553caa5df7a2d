import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { TeamName } from '@/app/_components/ui/team-badge'
import { campaignPointsEra, fleetLimit, fleetLimitStage, fleetValue, TEAMS, withPointsEra } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { fleetNamer } from './_lib/fleet-names'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Fleets')
  return { title: t('metaTitle') }
}

export default async function FleetsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { view } = await loadCampaign(campaignId)
  const t = await getTranslations('Fleets')
  const terms = await getTranslations('Terms')
  const fleetName = fleetNamer(terms, playerNamer(view))
  const limit = fleetLimit(view.state.preset, fleetLimitStage(view.state))
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Link href={`/campaigns/${campaignId}/fleets/roster`}>{t('printAll')}</Link>
      </div>
      <p className="text-sm">{t('secrecyNote')}</p>
      {TEAMS.map((team) => {
        const fleets = view.state.fleets.filter((f) => f.team === team)
        if (fleets.length === 0) return null
        return (
          <section key={team} aria-labelledby={`fleets-${team}`} className="space-y-2">
            <h2 id={`fleets-${team}`}>
              <TeamName team={team}>{terms('team', { team })}</TeamName>
            </h2>
            <ul className="space-y-2">
              {fleets.map((fleet) => {
                const status = view.fleetStatus[fleet.id]!
                const state =
                  fleet.ships.length === 0
                    ? t('status.notBuilt')
                    : status.violations.length > 0
                      ? t('status.notLegal', { count: status.violations.length })
                      : fleet.commander
                        ? t('status.ready')
                        : t('status.noCommander')
                const value = { value: withPointsEra(campaignPointsEra(view.state), () => fleetValue(fleet)), limit }
                return (
                  <li key={fleet.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 bg-white p-3">
                    <span>
                      <Link href={`/campaigns/${campaignId}/fleets/${fleet.id}`} className="font-semibold first-letter:uppercase">
                        {fleetName(fleet.id)}
                      </Link>
                      <span className="block text-sm">
                        {fleet.commander ? t('valueWithCommander', { ...value, commander: fleet.commander.name }) : t('value', value)}
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
