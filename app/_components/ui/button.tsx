'use client'
import { useFormStatus } from 'react-dom'

import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class'

export { buttonClass, type ButtonSize, type ButtonVariant }

/**
 * A button of one of four kinds. While its form is being sent it is disabled: `pending` when the form
 * sends itself through a transition, otherwise the form's own status.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  pending,
  className = '',
  type = 'submit',
  disabled,
  children,
  ...rest
}: { variant?: ButtonVariant; size?: ButtonSize; pending?: boolean } & React.ComponentProps<'button'>) {
  const status = useFormStatus()
  const busy = pending ?? status.pending
  return (
    <button type={type} disabled={busy || disabled} aria-disabled={busy || disabled} className={buttonClass(variant, size, className)} {...rest}>
      {children}
    </button>
  )
}
