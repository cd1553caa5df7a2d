// A personal link: sets the campaign cookie for whoever holds the token, then opens the campaign. A browser
// already signed in to that campaign as someone else is asked first, so that a page of another site cannot
// swap the organizer's session for a player's by sending the browser to a link (the swap itself is a POST,
// which proxy.ts refuses from another origin).
// The link also brings the campaign's language to a browser that has none of its own yet: the campaign's
// language as the organizer set it now (a link handed out before a change follows the change), or for a link
// that is no longer valid, the language the link names (`?lang=`). A person's own choice is never replaced.
import { NextResponse, type NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { linkLanguage } from '@/lib/server/issued-links'
import { originFrom } from '@/lib/server/http/origin'
import { linkHolderName, resolveAccess } from '@/lib/server/resolve-access'
import { campaignCookieName, COOKIE_MAX_AGE_SECONDS } from '@/lib/server/http/session'
import { actorKey } from '@/lib/campaign'
import { elision } from '@/app/_i18n/elision'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromAcceptLanguage, type AppLocale } from '@/app/_i18n/locales'

export const dynamic = 'force-dynamic'

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The language of the link's pages: the person's own, else the campaign's (or the link's), else the browser's. */
function pageLocale(request: NextRequest, campaign: AppLocale | null): AppLocale {
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (isLocale(chosen)) return chosen
  return campaign ?? localeFromAcceptLanguage(request.headers.get('accept-language')) ?? 'en'
}

/** The language a link names in its query, when it is one the app speaks. */
function linkLocale(request: NextRequest): AppLocale | null {
  const lang = request.nextUrl.searchParams.get('lang')
  return isLocale(lang) ? lang : null
}

async function page(locale: AppLocale, title: string, body: string, status = 200): Promise<NextResponse> {
  const t = await getTranslations({ locale, namespace: 'Common' })
  // Styled by /join/style.css: the app's CSP refuses inline styles.
  const app = escape(t('appName'))
  const html = `<!doctype html><html lang="${locale}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escape(title)} · ${app}</title><link rel="stylesheet" href="/join/style.css"></head><body><header><div><a href="/">${app}</a></div></header><main id="main"><section>${body}</section></main></body></html>`
  return new NextResponse(html, { status, headers: HTML })
}

async function notValid(request: NextRequest): Promise<NextResponse> {
  const locale = pageLocale(request, linkLocale(request))
  const t = await getTranslations({ locale, namespace: 'Join' })
  const common = await getTranslations({ locale, namespace: 'Common' })
  return page(
    locale,
    t('notValid.title'),
    `<h1>${escape(t('notValid.heading'))}</h1><p>${escape(t('notValid.body'))}</p><p><a href="/">${escape(common('appName'))}</a></p>`,
    404,
  )
}

function languageOf(campaignId: string): AppLocale {
  return linkLanguage(getDb(), campaignId)
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
  if (!isLocale(request.cookies.get(LOCALE_COOKIE)?.value)) {
    response.cookies.set(LOCALE_COOKIE, languageOf(campaignId), { httpOnly: true, sameSite: 'lax', path: '/', maxAge: LOCALE_COOKIE_MAX_AGE })
  }
  return response
}

function holder(campaignId: string, actor: Parameters<typeof linkHolderName>[2]): string | null {
  return linkHolderName(getDb(), campaignId, actor)
}

export async function GET(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const access = resolveAccess(getDb(), token)
  if (!access) return notValid(request)
  const current = request.cookies.get(campaignCookieName(access.campaignId))?.value
  const signedIn = current && current !== token ? resolveAccess(getDb(), current) : null
  if (!signedIn || signedIn.campaignId !== access.campaignId || actorKey(signedIn.actor) === actorKey(access.actor))
    return signIn(request, access.campaignId, token)
  const locale = pageLocale(request, languageOf(access.campaignId))
  const t = await getTranslations({ locale, namespace: 'Join.switch' })
  const who = (name: string | null) => escape(name ?? t('theOrganizer'))
  const nowName = holder(access.campaignId, signedIn.actor)
  const nextName = holder(access.campaignId, access.actor)
  const now = who(nowName)
  const next = who(nextName)
  // French elides "que" and "de" before a vowel ("en tant qu’Alice"); the organizer is named with its article.
  const elide = { nowElision: nowName ? elision(nowName) : 'consonant', nextElision: nextName ? elision(nextName) : 'consonant' }
  // The names are escaped here, then placed in the messages as they are (the messages hold no markup of their own).
  return page(
    locale,
    t('title'),
    `<h1>${t('heading', { now, ...elide })}</h1><p>${t('body', { next, ...elide })}</p><form method="post"><button type="submit">${t('openAs', { next, ...elide })}</button></form><p><a href="/campaigns/${escape(access.campaignId)}">${t('stay', { now, ...elide })}</a></p>`,
  )
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const access = resolveAccess(getDb(), token)
  return access ? signIn(request, access.campaignId, token) : notValid(request)
}
