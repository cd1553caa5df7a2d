'use client'
// The battles shown on the map, in words: where, who assaults whom, and who won once it is settled. Kept up
// to date by the map's live overlay: a battle declared since appears, a result applied is told.
import { useOverlay, type LiveBattle } from '../_components/live-values'

export function BattleList(props: { battles: LiveBattle[]; heading: string; ringed: string; hrefPrefix: string; since: number }) {
  const live = useOverlay(props.since)
  const battles = live?.battles ?? props.battles
  if (battles.length === 0) return null
  return (
    <section aria-labelledby="map-battles-heading" className="rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <h2 id="map-battles-heading" className="text-base font-semibold">
        {props.heading}
      </h2>
      <p className="text-slate-600">{props.ringed}</p>
      <ul className="mt-2 space-y-1">
        {battles.map((b) => (
          <li key={b.systemId}>
            <a href={`${props.hrefPrefix}${b.systemId}#details`} className="font-medium">
              {b.name}
            </a>
            : {b.words}
          </li>
        ))}
      </ul>
    </section>
  )
}
