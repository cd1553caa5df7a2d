'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { LOCALES, type AppLocale } from '@/app/_i18n/locales'
import { setCampaignLanguageAction } from './actions'

/** The campaign's language: the one its personal links open in for anyone who has not chosen their own. */
export function LanguageForm({ campaignId, version, current }: { campaignId: string; version: number; current: AppLocale }) {
  const t = useTranslations('Organizer.language')
  const [state, action, pending] = useActionState<ActionState<unknown>, FormData>(setCampaignLanguageAction, idle)
  return (
    <form action={action} className="space-y-2" aria-label={t('title')}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('label')}</legend>
        {LOCALES.map((language) => (
          <label key={language} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="language" value={language} defaultChecked={language === current} />
            {t('name', { language })}
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
