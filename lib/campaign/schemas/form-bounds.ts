// The bounds and field names the forms share with the schemas and the registry's form readers: one
// declaration each, read by the zod schemas, by the decoders (registry/form-fields.ts) and by the pages'
// inputs (maxLength, name). Plain constants, no zod, so that browser components may import them.

/** A player's, a fleet's or a commander's name. */
export const NAME_MAX = 60
/** A campaign's name. */
export const CAMPAIGN_NAME_MAX = 80
/** What a battle token was spent for (R-TOKEN-SPEND). */
export const TOKEN_PURPOSE_MAX = 120
/** The organizer's reason for moving a step on or overriding a value (R-OVERRIDE). */
export const OVERRIDE_REASON_MIN = 3
export const OVERRIDE_REASON_MAX = 200

/** A battle result form's fields, one set per side ('a': the assaulter, 'd': the defender). */
export const RESULT_FIELDS = { score: 'score', destroyed: 'destroyed', retreated: 'retreated', eligibleVeterans: 'veteran' } as const
export type ResultSide = 'a' | 'd'

/** The name of one of a side's result fields ("a-score", "d-destroyed"). */
export function resultFieldName(side: ResultSide, field: keyof typeof RESULT_FIELDS): string {
  return `${side}-${RESULT_FIELDS[field]}`
}
