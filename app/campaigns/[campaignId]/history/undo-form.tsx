'use client'
import { useActionState, type ReactNode } from 'react'
import { FormError } from '@/app/_components/form-error'
import { Confirm } from '@/app/_components/ui/confirm'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { undoAction } from '../actions'

/** The form's words, in the reader's language, from the server (the page's catalogue stays there). */
export interface UndoWords {
  lastChange: ReactNode
  undone: string
  trigger: string
  confirm: string
  cost: string
}

/** R-HIST: the organizer undoes the last change. */
export function UndoForm({ campaignId, version, words }: { campaignId: string; version: number; words: UndoWords }) {
  const [state, action] = useActionState<ActionState<unknown>, FormData>(undoAction, idle)
  return (
    <form action={action} className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <p>{words.lastChange}</p>
      {state.status === 'ok' ? <p role="status">{words.undone}</p> : null}
      <FormError state={state} />
      <Confirm trigger={words.trigger} confirm={words.confirm} cost={{ text: words.cost }} />
    </form>
  )
}
