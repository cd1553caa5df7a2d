import { getTranslations } from 'next-intl/server'
import type { Fleet } from '@/lib/campaign'
import { fleetElements } from '../battles/[battleId]/result-fields'

/** One fleet's elements in a pivotal result: a tap each for destroyed, retreated (ships) and eligible. */
export async function FleetOutcomeFields({ fleet, title }: { fleet: Fleet; title: string }) {
  const t = await getTranslations('Pivotal.fields')
  const words = await getTranslations()
  return (
    <fieldset className="rounded border border-slate-300 p-2">
      <legend className="px-1 font-semibold first-letter:uppercase">{title}</legend>
      <input type="hidden" name="fleetIds" value={fleet.id} />
      {fleetElements(fleet, words).map((e) => (
        <div key={e.uid} className="flex flex-wrap items-center gap-3 text-sm">
          <span className="min-w-40">{e.label}</span>
          <label className="flex items-center gap-1">
            <input type="checkbox" name={`${fleet.id}-destroyed`} value={e.uid} /> {t('destroyed')}
          </label>
          {e.ship ? (
            <label className="flex items-center gap-1">
              <input type="checkbox" name={`${fleet.id}-retreated`} value={e.uid} /> {t('retreated')}
            </label>
          ) : null}
          <label className="flex items-center gap-1">
            <input type="checkbox" name={`${fleet.id}-veteran`} value={e.uid} /> {t('eligible')}
          </label>
        </div>
      ))}
    </fieldset>
  )
}
