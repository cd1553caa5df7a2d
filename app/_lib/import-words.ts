// Words for the fleet import (R-FLEET-IMPORT): the builders' names, why a line is ignored or refused,
// and what each line of a pasted list was read as. The functions taking a translator speak the reader's
// language (FleetImport namespace); the English tables below them are kept for callers not switched yet.
import type { ImportErrorReason, ImportFormat, IgnoredReason, Reading } from '@/lib/campaign/browser'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { AppTranslator } from './translator'
import { OBJECTIVE_CATEGORY_NAMES } from './words'

const IMPORT_RULE = 'R-FLEET-IMPORT'
const FLEET_IMPORT_PROBLEMS = ['empty', 'not-a-fleet', 'unconfirmed', 'too-long'] as const
type FleetImportProblem = (typeof FLEET_IMPORT_PROBLEMS)[number]

function isFleetImportProblem(detail: string | undefined): detail is FleetImportProblem {
  return (FLEET_IMPORT_PROBLEMS as readonly (string | undefined)[]).includes(detail)
}

/** "an Armada Warlords list": the builder a pasted list was read as. */
export function importFormatText(t: AppTranslator, format: ImportFormat): string {
  return t(`FleetImport.format.${format}`)
}

/** Why a pasted text is refused as a whole (an unknown problem reads as "not a fleet"). */
export function fleetImportProblemText(t: AppTranslator, problem: string | undefined): string {
  return t(`FleetImport.problem.${isFleetImportProblem(problem) ? problem : 'not-a-fleet'}`, { rule: IMPORT_RULE })
}

/** Why a line could not be read as a card. */
export function importErrorReasonText(t: AppTranslator, reason: string): string {
  return t(`FleetImport.reason.${reason in IMPORT_ERROR_REASONS ? (reason as ImportErrorReason) : 'unrecognised'}`)
}

/** "Nothing was saved: 2 lines could not be read as cards (R-FLEET-IMPORT)." */
export function unmatchedSummaryText(t: AppTranslator, count: number): string {
  return t('FleetImport.unmatched', { count, rule: IMPORT_RULE })
}

/** "Line 3: “Vader (99)”: no card of that name at these points." */
export function unmatchedLineText(t: AppTranslator, u: { line: number; text: string; reason: string }): string {
  return t('FleetImport.unmatchedLine', { line: u.line, text: u.text, reason: importErrorReasonText(t, u.reason) })
}

/** What a pasted line was read as, in the reader's language. */
export function readingText(t: AppTranslator, reading: Reading): ReadingWords {
  const notes: string[] = []
  if ('readAs' in reading && reading.readAs) notes.push(t('FleetImport.reading.readAs', { name: reading.readAs }))
  if ('pointsNote' in reading && reading.pointsNote) {
    notes.push(t('FleetImport.reading.pointsNote', { card: cardNameOf(reading), listed: reading.pointsNote.listed, data: reading.pointsNote.data }))
  }
  if ('remark' in reading && reading.remark) notes.push(t('FleetImport.reading.remarkLeftOut', { remark: reading.remark }))
  switch (reading.kind) {
    case 'fleet-name':
      return { what: t('FleetImport.reading.fleetName', { name: reading.name }), notes, tone: 'card' }
    case 'commander-name':
      return { what: t('FleetImport.reading.commanderName', { name: reading.name }), notes, tone: 'ignored' }
    case 'commander-card': {
      const card = upgradeCard(reading.cardId)
      return { what: t('FleetImport.reading.commanderCard', { card: card?.name ?? reading.cardId, points: card?.points ?? 0 }), notes, tone: 'card' }
    }
    case 'ship': {
      const card = shipCard(reading.cardId)
      const flagship = reading.flagship ? 'yes' : 'no'
      return { what: t('FleetImport.reading.ship', { card: card?.name ?? reading.cardId, points: card?.points ?? 0, flagship }), notes, tone: 'card' }
    }
    case 'upgrade': {
      const card = upgradeCard(reading.cardId)
      return { what: t('FleetImport.reading.upgrade', { card: card?.name ?? reading.cardId, points: card?.points ?? 0 }), notes, tone: 'card' }
    }
    case 'squadron': {
      const card = squadronCard(reading.cardId)
      const points = (card?.points ?? 0) * reading.count
      return { what: t('FleetImport.reading.squadron', { count: reading.count, card: card?.name ?? reading.cardId, points }), notes, tone: 'card' }
    }
    case 'objective': {
      const name = OBJECTIVES.find((o) => o.id === reading.objectiveId)?.name ?? reading.objectiveId
      return { what: t('FleetImport.reading.objective', { category: reading.category, name }), notes, tone: 'card' }
    }
    case 'ignored':
      return { what: t(`FleetImport.ignored.${reading.why}`), notes, tone: 'ignored' }
    case 'error':
      return { what: t('FleetImport.reading.notImported', { reason: importErrorReasonText(t, reading.reason) }), notes, tone: 'error' }
  }
}

/** @deprecated English only: use importFormatText. */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  warlords: 'an Armada Warlords list',
  kingston: 'a Ryan Kingston / Star Forge list',
  flagship: 'a Flagship list',
  'fleet-builder': 'an Armada Fleet Builder list',
  'fleets-designer': 'an Armada Fleets Designer list',
  plain: 'a hand-written list',
}

/** @deprecated English only: use fleetImportProblemText. */
export const IMPORT_PROBLEMS: Record<string, string> = {
  empty: 'Paste the text your fleet builder exported.',
  'not-a-fleet': 'This text names no ship or squadron card: paste a fleet list, one card per line with its points (R-FLEET-IMPORT).',
  unconfirmed:
    'Nothing was saved: some names were read as close spellings of cards. Check them in the preview, then tick “I checked the names read as other cards” (R-FLEET-IMPORT).',
  'too-long': 'This text is too long to be a fleet.',
}

/** @deprecated English only: use importErrorReasonText. */
export const IMPORT_ERROR_REASONS: Record<ImportErrorReason, string> = {
  'unknown-card': 'no card of that name',
  'other-faction': 'a card of the other faction',
  'points-mismatch': 'no card of that name at these points',
  'no-points': 'a card without its points: write them in brackets, e.g. “(7)”',
  'no-ship': 'an upgrade before any ship',
  'unknown-objective': 'no objective of that name',
}

const IGNORED_REASONS: Record<IgnoredReason, string> = {
  blank: 'blank',
  header: 'ignored: a header of the list',
  subtotal: 'ignored: a total, recomputed from the card data',
  separator: 'ignored: a separator',
  prose: 'ignored: text before the fleet',
  remark: 'ignored: a remark, no card',
}

export interface ReadingWords {
  /** What the line was read as. */
  what: string
  /** Notes to check: a close spelling, another points value, words left out. */
  notes: string[]
  tone: 'card' | 'ignored' | 'error'
}

/** @deprecated English only: use readingText. */
export function readingWords(reading: Reading): ReadingWords {
  const notes: string[] = []
  if ('readAs' in reading && reading.readAs) notes.push(`Read as “${reading.readAs}”: check the name.`)
  if ('pointsNote' in reading && reading.pointsNote) {
    const name = cardNameOf(reading)
    notes.push(`${name}: ${reading.pointsNote.listed} in the list, ${reading.pointsNote.data} in this campaign’s card data.`)
  }
  if ('remark' in reading && reading.remark) notes.push(`“${reading.remark}” left out.`)
  switch (reading.kind) {
    case 'fleet-name':
      return { what: `Fleet name: ${reading.name}`, notes, tone: 'card' }
    case 'commander-name':
      return { what: `Task force commander: ${reading.name} (not saved by the import: name the commander above)`, notes, tone: 'ignored' }
    case 'commander-card': {
      const card = upgradeCard(reading.cardId)
      return { what: `Commander card: ${card?.name} (${card?.points}), on the flagship`, notes, tone: 'card' }
    }
    case 'ship': {
      const card = shipCard(reading.cardId)
      return { what: `Ship: ${card?.name} (${card?.points})${reading.flagship ? ', flagship' : ''}`, notes, tone: 'card' }
    }
    case 'upgrade': {
      const card = upgradeCard(reading.cardId)
      return { what: `Upgrade: ${card?.name} (${card?.points})`, notes, tone: 'card' }
    }
    case 'squadron': {
      const card = squadronCard(reading.cardId)
      return { what: `Squadron: ${reading.count} × ${card?.name} (${(card?.points ?? 0) * reading.count})`, notes, tone: 'card' }
    }
    case 'objective': {
      const name = OBJECTIVES.find((o) => o.id === reading.objectiveId)?.name ?? reading.objectiveId
      return { what: `${OBJECTIVE_CATEGORY_NAMES[reading.category]} objective: ${name}`, notes, tone: 'card' }
    }
    case 'ignored':
      return { what: IGNORED_REASONS[reading.why], notes, tone: 'ignored' }
    case 'error':
      return { what: `Not imported: ${IMPORT_ERROR_REASONS[reading.reason]}`, notes, tone: 'error' }
  }
}

function cardNameOf(reading: Reading): string {
  if (reading.kind === 'ship') return shipCard(reading.cardId)?.name ?? reading.cardId
  if (reading.kind === 'squadron') return squadronCard(reading.cardId)?.name ?? reading.cardId
  if (reading.kind === 'upgrade' || reading.kind === 'commander-card') return upgradeCard(reading.cardId)?.name ?? reading.cardId
  return ''
}
