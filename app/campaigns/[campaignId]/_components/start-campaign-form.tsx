'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { startCampaignAction } from '../fleets/actions'

/** R-SETUP-6: the organizer starts the campaign; the app names whatever still blocks it. */
export function StartCampaignForm({ campaignId, version }: { campaignId: string; version: number }) {
  const t = useTranslations('Setup')
  const [state, action] = useActionState<ActionState<unknown>, FormData>(startCampaignAction, idle)
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="expectedVersion" value={version} />
      <FormError state={state} />
      <SubmitButton>{t('startSubmit')}</SubmitButton>
    </form>
  )
}
