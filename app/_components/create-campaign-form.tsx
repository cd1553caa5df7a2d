'use client'
import { NEW_CAMPAIGN_POINTS_ERA, POINTS_ERAS } from '@/lib/data/cards/types'
import { eraKey } from '@/app/_lib/points-era-words'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { createCampaignAction } from '@/app/actions'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { TeamName } from './ui/team-badge'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { FieldError, FormError } from './form-error'
import { IssuedLinks } from './issued-links'
import { SubmitButton } from './submit-button'
import { CAMPAIGN_NAME_MAX, NAME_MAX } from '@/lib/campaign/form-constants'
import { PassphraseField } from './passphrase-field'

const TEAMS = ['empire', 'rebels'] as const

export function CreateCampaignForm({ passphrase }: { /** The instance asks for its creation passphrase. */ passphrase: boolean }) {
  const t = useTranslations('Home.create')
  const terms = useTranslations('Terms')
  const [state, action] = useActionState<ActionState<IssuedLinksView>, FormData>(createCampaignAction, idle)
  if (state.status === 'ok') return <IssuedLinks links={state.data} />
  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {}
  const values = state.status === 'error' ? (state.values ?? {}) : {}
  return (
    <form key={JSON.stringify(values)} action={action} className="space-y-6" noValidate>
      <FormError state={state} />
      <div className="space-y-1">
        <label htmlFor="name" className="block font-semibold">
          {t('name')}
        </label>
        <input
          id="name"
          name="name"
          defaultValue={values.name}
          required
          maxLength={CAMPAIGN_NAME_MAX}
          aria-describedby="name-error"
          aria-invalid={!!errors.name}
          className="w-full rounded border border-slate-400 px-3 py-2"
        />
        <FieldError id="name-error" errors={errors.name} />
      </div>
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('preset')}</legend>
        {(['green-knight', 'official-2019'] as const).map((preset) => (
          <label key={preset} className="flex items-center gap-2">
            <input type="radio" name="preset" value={preset} defaultChecked={preset === (values.preset ?? 'green-knight')} />
            {terms(`preset.${preset}`)}
          </label>
        ))}
        <FieldError id="preset-error" errors={errors.preset} />
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('pointsEra')}</legend>
        <p className="text-sm">{t('pointsEraHint')}</p>
        {POINTS_ERAS.map((era) => (
          <label key={era} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="pointsEra" value={era} defaultChecked={era === (values.pointsEra ?? NEW_CAMPAIGN_POINTS_ERA)} />
            {terms('pointsEra', { era: eraKey(era) })}
          </label>
        ))}
        <FieldError id="pointsEra-error" errors={errors.pointsEra} />
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        {TEAMS.map((team) => (
          <fieldset key={team} className="space-y-3 rounded border border-slate-300 bg-white p-3">
            <legend className="px-1 font-semibold">
              {t.rich('teamPlayers', { team, name: terms('team', { team }), badge: (chunks) => <TeamName team={team}>{chunks}</TeamName> })}
            </legend>
            <p className="text-sm text-slate-700">{t('teamHint')}</p>
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-end gap-2">
                <label className="flex-1 text-sm">
                  {t('player', { team: terms('team', { team }), number: i + 1 })}
                  <input
                    name={`${team}-${i}`}
                    defaultValue={values[`${team}-${i}`]}
                    maxLength={NAME_MAX}
                    className="mt-1 block w-full rounded border border-slate-400 px-2 py-1"
                    aria-invalid={!!errors[`${team}-${i}`]}
                  />
                </label>
                <label className="flex items-center gap-1 pb-1 text-sm">
                  <input
                    type="radio"
                    name={`${team}-ga`}
                    value={i}
                    defaultChecked={String(i) === (values[`${team}-ga`] ?? '0')}
                    aria-label={t('isGrandAdmiral', { team: terms('team', { team }), number: i + 1 })}
                  />
                  {t('grandAdmiral')}
                </label>
              </div>
            ))}
            <FieldError
              id={`${team}-error`}
              errors={[
                ...(errors[`${team}-players`] ?? []),
                ...(errors[`${team}-ga`] ?? []),
                ...(errors[`${team}-0`] ?? []),
                ...(errors[`${team}-1`] ?? []),
                ...(errors[`${team}-2`] ?? []),
              ]}
            />
          </fieldset>
        ))}
      </div>
      <PassphraseField required={passphrase} />
      <SubmitButton>{t('submit')}</SubmitButton>
    </form>
  )
}
