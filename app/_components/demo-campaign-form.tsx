'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { createDemoCampaignAction } from '@/app/actions'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { FormError } from '@/app/_components/form-error'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { SubmitButton } from './submit-button'
import { PassphraseField } from './passphrase-field'

/** Makes a demo campaign; its links are then listed by the start page itself (kept for this browser). */
export function DemoCampaignForm({
  another,
  passphrase,
}: {
  /** This browser has a demo already. */
  another: boolean
  /** The instance asks for its creation passphrase. */
  passphrase: boolean
}) {
  const t = useTranslations('Home')
  const [state, action] = useActionState<ActionState<IssuedLinksView>, FormData>(createDemoCampaignAction, idle)
  return (
    <form action={action} className="space-y-2">
      {another ? null : <p>{t('demoBody')}</p>}
      <FormError state={state} />
      <PassphraseField required={passphrase} />
      <SubmitButton variant={another ? 'secondary' : 'primary'}>{another ? t('demoAnother') : t('demoSubmit')}</SubmitButton>
    </form>
  )
}
