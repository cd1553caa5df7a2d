'use client'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { assignDefensesAction } from '../actions'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'

export interface AssignDefensesFormProps {
  campaignId: string
  version: number
  team: string
  teamName: string
  bases: { systemId: string; systemName: string; current: string | null }[]
  /** The objectives to choose from, given by the server only to those who may see them. */
  options: { id: string; name: string }[]
}

/** R-SETUP-5: the team's Grand Admiral (or the organizer) gives each base one Base Defense objective. */
export function AssignDefensesForm({ campaignId, version, team, teamName, bases, options }: AssignDefensesFormProps) {
  const [state, action] = useActionState<ActionState<unknown>, FormData>(assignDefensesAction, idle)
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  return (
    <form key={JSON.stringify(values)} action={action} className="space-y-3" aria-label={`${teamName} base defenses`}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <input type="hidden" name="team" value={team} />
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          Base defenses saved.
        </p>
      ) : null}
      <FormError state={state} />
      {bases.map((b) => (
        <label key={b.systemId} className="block">
          <span className="font-semibold">Defense of the base at {b.systemName}</span>
          <select name={`defense-${b.systemId}`} defaultValue={values[`defense-${b.systemId}`] ?? b.current ?? ''} className={FIELD_CLASS}>
            <option value="">Choose…</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <SubmitButton>Save {teamName} base defenses</SubmitButton>
    </form>
  )
}
