// The battles shown on the map, in words: where, who assaults whom, and who won once it is settled.
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import type { SystemId } from '@/lib/data/map'
import { battleInWords, type MapBattle } from '../_components/campaign-map'

export async function BattleList(props: { battles: MapBattle[]; heading: string; systemHref: (id: SystemId) => string }) {
  const t = await getTranslations('Map')
  return (
    <section aria-labelledby="map-battles-heading" className="rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <h2 id="map-battles-heading" className="text-base font-semibold">
        {props.heading}
      </h2>
      <p className="text-slate-600">{t('ringed')}</p>
      <ul className="mt-2 space-y-1">
        {props.battles.map((b) => (
          <li key={b.systemId}>
            <a href={props.systemHref(b.systemId)} className="font-medium">
              {systemName(b.systemId)}
            </a>
            : {battleInWords(t, b)}
          </li>
        ))}
      </ul>
    </section>
  )
}
