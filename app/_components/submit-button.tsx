'use client'
import { Button, type ButtonVariant } from './ui/button'

/** The button that sends its form, disabled while the form is being sent. */
export function SubmitButton({
  children,
  className = '',
  variant = 'primary',
  pending,
}: {
  children: React.ReactNode
  className?: string
  variant?: ButtonVariant
  pending?: boolean
}) {
  return (
    <Button type="submit" variant={variant} pending={pending} className={className}>
      {children}
    </Button>
  )
}
