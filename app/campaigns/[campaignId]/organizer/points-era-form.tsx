'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { eraKey } from '@/app/_lib/points-era-words'
import { POINTS_ERAS, type PointsEra } from '@/lib/data/cards/types'
import { setPointsEraAction } from './actions'

/** R-FLEET-ERA: the points every fleet of the campaign is valued at, changeable until the campaign starts. */
export function PointsEraForm({ campaignId, version, current }: { campaignId: string; version: number; current: PointsEra }) {
  const t = useTranslations('Organizer.pointsEra')
  const terms = useTranslations('Terms')
  const [state, action, pending] = useActionState<ActionState<unknown>, FormData>(setPointsEraAction, idle)
  return (
    <form action={action} className="space-y-2" aria-label={t('title')}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('label')}</legend>
        {POINTS_ERAS.map((era) => (
          <label key={era} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="pointsEra" value={era} defaultChecked={era === current} />
            {terms('pointsEra', { era: eraKey(era) })}
          </label>
        ))}
      </fieldset>
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('done')}
        </p>
      ) : null}
      <FormError state={state} />
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
    </form>
  )
}
