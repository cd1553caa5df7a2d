// Forged requests (CSRF from a sibling origin, text/plain bodies) and oversized bodies are refused.
import { describe, expect, it } from 'vitest'
import { ACTION_BODY_MAX_DEPTH, foreignWrite, jsonApiRefusal, JSON_BODY_MAX_BYTES, malformedActionBody, readJsonBody } from './request-guard'

const h = (values: Record<string, string>) => new Headers(values)
const ORIGIN = 'http://192.168.1.20:3000'

describe('request guard', () => {
  it('refuses a write from another origin, a sibling port or subdomain included', () => {
    expect(foreignWrite('POST', h({ origin: 'http://192.168.1.20:8080' }), ORIGIN)).toBe(true)
    expect(foreignWrite('POST', h({ origin: 'http://evil.192.168.1.20.nip.io' }), ORIGIN)).toBe(true)
    expect(foreignWrite('POST', h({ 'sec-fetch-site': 'same-site' }), ORIGIN)).toBe(true)
    expect(foreignWrite('POST', h({ origin: 'null' }), ORIGIN)).toBe(true)
  })

  it('lets through the app’s own pages, scripts without Origin, and any read', () => {
    expect(foreignWrite('POST', h({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(false)
    // A form on a no-referrer page of the app itself sends Origin "null", and Sec-Fetch-Site same-origin.
    expect(foreignWrite('POST', h({ origin: 'null', 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(false)
    expect(foreignWrite('POST', h({}), ORIGIN)).toBe(false)
    expect(foreignWrite('GET', h({ origin: 'http://elsewhere', 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(false)
  })

  it('takes only JSON on the API, and refuses an announced body over 64 KB', () => {
    expect(jsonApiRefusal('POST', h({ 'content-type': 'text/plain' }))).toEqual({ status: 415, reason: 'not-json' })
    expect(jsonApiRefusal('POST', h({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(JSON_BODY_MAX_BYTES + 1) }))).toEqual({
      status: 413,
      reason: 'too-large',
    })
    expect(jsonApiRefusal('POST', h({ 'content-type': 'application/json', 'content-length': '120' }))).toBeNull()
  })

  it('stops reading a body that grows past the limit without announcing its length', async () => {
    const big = new Request('http://x/', {
      method: 'POST',
      body: new ReadableStream({
        start: (c) => {
          c.enqueue(new TextEncoder().encode('['.padEnd(JSON_BODY_MAX_BYTES + 10, ' ')))
          c.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(await readJsonBody(big)).toEqual({ ok: false, status: 413 })
    expect(await readJsonBody(new Request('http://x/', { method: 'POST', body: '{"a":1}' }))).toEqual({ ok: true, value: { a: 1 } })
    expect(await readJsonBody(new Request('http://x/', { method: 'POST', body: 'not json' }))).toEqual({ ok: false, status: 400 })
  })
})

describe('server action bodies', () => {
  it('refuses what Next’s decoder cannot read: not JSON, nested past the limit, another type; takes arguments and forms', () => {
    expect(malformedActionBody('text/plain;charset=UTF-8', '[{"fleetId":"rebels-1","changes":[]}]')).toBe(false)
    expect(malformedActionBody('multipart/form-data; boundary=x', '--x--')).toBe(false)
    expect(malformedActionBody('application/x-www-form-urlencoded', 'a=1')).toBe(false)
    expect(malformedActionBody('text/plain', '{not json')).toBe(true)
    expect(malformedActionBody('text/plain', '['.repeat(5000) + ']'.repeat(5000))).toBe(true)
    expect(malformedActionBody('text/plain', `[${'['.repeat(ACTION_BODY_MAX_DEPTH - 1)}"a]b["${']'.repeat(ACTION_BODY_MAX_DEPTH - 1)}]`)).toBe(false)
    expect(malformedActionBody('application/json', '[]')).toBe(true)
    expect(malformedActionBody(null, '[]')).toBe(true)
  })
})
