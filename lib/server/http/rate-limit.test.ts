// One client flooding campaign creations waits; others are not affected, and nobody picks their own key.
import { describe, expect, it } from 'vitest'
import { addressGroup, clientKey, CONNECTION_ADDRESS_HEADER, creationRefillSeconds, proxyTrusted, tokenBucket } from './rate-limit'

describe('token bucket', () => {
  it('allows a burst, then one per refill period, per key', () => {
    const bucket = tokenBucket({ capacity: 3, refillPerSecond: 1 / 3 })
    expect([0, 0, 0, 0].map(() => bucket.take('a', 1000))).toEqual([true, true, true, false])
    expect(bucket.take('b', 1000)).toBe(true)
    expect(bucket.take('a', 2000)).toBe(false)
    expect(bucket.take('a', 4100)).toBe(true)
  })

  it('forgets the address unseen the longest, one at a time, never the one flooding it', () => {
    const bucket = tokenBucket({ capacity: 1, refillPerSecond: 0, keysKept: 3 })
    expect(bucket.take('flood', 0)).toBe(true)
    for (const other of ['b', 'c', 'd', 'e', 'f']) {
      bucket.take(other, 0)
      // Still refused: the flooding address is seen again each time, so it is never the oldest.
      expect(bucket.take('flood', 0)).toBe(false)
    }
    // 'b' was forgotten (unseen the longest) and starts afresh; 'f', still remembered, does not.
    expect(bucket.take('b', 0)).toBe(true)
    expect(bucket.take('f', 0)).toBe(false)
  })
})

describe('the client key', () => {
  const connection = (address: string, extra: Record<string, string> = {}) => new Headers({ [CONNECTION_ADDRESS_HEADER]: address, ...extra })

  it('is the connection’s address without a proxy: a forged X-Forwarded-For changes nothing', () => {
    expect(clientKey(connection('198.51.100.4', { 'x-forwarded-for': '203.0.113.7' }), false)).toBe('198.51.100.4')
    expect(clientKey(connection('198.51.100.4', { 'x-forwarded-for': '127.0.0.1' }), false)).toBe('198.51.100.4')
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.7' }), false)).toBe('unknown')
  })

  it('is the address the proxy added (the last one) when the operator says a proxy is in front', () => {
    expect(clientKey(connection('127.0.0.1', { 'x-forwarded-for': 'spoofed, 203.0.113.7' }), true)).toBe('203.0.113.7')
    expect(proxyTrusted({ TRUST_PROXY: '1' })).toBe(true)
    expect(proxyTrusted({})).toBe(false)
    expect(proxyTrusted({ TRUST_PROXY: '0' })).toBe(false)
  })

  it('groups IPv6 by /64 and reads IPv4 written as IPv6 as IPv4', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64')
  })
})

describe('creationRefillSeconds', () => {
  it('reads the operator’s CREATION_REFILL_SECONDS, and keeps 3 for anything that is not a positive number', () => {
    expect(creationRefillSeconds({ CREATION_REFILL_SECONDS: '60' })).toBe(60)
    expect(creationRefillSeconds({})).toBe(3)
    for (const bad of ['0', '-5', 'soon', '']) expect(creationRefillSeconds({ CREATION_REFILL_SECONDS: bad })).toBe(3)
  })
})
