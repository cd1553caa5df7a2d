'use client'
// The overview's list of the turn's games as the page rendered it, then as each change's overlay brings it.
import { Link } from '@/app/_components/link'
import { GameSentence } from './game-line-sentence'
import type { GameListed } from './games-listed'
import { useOverlay } from './live-values'

export function GamesGlanceLive({ since, listed, title, href }: { since: number; listed: GameListed[]; title: string; href: string }) {
  const games = useOverlay(since)?.games ?? listed
  if (games.length === 0) return null
  return (
    <section aria-labelledby="week-games" className="space-y-2 rounded border border-slate-300 bg-white p-4">
      <h2 id="week-games" className="text-lg font-bold">
        <Link href={href}>{title}</Link>
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {games.map((g) => (
          <li key={g.battleId}>
            <GameSentence game={g} />
          </li>
        ))}
      </ul>
    </section>
  )
}
