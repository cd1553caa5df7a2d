// The overview's list of the turn's games (R-SCHEDULE), public to both teams: who plays whom, when and where.
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import { GameLine } from './game-line'

export async function GamesGlance({ view }: { view: CampaignView }) {
  const games = view.games.all.filter((g) => !g.played)
  if (games.length === 0) return null
  const t = await getTranslations('Schedule')
  const name = playerNamer(view)
  return (
    <section aria-labelledby="week-games" className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <h2 id="week-games" className="text-lg font-bold">
        <Link href={`/campaigns/${view.id}/turn#games-title`}>{t('title')}</Link>
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {games.map((g) => (
          <li key={g.battleId}>
            <GameLine game={g} name={name} />
          </li>
        ))}
      </ul>
    </section>
  )
}
