import type { Metadata } from 'next'
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { loadCampaign, pivotalViewFor, playerNamer } from '../_lib/load-campaign'
import { AfterSection } from './_sections/after'
import { ChooseForm, ChooserSection, ChosenObjective } from './_sections/chooser'
import { PrepareSection } from './_sections/prepare'
import { ResultSection } from './_sections/result'
import { actRoman } from '../history/words'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Pivotal')
  return { title: t('title') }
}

export default async function PivotalPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = await searchParams
  const { actor, view } = await loadCampaign(campaignId)
  const pv = pivotalViewFor(campaignId, actor)
  const p = view.state.pivotal
  const t = await getTranslations('Pivotal')
  if (!pv || !p) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p>{t('none')}</p>
      </section>
    )
  }
  const props = {
    campaignId,
    actor,
    view,
    pv,
    p,
    name: playerNamer(view),
    fleets: view.state.fleets.filter((f) => f.owner.kind === 'player'),
    form: { campaignId, version: view.version },
    chosenReward: typeof query.reward === 'string' ? query.reward : null,
  }
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('heading', { roman: actRoman(view.state.act) })}</h1>
      <ChooserSection {...props} />
      <ChooseForm {...props} />
      <ChosenObjective {...props} />
      <PrepareSection {...props} />
      <ResultSection {...props} />
      <AfterSection {...props} />
      {view.state.phase === 'ended' ? <p>{t.rich('over', { link: (chunks) => <Link href={`/campaigns/${campaignId}/summary`}>{chunks}</Link> })}</p> : null}
    </div>
  )
}
