// A person's calendar feed (R-SCHEDULE): their games of the turn as iCalendar, for calendar apps that
// subscribe to it with no cookie. Its address is its secret (lib/server/calendar-feed.ts); an unknown or
// replaced one gets the same 404 as a campaign that does not exist.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { campaignLanguage } from '@/lib/campaign'
import { systemName } from '@/app/_lib/words'
import { calendarFeedGames } from '@/lib/server/calendar-feed'
import { calendarText, type CalendarEvent } from '@/lib/server/icalendar'
import { originFrom } from '@/lib/server/http/public-origin'

export const dynamic = 'force-dynamic'

/** How long a game is planned for in the calendar: an Armada game of 400 points, with set-up. */
const GAME_MINUTES = 180

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string; feed: string }> }) {
  const { campaignId, feed } = await params
  const secret = feed.endsWith('.ics') ? feed.slice(0, -'.ics'.length) : ''
  const feedGames = secret ? calendarFeedGames(getDb(), campaignId, secret) : null
  if (!feedGames) return notFound()
  const { state, games, updatedAt } = feedGames
  const t = await getTranslations({ locale: campaignLanguage(state), namespace: 'Schedule' })
  const name = (id: string) => (id === 'organizer' ? t('organizer') : (state.players.find((p) => p.id === id)?.name ?? id))
  const origin = originFrom(request.headers).origin
  const events = games.flatMap((g): CalendarEvent[] => {
    const slot = g.agreed ?? g.proposal
    if (!slot) return []
    const players = t('players', { assaulter: name(g.assaulter.playerId), defender: name(g.defender.playerId) })
    return [
      {
        uid: `${campaignId}-${g.battleId}@rim-command`,
        start: slot.startsAt,
        minutes: GAME_MINUTES,
        summary: t('feedSummary', { players, system: systemName(g.systemId) }),
        location: slot.venue.kind === 'place' ? slot.venue.place : t('feedOnline'),
        description: g.agreed ? t('feedAgreed', { campaign: state.name }) : t('feedProposed', { campaign: state.name, by: name(g.proposal!.by) }),
        url: `${origin}/campaigns/${campaignId}/turn`,
        status: g.agreed ? 'CONFIRMED' : 'TENTATIVE',
      },
    ]
  })
  const body = calendarText({ name: t('feedName', { campaign: state.name }), stamp: updatedAt, events })
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="games.ics"',
      'cache-control': 'private, no-cache',
    },
  })
}
