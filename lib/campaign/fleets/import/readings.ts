// R-FLEET-IMPORT: what the importer made of each line of a pasted list. Every line is read as a card,
// a header, a line ignored for a stated reason, or an error with its reason: nothing is dropped unsaid.
import type { ObjectiveCategory } from '../fleet'
import type { PointsNote } from './pricing'

export type ImportFormat = 'warlords' | 'star-forge' | 'kingston' | 'flagship' | 'fleet-builder' | 'fleets-designer' | 'plain'

export type ImportErrorReason =
  | 'unknown-card'
  | 'other-faction'
  | 'points-mismatch'
  /** A card published after the campaign's points era (R-FLEET-ERA). */
  | 'not-in-era'
  /** A card named with no points: the list cannot be checked against it. */
  | 'no-points'
  /** An upgrade before any ship. */
  | 'no-ship'
  | 'unknown-objective'

export type IgnoredReason =
  | 'blank'
  /** A builder header that carries nothing for the fleet (author, faction, points used, "Squadrons:"). */
  | 'header'
  /** A subtotal or total: the app recomputes them from its card data. */
  | 'subtotal'
  | 'separator'
  /** Text before the fleet. */
  | 'prose'
  /** Text among the cards that names no card. */
  | 'remark'

interface CardReading {
  cardId: string
  /** The card name the spelling was read as, when it was only a close spelling: to be confirmed. */
  readAs: string | null
  pointsNote: PointsNote | null
  /** The player's own words after the card, ignored ("as USS Washington"). */
  remark: string | null
}

export type ReadingContent =
  | { kind: 'fleet-name'; name: string }
  /** The RitR task force commander's own name (not a card). */
  | { kind: 'commander-name'; name: string }
  /** A commander card named on a "Commander:" line. */
  | ({ kind: 'commander-card' } & CardReading)
  | ({ kind: 'ship'; flagship: boolean } & CardReading)
  | ({ kind: 'upgrade' } & CardReading)
  | ({ kind: 'squadron'; count: number } & CardReading)
  | { kind: 'objective'; category: ObjectiveCategory; objectiveId: string; readAs: string | null }
  | { kind: 'ignored'; why: IgnoredReason }
  | { kind: 'error'; reason: ImportErrorReason }

export type Reading = {
  /** 1-based number of the pasted line (the first one, for a card split over several). */
  line: number
  lastLine: number
  /** The pasted text this reading covers. */
  text: string
} & ReadingContent

export interface UnmatchedLine {
  line: number
  text: string
  reason: ImportErrorReason
}
