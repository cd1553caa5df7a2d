// The engine's answers shared by the readers of one campaign version, and only of a version that cannot change.
import { describe, expect, it } from 'vitest'
import { withPointsEra } from '@/lib/data/cards/points-era'
import { memoOnFrozen } from './frozen-memo'

describe('memoOnFrozen', () => {
  it('computes a frozen state’s answer once per key, and shares it', () => {
    const state = Object.freeze({ act: 1 })
    let computed = 0
    const ask = (key: string) => memoOnFrozen(state, key, () => ({ answer: ++computed }))
    const first = ask('a')
    expect(ask('a')).toBe(first)
    expect(ask('b')).not.toBe(first)
    expect(computed).toBe(2)
    // One reader cannot change what the others are told.
    expect(Object.isFrozen(first)).toBe(true)
    expect(() => Object.assign(first, { answer: 0 })).toThrow(TypeError)
  })

  it('asks again under another points era, which prices the cards differently (R-FLEET-ERA)', () => {
    const state = Object.freeze({ act: 1 })
    let computed = 0
    const ask = () => memoOnFrozen(state, 'value', () => ++computed)
    expect(withPointsEra('ffg-2019', ask)).toBe(1)
    expect(withPointsEra('ffg-2019', ask)).toBe(1)
    expect(withPointsEra('amg-final', ask)).toBe(2)
  })

  it('computes anew for a state that is not frozen, which its holder may still change', () => {
    const state = { act: 1 }
    const ask = () => memoOnFrozen(state, 'act', () => state.act)
    expect(ask()).toBe(1)
    state.act = 2
    expect(ask()).toBe(2)
  })
})
