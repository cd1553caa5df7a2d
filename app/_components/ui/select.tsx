import { Field } from './field'

export interface SelectOption {
  value: string
  label: React.ReactNode
}

/**
 * A labelled select. `placeholder` adds a first, unselectable "Choose…" line so that nothing is chosen by
 * default; `none` adds a first line that chooses nothing on purpose ("Nothing", "None").
 */
export function Select({
  label,
  hint,
  error,
  id,
  name,
  options,
  placeholder,
  none,
  defaultValue,
  multiple,
  className,
}: {
  label: React.ReactNode
  hint?: React.ReactNode
  error?: string | string[]
  id?: string
  name: string
  options: readonly SelectOption[]
  placeholder?: string
  none?: string
  defaultValue?: string
  multiple?: boolean
  className?: string
}) {
  const initial = defaultValue ?? (placeholder !== undefined || none !== undefined ? '' : undefined)
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <select name={name} multiple={multiple} defaultValue={multiple ? undefined : initial} {...control}>
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {none !== undefined ? <option value="">{none}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
