// R-FLEET-IMPORT: undo what copying a list through a web page, a chat or a forum does to its text, so
// that the reader sees one card per line again. Each resulting line keeps the numbers of the pasted lines
// it came from, so that the preview and the errors can point at them.

export interface SourceLine {
  /** 1-based number of the first pasted line this line comes from. */
  line: number
  /** Number of the last pasted line it comes from (a card split over several lines). */
  lastLine: number
  /** The pasted text, trimmed (several lines joined by a space). */
  text: string
  /** The same text normalised: one space, "-" for every dash, "•" for every bullet, "(N)" for every points form. */
  flat: string
}

const ODD_SPACES = /[\t\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g
/** A list bullet at the start of a line: dashes, dots, stars, "+" (Armada Fleets Designer), ">" (quotes). */
const LEADING_BULLET = /^(?:[-•·‣◦▪●∙・*+>]|\u2022)+\s*/

/** One pasted line, normalised. */
export function flatten(raw: string): string {
  let s = raw
    .replace(ODD_SPACES, ' ')
    .replace(DASHES, '-')
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  const bullet = LEADING_BULLET.exec(s)
  // "- 2 x Y-wing" and "-Name" are bulleted; "--" or "-" alone is a bare bullet, kept for joining.
  if (bullet && !/^[-=_*~#]{3,}$/.test(s)) s = `• ${s.slice(bullet[0].length)}`.trim()
  // Points: "( 20 points)", "(20 pts)", "(20Points)", "(20 pt.)" → "(20)"; "(92 pts total)" → "(92 total)".
  s = s.replace(/\(\s*(\d+)\s*(?:points?|pts?|p)?\.?\s*(total)?\s*\)/gi, (_, n: string, total?: string) => (total ? `(${n} total)` : `(${n})`))
  s = s.replace(/\(\s*(\d+)\s*\+\s*(\d+)\s*:\s*(\d+)\s*\)/g, '($1 + $2: $3)')
  s = s.replace(/\(\s*(\d+)\s*[x×]\s*(\d+)\s*\)/gi, '($1 x $2)')
  // "[ flagship ]" → "[flagship]".
  s = s.replace(/\[\s*flagship\s*\]\s*/i, '[flagship] ')
  return s.trim()
}

/** A points group as the normalised text writes it. */
export const POINTS_GROUP = /\((\d+)(?: total| \+ \d+: \d+| x \d+)?\)/

const HEADER_LABELS = [
  'Name',
  'Author',
  'Faction',
  'Total Points',
  'Commander',
  'Objectives',
  'Assault Objective',
  'Defense Objective',
  'Defence Objective',
  'Navigation Objective',
  'Assault',
  'Defense',
  'Navigation',
]
/** A builder's header label or a "•" bullet in the middle of a line: the lines were squashed together. */
// "Points:" alone, not the end of "Total Points:" or "Fleet Points:".
const INNER_LABEL = new RegExp(`\\s(?=(?:${HEADER_LABELS.join('|')}|Squadrons(?: \\(\\d+/\\d+\\))?):|•\\s)|(?<!\\b(?:Total|Squadron|Fleet))\\s(?=Points:)`)
const SUBTOTAL_AT_START = /^=\s?\d+(?:\s(?:total ship cost|total squadron cost|total points|points))?/i

/** Splits a line that holds several cards (a list squashed onto one line) into one piece per card. */
function unsquash(flat: string): string[] {
  // Headers and flagship marks start a new piece wherever they stand.
  const marked = flat.split(new RegExp(`${INNER_LABEL.source}|\\s(?=\\[flagship\\])`, 'i'))
  return marked
    .flatMap(splitAfterPoints)
    .map(flatten)
    .filter((p) => p.length > 0)
}

/** Splits after each card's points when another card, a bullet or a subtotal follows. */
function splitAfterPoints(piece: string): string[] {
  const pieces: string[] = []
  let rest = piece.trim()
  while (rest.length > 0) {
    const subtotal = SUBTOTAL_AT_START.exec(rest)
    if (subtotal && subtotal[0].length < rest.length) {
      pieces.push(subtotal[0])
      rest = rest.slice(subtotal[0].length).trim()
      continue
    }
    const points = POINTS_GROUP.exec(rest)
    if (points) {
      const end = points.index + points[0].length
      const after = rest.slice(end).trim()
      // What follows is another card, a bullet or a subtotal: split; otherwise it is the player's own
      // remark on this card ("(114) as USS Washington").
      if (after && (/^[-•=]/.test(after) || POINTS_GROUP.test(after))) {
        pieces.push(rest.slice(0, end).trim())
        rest = after
        continue
      }
    }
    pieces.push(rest)
    break
  }
  return pieces
}

const openParens = (s: string) => (s.match(/\(/g)?.length ?? 0) - (s.match(/\)/g)?.length ?? 0)

/** Pasted text → lines of one card, header or remark each, with their pasted line numbers. */
export function normaliseText(text: string): SourceLine[] {
  const raw = text.split(/\r\n|\r|\n/)
  const flats = raw.map(flatten)
  const out: SourceLine[] = []
  const nextFilled = (from: number) => {
    let j = from
    while (j < raw.length && flats[j] === '') j++
    return j < raw.length && j - from <= 2 ? j : -1
  }
  for (let i = 0; i < raw.length; i++) {
    let flat = flats[i]!
    let textOut = raw[i]!.trim()
    const first = i
    // A card split by an HTML copy: a bare bullet, the name, "(", "10 points)" on lines of their own.
    for (let joins = 0; joins < 4; joins++) {
      const bareBullet = flat === '•' || flat === '-'
      const unbalanced = openParens(flat) > 0
      const j = nextFilled(i + 1)
      if (j < 0) break
      const next = flats[j]!
      const canTakePoints = flat !== '' && !POINTS_GROUP.test(flat) && !flat.startsWith('=')
      const pointsNext = canTakePoints && (next === '(' || /^\(\s*\d/.test(next))
      const closesNext = unbalanced && /^\d+\s*(?:points?|pts?)?\s*\)/i.test(next)
      // A "•" card line of Kingston's or Star Forge's layout always ends with its points: one without them was
      // wrapped by a web page ("• Admiral" / "Sloane (24)"), and its tail is the next line, unbulleted.
      const wrappedName =
        joins === 0 &&
        raw[first]!.trim().startsWith('•') &&
        flat.length > 1 &&
        canTakePoints &&
        !/^[•=[]/.test(next) &&
        !/^[^()]*:/.test(next) &&
        new RegExp(`${POINTS_GROUP.source}$`).test(next)
      if (!bareBullet && !pointsNext && !closesNext && !wrappedName) break
      flat = flatten(`${flat} ${next}`)
      textOut = `${textOut} ${raw[j]!.trim()}`
      i = j
    }
    const pieces = unsquash(flat)
    if (pieces.length === 0) out.push({ line: first + 1, lastLine: i + 1, text: textOut, flat: '' })
    else for (const piece of pieces) out.push({ line: first + 1, lastLine: i + 1, text: pieces.length > 1 ? piece : textOut, flat: piece })
  }
  return out
}
