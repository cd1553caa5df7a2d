import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getDb } from '@/db/client'
import { actName } from '@/app/_lib/battle-words'
import { fleetName, objectiveName, OBJECTIVE_CATEGORY_NAMES, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { battleStakes } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { OBJECTIVES } from '@/lib/data/objectives'
import { getTurnView } from '@/lib/server/get-turn-view'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { PrintButton } from '../../../map/print-button'
import { BattleFleet } from '../../_components/battle-fleet'
import { Reminders } from './_sections/reminders'
import { ScoreTally } from './_sections/score-tally'
import { Stakes } from './_sections/stakes'

export const metadata: Metadata = { title: 'Battle sheet' }

/** Objective changes of the Green Knight preset (R-BRIEF), shown where they apply. */
const PRESET_OBJECTIVE_NOTES: Record<string, string> = {
  'hired-scum': 'Hired Scum: the reroll is limited to two dice.',
  'volatile-cargo': 'Volatile Cargo: the damage reduction does not work against squadrons.',
  'fighter-wing': 'Fighter Wing: the defender adds 30 fleet points of generic squadrons.',
}

/** "Most Wanted (assault objective, no victory tokens); first player Sam (assaulting), second Marc." */
function objectiveLine(battle: VisibleBattle, pool: string[], name: (id: string) => string): string {
  const order = `first player ${name(battle.assaulter.playerId)} (assaulting), second ${name(battle.defender!.playerId)}`
  const o = OBJECTIVES.find((x) => x.id === battle.objective)
  if (!o) return `Objective: to be chosen by the assaulting player from ${pool.map((id) => objectiveName(id)).join(', ') || 'the pool'}; ${order}.`
  const category =
    o.category in OBJECTIVE_CATEGORY_NAMES
      ? OBJECTIVE_CATEGORY_NAMES[o.category as keyof typeof OBJECTIVE_CATEGORY_NAMES].toLowerCase()
      : o.category.replace('-', ' ')
  const tokens = o.victoryTokenValue === null ? 'no victory tokens' : `victory tokens worth ${o.victoryTokenValue}`
  return `Objective: ${o.name} (${category} objective, ${tokens}); ${order}.`
}

/** R-BRIEF: one printed page for the table: what is at stake, the objective, both fleets, and boxes for the score. */
export default async function BattleSheetPage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const past = view.state.pastBattles?.find((b) => b.id === battleId)
  const battle: VisibleBattle | undefined = past ?? view.state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
  if (!battle) notFound()
  const name = playerNamer(view)
  const pool = past ? undefined : getTurnView(getDb(), campaignId, actor)?.battles[battle.id]?.pool
  const objectives = battle.objective ? [battle.objective] : pool?.kind === 'choice' ? pool.objectives : []
  const notes = view.state.preset === 'green-knight' ? objectives.flatMap((o) => (PRESET_OBJECTIVE_NOTES[o] ? [PRESET_OBJECTIVE_NOTES[o]] : [])) : []
  const allyOf = (fleetId: string) => (past ? undefined : view.state.turnState?.allies?.find((a) => a.fleetId === fleetId)?.forces)
  const defender = battle.defender!
  return (
    <article aria-label="Battle sheet" className="print-portrait space-y-3 text-sm print:space-y-2 print:text-[9pt]">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">
          {view.state.name}: battle at {systemName(battle.systemId)} ({actName(past?.act ?? view.state.act)}, turn {past?.turn ?? view.state.turn})
        </h1>
        <PrintButton label="Print the battle sheet" />
      </div>
      <p>
        {name(battle.assaulter.playerId)} ({TEAM_NAMES[battle.assaulter.team]}) assaults; {name(defender.playerId)} ({TEAM_NAMES[defender.team]}) defends.
      </p>
      <p className="font-semibold">{objectiveLine(battle, objectives, name)}</p>
      {notes.length > 0 ? (
        <ul className="list-disc pl-5">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {past ? null : <Stakes stakes={battleStakes(view.state, battle)} assaulter={name(battle.assaulter.playerId)} defender={name(defender.playerId)} />}
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {(['assaulter', 'defender'] as const).map((side) => {
          const fleet = battle.fleets?.[side]
          const title = `${fleetName(battle[side]!.fleetId, name)} (${side === 'assaulter' ? 'assaulting' : 'defending'})`
          if (!fleet) return <p key={side}>{title}: not shown to you before the battle (R-SECRET-FLEET).</p>
          const ally = allyOf(fleet.id)
          return (
            <BattleFleet key={side} fleet={fleet} title={title}>
              {ally ? <p>Ally for this battle only (R-TOKEN-ALLY): {allyForcesText(ally)}.</p> : null}
            </BattleFleet>
          )
        })}
      </div>
      <ScoreTally players={[name(battle.assaulter.playerId), name(defender.playerId)]} />
      <Reminders />
    </article>
  )
}
