'use client'
import { startTransition, useActionState } from 'react'
import { FormAnswer } from '@/app/_components/field-error-at'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { Confirm, type ConfirmCost } from '@/app/_components/ui/confirm'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { commandFormAction } from '@/app/_lib/command-form-action'

/**
 * A form that sends one campaign command of any page (its type, its fields as children, named as the command's
 * definition reads them); the server's refusal is shown in it, what was typed kept.
 */
export function CommandForm({
  campaignId,
  version,
  type,
  submit,
  done,
  children,
  label,
  confirm,
}: {
  campaignId: string
  version: number
  type: string
  submit: string
  done: string
  children?: React.ReactNode
  label?: string
  /**
   * A command that asks first, saying what it costs: `submit` opens the question, `confirm.button` sends. Its
   * buttons are red only when `destructive` (it undoes or overrides what players did); otherwise they are a step's.
   */
  confirm?: { button: string; cost: ConfirmCost; destructive?: boolean }
}) {
  const [state, action, pending] = useActionState<ActionState<unknown>, FormData>(commandFormAction, idle)
  return (
    <form
      action={action}
      // Submitting through a transition keeps what was typed when the server refuses it (a form
      // action would reset the fields); without JavaScript the plain action still works.
      onSubmit={(event) => {
        event.preventDefault()
        const data = new FormData(event.currentTarget)
        startTransition(() => action(data))
      }}
      className="space-y-2"
      aria-label={label}
      noValidate
    >
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <input type="hidden" name="type" value={type} />
      <FormAnswer.Provider value={state}>{children}</FormAnswer.Provider>
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {done}
        </p>
      ) : null}
      <FormError state={state} />
      {confirm ? (
        <Confirm trigger={submit} confirm={confirm.button} cost={confirm.cost} pending={pending} variant={confirm.destructive ? 'danger' : 'primary'} />
      ) : (
        <SubmitButton pending={pending}>{submit}</SubmitButton>
      )}
    </form>
  )
}
