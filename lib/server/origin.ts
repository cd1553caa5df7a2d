import 'server-only'
// The public origin of this request, to build the personal links the organizer hands out and to mark
// cookies Secure behind HTTPS. PUBLIC_URL, when set, wins; else the reverse proxy's X-Forwarded-Proto
// and X-Forwarded-Host (Caddy and nginx set them); else the Host the browser used.
import { headers } from 'next/headers'

interface HeaderSource {
  get(name: string): string | null
}

export function originFrom(h: HeaderSource, publicUrl: string | undefined = process.env.PUBLIC_URL): { origin: string; secure: boolean } {
  if (publicUrl?.trim()) {
    const url = new URL(publicUrl.trim())
    return { origin: url.origin, secure: url.protocol === 'https:' }
  }
  const first = (value: string | null) => value?.split(',')[0]?.trim() || null
  const proto = first(h.get('x-forwarded-proto')) ?? 'http'
  const host = first(h.get('x-forwarded-host')) ?? h.get('host') ?? 'localhost:3000'
  return { origin: `${proto}://${host}`, secure: proto === 'https' }
}

export async function requestOrigin(): Promise<{ origin: string; secure: boolean }> {
  return originFrom(await headers())
}
