// Arranging a declared battle's game (R-SCHEDULE): a time and a place proposed by one side, accepted or
// answered with another by the other. Public: both teams see the declared battles. Open once the defender
// is named (strategy phase) until the battle phase ends; never owed.
import { acceptGame, proposeGame } from '../schedule/battle-schedule'
import { wallTimeToInstant } from '../schedule/wall-time'
import { acceptGameCommandSchema, proposeGameCommandSchema } from '../schemas/schedule-schemas'
import { defineCommand, NO_REDACTION, NOT_OWED, PUBLIC, type FormFields } from './define'

/** The form's day and hour, typed on the person's own clock, read in the zone their browser sent. */
function startsAtFrom(f: FormFields, prefix = ''): string {
  const key = (k: string) => (prefix ? `${prefix}${k.charAt(0).toUpperCase()}${k.slice(1)}` : k)
  if (f.text(key('startsAt'))) return f.text(key('startsAt'))
  return wallTimeToInstant(f.text('date'), f.text('time'), f.text('timeZone') || 'UTC') ?? ''
}

function venueFrom(f: FormFields, prefix = ''): unknown {
  const where = f.text(prefix ? `${prefix}Where` : 'where')
  return where === 'online' ? { kind: 'online' } : { kind: 'place', place: f.text(prefix ? `${prefix}Place` : 'place') }
}

export const SCHEDULE_COMMANDS = [
  defineCommand(proposeGameCommandSchema, {
    phases: ['strategy', 'battle'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    // Any player may send it; the engine refuses, with its reason, anyone who does not play the battle.
    mayIssue: () => true,
    apply: (s, c, actor) => proposeGame(s, actor, c.battleId, { startsAt: c.startsAt, venue: c.venue }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'propose-game', battleId: f.text('battleId'), startsAt: startsAtFrom(f), venue: venueFrom(f) }),
  }),
  defineCommand(acceptGameCommandSchema, {
    phases: ['strategy', 'battle'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: () => true,
    apply: (s, c, actor) => acceptGame(s, actor, c.battleId, c.seen),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'accept-game', battleId: f.text('battleId'), seen: { startsAt: startsAtFrom(f, 'seen'), venue: venueFrom(f, 'seen') } }),
  }),
] as const
