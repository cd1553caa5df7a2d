'use client'
import { startTransition, useActionState } from 'react'
import { useTranslations } from 'next-intl'
import { FieldError, FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { setCommanderAction } from '../../actions'
import { Field } from '@/app/_components/ui/field'
import { NAME_MAX } from '@/lib/campaign/form-constants'

export interface AbilityOption {
  id: string
  name: string
  category: string
  tier: number
  xpCost: number
  summary: string
}

/** R-CMD-1: the task force commander's name and one tier-1 ability. */
export function CommanderForm({
  campaignId,
  fleetId,
  version,
  current,
  abilities,
}: {
  campaignId: string
  fleetId: string
  version: number
  current: { name: string; abilityId: string } | null
  abilities: AbilityOption[]
}) {
  const t = useTranslations('FleetBuilder.commander')
  const [state, action] = useActionState<ActionState<unknown>, FormData>(setCommanderAction, idle)
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const chosen = values.abilityId ?? current?.abilityId
  return (
    <form
      // A new saved commander (here or by a teammate) rebuilds the fields on it.
      key={JSON.stringify([values, current])}
      action={action}
      // Through a transition the form is not reset after saving, so it keeps showing what was just
      // saved; without JavaScript the plain action still works.
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        startTransition(() => action(data))
      }}
      className="space-y-3"
    >
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="fleetId" value={fleetId} />
      <input type="hidden" name="expectedVersion" value={version} />
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('saved')}
        </p>
      ) : null}
      <FormError state={state} />
      <Field label={<span className="font-semibold">{t('name')}</span>} error={errors.name}>
        {(control) => <input name="name" maxLength={NAME_MAX} defaultValue={values.name ?? current?.name ?? ''} {...control} />}
      </Field>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t('ability')}</legend>
        {abilities.map((a) => (
          <label key={a.id} className="flex gap-2 rounded border border-slate-300 bg-white p-2">
            <input type="radio" name="abilityId" value={a.id} defaultChecked={chosen === a.id} className="mt-1" />
            <span>
              <span className="font-semibold">{a.name}</span>{' '}
              <span className="text-sm text-slate-700">{t('abilityMeta', { category: a.category, tier: a.tier, xp: a.xpCost })}</span>
              <span className="block text-sm">{a.summary}</span>
            </span>
          </label>
        ))}
        <FieldError id="commander-ability-error" errors={errors.abilityId} />
      </fieldset>
      <SubmitButton>{t('save')}</SubmitButton>
    </form>
  )
}
