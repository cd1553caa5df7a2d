import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { TeamName } from '@/app/_components/ui/team-badge'
import { TEAMS } from '@/lib/campaign'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor, playerNamer } from '../_lib/load-campaign'
import { fleetNamer } from './_lib/fleet-names'
import { fleetsOverlay, fleetsPageData } from './_lib/fleets-page-data'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Fleets')
  return { title: t('metaTitle') }
}

export default async function FleetsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const t = await getTranslations('Fleets')
  const terms = await getTranslations('Terms')
  const fleetName = fleetNamer(terms, playerNamer(view))
  const { limit, rows } = fleetsPageData(view)
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = fleetsOverlay(view, management, await getTranslations(), await getFormatter())
  return (
    <div className="space-y-4">
      <FollowsByOverlay page="fleets" rest={rest} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Link href={`/campaigns/${campaignId}/fleets/roster`}>{t('printAll')}</Link>
      </div>
      <p className="text-sm">{t('secrecyNote')}</p>
      {TEAMS.map((team) => {
        const fleets = rows.filter((f) => f.team === team)
        if (fleets.length === 0) return null
        return (
          <section key={team} aria-labelledby={`fleets-${team}`} className="space-y-2">
            <h2 id={`fleets-${team}`}>
              <TeamName team={team}>{terms('team', { team })}</TeamName>
            </h2>
            <ul className="space-y-2">
              {fleets.map((fleet) => {
                const state = !fleet.built
                  ? t('status.notBuilt')
                  : fleet.violations > 0
                    ? t('status.notLegal', { count: fleet.violations })
                    : fleet.commander
                      ? t('status.ready')
                      : t('status.noCommander')
                const value = { value: fleet.value, limit }
                return (
                  <li key={fleet.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-300 bg-white p-3">
                    <span>
                      <Link href={`/campaigns/${campaignId}/fleets/${fleet.id}`} className="font-semibold first-letter:uppercase">
                        {fleetName(fleet.id)}
                      </Link>
                      <span className="block text-sm">
                        {fleet.commander ? t('valueWithCommander', { ...value, commander: fleet.commander }) : t('value', value)}
                      </span>
                    </span>
                    <span className={fleet.ready ? 'text-emerald-800' : 'text-red-800'}>{state}</span>
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
