import 'server-only'
// The demo's links, kept for the browser that made the demo: the start page lists them again after a
// reload or a Back, so a newcomer can open the demo as each player. The tokens sit in an httpOnly cookie of
// this browser (as the organizer's own token does); a link replaced since is no longer listed.
import { cookies } from 'next/headers'
import type { Db } from '@/db/client'
import type { IssuedLinks } from '../create-campaign'
import { issuedLinksView, type IssuedLinksView } from '../issued-links'
import { resolveAccess } from '../resolve-access'
import { COOKIE_MAX_AGE_SECONDS } from '../http/session'

const DEMO_COOKIE = 'rc_demo'

export async function keepDemoLinks(issued: IssuedLinks, secure: boolean): Promise<void> {
  const value = Buffer.from(JSON.stringify(issued)).toString('base64url')
  ;(await cookies()).set(DEMO_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: COOKIE_MAX_AGE_SECONDS })
}

function parse(value: string | undefined): IssuedLinks | null {
  if (!value) return null
  try {
    const data: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (!data || typeof data !== 'object') return null
    const { campaignId, tokens } = data as Record<string, unknown>
    if (typeof campaignId !== 'string' || !tokens || typeof tokens !== 'object') return null
    const entries = Object.entries(tokens as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')
    return { campaignId, tokens: Object.fromEntries(entries) }
  } catch {
    return null
  }
}

/** The links of this browser's demo that still open it (none once its organizer link was replaced or the demo is gone). */
export async function keptDemoLinks(db: Db, origin: string): Promise<IssuedLinksView | null> {
  const issued = parse((await cookies()).get(DEMO_COOKIE)?.value)
  if (!issued) return null
  const valid = Object.fromEntries(
    Object.entries(issued.tokens).filter(([subject, token]) => {
      const access = resolveAccess(db, token)
      if (!access || access.campaignId !== issued.campaignId) return false
      return access.actor.role === 'organizer' ? subject === 'organizer' : access.actor.playerId === subject
    }),
  )
  if (!valid.organizer) return null
  const view = issuedLinksView(db, issued, origin)
  return { ...view, players: view.players.filter((p) => valid[p.id]) }
}
