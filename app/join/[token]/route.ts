// A personal link: sets the campaign cookie for whoever holds the token, then opens the campaign.
import { NextResponse, type NextRequest } from 'next/server'
import { getDb } from '@/db/client'
import { originFrom } from '@/lib/server/origin'
import { resolveAccess } from '@/lib/server/resolve-access'
import { campaignCookieName, COOKIE_MAX_AGE_SECONDS } from '@/lib/server/session'

export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const access = resolveAccess(getDb(), token)
  if (!access) {
    return new NextResponse(
      '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Link not valid · Rim Command</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>This link is not valid</h1><p>It may have been replaced by a new one. Ask your campaign organizer for your current link.</p><p><a href="/">Rim Command</a></p></body></html>',
      { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  }
  // A relative Location keeps the browser on the host it used (request.url may name another one).
  const response = new NextResponse(null, { status: 303, headers: { location: `/campaigns/${access.campaignId}` } })
  response.cookies.set(campaignCookieName(access.campaignId), token, {
    httpOnly: true,
    sameSite: 'lax',
    // Behind an HTTPS proxy the request reaches the app over HTTP: the public origin says whether it is secure.
    secure: originFrom(request.headers).secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  })
  return response
}
