'use client'
// "Your move"'s lists as the page rendered them, then as each change's overlay brings them
// (your-move-listed.ts): the reader's own duties with their links, and who the campaign waits for.
import { Link } from '@/app/_components/link'
import { TeamName } from '@/app/_components/ui/team-badge'
import { useOverlay } from './live-values'
import type { YourMoveListed } from './your-move-listed'

export interface YourMoveWords {
  /** What the reader reads when they owe nothing (the organizer's words are their own). */
  nothing: string
  /** The heading of what the campaign waits for from others. */
  waiting: string
  /** The organizer's heading of what only they can do. */
  onlyYou: string
  /** The organizer's link to move a stuck step on. */
  forceLink: string
}

function MineList({ mine }: { mine: YourMoveListed['mine'] }) {
  return (
    <ul className="space-y-1">
      {mine.map((d, i) => (
        <li key={i}>
          <Link href={d.href} className="font-semibold underline">
            {d.text}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function AwaitedList({ others }: { others: YourMoveListed['others'] }) {
  return (
    <ul className="list-disc pl-5 text-sm">
      {others.map((d, i) => (
        <li key={i}>
          {d.parts.map((part, j) =>
            j % 2 === 1 && d.team ? (
              <TeamName key={j} team={d.team}>
                {part}
              </TeamName>
            ) : (
              part
            ),
          )}
        </li>
      ))}
    </ul>
  )
}

/** `games`: the reader's own games (a player's), drawn by the server, between their duties and the others'. */
export function YourMoveLists({
  since,
  listed,
  organizer,
  words,
  games,
}: {
  since: number
  listed: YourMoveListed
  organizer: boolean
  words: YourMoveWords
  games?: React.ReactNode
}) {
  const { mine, others, stepIn } = useOverlay(since)?.yourMove ?? listed
  if (organizer)
    return (
      <>
        {mine.length > 0 ? (
          <>
            <p className="font-semibold">{words.onlyYou}</p>
            <MineList mine={mine} />
          </>
        ) : (
          <p>{words.nothing}</p>
        )}
        {others.length > 0 ? (
          <>
            <h3 className="font-semibold">{words.waiting}</h3>
            <AwaitedList others={others} />
            {stepIn ? (
              <p className="text-sm">
                {stepIn.text}
                {stepIn.forceHref ? (
                  <>
                    {' '}
                    <Link href={stepIn.forceHref}>{words.forceLink}</Link>
                  </>
                ) : null}
              </p>
            ) : null}
          </>
        ) : null}
      </>
    )
  return (
    <>
      {mine.length > 0 ? <MineList mine={mine} /> : <p>{words.nothing}</p>}
      {games}
      {others.length > 0 ? (
        <>
          <h3 className="font-semibold">{words.waiting}</h3>
          <AwaitedList others={others} />
        </>
      ) : null}
    </>
  )
}
