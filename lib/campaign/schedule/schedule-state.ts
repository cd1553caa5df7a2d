// A declared battle's game arrangement as the campaign state holds it (R-SCHEDULE): types only, so that the
// battle's state type and the rules that change it both import it.
import type { PlayerId } from '../ids'

/** The longest place a proposal may name ("at the club", an address). */
export const PLACE_MAX = 80

export type GameVenue = { kind: 'online' } | { kind: 'place'; place: string }

export interface GameSlot {
  /** The instant the game starts, ISO 8601 in UTC ("2026-10-25T19:00:00.000Z"). */
  startsAt: string
  venue: GameVenue
}

export interface BattleSchedule {
  /** The time and place both sides agreed, until another proposal is accepted. */
  agreed: GameSlot | null
  /** The latest proposal waiting for an answer, and who made it. */
  proposal: (GameSlot & { by: PlayerId | 'organizer' }) | null
}
