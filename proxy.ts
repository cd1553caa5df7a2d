// Runs before every request: refuses writes from another origin (CSRF from a sibling port or subdomain,
// which SameSite=Lax does not stop) with a 403 instead of letting them reach a form or the API, refuses
// non-JSON or oversized bodies on the JSON API and the campaign file route, and adds the security headers
// to every response, with a Content-Security-Policy whose nonce is new each time (Next reads it from the
// request's header and puts it on its own scripts).
import { NextResponse, type NextRequest } from 'next/server'
import { LOCALE_COOKIE } from './app/_i18n/locales'
import { proxyRefusalText, requestLocale } from './app/_lib/refusal-words'
import { contentSecurityPolicy, newNonce } from './lib/server/http/content-security-policy'
import { CAMPAIGN_FILE_ROUTE, campaignFileRefusal, isFormNavigation } from './lib/server/http/import-request'
import { originFrom } from './lib/server/http/public-origin'
import { foreignWrite, jsonApiRefusal, malformedActionBody } from './lib/server/http/request-guard'

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

function withSecurityHeaders(response: NextResponse, pathname: string, policy: string): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value)
  response.headers.set('Content-Security-Policy', policy)
  // A personal link must never leak through the Referer of whatever the page links to.
  if (pathname.startsWith('/join/')) response.headers.set('Referrer-Policy', 'no-referrer')
  return response
}

function refuse(status: number, message: string, api: boolean): NextResponse {
  return api
    ? NextResponse.json({ error: status === 403 ? 'FORBIDDEN' : 'VALIDATION', message }, { status })
    : new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const api = pathname.startsWith('/api/')
  const nonce = newNonce()
  const policy = contentSecurityPolicy(nonce)
  const locale = requestLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'))
  if (foreignWrite(request.method, request.headers, originFrom(request.headers).origin)) {
    return withSecurityHeaders(refuse(403, proxyRefusalText('foreign-origin', locale), api), pathname, policy)
  }
  if (api && pathname.endsWith('/commands')) {
    const refusal = jsonApiRefusal(request.method, request.headers)
    if (refusal) {
      const message = proxyRefusalText(refusal.reason === 'not-json' ? 'command-not-json' : 'command-too-large', locale)
      return withSecurityHeaders(refuse(refusal.status, message, true), pathname, policy)
    }
  }
  // A campaign file announced over the limit is refused from its headers, before the route reads or
  // parses anything (the route counts the bytes of a body sent without a length).
  if (pathname === CAMPAIGN_FILE_ROUTE) {
    const refusal = campaignFileRefusal(request.method, request.headers)
    if (refusal) {
      // A form sent without script goes back to the import page, which says why.
      const answer = isFormNavigation(request.headers)
        ? NextResponse.redirect(new URL(`/import?error=BAD_FILE&detail=${refusal.problem}`, request.url), 303)
        : refuse(refusal.status, proxyRefusalText(refusal.problem === 'too-large' ? 'file-too-large' : 'file-wrong-type', locale), true)
      return withSecurityHeaders(answer, pathname, policy)
    }
  }
  // A server action's body that Next's decoder would fail on (not JSON, nested thousands deep) is a 400 here.
  if (request.method === 'POST' && request.headers.has('next-action')) {
    const body = await request
      .clone()
      .text()
      .catch(() => null)
    if (body === null || malformedActionBody(request.headers.get('content-type'), body)) {
      return withSecurityHeaders(refuse(400, proxyRefusalText('action-malformed', locale), false), pathname, policy)
    }
  }
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), pathname, policy)
}

export const config = {
  // Everything but Next's static files (the server sets their headers: bin/rim-command-server.mjs). A
  // /favicon.ico, which the app does not have, gets its 404 page with the headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
