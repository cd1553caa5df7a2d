'use server'
// One thin action for every turn form: parse the form into a command, check who acts, run it.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { runCommand } from '@/lib/server/run-command'
import { parseTurnForm } from '@/lib/validation/turn-forms'
import type { ActionState } from '@/app/_lib/action-state'
import { withActor } from '../_lib/with-actor'

export async function turnCommandAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const parsed = parseTurnForm(formData)
  if (!parsed.ok) return { status: 'error', message: (await getTranslations('Turn.formError'))(parsed.reason) }
  return withActor(Object.fromEntries(formData), (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: parsed.command, expectedVersion: parsed.expectedVersion })
  })
}
