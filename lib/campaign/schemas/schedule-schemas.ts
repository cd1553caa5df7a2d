// The command schemas of arranging a declared battle's game (R-SCHEDULE): a time and a place proposed by one
// side, accepted or answered with another by the other.
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { PLACE_MAX } from '../schedule/schedule-state'
import { battleId } from './schema-fields'

/** An instant in UTC as ISO 8601 writes it, within this century. */
const startsAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/)
  .refine((s) => {
    const ms = Date.parse(s)
    return Number.isFinite(ms) && ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(2100, 0, 1)
  })
const venue = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('online') }),
  z.object({ kind: z.literal('place'), place: z.string().trim().min(1).max(PLACE_MAX) }),
])
const slot = z.object({ startsAt, venue })

export const proposeGameCommandSchema = z.object({ type: z.literal('propose-game'), battleId, startsAt, venue })
/** `seen`: the proposal accepted, as the page showed it; refused when another replaced it since. */
export const acceptGameCommandSchema = z.object({ type: z.literal('accept-game'), battleId, seen: slot })

export type ProposeGameCommand = z.infer<typeof proposeGameCommandSchema>
export type AcceptGameCommand = z.infer<typeof acceptGameCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const SCHEDULE_COMMAND_SCHEMAS = [proposeGameCommandSchema, acceptGameCommandSchema] as const
