import { getTranslations } from 'next-intl/server'
import { type PointsEra } from '@/lib/campaign'
import { actTurnName } from '@/app/_lib/battle-words'
import { fleetNameIn } from '@/app/_lib/words'
import { objectiveName } from '@/app/_lib/words'
import type { VisibleBattle, VisiblePastBattle } from '@/lib/campaign'
import { BattleFleet } from '../../_components/battle-fleet'
import { AppliedResult } from './applied-result'
import { BattleHeader } from './battle-header'

/** R-HIST: a battle of a turn already over, read-only: both fleets as played, the objective and the result as applied. */
export async function BattleRecord({
  campaignId,
  battle,
  name,
  defenderHeld,
  pointsEra,
}: {
  campaignId: string
  battle: VisiblePastBattle
  name: (id: string) => string
  defenderHeld: boolean | null
  pointsEra: PointsEra
}) {
  const b = battle as VisibleBattle
  const fleets = battle.fleets
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  return (
    <div className="space-y-5">
      <BattleHeader campaignId={campaignId} battle={b} name={name} note={t('over', { actTurn: actTurnName(battle.act, battle.turn, words) })} />
      <section aria-labelledby="record-objective" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="record-objective" className="font-bold">
          {t('objective')}
        </h2>
        <p>{battle.objective ? objectiveName(battle.objective) : t('noObjective')}</p>
      </section>
      <section aria-labelledby="record-result" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="record-result" className="font-bold">
          {t('result')}
        </h2>
        {battle.result.status === 'applied' ? (
          <AppliedResult battle={b} result={battle.result} name={name} defenderHeld={defenderHeld} />
        ) : (
          <p>{t('noResultApplied')}</p>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {(['assaulter', 'defender'] as const).map((side) => {
          const fleet = fleets?.[side]
          const title = t('fleetSide', { fleet: fleetNameIn(words, battle[side]!.fleetId, name), side })
          return fleet ? <BattleFleet key={side} fleet={fleet} title={title} pointsEra={pointsEra} /> : <p key={side}>{t('fleetHidden', { fleet: title })}</p>
        })}
      </div>
    </div>
  )
}
