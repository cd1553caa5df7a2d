'use server'
// The campaign's Discord settings, set by the organizer (not commands: settings are not the campaign's history).
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { NOTICE_TOPICS, type NoticeTopic } from '@/lib/campaign'
import { AppError } from '@/lib/errors'
import { removeDiscordWebhook, saveDiscordWebhook, sendDiscordTest, WebhookRefused, MAX_REMINDER_MINUTES } from '@/lib/server/notices/discord-settings'
import { currentActor } from '@/lib/server/http/session'
import { revalidatePath } from 'next/cache'
import type { ActionState } from '@/app/_lib/action-state'
import { toActionState } from '@/app/_lib/messages'
import { discordPost } from '@/app/_lib/notices/discord-post'

export type DiscordOutcome = 'saved' | 'removed' | 'test-arrived'

function reminderMinutes(value: FormDataEntryValue | null): number | null | 'invalid' {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return null
  const hours = Number(text)
  if (!Number.isInteger(hours) || hours < 1 || hours * 60 > MAX_REMINDER_MINUTES) return 'invalid'
  return hours * 60
}

export async function discordSettingsAction(_: ActionState<DiscordOutcome>, formData: FormData): Promise<ActionState<DiscordOutcome>> {
  const t = await getTranslations('Organizer.discord')
  const campaignId = String(formData.get('campaignId') ?? '')
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(campaignId)) return toActionState(new AppError('NOT_FOUND', 'campaign'))
  const actor = await currentActor(campaignId)
  if (!actor) return toActionState(new AppError('FORBIDDEN'))
  const intent = formData.get('intent')
  const webhookUrl = String(formData.get('webhookUrl') ?? '').slice(0, 500)
  try {
    if (intent === 'remove') {
      removeDiscordWebhook(getDb(), { campaignId, actor })
      revalidatePath(`/campaigns/${campaignId}/organizer`)
      return { status: 'ok', data: 'removed' }
    }
    if (intent === 'test') {
      const outcome = await sendDiscordTest(getDb(), { campaignId, actor, webhookUrl, format: discordPost })
      return outcome.ok ? { status: 'ok', data: 'test-arrived' } : { status: 'error', message: t('testFailed', { error: outcome.error }) }
    }
    const minutes = reminderMinutes(formData.get('reminderHours'))
    if (minutes === 'invalid') return { status: 'error', message: t('reminderInvalid') }
    const topics = formData.getAll('topics').filter((v): v is NoticeTopic => (NOTICE_TOPICS as readonly unknown[]).includes(v))
    saveDiscordWebhook(getDb(), { campaignId, actor, webhookUrl, topics, reminderMinutes: minutes })
    revalidatePath(`/campaigns/${campaignId}/organizer`)
    return { status: 'ok', data: 'saved' }
  } catch (error) {
    if (error instanceof WebhookRefused) return { status: 'error', message: `${t(`refused.${error.reason}`)} ${t('nothingSaved')}` }
    if (error instanceof AppError) return toActionState(error)
    throw error
  }
}
