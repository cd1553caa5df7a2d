import type { Metadata } from 'next'
import { getDb } from '@/db/client'
import { getTurnView } from '@/lib/server/get-turn-view'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { BattlesSection } from './_sections/battles-list'
import { DeclarationsSection } from './_sections/declarations'
import { DiplomatsSection } from './_sections/diplomats'
import { InitiativeSection } from './_sections/initiative'
import { SpynetSection } from './_sections/spynet'
import { TokenUsesSection } from './_sections/token-uses'

export const metadata: Metadata = { title: 'Turn' }

export default async function TurnPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const turn = getTurnView(getDb(), campaignId, actor)
  if (!turn || !view.state.turnState) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Turn</h1>
        <p>The campaign has not started yet: the turn opens once setup is complete.</p>
      </section>
    )
  }
  const props = { campaignId, view, turn, name: playerNamer(view) }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Turn {view.state.turn}</h1>
      <InitiativeSection {...props} />
      <DiplomatsSection {...props} />
      <DeclarationsSection {...props} />
      <TokenUsesSection {...props} />
      <SpynetSection {...props} />
      <BattlesSection {...props} />
    </div>
  )
}
