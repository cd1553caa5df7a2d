'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { placeBaseAction } from '../actions'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'

export interface PlaceBaseFormProps {
  campaignId: string
  version: number
  players: { id: string; name: string }[]
  systems: { id: string; label: string }[]
  /** Preselected system, e.g. from the map. */
  systemId?: string
}

/** R-SETUP-4: offers only the systems where a base may stand; the server checks again. */
export function PlaceBaseFields({ campaignId, version, players, systems, systemId }: PlaceBaseFormProps) {
  const t = useTranslations('Setup.placeForm')
  const [state, action] = useActionState<ActionState<unknown>, FormData>(placeBaseAction, idle)
  const single = players.length === 1 ? players[0] : undefined
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('placed')}
        </p>
      ) : null}
      <FormError state={state} />
      {single ? (
        <input type="hidden" name="playerId" value={single.id} />
      ) : (
        <label className="block">
          <span className="font-semibold">{t('player')}</span>
          <select name="playerId" className={FIELD_CLASS}>
            {players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="block">
        <span className="font-semibold">{t('system')}</span>
        <select name="systemId" defaultValue={systemId ?? ''} required className={FIELD_CLASS}>
          <option value="" disabled>
            {t('choose')}
          </option>
          {systems.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
