'use server'
// Thin actions for the campaign pages: parse the form, find who acts, call one use case, revalidate.
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { getDb } from '@/db/client'
import { AppError } from '@/lib/errors'
import { regenerateLink } from '@/lib/server/regenerate-link'
import { requestOrigin } from '@/lib/server/origin'
import { runCommand } from '@/lib/server/run-command'
import { currentActor } from '@/lib/server/session'
import { undoLastCommand } from '@/lib/server/undo-last-command'
import { findPlayerName } from '@/lib/server/player-names'
import { parseAssignDefensesForm, parsePlaceBaseForm, versionSchema } from '@/lib/validation/campaign-forms'
import { withValues, type ActionState } from '@/app/_lib/action-state'
import { toActionState } from '@/app/_lib/messages'
import { joinLink } from '@/lib/server/issued-links'

const campaignIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)

type Fields = Record<string, FormDataEntryValue>

async function withActor<T>(
  fields: Fields,
  run: (campaignId: string, actor: NonNullable<Awaited<ReturnType<typeof currentActor>>>) => T,
): Promise<ActionState<T>> {
  const campaignId = campaignIdSchema.safeParse(fields.campaignId)
  if (!campaignId.success) return toActionState(new AppError('NOT_FOUND', 'campaign'))
  const actor = await currentActor(campaignId.data)
  if (!actor) return toActionState(new AppError('FORBIDDEN'))
  try {
    const data = run(campaignId.data, actor)
    revalidatePath(`/campaigns/${campaignId.data}`, 'layout')
    return { status: 'ok', data }
  } catch (error) {
    if (error instanceof AppError) {
      return toActionState(error, { playerName: (id) => findPlayerName(getDb(), campaignId.data, id) })
    }
    throw error
  }
}

export async function placeBaseAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const parsed = parsePlaceBaseForm(fields)
  if (!parsed.ok) return { status: 'error', message: Object.values(parsed.fieldErrors).flat()[0] ?? 'The form is not valid.', fieldErrors: parsed.fieldErrors }
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, ...parsed.value })
  })
}

export async function assignDefensesAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const parsed = parseAssignDefensesForm(fields)
  if (!parsed.ok) return withValues({ status: 'error', message: 'Choose an objective for every base.', fieldErrors: parsed.fieldErrors }, formData)
  return withValues(
    await withActor(fields, (campaignId, actor) => {
      runCommand(getDb(), { campaignId, actor, ...parsed.value })
    }),
    formData,
  )
}

export async function undoAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!version.success) return { status: 'error', message: 'The form is not valid: reload the page.' }
  return withActor(fields, (campaignId, actor) => {
    undoLastCommand(getDb(), { campaignId, actor, expectedVersion: version.data })
  })
}

export async function regenerateLinkAction(_: ActionState<{ subject: string; link: string }>, formData: FormData): Promise<ActionState<{ subject: string; link: string }>> {
  const fields = Object.fromEntries(formData)
  const subject = z.string().min(1).max(40).safeParse(fields.subject)
  if (!subject.success) return { status: 'error', message: 'Choose whose link to replace.' }
  const { origin } = await requestOrigin()
  return withActor(fields, (campaignId, actor) => {
    const token = regenerateLink(getDb(), { campaignId, actor, subject: subject.data })
    return { subject: subject.data, link: joinLink(origin, token) }
  })
}
