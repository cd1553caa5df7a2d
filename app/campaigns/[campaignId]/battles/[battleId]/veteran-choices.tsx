// R-VET-2 and R-VET-3: the eligible elements to make veteran, and for a squadron the unique squadrons it may
// become instead (names and stats, never card text). Used after a turn's battle and after a pivotal battle.
import { useTranslations } from 'next-intl'
import { squadronSummaryIn } from '@/app/_lib/words'
import { type Fleet, type PointsEra, promotionTargets } from '@/lib/campaign'
import { fleetElements } from './result-fields'

export function VeteranChoices({
  fleet,
  eligible,
  legend,
  pointsEra,
}: {
  fleet: Fleet | null | undefined
  eligible: string[]
  legend: string
  /** R-FLEET-ERA: the points each replacement squadron shows. */
  pointsEra: PointsEra
}) {
  const t = useTranslations('BattlePage')
  const words = useTranslations()
  const labels = new Map(fleet ? fleetElements(fleet, words).map((e) => [e.uid, e.label]) : [])
  return (
    <fieldset>
      <legend>{legend}</legend>
      {eligible.map((u) => {
        const squadron = fleet?.squadrons.find((s) => s.uid === u)
        const targets = squadron ? promotionTargets(squadron.cardId) : []
        return (
          <div key={u} className="space-y-1">
            <label className="flex items-center gap-2">
              <input type="checkbox" name="uids" value={u} /> {labels.get(u) ?? u}
            </label>
            {targets.length > 0 ? (
              <label className="block pl-6 text-sm">
                {t('promoteInstead', { element: labels.get(u) ?? u })}
                <select name={`promote-${u}`} defaultValue="" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-1">
                  <option value="">{t('noReplacement')}</option>
                  {targets.map((t) => (
                    <option key={t} value={t}>
                      {squadronSummaryIn(words, t, pointsEra)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        )
      })}
    </fieldset>
  )
}
