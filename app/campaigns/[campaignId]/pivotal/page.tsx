import type { Metadata } from 'next'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { getPivotalView } from '@/lib/server/get-pivotal-view'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { AfterSection } from './_sections/after'
import { ChooseForm, ChooserSection, ChosenObjective } from './_sections/chooser'
import { PrepareSection } from './_sections/prepare'
import { ResultSection } from './_sections/result'

export const metadata: Metadata = { title: 'Pivotal battle' }

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
  const pv = getPivotalView(getDb(), campaignId, actor)
  const p = view.state.pivotal
  if (!pv || !p) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Pivotal battle</h1>
        <p>No pivotal battle yet: it comes when an act ends.</p>
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
      <h1 className="text-2xl font-bold">Pivotal battle, end of act {['I', 'II', 'III'][view.state.act - 1]}</h1>
      <ChooserSection {...props} />
      <ChooseForm {...props} />
      <ChosenObjective {...props} />
      <PrepareSection {...props} />
      <ResultSection {...props} />
      <AfterSection {...props} />
      {view.state.phase === 'ended' ? (
        <p>
          The campaign is over: <Link href={`/campaigns/${campaignId}/summary`}>final summary</Link>.
        </p>
      ) : null}
    </div>
  )
}
