// A personal link: sets the campaign cookie for whoever holds the token, then opens the campaign. A browser
// already signed in to that campaign as someone else is asked first, so that a page of another site cannot
// swap the organizer's session for a player's by sending the browser to a link (the swap itself is a POST,
// which proxy.ts refuses from another origin).
import { NextResponse, type NextRequest } from 'next/server'
import { getDb } from '@/db/client'
import { originFrom } from '@/lib/server/origin'
import { linkHolderName, resolveAccess } from '@/lib/server/resolve-access'
import { campaignCookieName, COOKIE_MAX_AGE_SECONDS } from '@/lib/server/session'
import { actorKey } from '@/lib/campaign'

export const dynamic = 'force-dynamic'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

function page(title: string, body: string, status = 200): NextResponse {
  const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><meta name="referrer" content="no-referrer"><title>${title} · Rim Command</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`
  return new NextResponse(html, { status, headers: HTML })
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function notValid(): NextResponse {
  return page(
    'Link not valid',
    '<h1>This link is not valid</h1><p>It may have been replaced by a new one. Ask your campaign organizer for your current link.</p><p><a href="/">Rim Command</a></p>',
    404,
  )
}

function signIn(request: NextRequest, campaignId: string, token: string): NextResponse {
  // A relative Location keeps the browser on the host it used (request.url may name another one).
  const response = new NextResponse(null, { status: 303, headers: { location: `/campaigns/${campaignId}` } })
  response.cookies.set(campaignCookieName(campaignId), token, {
    httpOnly: true,
    sameSite: 'lax',
    // Behind an HTTPS proxy the request reaches the app over HTTP: the public origin says whether it is secure.
    secure: originFrom(request.headers).secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  })
  return response
}

function holder(campaignId: string, actor: Parameters<typeof linkHolderName>[2]): string {
  return escape(linkHolderName(getDb(), campaignId, actor) ?? 'the organizer')
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const access = resolveAccess(getDb(), token)
  if (!access) return notValid()
  const current = request.cookies.get(campaignCookieName(access.campaignId))?.value
  const signedIn = current && current !== token ? resolveAccess(getDb(), current) : null
  if (!signedIn || signedIn.campaignId !== access.campaignId || actorKey(signedIn.actor) === actorKey(access.actor))
    return signIn(request, access.campaignId, token)
  const now = holder(access.campaignId, signedIn.actor)
  const next = holder(access.campaignId, access.actor)
  return page(
    'Change who you are',
    `<h1>This browser is signed in as ${now}</h1><p>This link is ${next}’s. Open the campaign as ${next} instead? You can open your own link again at any time.</p><form method="post"><button type="submit" style="font-size:1rem;padding:.6rem 1rem">Open as ${next}</button></form><p><a href="/campaigns/${escape(access.campaignId)}">Stay signed in as ${now}</a></p>`,
  )
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const access = resolveAccess(getDb(), token)
  return access ? signIn(request, access.campaignId, token) : notValid()
}
