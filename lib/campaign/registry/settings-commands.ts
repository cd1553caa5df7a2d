// The campaign's settings: the organizer's choice of the campaign's language, and of its points era
// (R-FLEET-ERA), which only a campaign not yet started may change.
import { z } from 'zod'
import { CAMPAIGN_LANGUAGES, POINTS_ERAS } from '../state'
import { refuse } from '../violations'
import { ORGANIZER_ONLY, PUBLIC, defineCommand } from './define'

export const setCampaignLanguageCommandSchema = z.object({ type: z.literal('set-campaign-language'), language: z.enum(CAMPAIGN_LANGUAGES) })

export type SetCampaignLanguageCommand = z.infer<typeof setCampaignLanguageCommandSchema>

export const setPointsEraCommandSchema = z.object({ type: z.literal('set-points-era'), pointsEra: z.enum(POINTS_ERAS) })

export type SetPointsEraCommand = z.infer<typeof setPointsEraCommandSchema>

export const SETTINGS_COMMANDS = [
  defineCommand(setCampaignLanguageCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    // The engine keeps only the code; the words of each language live in app/.
    apply: (s, c) => ({ ok: true, state: { ...s, language: c.language } }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'set-campaign-language', language: f.text('language') }),
  }),
  defineCommand(setPointsEraCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    // Fleets built meanwhile keep their cards; they are checked again in the new era before the start.
    apply: (s, c) =>
      s.phase === 'setup' ? { ok: true, state: { ...s, pointsEra: c.pointsEra } } : refuse({ rule: 'R-FLEET-ERA', reason: 'era-fixed-once-started' }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'set-points-era', pointsEra: f.text('pointsEra') }),
  }),
] as const
