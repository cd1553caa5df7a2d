// The overview's list of the turn's games (R-SCHEDULE), public to both teams: who plays whom, when and where,
// drawn by GamesGlanceLive from the games as worded here, which the overview's overlay brings again.
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { GamesGlanceLive } from './games-glance-live'
import type { GameListed } from './games-listed'

export async function GamesGlance({ view, listed }: { view: CampaignView; listed: GameListed[] }) {
  const t = await getTranslations('Schedule')
  return (
    <ClientMessages namespaces={[]}>
      <GamesGlanceLive since={view.version} listed={listed} title={t('title')} href={`/campaigns/${view.id}/turn#games-title`} />
    </ClientMessages>
  )
}
