// One game of the turn in a line: "Leia v. Tarkin, Friday 4 December at 20:00, at the club", in the reader's zone.
import { getTranslations } from 'next-intl/server'
import { GameTime } from '@/app/_components/game-time'
import type { ScheduledGame } from '@/lib/campaign'

/** Who proposed: a player's name, or the organizer. */
export async function proposerName(by: string, name: (id: string) => string): Promise<string> {
  return by === 'organizer' ? (await getTranslations('Schedule'))('organizer') : name(by)
}

export async function GameLine({ game, name }: { game: ScheduledGame; name: (id: string) => string }) {
  const t = await getTranslations('Schedule')
  const players = t('players', { assaulter: name(game.assaulter.playerId), defender: name(game.defender.playerId) })
  const slot = game.agreed ?? game.proposal
  if (!slot) return <>{t('unarranged', { players })}</>
  const where = { venue: slot.venue.kind, place: slot.venue.kind === 'place' ? slot.venue.place : '' }
  const time = () => <GameTime iso={slot.startsAt} />
  if (game.agreed) return <>{t.rich('agreed', { players, ...where, time })}</>
  return <>{t.rich('proposed', { players, by: await proposerName(game.proposal!.by, name), ...where, time })}</>
}
