import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { getDb } from '@/db/client'
import { getBattleResultView } from '@/lib/server/get-battle-result-view'
import { getTurnView } from '@/lib/server/get-turn-view'
import { defenderHeldSystem, campaignPointsEra } from '@/lib/campaign'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { BattleHeader } from './_sections/battle-header'
import { BattleRecord } from './_sections/battle-record'
import { ObjectiveSection } from './_sections/objective-section'
import { ResultSection } from './_sections/result-section'
import { TokensSection } from './_sections/tokens-section'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('BattlePage'))('title') }
}

/** A battle of this turn, to play out; a battle of a turn already over, as its record (R-HIST). */
export default async function BattlePage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const name = playerNamer(view)
  const past = view.state.pastBattles?.find((b) => b.id === battleId)
  if (past)
    return (
      <BattleRecord
        campaignId={campaignId}
        battle={past}
        name={name}
        defenderHeld={defenderHeldSystem(view.state, past)}
        pointsEra={campaignPointsEra(view.state)}
      />
    )
  const battle = view.state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
  const turn = getTurnView(getDb(), campaignId, actor)
  const extras = battle && turn?.battles[battle.id]
  if (!battle || !extras) notFound()
  const form = { campaignId, version: view.version }
  return (
    <div className="space-y-5">
      <BattleHeader campaignId={campaignId} battle={battle} name={name} />
      <ObjectiveSection battle={battle} extras={extras} form={form} />
      <ResultSection
        battle={battle}
        extras={extras}
        actor={actor}
        view={view}
        name={name}
        form={form}
        resultView={getBattleResultView(getDb(), campaignId, actor, battle.id)}
      />
      <TokensSection battleId={battle.id} extras={extras} viewerId={actor.role === 'player' ? actor.playerId : null} name={name} form={form} />
    </div>
  )
}
