// Turn forms → commands. Every turn form posts a `type` and its own fields; the command's definition
// (lib/campaign/registry) reads them, and the same zod schema the JSON API uses checks the command.
import { campaignCommandSchema, type CampaignCommand } from '@/lib/campaign/commands'
import { commandFromForm, type FormFields } from '@/lib/campaign/registry'
import { versionSchema } from './campaign-forms'
import { DISPUTE_REASON_MAX } from '@/lib/campaign/schemas/battle-schemas'

/** Why a turn form was refused, worded by the turn action (app/: words live there). */
export type TurnFormRefusal =
  | 'reload'
  | 'teamScore'
  | 'scores'
  | 'allyBoth'
  | 'allyNone'
  | 'systemId'
  | 'fleetId'
  | 'objectiveId'
  | 'playerId'
  | 'value'
  | 'purpose'
  | 'reason'
  | 'disputeReason'
  | 'cards'
  | 'abilityId'
  | 'defense'
  | 'startsAt'
  | 'place'
  | 'name'
  | 'upgradeUid'
  | 'shipUid'
  | 'invalid'

export type TurnFormParse = { ok: true; command: CampaignCommand; expectedVersion: number } | { ok: false; reason: TurnFormRefusal }

/** The field a schema error names, checked in this order (a path may name more than one). */
const FIELD_REFUSALS = [
  'systemId',
  'fleetId',
  'objectiveId',
  'playerId',
  'value',
  'purpose',
  'reason',
  'cards',
  'abilityId',
  'defense',
  'startsAt',
  'place',
  'name',
  // A pivotal move with no choice ticked, then a replacement with none (their radios start unticked).
  'upgradeUid',
  'shipUid',
] as const

/** A browser form's fields as the registry reads them. */
function fieldsOf(form: FormData): FormFields {
  const text = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v : ''
  }
  return { text, all: (key) => form.getAll(key).map(String), keys: () => [...new Set(form.keys())] }
}

function candidate(form: FormData): unknown {
  return commandFromForm(fieldsOf(form).text('type'), fieldsOf(form))
}

export function parseTurnForm(form: FormData): TurnFormParse {
  const version = versionSchema.safeParse(form.get('expectedVersion'))
  if (!version.success) return { ok: false, reason: 'reload' }
  const raw = candidate(form) as {
    type?: string
    result?: { assaulter?: { score: number }; defender?: { score: number }; assaulters?: { score: number }; defenders?: { score: number } }
  } | null
  if (!raw) return { ok: false, reason: 'reload' }
  const teamScore = (raw as { score?: number }).score
  if (raw.type === 'enter-pivotal-team-result' && (teamScore === undefined || !Number.isInteger(teamScore) || teamScore < 0 || teamScore > 3000)) {
    return { ok: false, reason: 'teamScore' }
  }
  if (raw.type === 'dispute-result') {
    const reason = (raw as { reason?: string }).reason
    if (reason !== undefined && (reason.trim() === '' || reason.trim().length > DISPUTE_REASON_MAX)) return { ok: false, reason: 'disputeReason' }
    const counter = (raw as { counter?: { assaulter: { score: number }; defender: { score: number } } }).counter
    if (counter && [counter.assaulter.score, counter.defender.score].some((s) => !Number.isInteger(s) || s < 0 || s > 1000)) {
      return { ok: false, reason: 'scores' }
    }
  }
  if (raw.result) {
    const scores = [raw.result.assaulter?.score ?? raw.result.assaulters?.score, raw.result.defender?.score ?? raw.result.defenders?.score] as number[]
    if (scores.some((s) => !Number.isInteger(s) || s < 0 || s > 1000)) return { ok: false, reason: 'scores' }
  }
  const parsed = campaignCommandSchema.safeParse(raw)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? ''
    if (raw.type === 'spend-ally') {
      return { ok: false, reason: (raw as { ally?: string }).ally === 'both' ? 'allyBoth' : 'allyNone' }
    }
    return { ok: false, reason: FIELD_REFUSALS.find((field) => path.includes(field)) ?? 'invalid' }
  }
  return { ok: true, command: parsed.data, expectedVersion: version.data }
}
