import type { ActionState } from '@/app/_lib/action-state'

/** The error of a form action, announced to screen readers. */
export function FormError({ state }: { state: ActionState<unknown> }) {
  if (state.status !== 'error') return null
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
      <p className="font-semibold">{state.message}</p>
      {state.violations && state.violations.length > 0 && state.violations[0] !== state.message ? (
        <ul className="mt-1 list-disc pl-5">
          {state.violations.map((v) => (
            <li key={v}>{v}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors || errors.length === 0) return null
  return (
    <p id={id} className="text-sm text-red-800">
      {errors.join(' ')}
    </p>
  )
}
