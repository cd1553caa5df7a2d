'use client'
import { useTranslations } from 'next-intl'
import { startTransition, useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { assignDefensesAction } from '../actions'

export interface AssignDefensesFormProps {
  campaignId: string
  version: number
  team: 'empire' | 'rebels'
  bases: { systemId: string; systemName: string; current: string | null }[]
  /** The objectives to choose from, given by the server only to those who may see them. */
  options: { id: string; name: string }[]
}

/** R-SETUP-5: the team's Grand Admiral (or the organizer) gives each base one Base Defense objective. */
export function AssignDefensesForm({ campaignId, version, team, bases, options }: AssignDefensesFormProps) {
  const t = useTranslations('Setup.defensesForm')
  const [state, action] = useActionState<ActionState<unknown>, FormData>(assignDefensesAction, idle)
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  return (
    <form
      // A new saved choice (here or by a teammate) rebuilds the selects on it.
      key={JSON.stringify([values, bases.map((b) => b.current)])}
      action={action}
      // Through a transition the form is not reset after saving, so each select keeps showing the
      // choice just saved instead of "Choose…"; without JavaScript the plain action still works.
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        startTransition(() => action(data))
      }}
      className="space-y-3"
      aria-label={t('label', { team })}
    >
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <input type="hidden" name="team" value={team} />
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('saved')}
        </p>
      ) : null}
      <FormError state={state} />
      {bases.map((b) => (
        <label key={b.systemId} className="block">
          <span className="font-semibold">{t('defenseOf', { system: b.systemName })}</span>
          <select name={`defense-${b.systemId}`} defaultValue={values[`defense-${b.systemId}`] ?? b.current ?? ''} className={FIELD_CLASS}>
            <option value="">{t('choose')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <SubmitButton>{t('submit', { team })}</SubmitButton>
    </form>
  )
}
