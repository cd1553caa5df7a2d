import 'server-only'
// What names a campaign page's answer, for the pages whose answer depends on nothing else: the address, the
// campaign's state (its version and last write), its rows outside the state (db/repositories/side-writes.ts),
// the link the request comes with (R-SECRET: an answer is only ever sent again to the same link), the
// language asked for, and the request headers Next renders by (a refresh's router state, a prefetch, the
// compression taken, the host the links are built on, a crawler's user agent). The day is in it for the
// prints' date. Null for anything else: a page outside the list, a write, a visitor without a valid link.
import type { Db } from '@/db/client'
import { findCampaignStamp } from '@/db/repositories/campaigns'
import { sideWrites } from '@/db/repositories/side-writes'
import { hashAccessToken } from '../access-tokens'
import { campaignCookieName } from '../http/campaign-cookie'
import { resolveAccess } from '../resolve-access'

/**
 * The pages kept: each reads the campaign only through the engine's views and the side rows counted above.
 * Not the organizer's page (the notices' outbox, the links), the refit editor, the roster prints (their
 * printing date and time), the briefings.
 */
const KEPT_PATH =
  /^\/campaigns\/([A-Za-z0-9_-]{1,40})(?:\/(?:map|turn|battles|management|fleets|history|summary|pivotal)|\/battles\/[A-Za-z0-9_-]{1,60}|\/fleets\/(?!roster$)[A-Za-z0-9_-]{1,60})?$/

/** The request headers a page's answer may differ by. Every other header leaves it the same. */
const RENDERED_BY = [
  'accept-encoding',
  'accept-language',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'user-agent',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-hmr-refresh',
]

export interface PageRequest {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}

export interface KeptPageKey {
  campaignId: string
  key: string
  /** The state's place among the campaign's states (kept-answers.ts). */
  order: [number, number]
}

/** The cookie's value; null when the header names it twice (which one a render reads is not ours to guess). */
function cookieValue(header: string | undefined, name: string): string | undefined | null {
  let value: string | undefined
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at <= 0 || part.slice(0, at).trim() !== name) continue
    if (value !== undefined) return null
    value = part.slice(at + 1).trim()
  }
  return value
}

function header(request: PageRequest, name: string): string {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(',') : (value ?? '')
}

/** `localeCookie`: the cookie a person's language choice is kept in (app/_i18n/locales.ts). */
export function keptPageKey(db: Db, request: PageRequest, localeCookie: string, now = new Date()): KeptPageKey | null {
  if (request.method !== 'GET' || !request.url) return null
  const query = request.url.indexOf('?')
  const pathname = query < 0 ? request.url : request.url.slice(0, query)
  const campaignId = KEPT_PATH.exec(pathname)?.[1]
  if (!campaignId) return null
  const cookies = header(request, 'cookie')
  const token = cookieValue(cookies, campaignCookieName(campaignId))
  const locale = cookieValue(cookies, localeCookie)
  if (!token || locale === null || resolveAccess(db, token)?.campaignId !== campaignId) return null
  const stamp = findCampaignStamp(db, campaignId)
  if (!stamp) return null
  const side = sideWrites(campaignId)
  const parts = [
    request.url,
    String(stamp.version),
    String(stamp.updatedAt),
    String(side),
    hashAccessToken(token),
    locale ?? '',
    now.toISOString().slice(0, 10),
    ...RENDERED_BY.map((name) => header(request, name)),
  ]
  return { campaignId, key: parts.join('\u0000'), order: [stamp.updatedAt, side] }
}
