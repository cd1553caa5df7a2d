'use client'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { importFleetAction } from '../../actions'

/** R-FLEET-IMPORT: paste the text a fleet builder exports; it replaces the fleet only if every line matches. */
export function ImportFleetForm({ campaignId, fleetId, version }: { campaignId: string; fleetId: string; version: number }) {
  const [state, action] = useActionState<ActionState<unknown>, FormData>(importFleetAction, idle)
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  return (
    <form key={JSON.stringify(values)} action={action} className="space-y-2">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="fleetId" value={fleetId} />
      <input type="hidden" name="expectedVersion" value={version} />
      {state.status === 'ok' ? <p role="status" className="text-emerald-800">Fleet imported and saved.</p> : null}
      <FormError state={state} />
      <label className="block">
        <span className="font-semibold">Fleet text</span>
        <span className="block text-sm text-slate-700">From Armada Warlords, Ryan Kingston’s builder or Flagship.</span>
        <textarea name="text" rows={10} maxLength={20000} defaultValue={values.text ?? ''} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2 font-mono text-sm" />
      </label>
      <SubmitButton>Import fleet</SubmitButton>
    </form>
  )
}
