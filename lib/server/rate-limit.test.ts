// One client flooding campaign creations waits; others are not affected.
import { describe, expect, it } from 'vitest'
import { clientKey, tokenBucket } from './rate-limit'

describe('token bucket', () => {
  it('allows a burst, then one per refill period, per key', () => {
    const bucket = tokenBucket({ capacity: 3, refillPerSecond: 1 / 3 })
    expect([0, 0, 0, 0].map(() => bucket.take('a', 1000))).toEqual([true, true, true, false])
    expect(bucket.take('b', 1000)).toBe(true)
    expect(bucket.take('a', 2000)).toBe(false)
    expect(bucket.take('a', 4100)).toBe(true)
  })

  it('keys by the address the proxy saw (a client cannot choose it), or one shared key without a proxy', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': 'spoofed, 203.0.113.7' }))).toBe('203.0.113.7')
    expect(clientKey(new Headers())).toBe('direct')
  })
})
