// The policy every page is served with: scripts only with the request's nonce, nothing framed or plugged in.
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce } from './content-security-policy'

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

describe('content security policy', () => {
  it('lets scripts run only from this origin with the nonce, never inline without it', () => {
    const policy = directives(contentSecurityPolicy('abc123', false))
    expect(policy.get('script-src')).toEqual([`'self'`, `'nonce-abc123'`, `'strict-dynamic'`])
    expect(policy.get('style-src')).toEqual([`'self'`, `'nonce-abc123'`])
    expect(policy.get('object-src')).toEqual([`'none'`])
    expect(policy.get('base-uri')).toEqual([`'none'`])
    expect(policy.get('form-action')).toEqual([`'self'`])
    expect(policy.get('frame-ancestors')).toEqual([`'none'`])
    expect(contentSecurityPolicy('abc123', false)).not.toContain('unsafe')
  })

  it('draws a new nonce for each response', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
  })
})
