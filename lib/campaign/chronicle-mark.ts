// R-HIST: a history entry's place in the chronicle (act, turn, phase, the battle it is about), as the
// database stores it beside the entry (db/schema/history-entries.ts). Plain data; views/chronicle.ts works
// it out from the states around the command.
import type { Phase, TeamId } from './state'

/** The kinds the history's filter files entries under. */
export const CHRONICLE_KINDS = ['setup', 'strategy', 'battle', 'management', 'organizer'] as const
export type ChronicleKind = (typeof CHRONICLE_KINDS)[number]

export interface ChronicleBattle {
  id: string
  systemId: string
  assaulter: { playerId: string; team: TeamId }
  defender: { playerId: string; team: TeamId } | null
  /**
   * Set on the command that applied the result. `defenderHeld`: the defending team held the system then
   * (absent from entries placed before it was recorded).
   */
  outcome?: { winner: TeamId; assaulterScore: number; defenderScore: number; defenderHeld?: boolean }
}

export interface ChronicleMark {
  act: number
  turn: number
  phase: Phase
  battle?: ChronicleBattle
  /** A refit's cards placed in the fleet (card ids, in order): its team's history names them. Absent before it was recorded. */
  cards?: string[]
}

/** An entry's mark and the kind the filter files it under, stored with the entry. */
export interface ChroniclePlace {
  mark: ChronicleMark | null
  kind: ChronicleKind
}
