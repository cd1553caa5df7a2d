// The public origin of a request: PUBLIC_URL when set; else the reverse proxy's X-Forwarded-Proto and
// X-Forwarded-Host (Caddy and nginx set them); else the Host the browser used. No framework imports, so
// that the request guard (proxy.ts) uses the same answer as the pages.
export interface HeaderSource {
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
