// Canonical JSON, in a module of its own: the rules (a confirmed result) and the campaign file both use it,
// and the campaign file's schema needs every command's schema, which needs the rules.

/** Canonical JSON (sorted keys), so that two equal states compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

/** Values compared between two pause points of the steps below: a few milliseconds of work. */
const VALUES_PER_STEP = 5_000

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null

/** The keys JSON writes: those whose value it can write. */
function writtenKeys(v: object): string[] {
  return Object.keys(v).filter((k) => writable((v as Record<string, unknown>)[k]))
}

const writable = (v: unknown) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol'

/** An item as JSON writes it: null for one it cannot write. */
const asItem = (v: unknown) => (writable(v) ? v : null)

/**
 * A container being walked: its members are read one at a time, so that a list of tens of thousands of
 * items never becomes as many pending entries at once (their allocation alone took tens of milliseconds).
 */
interface Frame {
  x: object
  y: object
  /** Null for lists. */
  keys: string[] | null
  next: number
}

/**
 * Whether `a` and `b` write the same JSON whatever their keys' order, as `canonicalJson(a) === canonicalJson(b)`
 * says, without writing either: a state of tens of thousands of overrides takes seconds to write in canonical
 * form. A caller may pause at each yield.
 */
export function* sameJsonSteps(a: unknown, b: unknown): Generator<void, boolean> {
  const frames: Frame[] = []
  let seen = 0
  /** Whether x and y may still write alike; a container pair whose members are left to compare is framed. */
  const compare = (x: unknown, y: unknown): boolean => {
    if (x === y) return true
    if (!isObject(x) || !isObject(y)) {
      // Numbers that differ may still write alike (0 and -0, NaN and null).
      return JSON.stringify(x) === JSON.stringify(y)
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false
    if (Array.isArray(x)) {
      if (x.length !== (y as unknown[]).length) return false
      frames.push({ x, y, keys: null, next: 0 })
      return true
    }
    const keys = writtenKeys(x)
    if (keys.length !== writtenKeys(y).length) return false
    frames.push({ x, y, keys, next: 0 })
    return true
  }
  if (!compare(a, b)) return false
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!
    const { x, y, keys } = frame
    if (frame.next === (keys ?? (x as unknown[])).length) {
      frames.pop()
      continue
    }
    if (++seen % VALUES_PER_STEP === 0) yield
    const i = frame.next++
    if (keys === null) {
      if (!compare(asItem((x as unknown[])[i]), asItem((y as unknown[])[i]))) return false
      continue
    }
    const k = keys[i]!
    const other = (y as Record<string, unknown>)[k]
    if (!writable(other) || !compare((x as Record<string, unknown>)[k], other)) return false
  }
  return true
}

/** Characters written between two pause points of `jsonTextSteps`: a few milliseconds of JSON.stringify. */
const CHARS_PER_STEP = 256 * 1024

const isPlainContainer = (v: unknown): v is object =>
  Array.isArray(v) || (isObject(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null) && !('toJSON' in v))

/**
 * `JSON.stringify(value)`, the same text, written in steps: the containers down to `levels` below the value
 * are written member by member, anything deeper whole. A state of tens of thousands of overrides is megabytes
 * of JSON, whose one JSON.stringify holds the server for tens of milliseconds; its members are each small.
 */
export function* jsonTextSteps(value: unknown, levels = 2): Generator<void, string> {
  const pieces: string[] = []
  let sinceYield = 0
  const frames: (Omit<Frame, 'y'> & { levels: number })[] = []
  /** Writes v whole, or opens it when it is a container `left` levels may still open. */
  const write = (v: unknown, left: number) => {
    if (left > 0 && isPlainContainer(v)) {
      const keys = Array.isArray(v) ? null : writtenKeys(v)
      pieces.push(keys ? '{' : '[')
      frames.push({ x: v, keys, next: 0, levels: left - 1 })
      return
    }
    // At the top, what JSON cannot write writes nothing (JSON.stringify answers undefined); callers give JSON data.
    const text = JSON.stringify(v) ?? 'null'
    pieces.push(text)
    sinceYield += text.length
  }
  write(value, levels)
  while (frames.length > 0) {
    if (sinceYield > CHARS_PER_STEP) {
      sinceYield = 0
      yield
    }
    const frame = frames[frames.length - 1]!
    const { x, keys } = frame
    if (frame.next === (keys ?? (x as unknown[])).length) {
      pieces.push(keys ? '}' : ']')
      frames.pop()
      continue
    }
    const i = frame.next++
    if (keys === null) {
      if (i > 0) pieces.push(',')
      write(asItem((x as unknown[])[i]), frame.levels)
    } else {
      pieces.push(`${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:`)
      write((x as Record<string, unknown>)[keys[i]!], frame.levels)
    }
  }
  return pieces.join('')
}
