// A game's sentence as worded (game-words.ts), its time drawn where the sentence puts it, in the reader's zone:
// for the server's lines and the browser's alike.
import { GameTime } from '@/app/_components/game-time'
import type { GameListed } from './games-listed'

export function GameSentence({ game }: { game: GameListed }) {
  const [before, after] = game.parts
  return (
    <>
      {before}
      {game.startsAt !== null && after !== undefined ? (
        <>
          <GameTime iso={game.startsAt} />
          {after}
        </>
      ) : null}
    </>
  )
}
