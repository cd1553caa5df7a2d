// "Your move": what this person must do now, said to them, with the link that lands on each form, and who
// the campaign waits for. The duties come from the engine (lib/campaign/duties.ts, duty-concerns.ts), worded
// by your-move-data.ts; the lists are drawn by YourMoveLists, which an overlay brings up to date.
import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/app/_i18n/client-messages'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { YourGames } from './your-games'
import type { YourMoveListed } from './your-move-listed'
import { YourMoveLists } from './your-move-lists'

export async function YourMove({ view, listed }: { view: CampaignView; listed: YourMoveListed }) {
  const t = await getTranslations('Campaign.yourMove')
  const organizer = view.viewer.role === 'organizer'
  return (
    <section aria-labelledby="your-move" className="space-y-2 rounded border-2 border-slate-500 bg-white p-4">
      <h2 id="your-move" className="text-lg font-bold">
        {t('title')}
      </h2>
      {/* Terms: the teams' names beside their marks. */}
      <ClientMessages namespaces={['Terms']}>
        <YourMoveLists
          since={view.version}
          listed={listed}
          organizer={organizer}
          words={{
            nothing: organizer ? t('organizer.nothingOnlyYou') : t('nothing'),
            waiting: organizer ? t('organizer.waiting') : t('waiting'),
            onlyYou: t('organizer.onlyYou'),
            forceLink: t('organizer.forceLink'),
          }}
          games={organizer ? undefined : <YourGames view={view} className="space-y-1" />}
        />
      </ClientMessages>
    </section>
  )
}
