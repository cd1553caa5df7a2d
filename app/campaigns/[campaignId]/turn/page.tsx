import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { FollowsByOverlay } from '../_components/follows-by-overlay'
import { inManagementOrPivotal } from '../_components/phase-banner'
import { loadCampaign, managementViewFor, playerNamer, turnViewFor } from '../_lib/load-campaign'
import { turnOverlay } from './turn-overlay'
import { BattlesSection } from './_sections/battles-list'
import { DeclarationsSection } from './_sections/declarations'
import { DiplomatsSection } from './_sections/diplomats'
import { GamesSection } from './_sections/games'
import { InitiativeSection } from './_sections/initiative'
import { SpynetSection } from './_sections/spynet'
import { TokenUsesSection } from './_sections/token-uses'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Turn'))('title') }
}

export default async function TurnPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const turn = turnViewFor(campaignId, actor)
  const t = await getTranslations('Turn')
  const management = inManagementOrPivotal(view) ? managementViewFor(campaignId, actor) : null
  const { rest } = turnOverlay(view, turn, management, await getTranslations(), await getFormatter())
  const follows = <FollowsByOverlay page="turn" rest={rest} />
  if (!turn || !view.state.turnState) {
    return (
      <section className="space-y-2">
        {follows}
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p>{t('notStarted', { phase: view.state.phase })}</p>
      </section>
    )
  }
  const props = { campaignId, view, turn, name: playerNamer(view) }
  return (
    <div className="space-y-6">
      {follows}
      <h1 className="text-2xl font-bold">{t('heading', { turn: view.state.turn })}</h1>
      <InitiativeSection {...props} />
      <DiplomatsSection {...props} />
      <DeclarationsSection {...props} />
      <TokenUsesSection {...props} />
      <SpynetSection {...props} />
      <BattlesSection {...props} />
      <GamesSection {...props} />
    </div>
  )
}
