import { getTranslations } from 'next-intl/server'
import { objectiveName } from '@/app/_lib/words'
import type { BattleExtras } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'

export async function ObjectiveSection({
  battle,
  extras,
  form,
}: {
  battle: VisibleBattle
  extras: BattleExtras
  form: { campaignId: string; version: number }
}) {
  const t = await getTranslations('BattlePage')
  return (
    <section aria-labelledby="objective-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="objective-title" className="font-bold">
        {t('objective')}
      </h2>
      {battle.objective ? (
        <p>{extras.pool?.kind === 'base-defense' ? t('baseDefense', { objective: objectiveName(battle.objective) }) : objectiveName(battle.objective)}</p>
      ) : extras.mayChooseObjective && extras.pool?.kind === 'choice' ? (
        <TurnForm {...form} type="choose-objective" submit={t('playObjective')} done={t('objectiveChosen')} label={t('chooseObjective')}>
          <input type="hidden" name="battleId" value={battle.id} />
          <fieldset>
            <legend>{t('objectivePool')}</legend>
            {extras.pool.objectives.map((o) => (
              <label key={o} className="flex items-center gap-2">
                <input type="radio" name="objectiveId" value={o} required /> {objectiveName(o)}
              </label>
            ))}
          </fieldset>
        </TurnForm>
      ) : (
        <p>{t('assaulterChooses')}</p>
      )}
    </section>
  )
}
