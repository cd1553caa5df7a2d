// The command schemas of The campaign's settings: the organizer's choice of the campaign's language, and of its points era
// Zod schemas and their types only: the rules and the registry both import them.
// (R-FLEET-ERA), which only a campaign not yet started may change.
import { z } from 'zod'
import { CAMPAIGN_NAME_MAX, trimmedName } from './schema-fields'
import { CAMPAIGN_LANGUAGES, POINTS_ERAS } from '../state'

export const setCampaignLanguageCommandSchema = z.object({ type: z.literal('set-campaign-language'), language: z.enum(CAMPAIGN_LANGUAGES) })

export type SetCampaignLanguageCommand = z.infer<typeof setCampaignLanguageCommandSchema>

export const setPointsEraCommandSchema = z.object({ type: z.literal('set-points-era'), pointsEra: z.enum(POINTS_ERAS) })

export type SetPointsEraCommand = z.infer<typeof setPointsEraCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
/** The organizer renames the campaign, at any time: its pages and links show the new name. */
export const renameCampaignCommandSchema = z.object({ type: z.literal('rename-campaign'), name: trimmedName(CAMPAIGN_NAME_MAX) })

export type RenameCampaignCommand = z.infer<typeof renameCampaignCommandSchema>

export const SETTINGS_COMMAND_SCHEMAS = [setCampaignLanguageCommandSchema, setPointsEraCommandSchema, renameCampaignCommandSchema] as const
