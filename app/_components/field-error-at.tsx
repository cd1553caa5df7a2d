'use client'
// A form's refusal shown at the field it names: the form that sent it provides its answer, and each field
// that may be refused reads the errors under its key (app/_lib/messages.ts resultFieldKey).
import { createContext, useContext } from 'react'
import type { ActionState } from '@/app/_lib/action-state'

export const FormAnswer = createContext<ActionState<unknown>>({ status: 'idle' })

export function FieldErrorAt({ fieldKey, id }: { fieldKey: string; id?: string }) {
  const answer = useContext(FormAnswer)
  const errors = answer.status === 'error' ? answer.fieldErrors?.[fieldKey] : undefined
  if (!errors || errors.length === 0) return null
  return (
    <span id={id} className="block text-sm font-semibold text-red-800">
      {errors.join(' ')}
    </span>
  )
}
