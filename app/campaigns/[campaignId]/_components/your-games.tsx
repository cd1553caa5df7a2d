// R-SCHEDULE: a player's own game this turn, said to them: when and where it is, that a proposal waits for
// their answer, or that none is made yet; each with the link to the turn page's form. From the engine's
// list of the viewer's games and what they may do about each (scheduledGamesFor).
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { GameTime } from '@/app/_components/game-time'
import type { ViewerGame } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import { proposerIn } from './game-words'

async function YourGame({ view, game }: { view: CampaignView; game: ViewerGame }) {
  const t = await getTranslations('Schedule')
  const name = playerNamer(view)
  const me = view.viewer.playerId
  const opponent = name(game.assaulter.playerId === me ? game.defender.playerId : game.assaulter.playerId)
  const link = (chunks: React.ReactNode) => (
    <Link href={`/campaigns/${view.id}/turn#games-title`} className="font-semibold underline">
      {chunks}
    </Link>
  )
  if (game.mayAccept && game.proposal) {
    const p = game.proposal
    const where = { venue: p.venue.kind, place: p.venue.kind === 'place' ? p.venue.place : '' }
    return <>{t.rich('awaitsYou', { by: proposerIn(await getTranslations(), p.by, name), ...where, time: () => <GameTime iso={p.startsAt} />, link })}</>
  }
  if (game.agreed) {
    const a = game.agreed
    const where = { venue: a.venue.kind, place: a.venue.kind === 'place' ? a.venue.place : '' }
    return <>{t.rich('yourGame', { opponent, ...where, time: () => <GameTime iso={a.startsAt} /> })}</>
  }
  return game.mayPropose && !game.proposal ? <>{t.rich('yourGameUnarranged', { opponent, link })}</> : null
}

/** A player's games not yet played, each in a line (nothing for the organizer, whose games are everyone's). */
export function YourGames({ view, className }: { view: CampaignView; className?: string }) {
  if (view.viewer.role !== 'player') return null
  const games = view.games.mine.filter((g) => !g.played)
  if (games.length === 0) return null
  return (
    <ul className={className}>
      {games.map((g) => (
        <li key={g.battleId}>
          <YourGame view={view} game={g} />
        </li>
      ))}
    </ul>
  )
}
