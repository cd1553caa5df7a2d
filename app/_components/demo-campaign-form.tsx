'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { createDemoCampaignAction } from '@/app/actions'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { IssuedLinksView } from '@/lib/server/issued-links'
import { IssuedLinks } from './issued-links'
import { SubmitButton } from './submit-button'

export function DemoCampaignForm() {
  const t = useTranslations('Home')
  const [state, action] = useActionState<ActionState<IssuedLinksView>, FormData>(createDemoCampaignAction, idle)
  if (state.status === 'ok') return <IssuedLinks links={state.data} />
  return (
    <form action={action} className="space-y-2">
      <p>{t('demoBody')}</p>
      <SubmitButton>{t('demoSubmit')}</SubmitButton>
    </form>
  )
}
