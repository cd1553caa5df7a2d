'use client'
import { useFormStatus } from 'react-dom'

// The look of each kind of button, kept here so a change of colour or size is made once.
const VARIANTS = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700',
  secondary: 'border border-slate-500 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'bg-red-800 text-white hover:bg-red-700',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export const BUTTON_BASE = 'min-h-11 rounded px-4 py-2 font-semibold disabled:opacity-60'

export function buttonClass(variant: ButtonVariant = 'primary', className = '') {
  return `${BUTTON_BASE} ${VARIANTS[variant]} ${className}`.trim()
}

/**
 * A button of one of three kinds. While its form is being sent it is disabled: `pending` when the form
 * sends itself through a transition, otherwise the form's own status.
 */
export function Button({
  variant = 'primary',
  pending,
  className = '',
  type = 'submit',
  disabled,
  children,
  ...rest
}: { variant?: ButtonVariant; pending?: boolean } & React.ComponentProps<'button'>) {
  const status = useFormStatus()
  const busy = pending ?? status.pending
  return (
    <button type={type} disabled={busy || disabled} aria-disabled={busy || disabled} className={buttonClass(variant, className)} {...rest}>
      {children}
    </button>
  )
}
