import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor } from '../_lib/load-campaign'
import { overlayQuery } from '../_lib/overlay-query'
import { HistoryFilter } from './history-filter'
import { HistoryLive } from './history-live'
import { historyListed, historyOverlay, historyWords } from './history-page-data'
import { parseHistoryQuery } from './history-query'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('History')
  return { title: t('title') }
}

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const search = await searchParams
  const query = parseHistoryQuery(search)
  const { actor, view } = await loadCampaign(campaignId)
  const t = await getTranslations('History')
  const format = await getFormatter()
  const words = historyWords(view, {
    t,
    terms: await getTranslations('Terms'),
    battles: await getTranslations('Battles'),
    ally: await getTranslations('Ally'),
    locale: await getLocale(),
  })
  const listed = await historyListed(getDb(), view, actor, query, words)
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = historyOverlay(view, listed, query, management, await getTranslations(), format)
  return (
    <section aria-labelledby="history-title" className="space-y-4">
      <FollowsByOverlay page="history" query={overlayQuery(search, ['page', 'team', 'kind'])} rest={rest} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="history-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <Link href={`/campaigns/${campaignId}/battles`}>{t('allBattles')}</Link>
      </div>
      {query.ignored.length > 0 ? (
        <p role="alert" className="rounded border border-amber-600 bg-amber-50 p-2">
          {t('ignored', {
            fields: format.list(
              query.ignored.map((field) => t(`field.${field}`)),
              { type: 'conjunction' },
            ),
            count: query.ignored.length,
          })}
        </p>
      ) : null}
      <HistoryFilter campaignId={campaignId} team={query.team} kind={query.kind} />
      <HistoryLive
        campaignId={campaignId}
        since={view.version}
        listed={listed}
        words={{
          undone: t('undo.undone'),
          trigger: t('undo.trigger'),
          confirm: t('undo.confirm'),
          pages: t('pages'),
          newer: t('newer'),
          older: t('older'),
        }}
      />
    </section>
  )
}
