// The piecewise reader of campaign files reads exactly what JSON.parse reads, and refuses what it refuses.
import { describe, expect, it } from 'vitest'
import { parseCampaignFilePieces } from './campaign-file-pieces'

function read(text: string, maxDepth = 64) {
  const steps = parseCampaignFilePieces(text, maxDepth)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

describe('campaign file pieces', () => {
  it('gives what JSON.parse gives, strings with quotes, backslashes and brackets included', () => {
    const value = {
      format: 'rim-command/campaign',
      version: 1,
      history: [
        { kind: 'command', payload: { name: 'He said "\\\\" [then] {left}', n: -1.5e3, ok: true, none: null } },
        { kind: 'undo', list: [[], {}] },
      ],
      state: { nested: [[[1]]], empty: '' },
    }
    expect(read(JSON.stringify(value))).toEqual({ ok: true, value })
    expect(read(JSON.stringify(value, null, 2))).toEqual({ ok: true, value })
    expect(read('{ "history" : [ ] }')).toEqual({ ok: true, value: { history: [] } })
    expect(read('{}')).toEqual({ ok: true, value: {} })
  })

  it('refuses broken JSON wherever it breaks', () => {
    for (const text of [
      '{"history":[{"a":1},]}',
      '{"history":[{"a":1}',
      '{"a":1,}',
      '{"a" 1}',
      '{"a":"unterminated}',
      '{"a":1} trailing',
      '{a:1}',
      '',
      '{"a":[1}]}',
      '{"state":{"overrides":[{"a":1},]}}',
      '{"state":{"overrides" []}}',
      '{"state":{"overrides":[1}}',
      '{"state":{"a":1,}}',
      '{"state":{"a":1}',
      '{"state":[1 2]}',
    ])
      expect(read(text)).toEqual({ ok: false, problem: 'not-json' })
  })

  it('refuses nesting past the limit, counted from the top of the file, without recursing', () => {
    // Two levels around an entry (the file, its history): 62 levels inside an entry are the most 64 allow.
    const entry = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
    expect(read(`{"history":[${entry(62)}]}`).ok).toBe(true)
    expect(read(`{"history":[${entry(63)}]}`)).toEqual({ ok: false, problem: 'too-deep' })
    expect(read(`{"state":${entry(63)}}`).ok).toBe(true)
    expect(read(`{"state":${entry(64)}}`)).toEqual({ ok: false, problem: 'too-deep' })
    expect(read(`{"state":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`)).toEqual({ ok: false, problem: 'too-deep' })
  })

  it('pauses between pieces of a large file', () => {
    const text = JSON.stringify({ history: Array.from({ length: 20_000 }, (_, i) => ({ kind: 'command', at: i, payload: { text: 'x'.repeat(50) } })) })
    const steps = parseCampaignFilePieces(text, 64)
    let pauses = 0
    while (!steps.next().done) pauses++
    // 20,000 entries of 96 to 100 characters: 2.0 MB, a pause after each 256 KiB read, so 7.
    expect(pauses).toBe(7)
  })

  it('pauses inside a large state, its lists read an item at a time, and reads it as JSON.parse does', () => {
    const state = {
      name: 'Long',
      overrides: Array.from({ length: 20_000 }, (_, i) => ({ reason: `Table correction ${i}`, target: { kind: 'cp', value: i } })),
      empty: [],
      none: {},
    }
    const text = JSON.stringify({ history: [], state })
    const steps = parseCampaignFilePieces(text, 64)
    let pauses = 0
    let step = steps.next()
    for (; !step.done; step = steps.next()) pauses++
    // About 1.3 MB of state, a pause after each 256 KiB.
    expect(pauses).toBe(5)
    expect(step.value).toEqual({ ok: true, value: JSON.parse(text) })
    expect(read(JSON.stringify({ state }, null, 2))).toEqual({ ok: true, value: { state } })
  })
})

describe('a top-level "__proto__" key', () => {
  it('is an own key, as JSON.parse reads it, never the prototype whose history would be read as the file’s', () => {
    const text = '{"format":"rim-command/campaign","__proto__":{"history":[{"kind":"command"}]}}'
    const read_ = read(text)
    expect(read_.ok).toBe(true)
    const value = (read_ as { value: Record<string, unknown> }).value
    expect(value.history).toBeUndefined()
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(value).toEqual(JSON.parse(text))
    expect(Object.keys(value)).toEqual(Object.keys(JSON.parse(text) as object))
  })

  it('is an own key inside the state and its lists too', () => {
    const text = '{"state":{"__proto__":{"players":[]},"overrides":[{"__proto__":{"reason":"x"}}]}}'
    const read_ = read(text)
    expect(read_).toEqual({ ok: true, value: JSON.parse(text) })
    const state = (read_ as { value: Record<string, unknown> }).value.state as { players?: unknown; overrides: { reason?: unknown }[] }
    expect(state.players).toBeUndefined()
    expect(state.overrides[0]!.reason).toBeUndefined()
    expect(Object.keys(state)).toEqual(['__proto__', 'overrides'])
  })
})
