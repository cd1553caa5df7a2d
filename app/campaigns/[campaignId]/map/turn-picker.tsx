// Chooses the map to show: today's or the one kept at the end of a finished turn. A plain GET form, so it
// works before any script and gives a link to share.
import { getTranslations } from 'next-intl/server'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import type { VisibleMapSnapshot } from '@/lib/campaign'
import { turnKey, turnValues } from './shown-turn'

export async function TurnPicker(props: { campaignId: string; history: readonly VisibleMapSnapshot[]; shown: VisibleMapSnapshot | null; now: string }) {
  const t = await getTranslations('Map.picker')
  return (
    <form method="get" action={`/campaigns/${props.campaignId}/map`} className="flex flex-wrap items-end gap-2 print:hidden">
      <label className="flex flex-col text-sm font-medium">
        {t('label')}
        <select name="turn" defaultValue={props.shown ? turnKey(props.shown) : ''} className={FIELD_CLASS}>
          <option value="">{t('now', { now: props.now })}</option>
          {[...props.history].reverse().map((s) => (
            <option key={turnKey(s)} value={turnKey(s)}>
              {t('past', turnValues(s))}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="min-h-11 rounded border border-slate-500 bg-white px-3">
        {t('show')}
      </button>
    </form>
  )
}
