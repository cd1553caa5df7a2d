// R-FLEET-IMPORT: reads normalised lines one by one, as a person reads a list: headers, a ship and the
// upgrades under it, squadrons, objectives, and what is not a card (totals, remarks), each said.
import type { Faction } from '@/lib/data/cards/types'
import type { ObjectiveCategory } from '../fleet'
import { cardsByName, cleanName, exactCards, objectiveByName, type CardKind, type NameMatch } from './card-names'
import { POINTS_GROUP, type SourceLine } from './normalise-text'
import { priceCard, type ListedPoints } from './pricing'
import type { ReadingContent, Reading } from './readings'

type Header = { key: 'name' | 'commander' | 'objectives' | 'squadrons' | 'ignored' | ObjectiveCategory; label: string; value: string }

const IGNORED_LABELS = ['author', 'faction', 'points', 'total points', 'total', 'squadron points', 'fleet points', 'player', 'list']

function header(flat: string): Header | null {
  if (/^squadrons(\s*\(\d+\/\d+\))?\s*:?$/i.test(flat)) return { key: 'squadrons', label: 'squadrons', value: '' }
  if (/\s-\sauthor\s*:/i.test(flat)) return { key: 'ignored', label: 'author', value: '' }
  const m = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.*)$/.exec(flat)
  if (!m) return null
  const label = m[1]!.toLowerCase()
  const value = m[2]!.trim()
  if (label === 'name' || label === 'fleet name') return { key: 'name', label, value }
  if (label === 'commander') return { key: 'commander', label, value }
  if (label === 'objectives') return { key: 'objectives', label, value }
  // "Squadrons:• 2 x X-wing Squadron (26)": the label glued to the first squadron.
  if (label === 'squadrons') return { key: 'squadrons', label, value }
  const category = /^(assault|defen[cs]e|navigation)( objective)?$/.exec(label)
  if (category) return { key: category[1] === 'assault' ? 'assault' : category[1] === 'navigation' ? 'navigation' : 'defense', label, value }
  if (IGNORED_LABELS.includes(label)) return { key: 'ignored', label, value }
  return null
}

/** A second header inside a header's value, glued or after a space ("Faction: RebelCommander: …", "Assault: Most Wanted Defense: Fire Lanes"). */
const GLUED_HEADER = /(?<=[\p{L}\d)\]!]\s?)(?=(?:Name|Faction|Commander|Assault|Defen[cs]e|Navigation|Objectives|Squadrons|Author|Total Points)\s*:)/u

const FACTION_VALUE = /^(?:galactic empire|rebel alliance|galactic republic|separatist alliance|imperial|empire|rebels?|republic|separatists?)\b/i

/**
 * A header squashed together with the card after it ("Faction: Imperial Victory I (73)"): the length of
 * the header's value, where the value is one the app knows (a faction, points used, an objective, a
 * commander card), so that the rest is read as a line of its own.
 */
function headerValueLength(head: Header): number | null {
  const glued = GLUED_HEADER.exec(head.value)
  if (glued) return glued.index
  if (head.key === 'squadrons') return head.value === '' ? null : 0
  if (!POINTS_GROUP.test(head.value)) return null
  if (head.label === 'faction') return FACTION_VALUE.exec(head.value)?.[0].length ?? null
  if (head.label === 'points' || head.label === 'total points') return /^\d+(?:\s*\/\s*\d+)?/.exec(head.value)?.[0].length ?? null
  const words = head.value.split(' ')
  for (let n = words.length - 1; n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ')
    const known =
      head.key === 'commander'
        ? exactCards('upgrade', prefix)?.cards.some((c) => c.slots?.includes('Commander'))
        : head.key === 'assault' || head.key === 'defense' || head.key === 'navigation'
          ? objectiveByName(prefix, head.key, false) !== null
          : false
    if (!known) continue
    // "Commander: Darth Vader (34)", Star Forge's own line: the commander's points are part of its value.
    const points = head.key === 'commander' ? /^\s*\(\d+\)/.exec(head.value.slice(prefix.length)) : null
    const length = prefix.length + (points?.[0].length ?? 0)
    return length >= head.value.length ? null : length
  }
  return null
}

const isNone = (value: string) => value === '' || /^(none|-+|n\/a)$/i.test(value)

/** A card line's parts: name, points, squadron count, flagship mark, bullet, and the words after the points. */
interface CardLine {
  name: string
  listed: ListedPoints
  /** "(92 total)": the ship and its upgrades together, so no price of the ship alone. */
  total: boolean
  flagship: boolean
  bullet: boolean
  counted: boolean
  remark: string | null
}

const COUNT_PREFIX = /^(\d+)\s*[x×]?\s+(?=\D)/i
const COUNT_SUFFIX = /\s+[x×]\s*(\d+)$/i

function cardLine(flat: string): CardLine | null {
  const points = POINTS_GROUP.exec(flat)
  if (!points) return null
  let name = flat.slice(0, points.index).trim()
  const remark = flat.slice(points.index + points[0].length).trim() || null
  const bullet = name.startsWith('•')
  if (bullet) name = name.slice(1).trim()
  const flagship = /^\[flagship\]/i.test(name)
  if (flagship) name = name.replace(/^\[flagship\]\s*/i, '')
  let count = 1
  let counted = false
  const prefix = COUNT_PREFIX.exec(name)
  const suffix = COUNT_SUFFIX.exec(name)
  if (prefix) {
    count = Number(prefix[1])
    name = name.slice(prefix[0].length)
    counted = true
  } else if (suffix) {
    count = Number(suffix[1])
    name = name.slice(0, suffix.index)
    counted = true
  }
  const group = points[0]
  const designer = /\((\d+) \+ \d+: \d+\)/.exec(group)
  const perUnit = /\((\d+) x (\d+)\)/.exec(group)
  const total = / total\)$/.test(group)
  let listed: ListedPoints = { points: Number(points[1]), count }
  if (designer) listed = { points: Number(designer[1]), count: 1 }
  if (perUnit) {
    listed = { points: Number(perUnit[2]), count: Number(perUnit[1]) }
    if (!counted) count = Number(perUnit[1])
  }
  return { name: name.trim(), listed: { ...listed, count }, total, flagship, bullet, counted, remark }
}

/** The kinds of card a line may be, most likely first, from where it stands. */
function kindsFor(line: CardLine, inSquadrons: boolean): CardKind[] {
  if (line.counted) return ['squadron']
  // Forum lists bullet their ships too ("• Victory II (85)").
  if (line.bullet) return inSquadrons ? ['squadron', 'upgrade', 'ship'] : ['upgrade', 'squadron', 'ship']
  return inSquadrons ? ['squadron', 'ship', 'upgrade'] : ['ship', 'squadron', 'upgrade']
}

function exactIn(kinds: CardKind[], name: string): { kind: CardKind; match: NameMatch } | null {
  for (const kind of kinds) {
    const match = exactCards(kind, name)
    if (match) return { kind, match }
  }
  return null
}

/** The first kind the name is exactly a card of; failing that, the first it is a close spelling of. */
function findCard(kinds: CardKind[], name: string): { kind: CardKind; match: NameMatch } | null {
  const exact = exactIn(kinds, name)
  if (exact) return exact
  for (const kind of kinds) {
    const match = cardsByName(kind, name)
    if (match) return { kind, match }
  }
  return null
}

/** "Most Wanted (my favourite)", "Fire Lanes [alt: Blockade Run]": an objective with a remark after it. */
function objectiveWithRemark(part: string, category: ObjectiveCategory | null) {
  const bare = part.replace(/\s*(?:\([^)]*\)|\[[^\]]*\])\s*$/, '')
  return bare !== part && bare !== '' ? objectiveByName(bare, category, true) : null
}

/** "Most Wanted Hyperspace Assault Superior Positions": objective names one after another, longest first. */
function runTogether(value: string): string[] {
  const words = value.split(' ')
  const out: string[] = []
  for (let at = 0; at < words.length;) {
    let n = words.length - at
    while (n > 0 && objectiveByName(words.slice(at, at + n).join(' '), null, false) === null) n--
    if (n === 0) return [value]
    out.push(words.slice(at, at + n).join(' '))
    at += n
  }
  return out
}

/**
 * A header alone on its line whose value is the next line ("Commander:" then "Mon Mothma (27)"): whether
 * the next line is such a value, so that the two are read as one.
 */
function valueOnNextLine(head: Header, next: string): boolean {
  if (next === '' || header(next) !== null || next.startsWith('•')) return false
  if (head.label === 'faction') return FACTION_VALUE.exec(next)?.[0].length === next.length
  if (head.key === 'name') return !POINTS_GROUP.test(next)
  if (head.key === 'commander') {
    const pts = POINTS_GROUP.exec(next)
    const name = cleanName(pts ? next.slice(0, pts.index) : next).name
    if (exactCards('upgrade', name)?.cards.some((c) => c.slots?.includes('Commander'))) return true
    return !pts && exactCards('ship', name) === null && exactCards('squadron', name) === null
  }
  if (head.key === 'assault' || head.key === 'defense' || head.key === 'navigation') return objectiveByName(next, head.key, false) !== null
  return false
}

/** Reads every line; the caller assembles the fleet from the readings. */
export function readLines(lines: readonly SourceLine[], faction: Faction): Reading[] {
  const readings: Reading[] = []
  const say = (line: SourceLine, content: ReadingContent, text = line.text) =>
    readings.push({ line: line.line, lastLine: line.lastLine, text, ...content } as Reading)
  let seenCard = false
  let named = false
  /** The ship the next upgrades go under: none yet, read, or refused (its upgrades are still checked). */
  let ship: 'none' | 'read' | 'refused' = 'none'
  let inSquadrons = false
  let customCommander = false

  const objectiveLine = (line: SourceLine, value: string, category: ObjectiveCategory | null) => {
    const parts =
      category === null || value.includes(',')
        ? value
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : [value]
    for (const part of parts.flatMap((p) => (category === null && !value.includes(',') ? runTogether(p) : [p]))) {
      const found = objectiveByName(part, category, true) ?? objectiveWithRemark(part, category)
      if (found) say(line, { kind: 'objective', category: found.category, objectiveId: found.id, readAs: found.readAs }, parts.length > 1 ? part : line.text)
      else say(line, { kind: 'error', reason: 'unknown-objective' }, parts.length > 1 ? part : line.text)
    }
  }

  const commanderLine = (line: SourceLine, value: string) => {
    const pts = POINTS_GROUP.exec(value)
    const name = cleanName(pts ? value.slice(0, pts.index) : value).name
    const words = name.split(' ')
    // "Admiral Ackbar as Admiral Lee": the longest leading words that name a commander card.
    for (let n = words.length; n >= 1; n--) {
      const match = exactCards('upgrade', words.slice(0, n).join(' '))
      const commanders = match?.cards.filter((c) => c.slots?.includes('Commander')) ?? []
      if (commanders.length === 0) continue
      const priced = priceCard(commanders, { points: pts ? Number(pts[1]) : null, count: 1 }, faction, 'Commander')
      if (!priced.ok) return say(line, { kind: 'error', reason: priced.reason })
      const remark = words.slice(n).join(' ') || null
      return say(line, { kind: 'commander-card', cardId: priced.card.id, readAs: null, pointsNote: priced.note, remark })
    }
    const close = cardsByName('upgrade', name)
    const commanders = close?.cards.filter((c) => c.slots?.includes('Commander')) ?? []
    if (close?.readAs && commanders.length > 0) {
      const priced = priceCard(commanders, { points: pts ? Number(pts[1]) : null, count: 1 }, faction, 'Commander')
      if (priced.ok) return say(line, { kind: 'commander-card', cardId: priced.card.id, readAs: close.readAs, pointsNote: priced.note, remark: null })
    }
    // No commander card: the RitR task force commander's own name.
    if (!customCommander) say(line, { kind: 'commander-name', name })
    else say(line, { kind: 'ignored', why: 'header' })
  }

  const queue = [...lines]
  for (let at = 0; at < queue.length; at++) {
    const line = queue[at]!
    const flat = line.flat
    if (flat === '' || flat === '•') {
      say(line, { kind: 'ignored', why: 'blank' })
      continue
    }
    if (/^[=\-_*~#•]{3,}$/.test(flat)) {
      say(line, { kind: 'ignored', why: 'separator' })
      continue
    }
    // "= 92 total ship cost", "78 Points" (a Kingston subtotal that lost its "="), "196/200".
    if (/^=\s?\d+/.test(flat) || /^\d+\s*(?:\/\s*\d+\s*)?(?:points?|pts)?(?: total)?$/i.test(flat)) {
      say(line, { kind: 'ignored', why: 'subtotal' })
      continue
    }

    const head = header(flat)
    const valueLength = head ? headerValueLength(head) : null
    if (head && valueLength !== null) {
      // Read the header alone, then what follows it as the next line.
      const rest = head.value.slice(valueLength).trim()
      const own = flat.slice(0, flat.length - rest.length).trim()
      queue.splice(at, 1, { ...line, text: own, flat: own }, { ...line, text: rest, flat: rest })
      at--
      continue
    }
    const next = queue[at + 1]
    if (head && head.value === '' && next && valueOnNextLine(head, next.flat)) {
      const joined = `${flat} ${next.flat}`
      queue.splice(at, 2, { ...line, lastLine: next.lastLine, text: `${line.text} ${next.text}`, flat: joined })
      at--
      continue
    }
    if (head) {
      if (head.key === 'squadrons') {
        inSquadrons = true
        say(line, { kind: 'ignored', why: 'header' })
      } else if (head.key === 'ignored') say(line, { kind: 'ignored', why: 'header' })
      else if (head.key === 'name') {
        if (head.value === '') say(line, { kind: 'ignored', why: 'header' })
        else {
          named = true
          say(line, { kind: 'fleet-name', name: head.value })
        }
      } else if (isNone(head.value.replace(/\[[^\]]*\]/g, '').trim())) say(line, { kind: 'ignored', why: 'header' })
      else if (head.key === 'commander') commanderLine(line, head.value)
      else objectiveLine(line, head.value, head.key === 'objectives' ? null : head.key)
      continue
    }

    const card = cardLine(flat)
    if (!card) {
      const plain = flat.replace(/^•\s*/, '').replace(/^\[flagship\]\s*/i, '')
      const objective = objectiveByName(plain, null, false)
      if (objective) {
        say(line, { kind: 'objective', category: objective.category, objectiveId: objective.id, readAs: null })
        continue
      }
      const bare = plain.replace(COUNT_PREFIX, '').replace(COUNT_SUFFIX, '')
      const pointless = exactIn(['ship', 'squadron', 'upgrade'], bare)
      if (pointless) {
        // A ship without its points is refused; the upgrades under it are still checked.
        if (pointless.kind === 'ship') ship = 'refused'
        say(line, { kind: 'error', reason: 'no-points' })
        continue
      }
      // The first short line before any card names the fleet, unless it reads as a sentence ("My list:").
      if (!seenCard && !named && !flat.startsWith('•') && flat.length <= 80 && !/[:.!?]$/.test(flat)) {
        named = true
        // "Dumpster Fire (400/400)" (Armada Fleet Builder), "(84/400/400)" (Armada Fleets Designer).
        say(line, { kind: 'fleet-name', name: flat.replace(/\s*\(\d+(\/\d+)+\)$/, '') })
        continue
      }
      say(line, { kind: 'ignored', why: seenCard ? 'remark' : 'prose' })
      continue
    }

    // A "(0)" bullet that is no card by name is Flagship's task force commander line: never a guess.
    const commanderLike = card.bullet && card.listed.points === 0 && !customCommander
    const found = commanderLike ? exactIn(kindsFor(card, inSquadrons), card.name) : findCard(kindsFor(card, inSquadrons), card.name)
    if (!found) {
      if (commanderLike && card.name !== '') {
        // Flagship prints the RitR task force commander as "- Commodore Teshik (0)": not an upgrade card.
        customCommander = true
        say(line, { kind: 'commander-name', name: card.name })
        continue
      }
      // An unknown ship: the upgrades under it are its own, checked, not "before any ship".
      if (!card.bullet && !card.counted && !inSquadrons) ship = 'refused'
      say(line, { kind: 'error', reason: 'unknown-card' })
      continue
    }
    const { kind, match } = found
    const priceless = kind === 'ship' && card.total
    const priced = priceCard(match.cards, priceless ? { points: null, count: 1 } : card.listed, faction, match.slot)
    seenCard = true
    if (kind === 'ship') {
      ship = priced.ok ? 'read' : 'refused'
      inSquadrons = false
    }
    if (!priced.ok) {
      say(line, { kind: 'error', reason: priced.reason })
      continue
    }
    const base = { cardId: priced.card.id, readAs: match.readAs, pointsNote: priced.note, remark: card.remark }
    if (kind === 'ship') say(line, { kind: 'ship', flagship: card.flagship, ...base })
    else if (kind === 'squadron') say(line, { kind: 'squadron', count: card.listed.count, ...base })
    else if (ship === 'none') say(line, { kind: 'error', reason: 'no-ship' })
    else say(line, { kind: 'upgrade', ...base })
  }
  return readings
}
