'use server'
// Thin actions for the campaign pages: parse the form, find who acts, call one use case, revalidate.
import { z } from 'zod'
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { regenerateLink } from '@/lib/server/regenerate-link'
import { requestOrigin } from '@/lib/server/http/origin'
import { runCommand } from '@/lib/server/run-command'
import { undoLastCommand } from '@/lib/server/undo-last-command'
import { parseAssignDefensesForm, parsePlaceBaseForm, versionSchema } from '@/lib/validation/campaign-forms'
import { withValues, type ActionState } from '@/app/_lib/action-state'
import { withActor } from './_lib/with-actor'
import { joinLink, linkLanguage } from '@/lib/server/issued-links'
import { wordFieldErrors } from '@/app/_lib/form-words'

export async function placeBaseAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const parsed = parsePlaceBaseForm(fields)
  if (!parsed.ok) {
    const fieldErrors = await wordFieldErrors(parsed.fieldErrors)
    return { status: 'error', message: Object.values(fieldErrors).flat()[0] ?? '', fieldErrors }
  }
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, ...parsed.value })
  })
}

export async function assignDefensesAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const parsed = parseAssignDefensesForm(fields)
  if (!parsed.ok) {
    const t = await getTranslations('Setup.defensesForm')
    return withValues({ status: 'error', message: t('invalid'), fieldErrors: await wordFieldErrors(parsed.fieldErrors) }, formData)
  }
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

export async function regenerateLinkAction(
  _: ActionState<{ subject: string; link: string }>,
  formData: FormData,
): Promise<ActionState<{ subject: string; link: string }>> {
  const fields = Object.fromEntries(formData)
  const subject = z.string().min(1).max(40).safeParse(fields.subject)
  if (!subject.success) return { status: 'error', message: (await getTranslations('Organizer.links'))('chooseSubject') }
  const { origin } = await requestOrigin()
  return withActor(fields, (campaignId, actor) => {
    const token = regenerateLink(getDb(), { campaignId, actor, subject: subject.data })
    return { subject: subject.data, link: joinLink(origin, token, linkLanguage(getDb(), campaignId)) }
  })
}
