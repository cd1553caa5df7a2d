// The campaign's settings, outside the rulebook: the organizer's choice of the campaign's language.
import { z } from 'zod'
import { CAMPAIGN_LANGUAGES } from '../state'
import { ORGANIZER_ONLY, PUBLIC, defineCommand } from './define'

export const setCampaignLanguageCommandSchema = z.object({ type: z.literal('set-campaign-language'), language: z.enum(CAMPAIGN_LANGUAGES) })

export type SetCampaignLanguageCommand = z.infer<typeof setCampaignLanguageCommandSchema>

export const SETTINGS_COMMANDS = [
  defineCommand(setCampaignLanguageCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    // The engine keeps only the code; the words of each language live in app/.
    apply: (s, c) => ({ ok: true, state: { ...s, language: c.language } }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'set-campaign-language', language: f.text('language') }),
  }),
] as const
