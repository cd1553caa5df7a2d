'use client'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { SubmitButton } from '@/app/_components/submit-button'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { setDiscordIdAction } from '../discord-id-action'

/** The form's words, from the server (Campaign.discordId), so that the page ships no more of the catalogue. */
export interface DiscordIdWords {
  title: string
  label: string
  hint: string
  save: string
  saved: string
}

/** The reader's own Discord user id, for the mentions of the group's "your move" (digits only). */
export function DiscordIdForm({ campaignId, current, words }: { campaignId: string; current: string | null; words: DiscordIdWords }) {
  const t = (key: keyof DiscordIdWords) => words[key]
  const [state, action, pending] = useActionState<ActionState<unknown>, FormData>(setDiscordIdAction, idle)
  return (
    <form action={action} className="space-y-2" aria-label={t('title')}>
      <input type="hidden" name="campaignId" value={campaignId} />
      <label className="block">
        <span className="font-semibold">{t('label')}</span>
        <input
          name="discordUserId"
          inputMode="numeric"
          pattern="\d{17,20}"
          autoComplete="off"
          aria-describedby="discord-id-hint"
          className={FIELD_CLASS}
          defaultValue={state.status === 'error' ? (state.values?.discordUserId ?? '') : (current ?? '')}
        />
      </label>
      <p id="discord-id-hint" className="text-sm">
        {t('hint')}
      </p>
      {state.status === 'ok' ? (
        <p role="status" className="text-emerald-800">
          {t('saved')}
        </p>
      ) : null}
      <FormError state={state} />
      <SubmitButton pending={pending}>{t('save')}</SubmitButton>
    </form>
  )
}
