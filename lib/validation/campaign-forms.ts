// Form fields → commands. Forms post flat strings; these schemas give bounded, typed commands or
// field errors, the same for the browser form and the server action.
import { NEW_CAMPAIGN_POINTS_ERA, POINTS_ERAS } from '@/lib/data/cards/types'
import { z } from 'zod'
import { BASE_DEFENSES, TEAMS, type TeamId } from '@/lib/campaign/state'
import {
  CAMPAIGN_NAME_MAX,
  NAME_MAX,
  type AssignBaseDefensesCommand,
  type CreateCampaignCommand,
  type PlaceBaseCommand,
  createCampaignCommandSchema,
  placeBaseCommandSchema,
  assignBaseDefensesCommandSchema,
} from '@/lib/campaign/commands'
import { SYSTEM_IDS } from '@/lib/data/map'
import { cleanName } from '@/lib/campaign/names'

type Fields = Record<string, FormDataEntryValue | undefined>
export type FieldErrors = Record<string, string[]>
/**
 * Field errors are codes (`too-long:40`: a code and its number), worded by the app in the reader's language
 * (app/_lib/form-words.ts).
 */
export type FormParse<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors }

const str = (v: FormDataEntryValue | undefined): string => (typeof v === 'string' ? v : '')

export const versionSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

export function parseCreateCampaignForm(fields: Fields): FormParse<CreateCampaignCommand> {
  const errors: FieldErrors = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)
  const name = cleanName(str(fields.name))
  if (!name) add('name', 'name-missing')
  if (name.length > CAMPAIGN_NAME_MAX) add('name', `too-long:${CAMPAIGN_NAME_MAX}`)
  const preset = str(fields.preset) || 'green-knight'
  if (preset !== 'green-knight' && preset !== 'official-2019') add('preset', 'preset-missing')
  // R-FLEET-ERA: a campaign created today plays AMG's final points unless the organizer picks another era.
  const pointsEra = str(fields.pointsEra) || NEW_CAMPAIGN_POINTS_ERA
  if (!(POINTS_ERAS as readonly string[]).includes(pointsEra)) add('pointsEra', 'points-era-missing')
  const players = { empire: [] as string[], rebels: [] as string[] }
  const grandAdmirals = { empire: 0, rebels: 0 }
  for (const team of TEAMS) {
    const gaField = str(fields[`${team}-ga`])
    let gaIndex: number | null = null
    for (let i = 0; i < 3; i++) {
      const player = cleanName(str(fields[`${team}-${i}`]))
      if (player.length > NAME_MAX) add(`${team}-${i}`, `too-long:${NAME_MAX}`)
      if (!player) continue
      if (gaField === String(i)) gaIndex = players[team].length
      players[team].push(player)
    }
    const needed = preset === 'official-2019' ? 2 : 3
    if (players[team].length < needed) add(`${team}-players`, `players-missing:${needed}`)
    if (gaIndex === null) add(`${team}-ga`, 'grand-admiral-missing')
    else grandAdmirals[team] = gaIndex
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors }
  const parsed = createCampaignCommandSchema.safeParse({ type: 'create-campaign', name, preset, players, grandAdmirals, pointsEra })
  if (!parsed.success) return { ok: false, fieldErrors: { form: ['form-invalid'] } }
  return { ok: true, value: parsed.data }
}

export function parsePlaceBaseForm(fields: Fields): FormParse<{ command: PlaceBaseCommand; expectedVersion: number }> {
  const systemId = str(fields.systemId)
  if (!systemId) return { ok: false, fieldErrors: { systemId: ['system-missing'] } }
  if (!(SYSTEM_IDS as readonly string[]).includes(systemId)) return { ok: false, fieldErrors: { systemId: ['system-unknown'] } }
  const command = placeBaseCommandSchema.safeParse({ type: 'place-base', playerId: str(fields.playerId), systemId })
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!command.success || !version.success) return { ok: false, fieldErrors: { form: ['form-stale'] } }
  return { ok: true, value: { command: command.data, expectedVersion: version.data } }
}

export function parseAssignDefensesForm(fields: Fields): FormParse<{ command: AssignBaseDefensesCommand; expectedVersion: number }> {
  const team = str(fields.team) as TeamId
  const assignments: { systemId: string; defense: string }[] = []
  const errors: FieldErrors = {}
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith('defense-')) continue
    const defense = str(value)
    const systemId = key.slice('defense-'.length)
    if (!defense) (errors[key] ??= []).push('defense-missing')
    else if (!(BASE_DEFENSES as readonly string[]).includes(defense)) (errors[key] ??= []).push('defense-unknown')
    assignments.push({ systemId, defense })
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors }
  const command = assignBaseDefensesCommandSchema.safeParse({ type: 'assign-base-defenses', team, assignments })
  const version = versionSchema.safeParse(fields.expectedVersion)
  if (!command.success || !version.success) return { ok: false, fieldErrors: { form: ['form-stale'] } }
  return { ok: true, value: { command: command.data, expectedVersion: version.data } }
}
