// The two factions look the same everywhere: the Rebels in red with a triangle, the Empire in slate
// blue with a hexagon (the shapes of the map's markers). The mark keeps them apart in black-and-white
// print and for anyone who does not tell the colours apart.
import type { TeamId } from '@/lib/campaign/browser'
import { useTranslations } from 'next-intl'

const BADGE_COLOURS: Record<TeamId, string> = { rebels: 'bg-rebels', empire: 'bg-empire' }
const INK_COLOURS: Record<TeamId, string> = { rebels: 'text-rebels-ink', empire: 'text-empire-ink' }

/** The faction's mark alone (triangle or hexagon), in the current text colour; decorative. */
export function TeamMark({ team, className = '' }: { team: TeamId; className?: string }) {
  return (
    <svg viewBox="-10 -10 20 20" width="0.9em" height="0.9em" aria-hidden="true" focusable="false" className={`inline-block shrink-0 ${className}`}>
      {team === 'rebels' ? (
        <polygon points="0,-9.5 9,7 -9,7" fill="currentColor" />
      ) : (
        <polygon points="0,-9.5 8.2,-4.75 8.2,4.75 0,9.5 -8.2,4.75 -8.2,-4.75" fill="currentColor" />
      )}
    </svg>
  )
}

/** A team's name on its colour with its mark: "▲ Rebels". Children replace the name (e.g. a player). */
export function TeamBadge({ team, children, className = '' }: { team: TeamId; children?: React.ReactNode; className?: string }) {
  const t = useTranslations('Terms')
  return (
    <span className={`inline-flex items-center gap-1 rounded px-1.5 leading-snug font-semibold text-on-faction ${BADGE_COLOURS[team]} ${className}`}>
      <TeamMark team={team} />
      {children ?? t('team', { team })}
    </span>
  )
}

/** A team's name in its ink colour with its mark, for running text and table headers. */
// Both work in server and client components; a client component's parent passes it the Terms namespace.
export function TeamName({ team, children, className = '' }: { team: TeamId; children?: React.ReactNode; className?: string }) {
  const t = useTranslations('Terms')
  return (
    // Inline, not inline-flex: a flex box would add a space to the accessible name of a link around it ("Rebels :").
    <span className={`font-semibold whitespace-nowrap ${INK_COLOURS[team]} ${className}`}>
      <TeamMark team={team} className="mr-1 align-[-0.1em]" />
      {children ?? t('team', { team })}
    </span>
  )
}
