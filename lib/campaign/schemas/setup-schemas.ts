// The command schemas of Setup (RULES.md §2) and fleets (§3): bases, Base Defense objectives, fleets and commanders, the start.
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { BASE_DEFENSES, TEAMS } from '../state'
import { NAME_MAX, cardId, playerId } from './schema-fields'

export const placeBaseCommandSchema = z.object({ type: z.literal('place-base'), playerId, systemId: z.enum(SYSTEM_IDS) })

export const assignBaseDefensesCommandSchema = z.object({
  type: z.literal('assign-base-defenses'),
  team: z.enum(TEAMS),
  assignments: z
    .array(z.object({ systemId: z.enum(SYSTEM_IDS), defense: z.enum(BASE_DEFENSES) }))
    .min(1)
    .max(3),
})

const objectiveId = z.string().min(1).max(80).nullable()

/** Bounds well past any real fleet: Armada fleets have at most a dozen ships and squadrons. */
export const fleetDraftSchema = z.object({
  name: z.string().trim().max(NAME_MAX),
  ships: z.array(z.object({ cardId, flagship: z.boolean(), upgrades: z.array(cardId).max(12) })).max(12),
  squadrons: z.array(z.object({ cardId, count: z.number().int().min(1).max(20) })).max(30),
  objectives: z.object({ assault: objectiveId, defense: objectiveId, navigation: objectiveId }),
})

export const setFleetCommandSchema = z.object({ type: z.literal('set-fleet'), fleetId: z.string().min(1).max(40), draft: fleetDraftSchema })

export const setCommanderCommandSchema = z.object({
  type: z.literal('set-commander'),
  fleetId: z.string().min(1).max(40),
  name: z.string().trim().min(1).max(NAME_MAX),
  abilityId: z.string().min(1).max(60),
})

export const startCampaignCommandSchema = z.object({ type: z.literal('start-campaign') })

// Setup and fleet forms have forms of their own with field-by-field errors (lib/validation/campaign-forms.ts,
// the fleet builder): they do not go through the turn forms.

export type PlaceBaseCommand = z.infer<typeof placeBaseCommandSchema>
export type AssignBaseDefensesCommand = z.infer<typeof assignBaseDefensesCommandSchema>
export type SetFleetCommand = z.infer<typeof setFleetCommandSchema>
export type SetCommanderCommand = z.infer<typeof setCommanderCommandSchema>
export type StartCampaignCommand = z.infer<typeof startCampaignCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const SETUP_COMMAND_SCHEMAS = [
  placeBaseCommandSchema,
  assignBaseDefensesCommandSchema,
  setFleetCommandSchema,
  setCommanderCommandSchema,
  startCampaignCommandSchema,
] as const
