'use client'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { Confirm } from '@/app/_components/ui/confirm'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { undoAction } from '../actions'

/** R-HIST: the organizer undoes the last change. */
export function UndoForm({ campaignId, version, description }: { campaignId: string; version: number; description: string }) {
  const [state, action] = useActionState<ActionState<unknown>, FormData>(undoAction, idle)
  return (
    <form action={action} className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <p>
        Last change: <strong>{description}</strong>
      </p>
      {state.status === 'ok' ? <p role="status">The last change was undone.</p> : null}
      <FormError state={state} />
      <Confirm
        trigger="Undo the last change"
        confirm="Yes, undo it"
        cost={{ text: `Undoing takes back the last change (${description}) for everyone; whoever made it must make it again if it was right.` }}
      />
    </form>
  )
}
