// Words for a pasted fleet list refused (R-FLEET-IMPORT): why the text as a whole, or each line that could
// not be read as a card, in the reader's language (FleetImport namespace). What each line was read as is
// worded by the fleet page's preview (fleets/[fleetId]/_components/reading-words.ts).
import type { ImportErrorReason } from '@/lib/campaign/browser'
import type { AppTranslator } from './translator'

const IMPORT_RULE = 'R-FLEET-IMPORT'
const FLEET_IMPORT_PROBLEMS = ['empty', 'not-a-fleet', 'unconfirmed', 'too-long'] as const
type FleetImportProblem = (typeof FLEET_IMPORT_PROBLEMS)[number]

const IMPORT_ERROR_REASONS: readonly ImportErrorReason[] = [
  'unknown-card',
  'other-faction',
  'points-mismatch',
  'not-in-era',
  'no-points',
  'no-ship',
  'unknown-objective',
]

function isFleetImportProblem(detail: string | undefined): detail is FleetImportProblem {
  return (FLEET_IMPORT_PROBLEMS as readonly (string | undefined)[]).includes(detail)
}

/** Why a pasted text is refused as a whole (an unknown problem reads as "not a fleet"). */
export function fleetImportProblemText(t: AppTranslator, problem: string | undefined): string {
  return t(`FleetImport.problem.${isFleetImportProblem(problem) ? problem : 'not-a-fleet'}`, { rule: IMPORT_RULE })
}

/** Why a line could not be read as a card. */
export function importErrorReasonText(t: AppTranslator, reason: string): string {
  return t(`FleetImport.reason.${(IMPORT_ERROR_REASONS as readonly string[]).includes(reason) ? (reason as ImportErrorReason) : 'unrecognised'}`)
}

/** "Nothing was saved: 2 lines could not be read as cards (R-FLEET-IMPORT)." */
export function unmatchedSummaryText(t: AppTranslator, count: number): string {
  return t('FleetImport.unmatched', { count, rule: IMPORT_RULE })
}

/** "Line 3: “Vader (99)”: no card of that name at these points." */
export function unmatchedLineText(t: AppTranslator, u: { line: number; text: string; reason: string }): string {
  return t('FleetImport.unmatchedLine', { line: u.line, text: u.text, reason: importErrorReasonText(t, u.reason) })
}
