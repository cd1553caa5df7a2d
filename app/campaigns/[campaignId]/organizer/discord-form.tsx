'use client'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { FormError } from '@/app/_components/form-error'
import { buttonClass } from '@/app/_components/ui/button-class'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import { idle, type ActionState } from '@/app/_lib/action-state'
import { NOTICE_TOPICS, type NoticeTopic } from '@/lib/campaign/form-constants'
import { discordSettingsAction, type DiscordOutcome } from './discord-actions'

/** The campaign's Discord webhook: its address (shown back masked), what is posted, the reminder, a test. */
export function DiscordForm(props: { campaignId: string; masked: string | null; topics: NoticeTopic[]; reminderHours: number | null }) {
  const t = useTranslations('Organizer.discord')
  const [state, action, pending] = useActionState<ActionState<DiscordOutcome>, FormData>(discordSettingsAction, idle)
  const done = state.status === 'ok' ? { saved: t('savedDone'), removed: t('removed'), 'test-arrived': t('testArrived') }[state.data] : null
  return (
    <form action={action} className="space-y-3" aria-label={t('title')}>
      <input type="hidden" name="campaignId" value={props.campaignId} />
      <p className="text-sm">{props.masked ? t('saved', { masked: props.masked }) : t('none')}</p>
      <label className="block space-y-1">
        <span className="font-semibold">{t('address')}</span>
        <input
          name="webhookUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t('addressHint')}
          className={FIELD_CLASS}
          defaultValue={state.status === 'error' ? (state.values?.webhookUrl ?? '') : ''}
        />
      </label>
      <fieldset className="space-y-1">
        <legend className="font-semibold">{t('topics')}</legend>
        {NOTICE_TOPICS.map((topic) => (
          <label key={topic} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="topics" value={topic} defaultChecked={props.topics.includes(topic)} />
            {t(`topic.${topic}`)}
          </label>
        ))}
      </fieldset>
      <label className="block space-y-1">
        <span className="font-semibold">{t('reminder')}</span>
        <input
          name="reminderHours"
          type="number"
          min={1}
          max={168}
          step={1}
          inputMode="numeric"
          className={FIELD_CLASS}
          defaultValue={props.reminderHours ?? ''}
        />
      </label>
      {done ? (
        <p role="status" className="text-emerald-800">
          {done}
        </p>
      ) : null}
      <FormError state={state} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="save" disabled={pending} className={buttonClass('primary')}>
          {t('save')}
        </button>
        <button type="submit" name="intent" value="test" disabled={pending} className={buttonClass('secondary')}>
          {t('test')}
        </button>
        {props.masked ? (
          <button type="submit" name="intent" value="remove" disabled={pending} className={buttonClass('secondary')}>
            {t('remove')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
