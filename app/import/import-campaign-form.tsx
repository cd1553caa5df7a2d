'use client'
import { useActionState } from 'react'
import { importCampaignAction } from '@/app/actions'
import { FormError } from '@/app/_components/form-error'
import { IssuedLinks } from '@/app/_components/issued-links'
import { SubmitButton } from '@/app/_components/submit-button'
import { idle, type ActionState } from '@/app/_lib/action-state'
import type { IssuedLinksView } from '@/lib/server/issued-links'

export function ImportCampaignForm() {
  const [state, action] = useActionState<ActionState<IssuedLinksView>, FormData>(importCampaignAction, idle)
  if (state.status === 'ok') return <IssuedLinks links={state.data} />
  return (
    <form action={action} className="space-y-4">
      <FormError state={state} />
      <label className="block font-semibold">
        Campaign file (.json)
        <input type="file" name="file" accept="application/json,.json" required className="mt-1 block" />
      </label>
      <SubmitButton>Import</SubmitButton>
    </form>
  )
}
