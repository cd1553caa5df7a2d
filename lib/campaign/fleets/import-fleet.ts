// R-FLEET-IMPORT: a fleet pasted from a fleet builder's export (Armada Warlords, Ryan Kingston's builder
// / Star Forge, Flagship, Armada Fleet Builder, Armada Fleets Designer), a forum post, a blog or a chat.
// The text is normalised (import/normalise-text.ts), each line read (import/read-lines.ts), and the fleet
// assembled from the readings. Any error refuses the whole import; every other line is accounted for in
// the readings, which the page shows against the text before saving. Prices come from the card data.
import type { Faction } from '@/lib/data/cards/types'
import type { FleetDraft } from './fleet'
import { detectFormat } from './import/detect-format'
import { normaliseText } from './import/normalise-text'
import { readLines } from './import/read-lines'
import type { ImportFormat, Reading, UnmatchedLine } from './import/readings'

export type { ImportErrorReason, ImportFormat, IgnoredReason, Reading, UnmatchedLine } from './import/readings'
export type { PointsNote } from './import/pricing'

export type ImportResult =
  | {
      ok: true
      draft: FleetDraft
      format: ImportFormat
      commanderName: string | null
      readings: Reading[]
      /** Readings of a close spelling, which the player confirms before the fleet is saved. */
      guesses: number
    }
  | { ok: false; problem: 'empty' | 'too-long' }
  /** No line names a ship or squadron card; `line` is the first line that is not blank, read as text. */
  | { ok: false; problem: 'not-a-fleet'; line: { line: number; text: string } | null }
  | { ok: false; problem: 'unmatched'; format: ImportFormat; unmatched: UnmatchedLine[]; readings: Reading[] }

export const MAX_IMPORT_CHARS = 20_000
export const DEFAULT_FLEET_NAME = 'Imported fleet'

const CARD_KINDS = new Set(['ship', 'upgrade', 'squadron', 'commander-card'])

/** Reads a pasted fleet list into a fleet draft of card ids, line by line, or says why it cannot. */
export function importFleetText(text: string, faction: Faction): ImportResult {
  if (text.trim() === '') return { ok: false, problem: 'empty' }
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'too-long' }
  const lines = normaliseText(text)
  const readings = readLines(lines, faction)
  // A fleet names at least one ship or squadron card, even of the wrong faction or points; prose does not.
  const namesCards = readings.some(
    (r) => r.kind === 'ship' || r.kind === 'squadron' || (r.kind === 'error' && r.reason !== 'unknown-card' && r.reason !== 'unknown-objective'),
  )
  if (!namesCards) {
    const first = readings.find((r) => !(r.kind === 'ignored' && r.why === 'blank'))
    return { ok: false, problem: 'not-a-fleet', line: first ? { line: first.line, text: first.text } : null }
  }
  const format = detectFormat(lines)
  const unmatched = readings.flatMap((r) => (r.kind === 'error' ? [{ line: r.line, text: r.text, reason: r.reason }] : []))
  if (unmatched.length > 0) return { ok: false, problem: 'unmatched', format, unmatched, readings }

  const draft: FleetDraft = { name: '', ships: [], squadrons: [], objectives: { assault: null, defense: null, navigation: null } }
  let commanderName: string | null = null
  let customFromCard = false
  const commanderCards: string[] = []
  let ship: FleetDraft['ships'][number] | null = null
  for (const r of readings) {
    switch (r.kind) {
      case 'fleet-name':
        // Kingston's "Name:" line wins over a first line of text.
        if (draft.name === '' || /^name\s*:/i.test(r.text.trim())) draft.name = r.name
        break
      case 'commander-name':
        // A "- Commodore Teshik (0)" card line wins over the Commander: line.
        if (!customFromCard) commanderName = r.name
        if (!/^commander\s*:/i.test(r.text.trim())) customFromCard = true
        break
      case 'commander-card':
        commanderCards.push(r.cardId)
        break
      case 'ship':
        ship = { cardId: r.cardId, flagship: r.flagship, upgrades: [] }
        draft.ships.push(ship)
        break
      case 'upgrade':
        ship?.upgrades.push(r.cardId)
        break
      case 'squadron': {
        const group = draft.squadrons.find((g) => g.cardId === r.cardId)
        if (group) group.count += r.count
        else draft.squadrons.push({ cardId: r.cardId, count: r.count })
        break
      }
      case 'objective':
        draft.objectives[r.category] = r.objectiveId
        break
    }
  }
  // A commander card named on the Commander: line goes on the flagship (or the first ship) unless a ship
  // already lists it, so that the fleet rules can flag it (RitR fleets have no commander card).
  for (const id of commanderCards) {
    if (draft.ships.some((s) => s.upgrades.includes(id))) continue
    ;(draft.ships.find((s) => s.flagship) ?? draft.ships[0])?.upgrades.push(id)
  }
  if (draft.name.trim() === '') draft.name = DEFAULT_FLEET_NAME
  const guesses = readings.filter((r) => CARD_KINDS.has(r.kind) || r.kind === 'objective').filter((r) => 'readAs' in r && r.readAs !== null).length
  return { ok: true, draft, format, commanderName, readings, guesses }
}
