'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { regenerateLinkAction } from '../actions'

export function RegenerateLinkForm({ campaignId, subject, label }: { campaignId: string; subject: string; label: string }) {
  const t = useTranslations('Organizer.links')
  const [state, action, pending] = useActionState<ActionState<{ subject: string; link: string }>, FormData>(regenerateLinkAction, idle)
  return (
    <form action={action} className="space-y-1">
      <input type="hidden" name="campaignId" value={campaignId} />
      <input type="hidden" name="subject" value={subject} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{label}</span>
        <button type="submit" disabled={pending} className="rounded border border-slate-500 px-2 py-1 text-sm" aria-label={t('newLinkFor', { label })}>
          {t('newLink')}
        </button>
      </div>
      <FormError state={state} />
      {state.status === 'ok' ? (
        <label className="block text-sm">
          {t('newLinkFor', { label })}
          <input readOnly value={state.data.link} className="mt-1 block w-full rounded border border-slate-400 px-2 py-1 font-mono text-xs" />
        </label>
      ) : null}
    </form>
  )
}
