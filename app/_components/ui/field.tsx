import { useId } from 'react'
import { FIELD_CLASS } from './field-class'

export interface ControlProps {
  id: string
  className: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * A labelled form control with its hint and its error: the label names the control (htmlFor), the hint
 * and the error are read after it (aria-describedby). `children` draws the control with the given props.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className = '',
  children,
}: {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string | string[]
  id?: string
  className?: string
  children: (control: ControlProps) => React.ReactNode
}) {
  const generated = useId()
  const controlId = id ?? generated
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error]
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = errors.length > 0 ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`block ${className}`.trim()}>
      <label htmlFor={controlId} className="block">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({ id: controlId, className: FIELD_CLASS, 'aria-describedby': describedBy, ...(errorId ? { 'aria-invalid': true as const } : {}) })}
      {errorId ? (
        <p id={errorId} className="text-sm text-red-800">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
