// What a form action answers: nothing yet, success (with optional data), or an error to show.
import type { RuleViolation } from '@/lib/campaign/violations'

export type ActionState<T = undefined> =
  | { status: 'idle' }
  | { status: 'ok'; data: T }
  | { status: 'error'; message: string; violations?: string[]; fieldErrors?: Record<string, string[]> }

export const idle = { status: 'idle' } as const

export type { RuleViolation }
