'use client'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { useFormStatus } from 'react-dom'
import { useTranslations } from 'next-intl'
import { Button, buttonClass, type ButtonVariant } from './button'

/** What a confirmation says the action will cost: one sentence, or one per value of a field of the same form. */
export type ConfirmCost = { text: string } | { field: string; byValue: Record<string, string>; otherwise?: string }

const noSubscription = () => () => {}

/**
 * A destructive action that asks before it acts. The first button only opens the question, which says what
 * the action will cost; the action is sent by the second button, and Cancel (or Escape) closes the question
 * with nothing sent. Placed in a form, in place of its submit button.
 */
export function Confirm({
  trigger,
  confirm,
  cost,
  pending,
  variant = 'danger',
}: {
  trigger: string
  confirm: string
  cost: ConfirmCost
  pending?: boolean
  variant?: ButtonVariant
}) {
  const t = useTranslations('Ui')
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState<string | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const wasPending = useRef(false)
  // Set when the question is answered yes: only that sending closes it (a page may be busy for other reasons,
  // such as a refit's preview checked again after another player's change, while the question stands).
  const answered = useRef(false)
  const id = useId()
  const status = useFormStatus()
  const busy = pending ?? status.pending

  // The cost of the value chosen in the form, kept up to date while the question is open.
  useEffect(() => {
    if (!open || !('field' in cost)) return
    const form = triggerRef.current?.form
    if (!form) return
    const read = () => {
      const element = form.elements.namedItem(cost.field)
      setValue(element && 'value' in element ? String(element.value) : null)
    }
    read()
    form.addEventListener('change', read)
    return () => form.removeEventListener('change', read)
  }, [open, cost])

  useEffect(() => {
    if (open) confirmRef.current?.focus()
  }, [open])

  // Once the form has been sent, the question has been answered.
  useEffect(() => {
    if (wasPending.current && !busy && answered.current) {
      answered.current = false
      setOpen(false)
    }
    wasPending.current = busy
  }, [busy])

  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }
  // Red only for what destroys something; a step that only asks first (it gives up a choice) looks like any other step.
  const box = variant === 'danger' ? 'border-red-700 bg-red-50' : 'border-amber-700 bg-amber-50'
  const ink = variant === 'danger' ? 'text-red-900' : 'text-amber-950'
  const text = 'text' in cost ? cost.text : ((value !== null ? cost.byValue[value] : undefined) ?? cost.otherwise ?? '')
  // Until the page runs its script (or in a browser without one) the question is a disclosure the browser
  // opens by itself, listing what each choice costs.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!live) {
    return (
      <details className="space-y-2">
        <summary className={`${buttonClass(variant)} inline-block cursor-pointer list-none`}>{trigger}</summary>
        <div className={`mt-2 space-y-2 rounded border p-3 ${box}`}>
          {'text' in cost ? (
            <p className={`font-semibold ${ink}`}>{cost.text}</p>
          ) : (
            <ul className={`list-disc pl-5 font-semibold ${ink}`}>
              {Object.entries(cost.byValue).map(([key, line]) => (
                <li key={key}>{line}</li>
              ))}
            </ul>
          )}
          <Button type="submit" variant={variant} pending={busy} onClick={() => (answered.current = true)}>
            {confirm}
          </Button>
        </div>
      </details>
    )
  }

  return (
    <div className="space-y-2">
      <Button
        ref={triggerRef}
        type="button"
        variant={open ? 'secondary' : variant}
        aria-expanded={open}
        aria-controls={`${id}-question`}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {trigger}
      </Button>
      {open ? (
        <div
          id={`${id}-question`}
          role="group"
          aria-labelledby={`${id}-cost`}
          className={`space-y-2 rounded border p-3 ${box}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
          }}
        >
          <p id={`${id}-cost`} className={`font-semibold ${ink}`}>
            {text}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmRef} type="submit" variant={variant} pending={busy} aria-describedby={`${id}-cost`} onClick={() => (answered.current = true)}>
              {confirm}
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
