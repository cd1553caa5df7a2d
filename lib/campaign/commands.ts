// Every change to a campaign is one of these commands. Each command's schema is declared with the rest of its
// definition in its rulebook part's module (registry/); this file assembles them into the command schema the
// edges check (JSON, forms, campaign files). The schemas check shape and bounds; the engine checks the rules.
import { z } from 'zod'
import { cleanName } from './names'
import { CAMPAIGN_LANGUAGES, POINTS_ERAS, PRESETS } from './state'
import { ALL_COMMANDS, type CampaignCommandSchema } from './registry/all-commands'
import { NAME_MAX } from './registry/schema-fields'
import { assignBaseDefensesCommandSchema, fleetDraftSchema, placeBaseCommandSchema } from './registry/setup-commands'
import { battleResultSchema } from './registry/battle-commands'
import { forceStepCommandSchema, refitOpSchema } from './registry/management-commands'

// Each command's own type (DeclareAssaultCommand, ...) is declared next to its schema.
export type * from './registry/setup-commands'
export type * from './registry/strategy-commands'
export type * from './registry/battle-commands'
export type * from './registry/management-commands'
export type * from './registry/pivotal-commands'
export type * from './registry/token-commands'
export type * from './registry/settings-commands'
export { NAME_MAX }
export { assignBaseDefensesCommandSchema, battleResultSchema, fleetDraftSchema, forceStepCommandSchema, placeBaseCommandSchema, refitOpSchema }
export const CAMPAIGN_NAME_MAX = 80

/** A name as typed, cleaned (lib/campaign/names.ts), refused when nothing visible is left. */
const trimmedName = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanName)
    .pipe(z.string().min(1).max(max))

export const createCampaignCommandSchema = z.object({
  type: z.literal('create-campaign'),
  name: trimmedName(CAMPAIGN_NAME_MAX),
  preset: z.enum(PRESETS),
  players: z.object({
    empire: z.array(trimmedName(NAME_MAX)).min(1).max(3),
    rebels: z.array(trimmedName(NAME_MAX)).min(1).max(3),
  }),
  /** Index into the team's player list. */
  grandAdmirals: z.object({
    empire: z.number().int().min(0).max(2),
    rebels: z.number().int().min(0).max(2),
  }),
  /** The language of the page it was created from: the campaign's links open in it (see set-campaign-language). */
  language: z.enum(CAMPAIGN_LANGUAGES).optional(),
  /** The points era (R-FLEET-ERA); absent in histories written before eras, which play `ffg-2019`. */
  pointsEra: z.enum(POINTS_ERAS).optional(),
})

/** Commands applied to an existing campaign (creation starts the history and is not among them). */
const CAMPAIGN_COMMAND_SCHEMAS = ALL_COMMANDS.map((d) => d.schema) as unknown as [CampaignCommandSchema, ...CampaignCommandSchema[]]

export const campaignCommandSchema = z.discriminatedUnion('type', CAMPAIGN_COMMAND_SCHEMAS)

export const anyCommandSchema = z.discriminatedUnion('type', [createCampaignCommandSchema, ...CAMPAIGN_COMMAND_SCHEMAS])

export type CreateCampaignCommand = z.infer<typeof createCampaignCommandSchema>
export type CampaignCommand = z.infer<typeof campaignCommandSchema>
export type AnyCommand = z.infer<typeof anyCommandSchema>
