import 'server-only'
// The public origin of this request, to build the personal links the organizer hands out and to mark
// cookies Secure behind HTTPS. PUBLIC_URL, when set, wins; else the reverse proxy's X-Forwarded-Proto
// and X-Forwarded-Host (Caddy and nginx set them); else the Host the browser used.
import { headers } from 'next/headers'
import { originFrom } from './public-origin'

export { originFrom } from './public-origin'

export async function requestOrigin(): Promise<{ origin: string; secure: boolean }> {
  return originFrom(await headers())
}
