import 'server-only'
// The per-campaign cookie that a personal link sets. It carries the raw token (httpOnly, SameSite);
// every request resolves it again, so a replaced link stops working at once.
import { cookies } from 'next/headers'
import { getDb } from '@/db/client'
import type { Actor } from '@/lib/campaign'
import { resolveAccess } from '../resolve-access'
import { campaignCookieName } from './campaign-cookie'

export { campaignCookieName }

export const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

export async function setCampaignCookie(campaignId: string, token: string, secure: boolean): Promise<void> {
  const jar = await cookies()
  jar.set(campaignCookieName(campaignId), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  })
}

/** The actor behind this request's cookie for the campaign, or null without a valid link. */
export async function currentActor(campaignId: string): Promise<Actor | null> {
  const token = (await cookies()).get(campaignCookieName(campaignId))?.value
  if (!token) return null
  const access = resolveAccess(getDb(), token)
  return access && access.campaignId === campaignId ? access.actor : null
}
