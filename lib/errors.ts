// Expected failures travel as AppError from the use cases to the edge, where actions turn them into
// form state and route handlers into HTTP statuses. Anything else is a bug and is thrown on.
import type { RuleViolation } from './campaign/violations'

export type AppErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'VALIDATION' | 'RULE_VIOLATION' | 'BAD_FILE' | 'BAD_IMPORT' | 'TOO_MANY'

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  VALIDATION: 422,
  RULE_VIOLATION: 422,
  BAD_FILE: 400,
  BAD_IMPORT: 422,
  TOO_MANY: 429,
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** A detail key the UI words (e.g. 'stale-version', 'not-json'); never shown raw. */
    readonly detail?: string,
    readonly violations: RuleViolation[] = [],
    /** For a fleet import: the lines that could not be read as cards, with their reasons. */
    readonly unmatched: { line: number; text: string; reason: string }[] = [],
    /** For a campaign file: the first history entry (numbered from 1) that is refused. */
    readonly entry?: number,
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`)
    this.name = 'AppError'
  }
}
