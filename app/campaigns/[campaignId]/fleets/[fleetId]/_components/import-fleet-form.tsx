'use client'
import { useActionState, useDeferredValue, useMemo, useState } from 'react'
import { useTranslations } from 'next-intl'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { Faction, PointsEra } from '@/lib/data/cards'
import { importFleetAction } from '../../actions'
import { useFleetEngine } from './use-fleet-engine'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'

/**
 * R-FLEET-IMPORT: paste a fleet list (a builder's export, a forum post, a hand-written list). The
 * preview shows, line by line, what the list is read as before anything is saved; the import replaces
 * the fleet only if no line is an error and the names read as close spellings are confirmed.
 */
export function ImportFleetForm({
  campaignId,
  fleetId,
  version,
  faction,
  pointsEra,
}: {
  campaignId: string
  fleetId: string
  version: number
  faction: Faction
  pointsEra: PointsEra
}) {
  const [state, action] = useActionState<ActionState<unknown>, FormData>(importFleetAction, idle)
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  return (
    <ImportFields
      key={JSON.stringify(values)}
      state={state}
      action={action}
      values={values}
      ids={{ campaignId, fleetId, version }}
      faction={faction}
      pointsEra={pointsEra}
    />
  )
}

function ImportFields({
  state,
  action,
  values,
  ids,
  faction,
  pointsEra,
}: {
  state: ActionState<unknown>
  action: (formData: FormData) => void
  values: Record<string, string>
  ids: { campaignId: string; fleetId: string; version: number }
  faction: Faction
  pointsEra: PointsEra
}) {
  const t = useTranslations('FleetBuilder.import')
  const [text, setText] = useState(values.text ?? '')
  const deferred = useDeferredValue(text)
  // The list is read by the builder's engine, loaded after the page is drawn.
  const engine = useFleetEngine(pointsEra)
  const result = useMemo(() => (deferred.trim() === '' || !engine ? null : engine.importFleetText(deferred, faction)), [engine, deferred, faction])
  const guesses = result?.ok ? result.guesses : 0
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="campaignId" value={ids.campaignId} />
      <input type="hidden" name="fleetId" value={ids.fleetId} />
      <input type="hidden" name="expectedVersion" value={ids.version} />
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('saved')}
        </p>
      ) : null}
      <FormError state={state} />
      <label className="block">
        <span className="font-semibold">{t('text')}</span>
        <span className="block text-sm text-slate-700">{t('hint')}</span>
        <textarea
          name="text"
          rows={10}
          maxLength={20000}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={`${FIELD_CLASS} font-mono text-sm`}
        />
      </label>
      {result && engine ? <engine.ImportPreview result={result} /> : null}
      {guesses > 0 ? (
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirmedReadings" value="yes" className="mt-1" />
          <span>{t('confirm', { count: guesses })}</span>
        </label>
      ) : null}
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
