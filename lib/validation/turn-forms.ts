// Turn forms → commands. Every turn form posts a `type` and its own fields; the command's definition
// (lib/campaign/registry) reads them, and the same zod schema the JSON API uses checks the command.
import { campaignCommandSchema, type CampaignCommand } from '@/lib/campaign/commands'
import { commandFromForm, type FormFields } from '@/lib/campaign/registry'
import { versionSchema } from './campaign-forms'

export type TurnFormParse = { ok: true; command: CampaignCommand; expectedVersion: number } | { ok: false; message: string }

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
  if (!version.success) return { ok: false, message: 'The form is not valid: reload the page.' }
  const raw = candidate(form) as {
    type?: string
    result?: { assaulter?: { score: number }; defender?: { score: number }; assaulters?: { score: number }; defenders?: { score: number } }
  } | null
  if (!raw) return { ok: false, message: 'The form is not valid: reload the page.' }
  const teamScore = (raw as { score?: number }).score
  if (raw.type === 'enter-pivotal-team-result' && (teamScore === undefined || !Number.isInteger(teamScore) || teamScore < 0 || teamScore > 3000)) {
    return { ok: false, message: 'Enter your team’s score as a whole number from 0 to 3000 (R-RESULT).' }
  }
  if (raw.result) {
    const scores = [raw.result.assaulter?.score ?? raw.result.assaulters?.score, raw.result.defender?.score ?? raw.result.defenders?.score] as number[]
    if (scores.some((s) => !Number.isInteger(s) || s < 0 || s > 1000))
      return { ok: false, message: 'Enter both scores as whole numbers from 0 to 1000 (R-RESULT).' }
  }
  const parsed = campaignCommandSchema.safeParse(raw)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? ''
    if (raw.type === 'spend-ally') {
      return {
        ok: false,
        message:
          (raw as { ally?: string }).ally === 'both'
            ? 'Choose either a flotilla or squadrons, not both (R-TOKEN-ALLY).'
            : 'Choose a flotilla or at least one squadron (R-TOKEN-ALLY).',
      }
    }
    if (path.includes('systemId')) return { ok: false, message: 'Choose a target system.' }
    if (path.includes('fleetId')) return { ok: false, message: 'Choose the fleet that plays.' }
    if (path.includes('objectiveId')) return { ok: false, message: 'Choose an objective.' }
    if (path.includes('playerId')) return { ok: false, message: 'Choose a player.' }
    if (path.includes('value')) return { ok: false, message: 'Enter the new value as a whole number from 0 to 99.' }
    if (path.includes('purpose')) return { ok: false, message: 'Say what the token was spent for (up to 120 characters).' }
    if (path.includes('reason')) return { ok: false, message: 'Give a reason (3 to 200 characters) for moving on.' }
    if (path.includes('cards')) return { ok: false, message: 'Choose at least one card.' }
    if (path.includes('abilityId')) return { ok: false, message: 'Choose an ability.' }
    if (path.includes('defense')) return { ok: false, message: 'Choose the base’s Base Defense objective.' }
    return { ok: false, message: 'The form is not valid: check it and try again.' }
  }
  return { ok: true, command: parsed.data, expectedVersion: version.data }
}
