'use server'
// Fleet actions: save a fleet built in the browser, import a builder's text, name the commander, and
// start the campaign. Each parses its input, then runs one command.
import { getTranslations } from 'next-intl/server'
import { getDb } from '@/db/client'
import { fleetDraftSchema } from '@/lib/campaign'
import { runCommand } from '@/lib/server/run-command'
import { importFleetIntoCampaign } from '@/lib/server/import-fleet'
import { versionSchema } from '@/lib/validation/campaign-forms'
import { withValues, type ActionState } from '@/app/_lib/action-state'
import { withActor } from '../_lib/with-actor'
import { z } from 'zod'

const fleetIdSchema = z.string().min(1).max(40)

type ErrorKey = 'unreadable' | 'outOfBounds' | 'invalidForm'

async function invalid(key: ErrorKey): Promise<ActionState<never>> {
  const t = await getTranslations('Fleets.errors')
  return { status: 'error', message: t(key) }
}

export async function saveFleetAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  let draftJson: unknown
  try {
    draftJson = JSON.parse(String(fields.draft ?? ''))
  } catch {
    return invalid('unreadable')
  }
  const draft = fleetDraftSchema.safeParse(draftJson)
  if (!draft.success) return invalid('outOfBounds')
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('invalidForm')
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'set-fleet', fleetId: fleetId.data, draft: draft.data }, expectedVersion: version.data })
  })
}

export async function importFleetAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const text = typeof fields.text === 'string' ? fields.text : ''
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('invalidForm')
  return withValues(
    await withActor(fields, (campaignId, actor) => {
      importFleetIntoCampaign(getDb(), {
        campaignId,
        actor,
        fleetId: fleetId.data,
        text,
        expectedVersion: version.data,
        confirmedReadings: fields.confirmedReadings === 'yes',
      })
    }),
    formData,
  )
}

export async function setCommanderAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const name = z.string().trim().min(1).max(60).safeParse(fields.name)
  const t = await getTranslations('Fleets.errors')
  if (!name.success) return withValues({ status: 'error', message: t('commanderName'), fieldErrors: { name: [t('commanderNameField')] } }, formData)
  const abilityId = z.string().min(1).max(60).safeParse(fields.abilityId)
  if (!abilityId.success) return withValues({ status: 'error', message: t('ability'), fieldErrors: { abilityId: [t('ability')] } }, formData)
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('invalidForm')
  return withValues(
    await withActor(fields, (campaignId, actor) => {
      runCommand(getDb(), {
        campaignId,
        actor,
        command: { type: 'set-commander', fleetId: fleetId.data, name: name.data, abilityId: abilityId.data },
        expectedVersion: version.data,
      })
    }),
    formData,
  )
}

export async function startCampaignAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!version.success) return invalid('invalidForm')
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'start-campaign' }, expectedVersion: version.data })
  })
}
