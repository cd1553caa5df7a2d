'use client'
// One change of the refit editor as a small form: its fields (a select, or none) and its button. Nothing is
// sent: the change joins the player's unsaved edit, read from the form's fields.
import { Button } from '@/app/_components/ui/button'

export function ChangeForm({
  label,
  button,
  buttonLabel,
  onChange,
  disabled,
  variant = 'secondary',
  children,
}: {
  /** The form's accessible name. */
  label: string
  /** The button's visible text, and its fuller accessible name when the text alone is ambiguous. */
  button: string
  buttonLabel?: string
  onChange: (fields: FormData) => void
  disabled?: boolean
  variant?: 'secondary' | 'danger-secondary' | 'primary'
  children?: React.ReactNode
}) {
  return (
    <form
      aria-label={label}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onChange(new FormData(event.currentTarget))
      }}
    >
      {children}
      <Button type="submit" size="sm" variant={variant} disabled={disabled} aria-label={buttonLabel}>
        {button}
      </Button>
    </form>
  )
}
