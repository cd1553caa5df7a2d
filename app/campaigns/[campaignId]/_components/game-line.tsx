// One game of the turn in a line: "Leia v. Tarkin, Friday 4 December at 20:00, at the club", in the reader's zone.
import { getTranslations } from 'next-intl/server'
import type { ScheduledGame } from '@/lib/campaign'
import { GameSentence } from './game-line-sentence'
import { gameWords } from './game-words'

export async function GameLine({ game, name }: { game: ScheduledGame; name: (id: string) => string }) {
  return <GameSentence game={gameWords(await getTranslations(), game, name)} />
}
