import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { actTurnName } from '@/app/_lib/battle-words'
import { fleetNameIn } from '@/app/_lib/words'
import { systemName } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { battleStakes, campaignPointsEra } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { getTurnView } from '@/lib/server/get-turn-view'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { PrintButton } from '../../../map/print-button'
import { BattleFleet } from '../../_components/battle-fleet'
import { objectiveLine } from './_sections/objective-line'
import { Reminders } from './_sections/reminders'
import { ScoreTally } from './_sections/score-tally'
import { Stakes } from './_sections/stakes'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Briefing'))('title') }
}

/** Objective changes of the Green Knight preset (R-BRIEF), shown where they apply. */
const PRESET_OBJECTIVE_NOTES = ['hired-scum', 'volatile-cargo', 'fighter-wing'] as const
type NotedObjective = (typeof PRESET_OBJECTIVE_NOTES)[number]
const isNoted = (id: string): id is NotedObjective => (PRESET_OBJECTIVE_NOTES as readonly string[]).includes(id)

/** R-BRIEF: one printed page for the table: what is at stake, the objective, both fleets, and boxes for the score. */
export default async function BattleSheetPage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const past = view.state.pastBattles?.find((b) => b.id === battleId)
  const battle: VisibleBattle | undefined = past ?? view.state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
  if (!battle) notFound()
  const t = await getTranslations('Briefing')
  const words = await getTranslations()
  const allyWords = await getTranslations('Ally')
  const name = playerNamer(view)
  const pool = past ? undefined : getTurnView(getDb(), campaignId, actor)?.battles[battle.id]?.pool
  const objectives = battle.objective ? [battle.objective] : pool?.kind === 'choice' ? pool.objectives : []
  const notes = view.state.preset === 'green-knight' ? objectives.filter(isNoted).map((o) => t(`presetNote.${o}`)) : []
  const allyOf = (fleetId: string) => (past ? undefined : view.state.turnState?.allies?.find((a) => a.fleetId === fleetId)?.forces)
  const defender = battle.defender!
  return (
    <article aria-label={t('title')} className="print-portrait space-y-3 text-sm print:space-y-2 print:text-[8.5pt] print:[&_h2]:text-[10.5pt]">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">
          {t('heading', {
            campaign: view.state.name,
            system: systemName(battle.systemId),
            actTurn: actTurnName(past?.act ?? view.state.act, past?.turn ?? view.state.turn, words),
          })}
        </h1>
        <PrintButton label={t('print')} />
      </div>
      <p>
        {t('sides', {
          assaulter: name(battle.assaulter.playerId),
          assaulterTeam: words('Terms.team', { team: battle.assaulter.team }),
          defender: name(defender.playerId),
          defenderTeam: words('Terms.team', { team: defender.team }),
        })}
      </p>
      <p className="font-semibold">{objectiveLine(battle, objectives, name, words)}</p>
      {notes.length > 0 ? (
        <ul className="list-disc pl-5">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {past ? null : <Stakes stakes={battleStakes(view.state, battle)} assaulter={name(battle.assaulter.playerId)} defender={name(defender.playerId)} />}
      {/* Printed, each fleet takes the page's width: its lines, with a Destroyed and a Retreated box each,
          then stay on one line, and the sheet on one page. */}
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-1 print:gap-2">
        {(['assaulter', 'defender'] as const).map((side) => {
          const fleet = battle.fleets?.[side]
          const title = words('BattlePage.fleetSide', { fleet: fleetNameIn(words, battle[side]!.fleetId, name), side })
          if (!fleet) return <p key={side}>{t('fleetHidden', { fleet: title })}</p>
          const ally = allyOf(fleet.id)
          return (
            <BattleFleet key={side} fleet={fleet} title={title} pointsEra={campaignPointsEra(view.state)} tickBoxes>
              {ally ? <p>{t('ally', { forces: allyForcesText(ally, allyWords, campaignPointsEra(view.state)) })}</p> : null}
            </BattleFleet>
          )
        })}
      </div>
      <ScoreTally players={[name(battle.assaulter.playerId), name(defender.playerId)]} />
      <Reminders />
    </article>
  )
}
