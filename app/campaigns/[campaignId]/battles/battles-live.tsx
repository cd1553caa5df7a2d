'use client'
// The battles page's list as the page rendered it, then as each change's overlay brings it (battles-listed.ts).
import { Link } from '@/app/_components/link'
import { useOverlay } from '../_components/live-values'
import type { BattlesListed } from './battles-listed'

export function BattlesLive({ since, listed }: { since: number; listed: BattlesListed }) {
  const shown = useOverlay(since)?.battleList ?? listed
  return (
    <>
      {shown.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="space-y-1">
          <h2 id={section.id} className="text-lg font-bold">
            {section.title}
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {section.lines.map((line) => (
              <li key={line.href}>
                <Link href={line.href}>{line.text}</Link>
                {line.objective ? <span className="text-sm"> · {line.objective}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {shown.none ? <p>{shown.none}</p> : null}
    </>
  )
}
