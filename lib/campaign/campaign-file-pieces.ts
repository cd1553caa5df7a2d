// Parses a campaign file piece by piece: its history one entry at a time, its state one member at a time and
// the state's lists one item at a time (a long campaign's state is megabytes of overrides), with a pause point
// (a generator `yield`) between pieces. JSON.parse of a whole 20 MB file holds the server for a quarter of a
// second, of its 7 MB state for 50 ms; a piece holds it for microseconds. Each piece is still read by
// JSON.parse, so what is accepted is exactly what JSON.parse accepts; the scanner only finds where pieces end,
// without recursion below the three levels it opens (a file nested thousands deep costs nothing more).

export type PiecesResult = { ok: true; value: Record<string, unknown> } | { ok: false; problem: 'not-json' | 'too-deep' }

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d])
const SCALAR_END = new Set([...WHITESPACE, 0x2c, 0x7d, 0x5d])

class NotJson extends Error {}
class TooDeep extends Error {}

/** A pause point after about this many characters parsed. */
const PIECE_CHARS = 256 * 1024

export function* parseCampaignFilePieces(text: string, maxDepth: number): Generator<void, PiecesResult> {
  let i = 0
  let sinceYield = 0
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text.charCodeAt(i))) i++
  }
  const expect = (char: string) => {
    skip()
    if (text[i] !== char) throw new NotJson()
    i++
  }
  /** The end of the string whose opening quote is at `from`: the first quote not escaped by an odd run of backslashes. */
  const stringEnd = (from: number): number => {
    let k = from
    for (;;) {
      k = text.indexOf('"', k + 1)
      if (k < 0) throw new NotJson()
      let slashes = 0
      while (text.charCodeAt(k - 1 - slashes) === 0x5c) slashes++
      if (slashes % 2 === 0) return k + 1
    }
  }
  /** The end of the JSON value starting at i (after whitespace), refused past `limit` levels of nesting. */
  const valueEnd = (limit: number): number => {
    skip()
    const first = text.charCodeAt(i)
    if (first === 0x22) return stringEnd(i)
    let j = i
    if (first !== 0x7b && first !== 0x5b) {
      // A number, true, false or null: up to the next separator.
      while (j < text.length && !SCALAR_END.has(text.charCodeAt(j))) j++
      if (j === i) throw new NotJson()
      return j
    }
    let depth = 0
    while (j < text.length) {
      const c = text.charCodeAt(j)
      if (c === 0x22) {
        j = stringEnd(j)
        continue
      }
      j++
      if (c === 0x7b || c === 0x5b) {
        if (++depth > limit) throw new TooDeep()
      } else if ((c === 0x7d || c === 0x5d) && --depth === 0) {
        return j
      }
    }
    throw new NotJson()
  }
  const parseSpan = (from: number, to: number): unknown => {
    try {
      return JSON.parse(text.slice(from, to))
    } catch {
      throw new NotJson()
    }
  }
  // Each value is defined as an own property, as JSON.parse does: `result[key] =` with the key "__proto__"
  // would set the object's prototype instead, and a history hidden inside it would be read as the file's.
  const put = (into: object, key: string, value: unknown) => Object.defineProperty(into, key, { value, writable: true, enumerable: true, configurable: true })
  /** After a container's item: true past its closing `close`, false past a comma (another item follows). */
  const closedBy = (close: ']' | '}'): boolean => {
    skip()
    const c = text[i]
    if (c !== ',' && c !== close) throw new NotJson()
    i++
    return c === close
  }
  /**
   * The value at i, which `depth` containers hold: read whole by JSON.parse, or, when it is a container and
   * `levels` is more than 0, member by member, each read `levels - 1` further down.
   */
  function* readValue(depth: number, levels: number): Generator<void, unknown> {
    skip()
    const open = text[i]
    if (levels === 0 || (open !== '{' && open !== '[')) {
      const end = valueEnd(maxDepth - depth)
      const read = parseSpan(i, end)
      sinceYield += end - i
      i = end
      if (sinceYield > PIECE_CHARS) {
        sinceYield = 0
        yield
      }
      return read
    }
    if (depth + 1 > maxDepth) throw new TooDeep()
    i++
    skip()
    if (open === '[') {
      const items: unknown[] = []
      if (text[i] === ']') {
        i++
        return items
      }
      for (;;) {
        items.push(yield* readValue(depth + 1, levels - 1))
        if (closedBy(']')) return items
      }
    }
    const members: Record<string, unknown> = {}
    if (text[i] === '}') {
      i++
      return members
    }
    for (;;) {
      skip()
      if (text[i] !== '"') throw new NotJson()
      const keyEnd = stringEnd(i)
      const key = parseSpan(i, keyEnd)
      if (typeof key !== 'string') throw new NotJson()
      i = keyEnd
      expect(':')
      // The file's history one entry at a time, its state one member at a time and each member's items
      // one at a time (tens of thousands of overrides), anything else's values one at a time.
      put(members, key, yield* readValue(depth + 1, depth > 0 ? levels - 1 : key === 'state' ? 2 : 1))
      if (closedBy('}')) return members
    }
  }
  try {
    skip()
    if (text[i] !== '{') throw new NotJson()
    const result = (yield* readValue(0, 1)) as Record<string, unknown>
    skip()
    if (i !== text.length) throw new NotJson()
    return { ok: true, value: result }
  } catch (error) {
    if (error instanceof TooDeep) return { ok: false, problem: 'too-deep' }
    if (error instanceof NotJson) return { ok: false, problem: 'not-json' }
    throw error
  }
}
