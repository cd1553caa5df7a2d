'use server'
// Fleet actions: save a fleet built in the browser, import a builder's text, name the commander, and
// start the campaign. Each parses its input, then runs one command.
import { getDb } from '@/db/client'
import { fleetDraftSchema } from '@/lib/campaign'
import { runCommand } from '@/lib/server/run-command'
import { importFleetIntoCampaign } from '@/lib/server/import-fleet'
import { versionSchema } from '@/lib/validation/campaign-forms'
import { withValues, type ActionState } from '@/app/_lib/action-state'
import { withActor } from '../_lib/with-actor'
import { z } from 'zod'

const fleetIdSchema = z.string().min(1).max(40)

function invalid(message: string): ActionState<never> {
  return { status: 'error', message }
}

export async function saveFleetAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  let draftJson: unknown
  try {
    draftJson = JSON.parse(String(fields.draft ?? ''))
  } catch {
    return invalid('The fleet could not be read: reload the page.')
  }
  const draft = fleetDraftSchema.safeParse(draftJson)
  if (!draft.success) return invalid('This fleet is out of bounds: at most 12 ships, 12 upgrades a ship, and 1 to 20 squadrons of a kind.')
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('The form is not valid: reload the page.')
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'set-fleet', fleetId: fleetId.data, draft: draft.data }, expectedVersion: version.data })
  })
}

export async function importFleetAction(_: ActionState<unknown>, formData: FormData): Promise<ActionState<unknown>> {
  const fields = Object.fromEntries(formData)
  const text = typeof fields.text === 'string' ? fields.text : ''
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('The form is not valid: reload the page.')
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
  if (!name.success)
    return withValues(
      { status: 'error', message: 'Give the commander a name (at most 60 characters).', fieldErrors: { name: ['Give the commander a name.'] } },
      formData,
    )
  const abilityId = z.string().min(1).max(60).safeParse(fields.abilityId)
  if (!abilityId.success)
    return withValues({ status: 'error', message: 'Choose the starting ability.', fieldErrors: { abilityId: ['Choose the starting ability.'] } }, formData)
  const fleetId = fleetIdSchema.safeParse(fields.fleetId)
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!fleetId.success || !version.success) return invalid('The form is not valid: reload the page.')
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
  if (!version.success) return invalid('The form is not valid: reload the page.')
  return withActor(fields, (campaignId, actor) => {
    runCommand(getDb(), { campaignId, actor, command: { type: 'start-campaign' }, expectedVersion: version.data })
  })
}
