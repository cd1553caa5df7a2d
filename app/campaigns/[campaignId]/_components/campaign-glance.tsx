// The overview's summary of the campaign: each team's campaign points, the way to the map, and the
// reader's own fleet (a player's) or every fleet (the organizer's).
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { TeamName } from '@/app/_components/ui/team-badge'
import type { CampaignView } from '@/lib/server/get-campaign-view'

const linkClass = 'inline-flex min-h-11 items-center rounded border border-line bg-surface px-3 font-semibold no-underline'

export async function CampaignGlance({ view }: { view: CampaignView }) {
  const t = await getTranslations('Campaign.overview')
  const base = `/campaigns/${view.id}`
  const ownFleet = view.viewer.playerId ? view.state.fleets.find((f) => f.id === view.viewer.playerId) : undefined
  return (
    <section aria-labelledby="glance-title" className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <h2 id="glance-title">{t('glance')}</h2>
      <dl className="flex flex-wrap gap-x-6 gap-y-1" aria-label={t('pointsLabel')}>
        {view.standings.map((s) => (
          <div key={s.team} className="flex gap-2">
            <dt>
              <TeamName team={s.team} />
            </dt>
            <dd>{t('points', { points: s.totalCp })}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-2">
        <Link href={`${base}/map`} className={linkClass}>
          {t('openMap')}
        </Link>
        {ownFleet ? (
          <Link href={`${base}/fleets/${ownFleet.id}`} className={linkClass}>
            {t('ownFleet')}
          </Link>
        ) : (
          <Link href={`${base}/fleets`} className={linkClass}>
            {t('allFleets')}
          </Link>
        )}
      </p>
    </section>
  )
}
