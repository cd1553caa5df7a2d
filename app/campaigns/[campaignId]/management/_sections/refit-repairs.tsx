// R-REFIT 1 and 2: scars removed with a base or Repair Yards, conditions with Resources or the objective won.
import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../../turn/turn-form'
import type { RefitPartProps } from './refit'

export async function RefitRepairs({ r, form }: RefitPartProps) {
  const t = await getTranslations('Management.refit')
  const terms = await getTranslations('Terms')
  return (
    <>
      {r.scarred.map((s) => (
        <div key={s.uid} className="flex flex-wrap gap-2">
          <span>{t('scarred', { label: s.label })}</span>
          {(['base', 'repair-yards'] as const).map((using) => (
            <TurnForm
              key={using}
              {...form}
              type="refit"
              submit={using === 'base' ? t('removeScarBase', { label: s.label }) : t('removeScarRepairYards', { label: s.label })}
              done={t('scarRemoved')}
              label={using === 'base' ? t('scarLabelBase', { label: s.label }) : t('scarLabelRepairYards', { label: s.label })}
            >
              <input type="hidden" name="fleetId" value={r.fleetId} />
              <input type="hidden" name="op" value="remove-scar" />
              <input type="hidden" name="uid" value={s.uid} />
              <input type="hidden" name="using" value={using} />
            </TurnForm>
          ))}
        </div>
      ))}
      {r.conditionRemovals.map(({ condition: c, using }) => {
        const condition = terms(`condition.${c}`)
        return (
          <TurnForm
            key={`${c}-${using}`}
            {...form}
            type="refit"
            submit={using === 'resources' ? t('removeConditionResources', { condition }) : t('removeConditionObjective', { condition })}
            done={t('conditionRemoved')}
            label={using === 'resources' ? t('removeConditionResourcesLabel', { condition }) : t('removeConditionObjectiveLabel', { condition })}
          >
            <input type="hidden" name="fleetId" value={r.fleetId} />
            <input type="hidden" name="op" value="remove-condition" />
            <input type="hidden" name="condition" value={c} />
            <input type="hidden" name="using" value={using} />
          </TurnForm>
        )
      })}
    </>
  )
}
