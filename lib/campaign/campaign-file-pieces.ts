// Parses a campaign file piece by piece: the top-level object's values one by one, and its history one
// entry at a time, with a pause point (a generator `yield`) between pieces. JSON.parse of a whole 20 MB
// file holds the server for a quarter of a second; a piece holds it for microseconds. Each piece is still
// read by JSON.parse, so what is accepted is exactly what JSON.parse accepts; the scanner only finds where
// pieces end, without recursion (a file nested thousands deep costs nothing more).

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
  const put = (key: string, value: unknown) => Object.defineProperty(result, key, { value, writable: true, enumerable: true, configurable: true })
  const result: Record<string, unknown> = {}
  try {
    expect('{')
    skip()
    if (text[i] === '}') {
      i++
    } else {
      for (;;) {
        skip()
        if (text[i] !== '"') throw new NotJson()
        const keyEnd = stringEnd(i)
        const key = parseSpan(i, keyEnd)
        if (typeof key !== 'string') throw new NotJson()
        i = keyEnd
        expect(':')
        skip()
        if (key === 'history' && text[i] === '[') {
          // The history: one entry at a time (each entry sits two levels down in the file).
          i++
          const entries: unknown[] = []
          skip()
          if (text[i] === ']') {
            i++
          } else {
            for (;;) {
              const end = valueEnd(maxDepth - 2)
              entries.push(parseSpan(i, end))
              sinceYield += end - i
              i = end
              if (sinceYield > PIECE_CHARS) {
                sinceYield = 0
                yield
              }
              skip()
              if (text[i] === ',') {
                i++
                continue
              }
              if (text[i] === ']') {
                i++
                break
              }
              throw new NotJson()
            }
          }
          put(key, entries)
        } else {
          const end = valueEnd(maxDepth - 1)
          put(key, parseSpan(i, end))
          sinceYield += end - i
          i = end
        }
        if (sinceYield > PIECE_CHARS) {
          sinceYield = 0
          yield
        }
        skip()
        if (text[i] === ',') {
          i++
          continue
        }
        if (text[i] === '}') {
          i++
          break
        }
        throw new NotJson()
      }
    }
    skip()
    if (i !== text.length) throw new NotJson()
    return { ok: true, value: result }
  } catch (error) {
    if (error instanceof TooDeep) return { ok: false, problem: 'too-deep' }
    if (error instanceof NotJson) return { ok: false, problem: 'not-json' }
    throw error
  }
}
