'use server'
// One thin action for every command form of the campaign's pages: parse the form into a command (its
// definition reads the fields), check who acts, run it. Refusals of the form itself are worded here (Forms.command).
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { CAMPAIGN_NAME_MAX } from '@/lib/campaign'
import { runCommand } from '@/lib/server/run-command'
import { parseTurnForm } from '@/lib/validation/turn-forms'
import type { ActionState } from '@/app/_lib/action-state'
import { withActor } from '@/app/campaigns/[campaignId]/_lib/with-actor'

export async function commandFormAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const parsed = parseTurnForm(formData)
  if (!parsed.ok) {
    const t = await getTranslations('Forms.command')
    return { status: 'error', message: parsed.reason === 'name' ? t('name', { max: CAMPAIGN_NAME_MAX }) : t(parsed.reason) }
  }
  return withActor(Object.fromEntries(formData), (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: parsed.command, expectedVersion: parsed.expectedVersion })
  })
}
