'use server'
// The campaign's language, set by the organizer: a command like every change, so it is in the history.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { runCommand } from '@/lib/server/run-command'
import { versionSchema } from '@/lib/validation/campaign-forms'
import type { ActionState } from '@/app/_lib/action-state'
import { isLocale } from '@/app/_i18n/locales'
import { withActor } from '../_lib/with-actor'

export async function setCampaignLanguageAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const language = fields.language
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!isLocale(language) || !version.success) return { status: 'error', message: (await getTranslations('Organizer.language'))('invalid') }
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'set-campaign-language', language }, expectedVersion: version.data })
  })
}
