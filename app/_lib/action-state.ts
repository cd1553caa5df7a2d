// What a form action answers: nothing yet, success (with optional data), or an error to show.
export type ActionState<T = undefined> =
  | { status: 'idle' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; violations?: string[]; fieldErrors?: Record<string, string[]>; values?: Record<string, string> }

export const idle = { status: 'idle' } as const

/** The submitted text fields, sent back with an error so the form keeps what the person typed. */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$') && key !== 'passphrase') values[key] = value.slice(0, 20000)
  return values
}

export function withValues<T>(state: ActionState<T>, formData: FormData): ActionState<T> {
  return state.status === 'error' ? { ...state, values: submittedValues(formData) } : state
}
