// The campaign's settings: the organizer's choice of the campaign's language, of its name, and of its points
// era (R-FLEET-ERA), which only a campaign not yet started may change.
import { CAMPAIGN_NAME_MAX } from '../schemas/schema-fields'
import { renameCampaignCommandSchema, setCampaignLanguageCommandSchema, setPointsEraCommandSchema } from '../schemas/settings-schemas'
import { ANY_PHASE, defineCommand, NO_REDACTION, NOT_OWED, ORGANIZER_ONLY, PUBLIC } from './define'

/** The rename form's field, and its bound (the page's input and the decoder below both read them). */
export const RENAME_CAMPAIGN_FORM = { name: { field: 'name', maxLength: CAMPAIGN_NAME_MAX } } as const

export const SETTINGS_COMMANDS = [
  defineCommand(setCampaignLanguageCommandSchema, {
    phases: ANY_PHASE,
    owes: NOT_OWED,
    chronicle: 'organizer',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    // The engine keeps only the code; the words of each language live in app/.
    apply: (s, c) => ({ ok: true, state: { ...s, language: c.language } }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'set-campaign-language', language: f.text('language') }),
  }),
  defineCommand(setPointsEraCommandSchema, {
    phases: ['setup'],
    wrongPhase: { rule: 'R-FLEET-ERA', reason: 'era-fixed-once-started' },
    owes: NOT_OWED,
    chronicle: 'setup',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    // Fleets built meanwhile keep their cards; they are checked again in the new era before the start.
    apply: (s, c) => ({ ok: true, state: { ...s, pointsEra: c.pointsEra } }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'set-points-era', pointsEra: f.text('pointsEra') }),
  }),
  defineCommand(renameCampaignCommandSchema, {
    phases: ANY_PHASE,
    owes: NOT_OWED,
    chronicle: 'organizer',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => ({ ok: true, state: { ...s, name: c.name } }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'rename-campaign', name: f.text(RENAME_CAMPAIGN_FORM.name.field) }),
  }),
] as const
