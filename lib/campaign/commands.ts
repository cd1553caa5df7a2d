// Every change to a campaign is one of these commands. Each command's schema is declared in its rulebook part's
// schemas module (schemas/), which the rules and the registry (registry/) both import; this file assembles them
// into the command schema the edges check (JSON, forms, campaign files). The schemas check shape and bounds; the
// engine checks the rules. It imports no definition, so no rule depends on the registry through it.
import { z } from 'zod'
import { CAMPAIGN_LANGUAGES, POINTS_ERAS, PRESETS } from './state'
import { CAMPAIGN_NAME_MAX, NAME_MAX, trimmedName } from './schemas/schema-fields'
import { SETUP_COMMAND_SCHEMAS, assignBaseDefensesCommandSchema, fleetDraftSchema, placeBaseCommandSchema } from './schemas/setup-schemas'
import { STRATEGY_COMMAND_SCHEMAS } from './schemas/strategy-schemas'
import { BATTLE_COMMAND_SCHEMAS, battleResultSchema } from './schemas/battle-schemas'
import { SCHEDULE_COMMAND_SCHEMAS } from './schemas/schedule-schemas'
import { MANAGEMENT_COMMAND_SCHEMAS, forceStepCommandSchema, refitOpSchema } from './schemas/management-schemas'
import { PIVOTAL_COMMAND_SCHEMAS } from './schemas/pivotal-schemas'
import { TOKEN_COMMAND_SCHEMAS } from './schemas/token-schemas'
import { SETTINGS_COMMAND_SCHEMAS } from './schemas/settings-schemas'

// Each command's own type (DeclareAssaultCommand, ...) is declared next to its schema.
export type * from './schemas/setup-schemas'
export type * from './schemas/strategy-schemas'
export type * from './schemas/battle-schemas'
export type * from './schemas/schedule-schemas'
export type * from './schemas/management-schemas'
export type * from './schemas/pivotal-schemas'
export type * from './schemas/token-schemas'
export type * from './schemas/settings-schemas'
export { CAMPAIGN_NAME_MAX, NAME_MAX }
export { assignBaseDefensesCommandSchema, battleResultSchema, fleetDraftSchema, forceStepCommandSchema, placeBaseCommandSchema, refitOpSchema }

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
const CAMPAIGN_COMMAND_SCHEMAS = [
  ...SETUP_COMMAND_SCHEMAS,
  ...STRATEGY_COMMAND_SCHEMAS,
  ...BATTLE_COMMAND_SCHEMAS,
  ...SCHEDULE_COMMAND_SCHEMAS,
  ...MANAGEMENT_COMMAND_SCHEMAS,
  ...PIVOTAL_COMMAND_SCHEMAS,
  ...TOKEN_COMMAND_SCHEMAS,
  ...SETTINGS_COMMAND_SCHEMAS,
] as const

export const campaignCommandSchema = z.discriminatedUnion('type', CAMPAIGN_COMMAND_SCHEMAS)

export const anyCommandSchema = z.discriminatedUnion('type', [createCampaignCommandSchema, ...CAMPAIGN_COMMAND_SCHEMAS])

export type CreateCampaignCommand = z.infer<typeof createCampaignCommandSchema>
export type CampaignCommand = z.infer<typeof campaignCommandSchema>
export type AnyCommand = z.infer<typeof anyCommandSchema>
