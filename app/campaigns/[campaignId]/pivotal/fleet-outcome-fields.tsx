import { getTranslations } from 'next-intl/server'
import { FieldErrorAt } from '@/app/_components/field-error-at'
import { resultFieldKey } from '@/app/_lib/messages'
import { type ElementMark, type Fleet, resultElements } from '@/lib/campaign'
import { fleetElements } from '../battles/[battleId]/result-fields'

const FIELD_NAMES: Record<ElementMark, string> = { destroyed: 'destroyed', retreated: 'retreated', eligibleVeterans: 'veteran' }
const WORDS = { destroyed: 'destroyed', retreated: 'retreated', eligibleVeterans: 'eligible' } as const

/**
 * One fleet's elements in a pivotal result: each with its scarred and veteran marks, and a tap for each mark
 * the engine accepts on it (destroyed, retreated for ships, eligible for veteran unless already veteran).
 */
export async function FleetOutcomeFields({ fleet, title }: { fleet: Fleet; title: string }) {
  const t = await getTranslations('Pivotal.fields')
  const battle = await getTranslations('BattlePage')
  const words = await getTranslations()
  const views = new Map(resultElements(fleet).map((e) => [e.uid, e]))
  return (
    <fieldset className="rounded border border-slate-300 p-2">
      <legend className="px-1 font-semibold first-letter:uppercase">{title}</legend>
      <input type="hidden" name="fleetIds" value={fleet.id} />
      {fleetElements(fleet, words).map((e) => {
        const view = views.get(e.uid)
        if (!view) return null
        const marks = [view.scarred ? battle('fleet.scarred') : null, view.veteran ? battle('fleet.veteran') : null].filter(Boolean).join(', ')
        return (
          <div key={e.uid} className="text-sm">
            <div className="flex flex-wrap items-center gap-3">
              <span className="min-w-40">
                {e.label}
                {marks ? <span className="ml-1 text-xs text-slate-700">({marks})</span> : null}
              </span>
              {(['destroyed', 'retreated', 'eligibleVeterans'] as const).map((mark) =>
                view.marks.includes(mark) ? (
                  <label key={mark} className="flex items-center gap-1">
                    <input type="checkbox" name={`${fleet.id}-${FIELD_NAMES[mark]}`} value={e.uid} /> {t(WORDS[mark])}
                  </label>
                ) : mark === 'eligibleVeterans' && view.refused[mark]?.reason === 'already-veteran' ? (
                  <span key={mark} className="text-xs text-slate-600">
                    {battle('markRefused', { reason: 'alreadyVeteran' })}
                  </span>
                ) : null,
              )}
            </div>
            {(['destroyed', 'retreated', 'eligibleVeterans'] as const).map((field) => (
              <FieldErrorAt key={field} fieldKey={resultFieldKey(fleet.id, field, e.uid)} />
            ))}
          </div>
        )
      })}
    </fieldset>
  )
}
