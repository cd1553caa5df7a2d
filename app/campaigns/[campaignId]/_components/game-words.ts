// One game of the turn in words: "Leia v. Tarkin, <time>, at the club", split where its time goes, so that the
// browser draws the time in the reader's own zone (game-line.tsx on the server, games-glance-live.tsx).
import type { AppTranslator } from '@/app/_lib/translator'
import type { ScheduledGame } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { playerNamer } from '../_lib/load-campaign'
import type { GameListed } from './games-listed'

// A control character no catalogue holds marks where the time goes.
const TIME_MARK = '\u0002'

/** Who proposed a game: a player's name, or the organizer. */
export function proposerIn(t: AppTranslator, by: string, name: (id: string) => string): string {
  return by === 'organizer' ? t('Schedule.organizer') : name(by)
}

export function gameWords(t: AppTranslator, game: ScheduledGame, name: (id: string) => string): GameListed {
  const players = t('Schedule.players', { assaulter: name(game.assaulter.playerId), defender: name(game.defender.playerId) })
  const slot = game.agreed ?? game.proposal
  if (!slot) return { battleId: game.battleId, parts: [t('Schedule.unarranged', { players })], startsAt: null }
  const where = { venue: slot.venue.kind, place: slot.venue.kind === 'place' ? slot.venue.place : '' }
  const time = () => TIME_MARK
  const marked = game.agreed
    ? t.markup('Schedule.agreed', { players, ...where, time })
    : t.markup('Schedule.proposed', { players, by: proposerIn(t, game.proposal!.by, name), ...where, time })
  return { battleId: game.battleId, parts: marked.split(TIME_MARK), startsAt: slot.startsAt }
}

/** The turn's games not played yet, worded, as the overview lists them. */
export function gamesListed(t: AppTranslator, view: CampaignView): GameListed[] {
  const name = playerNamer(view)
  return view.games.all.filter((g) => !g.played).map((g) => gameWords(t, g, name))
}
