'use server'
// The campaign's language and points era, set by the organizer: commands like every change, so they are in the history.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { runCommand } from '@/lib/server/run-command'
import { versionSchema } from '@/lib/validation/campaign-forms'
import type { ActionState } from '@/app/_lib/action-state'
import { isLocale } from '@/app/_i18n/locales'
import { POINTS_ERAS } from '@/lib/data/cards/types'
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

// R-FLEET-ERA: the campaign's points era, until it starts (the engine refuses it after).
export async function setPointsEraAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const pointsEra = POINTS_ERAS.find((era) => era === fields.pointsEra)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!pointsEra || !version.success) return { status: 'error', message: (await getTranslations('Organizer.pointsEra'))('invalid') }
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'set-points-era', pointsEra }, expectedVersion: version.data })
  })
}
