// The campaign file's check compares the replayed state with the file's without writing either (a state of
// 60,000 overrides took seconds to write in canonical form, holding the server), and writes the replayed state
// in steps: the comparison must say what canonical JSON would, the text be what JSON.stringify writes (R-HIST:
// an imported state is the replay's, stored as any state is).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalJson, jsonTextSteps, sameJsonSteps } from './canonical-json'

function run<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The same value with every object's keys in another order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reordered(v)]),
    )
  return value
}

const json = fc.jsonValue({ maxDepth: 4 })

describe('sameJsonSteps', () => {
  it('agrees with canonical JSON on equal values in another key order and on any two values', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(run(sameJsonSteps(a, reordered(a)))).toBe(true)
        expect(run(sameJsonSteps(a, b))).toBe(canonicalJson(a) === canonicalJson(b))
      }),
    )
  })

  it('reads an undefined property as absent and an undefined item as null, as JSON does', () => {
    expect(run(sameJsonSteps({ a: 1, b: undefined }, { a: 1 }))).toBe(true)
    expect(run(sameJsonSteps([undefined, 1], [null, 1]))).toBe(true)
    expect(run(sameJsonSteps({ a: 1 }, { a: 1, b: 2 }))).toBe(false)
    expect(run(sameJsonSteps({ overrides: [{ value: 3 }] }, { overrides: [{ value: 4 }] }))).toBe(false)
  })

  it('pauses on a long value', () => {
    const long = { overrides: Array.from({ length: 20_000 }, (_v, i) => ({ reason: `r${i}`, value: i })) }
    let pauses = 0
    const steps = sameJsonSteps(long, structuredClone(long))
    for (let step = steps.next(); !step.done; step = steps.next()) pauses++
    expect(pauses).toBeGreaterThan(5)
  })
})

describe('jsonTextSteps', () => {
  it('writes the very text JSON.stringify writes, at every depth it opens', () => {
    fc.assert(
      fc.property(json, fc.integer({ min: 0, max: 4 }), (v, levels) => {
        expect(run(jsonTextSteps(v, levels))).toBe(JSON.stringify(v))
      }),
    )
    const unwritable = { a: undefined, b: [undefined, () => 1, 'é"\u2028'], c: () => 1, d: { e: new Date(0), f: -0 }, g: Object.create(null) as object }
    expect(run(jsonTextSteps(unwritable, 3))).toBe(JSON.stringify(unwritable))
  })

  it('pauses on a long value', () => {
    const long = { overrides: Array.from({ length: 20_000 }, (_v, i) => ({ reason: `Table correction ${i}`, value: i })) }
    let pauses = 0
    const steps = jsonTextSteps(long)
    let step = steps.next()
    for (; !step.done; step = steps.next()) pauses++
    // About 900 KB written, a pause after each 256 KiB.
    expect(pauses).toBe(3)
    expect(step.value).toBe(JSON.stringify(long))
  })
})
