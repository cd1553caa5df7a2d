// R-FLEET-IMPORT: a fleet pasted from a fleet builder's text export (Armada Warlords, Ryan Kingston's
// builder / Star Forge, Flagship), see armada-data/EXPORT-FORMATS.md §2. Every card line must match the
// card data by (normalised name, points), or the import is refused with the unmatched lines named.
// Exported subtotals are never trusted: totals are recomputed from the card data elsewhere.
import { BUILDER_NAME_ALIASES } from '@/lib/data/cards/builder-aliases'
import { SHIP_CARDS, SQUADRON_CARDS, UPGRADE_CARDS } from '@/lib/data/cards'
import type { Faction, UpgradeSlot } from '@/lib/data/cards/types'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { FleetDraft, ObjectiveCategory } from './fleet'

export type ImportDialect = 'warlords' | 'kingston' | 'flagship'
export type UnmatchedReason = 'unknown-card' | 'other-faction' | 'points-mismatch'
export interface UnmatchedLine {
  /** 1-based line number in the pasted text. */
  line: number
  /** The line, trimmed. */
  text: string
  reason: UnmatchedReason
}

export type ImportResult =
  | { ok: true; draft: FleetDraft; dialect: ImportDialect; commanderName: string | null }
  | { ok: false; problem: 'empty' | 'not-a-fleet' | 'too-long' }
  | { ok: false; problem: 'unmatched'; dialect: ImportDialect; unmatched: UnmatchedLine[] }

export const MAX_IMPORT_CHARS = 20_000
export const DEFAULT_FLEET_NAME = 'Imported fleet'

// ---------------------------------------------------------------------------------------------------
// Names

/** Lower-case, letters and digits only ("Victory I-Class" and "Victory I-class" become equal). */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

type SlotHint = 'Commander' | 'Officer'

/** Normalised alias → normalised data name, with the slot a "[Commander]"/"[Officer]" suffix names. */
const ALIASES: ReadonlyMap<string, { name: string; slot: SlotHint | null }> = new Map(
  Object.entries(BUILDER_NAME_ALIASES).map(([from, to]) => {
    const m = /^(.*?)\s*\[(Commander|Officer)\]\s*$/i.exec(to)
    const slot = m ? ((m[2]!.toLowerCase() === 'commander' ? 'Commander' : 'Officer') as SlotHint) : null
    return [normaliseName(from), { name: normaliseName(m ? m[1]! : to), slot }]
  }),
)

/** The normalised names a builder's name may stand for, and the slot its suffix names. */
function resolveName(raw: string): { names: string[]; slot: SlotHint | null } {
  const direct = ALIASES.get(normaliseName(raw))
  if (direct) return { names: [direct.name], slot: direct.slot }
  let name = raw.trim()
  let slot: SlotHint | null = null
  const suffix = /\s*\((com|off)\)\s*$/i.exec(name)
  if (suffix) {
    slot = suffix[1]!.toLowerCase() === 'com' ? 'Commander' : 'Officer'
    name = name.slice(0, suffix.index)
  }
  const pieces = [name]
  // "Ace - Squadron type" (Star Forge), "Ship name - Pilot" (AFB).
  if (/\s[-–]\s/.test(name)) pieces.push(...name.split(/\s[-–]\s/))
  const names: string[] = []
  for (const piece of pieces) {
    const key = normaliseName(piece)
    const alias = ALIASES.get(key)
    if (alias) {
      names.push(alias.name)
      slot ??= alias.slot
    } else if (key) names.push(key)
  }
  return { names, slot }
}

// ---------------------------------------------------------------------------------------------------
// Card indexes: normalised name → cards of that name (several for Leia commander / officer etc.)

interface Indexed {
  id: string
  faction: Faction | null
  points: number
  slots?: readonly UpgradeSlot[]
}

function index<T extends Indexed>(cards: readonly T[], keysOf: (card: T) => string[]): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const card of cards) {
    for (const key of new Set(keysOf(card))) {
      const list = map.get(key)
      if (list) list.push(card)
      else map.set(key, [card])
    }
  }
  return map
}

const SHIPS = index(SHIP_CARDS, (c) => [normaliseName(c.name)])
const UPGRADES = index(UPGRADE_CARDS, (c) => [normaliseName(c.name)])
const SQUADRONS = index(SQUADRON_CARDS, (c) => {
  const name = normaliseName(c.name)
  if (c.unique) return [name]
  // Generics: with or without a trailing "Squadron(s)", and the plain plural ("TIE Fighter Squadrons").
  const base = name.endsWith('squadron') ? name.slice(0, -'squadron'.length) : name
  return [name, `${name}s`, base, `${base}squadron`, `${base}squadrons`].filter((k) => k.length > 0)
})

type CardKind = 'ship' | 'upgrade' | 'squadron'
type Match = { ok: true; id: string } | { ok: false; reason: UnmatchedReason }

function matchCard(kind: CardKind, rawName: string, points: number, count: number, faction: Faction): Match {
  const { names, slot } = resolveName(rawName)
  const table = kind === 'ship' ? SHIPS : kind === 'upgrade' ? UPGRADES : SQUADRONS
  let byName: Indexed[] = []
  for (const name of names) {
    for (const card of table.get(name) ?? []) if (!byName.includes(card)) byName.push(card)
  }
  if (byName.length === 0) return { ok: false, reason: 'unknown-card' }
  if (slot) {
    const inSlot = byName.filter((c) => c.slots?.includes(slot))
    if (inSlot.length > 0) byName = inSlot
  }
  const pointsFit = (c: Indexed) => c.points === points || (kind === 'squadron' && c.points * count === points)
  const ours = (c: Indexed) => c.faction === null || c.faction === faction
  const fitting = byName.filter(pointsFit)
  const own = fitting.find(ours)
  if (own) return { ok: true, id: own.id }
  if (fitting.length > 0) return { ok: false, reason: 'other-faction' }
  return { ok: false, reason: byName.some(ours) ? 'points-mismatch' : 'other-faction' }
}

/** A Commander-slot card by name alone (a `Commander:` header carries no points, or optional ones). */
function matchCommanderCard(rawName: string, points: number | null, faction: Faction): Match {
  const { names } = resolveName(rawName)
  const byName = names.flatMap((n) => UPGRADES.get(n) ?? []).filter((c) => c.slots.includes('Commander'))
  if (byName.length === 0) return { ok: false, reason: 'unknown-card' }
  const fitting = points === null ? byName : byName.filter((c) => c.points === points)
  const own = fitting.find((c) => c.faction === null || c.faction === faction)
  if (own) return { ok: true, id: own.id }
  if (fitting.length > 0) return { ok: false, reason: 'other-faction' }
  return { ok: false, reason: byName.some((c) => c.faction === null || c.faction === faction) ? 'points-mismatch' : 'other-faction' }
}

const OBJECTIVE_BY_NAME: ReadonlyMap<string, string> = new Map(
  OBJECTIVES.filter((o) => o.category === 'assault' || o.category === 'defense' || o.category === 'navigation').map((o) => [
    `${o.category}:${normaliseName(o.name)}`,
    o.id,
  ]),
)

// ---------------------------------------------------------------------------------------------------
// Lines

interface Line {
  /** 1-based. */
  number: number
  /** Trimmed original text (reported back). */
  text: string
  /** Whitespace collapsed to single spaces, trimmed (parsed). */
  flat: string
}

function splitLines(text: string): Line[] {
  return text.split(/\r\n|\r|\n/).map((raw, i) => {
    const spaced = raw.replace(/[\u00a0\u2007\u202f\u2000-\u200a\u3000\ufeff]/g, ' ')
    return { number: i + 1, text: spaced.trim(), flat: spaced.replace(/\s+/g, ' ').trim() }
  })
}

const FLAGSHIP_MARKER = /^\[\s*flagship\s*\]\s*/i
/** A trailing "(N)", "(N points)", "( N\t points)". */
const POINTS_SUFFIX = /\s*\(\s*(\d+)\s*(?:points?|pts)?\s*\)\s*$/i
const BULLET = /^(?:[-•·*]|\u2022)\s*/
const SUBTOTAL = /^=/
const SEPARATOR = /^[=\-_*~]{3,}$/
/** "4 ", "2 x ", "2x " before a squadron name. */
const COUNT_PREFIX = /^(\d+)\s*x?\s+(?=\D)/i

function detectDialect(lines: Line[]): ImportDialect | null {
  const flats = lines.map((l) => l.flat)
  if (flats.some((l) => /^=\s*\d+\s*total (ship|squadron) cost$/i.test(l))) return 'warlords'
  const hasName = flats.some((l) => /^name\s*:/i.test(l))
  if (hasName && flats.some((l) => l.startsWith('•') || /^=\s*\d+\s*Points$/.test(l))) return 'kingston'
  if (flats.some((l) => FLAGSHIP_MARKER.test(l) || /^=\s*\d+\s*points$/.test(l))) return 'flagship'
  // Kingston without upgrades or bullets still writes "= N Points" (any case accepted once Name: is there).
  if (hasName && flats.some((l) => /^=\s*\d+\s*points$/i.test(l))) return 'kingston'
  return null
}

type HeaderKey = 'name' | 'commander' | ObjectiveCategory | 'ignored'

function headerLine(flat: string): { key: HeaderKey; value: string } | null {
  const m = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/.exec(flat)
  if (!m) return null
  const label = m[1]!.toLowerCase()
  const value = m[2]!.trim()
  if (label === 'name') return { key: 'name', value }
  if (label === 'commander') return { key: 'commander', value }
  if (label === 'assault' || label === 'assault objective') return { key: 'assault', value }
  if (label === 'defense' || label === 'defence' || label === 'defense objective' || label === 'defence objective')
    return { key: 'defense', value }
  if (label === 'navigation' || label === 'navigation objective') return { key: 'navigation', value }
  if (['author', 'faction', 'points', 'total points', 'squadrons', 'squadron points'].includes(label))
    return { key: 'ignored', value }
  return null
}

const isNone = (value: string) => value === '' || /^(none|-+)$/i.test(value)

// ---------------------------------------------------------------------------------------------------

/** Parses a builder's text export into a fleet draft of card ids, or says why it cannot. */
export function importFleetText(text: string, faction: Faction): ImportResult {
  if (text.trim() === '') return { ok: false, problem: 'empty' }
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, problem: 'too-long' }
  const lines = splitLines(text)
  const dialect = detectDialect(lines)
  if (!dialect) return { ok: false, problem: 'not-a-fleet' }

  const unmatched: UnmatchedLine[] = []
  const miss = (line: Line, reason: UnmatchedReason) => unmatched.push({ line: line.number, text: line.text, reason })
  const draft: FleetDraft = {
    name: '',
    ships: [],
    squadrons: [],
    objectives: { assault: null, defense: null, navigation: null },
  }
  let commanderName: string | null = null
  let customCommanderLine = false
  let commanderCard: { id: string } | null = null
  let cardLines = 0
  let inBody = false
  let inSquadrons = false
  /** The ship upgrade lines attach to. */
  let ship: FleetDraft['ships'][number] | null = null
  /** The current ship's own line did not match: its upgrade lines are still checked, then dropped. */
  let shipFailed = false

  const addSquadron = (cardId: string, count: number) => {
    const group = draft.squadrons.find((g) => g.cardId === cardId)
    if (group) group.count += count
    else draft.squadrons.push({ cardId, count })
  }
  const squadronLine = (line: Line, name: string, points: number, count: number) => {
    const match: Match = count > 0 ? matchCard('squadron', name, points, count, faction) : { ok: false, reason: 'unknown-card' }
    if (match.ok) addSquadron(match.id, count)
    else miss(line, match.reason)
    ship = null
    shipFailed = false
  }

  for (const line of lines) {
    const flat = line.flat
    if (flat === '' || SEPARATOR.test(flat) || SUBTOTAL.test(flat)) continue

    const header = headerLine(flat)
    if (header) {
      if (header.key === 'ignored') {
        if (/^squadrons\s*:/i.test(flat)) {
          inSquadrons = true
          ship = null
          shipFailed = false
        }
        continue
      }
      if (header.key === 'name') {
        if (dialect === 'kingston' || draft.name === '') draft.name = header.value
        continue
      }
      if (header.key === 'commander') {
        const value = header.value.replace(/\[[^\]]*\]/g, '').trim()
        if (isNone(value)) continue
        const pts = POINTS_SUFFIX.exec(value)
        const name = pts ? value.slice(0, pts.index).trim() : value
        const match = matchCommanderCard(name, pts ? Number(pts[1]) : null, faction)
        if (match.ok) commanderCard = { id: match.id }
        else if (match.reason === 'unknown-card') {
          // Not a card: the RitR task force commander's own name.
          if (!customCommanderLine) commanderName = name
        } else miss(line, match.reason)
        continue
      }
      const category = header.key
      const value = header.value.replace(/\[[^\]]*\]/g, '').trim()
      if (isNone(value)) continue
      const id = OBJECTIVE_BY_NAME.get(`${category}:${normaliseName(value)}`)
      if (id) draft.objectives[category] = id
      else miss(line, 'unknown-card')
      continue
    }

    const pointsMatch = POINTS_SUFFIX.exec(flat)
    const bullet = BULLET.exec(flat)
    const marker = FLAGSHIP_MARKER.test(flat)
    const body = pointsMatch ? flat.slice(0, pointsMatch.index).trim() : flat

    // The fleet name: the first line of Warlords and Flagship exports (unless it is plainly a ship line).
    if (!inBody && dialect !== 'kingston' && draft.name === '' && !marker && !bullet) {
      const looksLikeShip = pointsMatch !== null && resolveName(body).names.some((n) => SHIPS.has(n))
      if (!looksLikeShip) {
        draft.name = flat
        continue
      }
    }

    if (pointsMatch === null && bullet === null && !marker) {
      // Prose before the first card is ignored; inside the fleet, an unreadable line is refused.
      if (inBody) miss(line, 'unknown-card')
      continue
    }
    inBody = true
    cardLines += 1
    if (!pointsMatch) {
      miss(line, 'unknown-card')
      continue
    }
    const points = Number(pointsMatch[1])

    if (bullet) {
      const rest = body.slice(bullet[0].length).trim()
      const counted = COUNT_PREFIX.exec(rest)
      if (counted || inSquadrons) {
        // Kingston / Star Forge squadron: "• 2 x X-wing Squadron (26)", or under "Squadrons:" "• Jan Ors (19)".
        squadronLine(line, counted ? rest.slice(counted[0].length) : rest, points, counted ? Number(counted[1]) : 1)
        continue
      }
      const match = matchCard('upgrade', rest, points, 1, faction)
      const underShip = ship !== null || shipFailed
      if (
        !match.ok && match.reason === 'unknown-card' && dialect === 'flagship' && points === 0 && underShip && !customCommanderLine
      ) {
        // Flagship prints the RitR task force commander as "- Commodore Teshik (0)": not an upgrade card.
        commanderName = rest
        customCommanderLine = true
        continue
      }
      if (!match.ok) miss(line, match.reason)
      else if (ship) ship.upgrades.push(match.id)
      else if (!shipFailed) miss(line, 'unknown-card') // an upgrade under no ship
      continue
    }

    const counted = COUNT_PREFIX.exec(body)
    if (counted) {
      squadronLine(line, body.slice(counted[0].length), points, Number(counted[1]))
      continue
    }

    const flagship = FLAGSHIP_MARKER.exec(body)
    const match = matchCard('ship', flagship ? body.slice(flagship[0].length) : body, points, 1, faction)
    inSquadrons = false
    if (match.ok) {
      ship = { cardId: match.id, flagship: flagship !== null, upgrades: [] }
      shipFailed = false
      draft.ships.push(ship)
    } else {
      ship = null
      shipFailed = true
      miss(line, match.reason)
    }
  }

  if (cardLines === 0) return { ok: false, problem: 'not-a-fleet' }
  if (unmatched.length > 0) return { ok: false, problem: 'unmatched', dialect, unmatched }

  // A commander card named on the Commander: line goes on the flagship (or the first ship) unless a ship
  // already lists it, so the fleet rules can flag it (RitR fleets have no commander card).
  if (commanderCard && !draft.ships.some((s) => s.upgrades.includes(commanderCard!.id))) {
    const target = draft.ships.find((s) => s.flagship) ?? draft.ships[0]
    target?.upgrades.push(commanderCard.id)
  }
  if (draft.name.trim() === '') draft.name = DEFAULT_FLEET_NAME
  return { ok: true, draft, dialect, commanderName }
}
