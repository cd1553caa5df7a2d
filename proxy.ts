// Runs before every request: refuses writes from another origin (CSRF from a sibling port or subdomain,
// which SameSite=Lax does not stop) with a 403 instead of letting them reach a form or the API, refuses
// non-JSON or oversized bodies on the JSON API, and adds the security headers to every response.
import { NextResponse, type NextRequest } from 'next/server'
import { originFrom } from './lib/server/public-origin'
import { foreignWrite, jsonApiRefusal } from './lib/server/request-guard'

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

function withSecurityHeaders(response: NextResponse, pathname: string): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value)
  // A personal link must never leak through the Referer of whatever the page links to.
  if (pathname.startsWith('/join/')) response.headers.set('Referrer-Policy', 'no-referrer')
  return response
}

function refuse(status: number, message: string, api: boolean): NextResponse {
  return api
    ? NextResponse.json({ error: status === 403 ? 'FORBIDDEN' : 'VALIDATION', message }, { status })
    : new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const api = pathname.startsWith('/api/')
  if (foreignWrite(request.method, request.headers, originFrom(request.headers).origin)) {
    return withSecurityHeaders(refuse(403, 'This request came from another site: it was refused.', api), pathname)
  }
  if (api && pathname.endsWith('/commands')) {
    const refusal = jsonApiRefusal(request.method, request.headers)
    if (refusal) {
      const message = refusal.reason === 'not-json' ? 'Send the command as application/json.' : 'The body is too large (64 KB at most).'
      return withSecurityHeaders(refuse(refusal.status, message, true), pathname)
    }
  }
  return withSecurityHeaders(NextResponse.next(), pathname)
}

export const config = {
  // Everything but Next's static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
