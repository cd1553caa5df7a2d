// Links handed out behind a reverse proxy must name the address players use, over HTTPS.
import { describe, expect, it } from 'vitest'
import { originFrom } from './origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('public origin of a request', () => {
  it('is the proxy’s forwarded protocol and host (first of each list)', () => {
    const h = headers({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'rim.example.org, proxy.local' })
    expect(originFrom(h, undefined)).toEqual({ origin: 'https://rim.example.org', secure: true })
  })

  it('is the Host over plain HTTP without a proxy', () => {
    expect(originFrom(headers({ host: '192.168.1.20:3000' }), undefined)).toEqual({ origin: 'http://192.168.1.20:3000', secure: false })
  })

  it('is PUBLIC_URL when set, whatever the headers say', () => {
    const h = headers({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' })
    expect(originFrom(h, 'https://rim.example.org/')).toEqual({ origin: 'https://rim.example.org', secure: true })
  })
})
