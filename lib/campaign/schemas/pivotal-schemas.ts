// The command schemas of Pivotal and climactic battles (RULES.md §7).
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { BASE_DEFENSES, TEAMS } from '../state'
import { takeRewardCommandSchema } from './management-schemas'
import { TOKEN_ID_LIST, fleetIdField, promotions, uids, zone } from './schema-fields'

export const choosePivotalCommandSchema = z.object({
  type: z.literal('choose-pivotal'),
  objectiveId: z.enum(['conquest', 'demonstration-of-force', 'evacuation']),
  systemId: z.enum(SYSTEM_IDS).nullable().optional(),
  zone: zone.nullable().optional(),
  climactic: z.boolean(),
})
export const pivotalUpgradeCommandSchema = z.object({
  type: z.literal('pivotal-upgrade'),
  fleetId: fleetIdField,
  shipUid: z.string().min(1).max(60),
  newShipCardId: z.string().min(1).max(80),
  extraResources: z.union([z.literal(0), z.literal(1)]),
  /** R-CLIMAX: more ships replaced together by one huge ship. */
  moreShipUids: z.array(z.string().min(1).max(60)).max(8).optional(),
  /** With the extra Resources: upgrades and squadrons discarded for half their points (R-PIVOT-UPGRADE, R-CLIMAX). */
  discardUpgradeUids: z.array(z.string().min(1).max(60)).max(40).optional(),
  discardSquadronUids: z.array(z.string().min(1).max(60)).max(40).optional(),
})
/** R-PIVOT-AFTER: a player of the winning team takes the reward the pivotal objective gives (Demonstration of Force). */
export const takePivotalRewardCommandSchema = takeRewardCommandSchema.extend({ type: z.literal('take-pivotal-reward') })
/** R-PIVOT-UPGRADE: before the pivotal battle an upgrade moves freely to another ship of its fleet. */
export const pivotalMoveUpgradeCommandSchema = z.object({
  type: z.literal('pivotal-move-upgrade'),
  fleetId: fleetIdField,
  upgradeUid: z.string().min(1).max(60),
  shipUid: z.string().min(1).max(60),
})
export const finishPivotalPrepCommandSchema = z.object({ type: z.literal('finish-pivotal-prep'), team: z.enum(TEAMS) })
const pivotalFleetOutcome = z.object({ destroyed: uids, retreated: uids, eligibleVeterans: uids })
export const enterPivotalResultCommandSchema = z.object({
  type: z.literal('enter-pivotal-result'),
  result: z.object({
    assaulters: z.object({ score: z.number().int().min(0).max(3000), tabled: z.boolean() }),
    defenders: z.object({ score: z.number().int().min(0).max(3000), tabled: z.boolean() }),
    fleets: z.record(fleetIdField, pivotalFleetOutcome),
    claimedSystems: z.array(z.enum(SYSTEM_IDS)).max(2).optional(),
    newBaseSystem: z.enum(SYSTEM_IDS).optional(),
    /** Conquest won by the assaulters: the new base's Base Defense objective (R-BASE-BUILD 1). */
    conquestDefense: z.enum(BASE_DEFENSES).optional(),
  }),
})
export const enterPivotalTeamResultCommandSchema = z.object({
  type: z.literal('enter-pivotal-team-result'),
  team: z.enum(TEAMS),
  score: z.number().int().min(0).max(3000),
  tabled: z.boolean(),
  fleets: z.record(fleetIdField, pivotalFleetOutcome),
  /** The objective's map choices, each entered by the team it belongs to if it wins: the assaulters' systems
   * taken (Demonstration of Force) and new base's objective (Conquest), the defenders' new base (Evacuation). */
  claimedSystems: z.array(z.enum(SYSTEM_IDS)).max(2).optional(),
  newBaseSystem: z.enum(SYSTEM_IDS).optional(),
  conquestDefense: z.enum(BASE_DEFENSES).optional(),
})
/**
 * R-PIVOT-AFTER **Decision** (rules version 5): the winning team claims what its result leaves to choose, once
 * the result is applied: the systems a Demonstration of Force takes (0 to 2), where an evacuated base moves, a
 * conquered base's Base Defense objective. More than two systems are the rule's refusal, not the schema's.
 */
export const claimPivotalEffectsCommandSchema = z.object({
  type: z.literal('claim-pivotal-effects'),
  team: z.enum(TEAMS),
  claimedSystems: z.array(z.enum(SYSTEM_IDS)).max(8).optional(),
  newBaseSystem: z.enum(SYSTEM_IDS).optional(),
  conquestDefense: z.enum(BASE_DEFENSES).optional(),
})
export const confirmPivotalResultCommandSchema = z.object({ type: z.literal('confirm-pivotal-result') })
/** R-VET-3, as after a turn's battle: chosen squadrons may be replaced by a unique squadron of their type instead. */
export const pivotalVeteransCommandSchema = z.object({ type: z.literal('pivotal-veterans'), fleetId: fleetIdField, uids, promotions })
export const pivotalTokensCommandSchema = z.object({ type: z.literal('pivotal-tokens'), team: z.enum(TEAMS), tokens: z.array(z.enum(TOKEN_ID_LIST)).max(3) })
export const resetCommanderCommandSchema = z.object({ type: z.literal('reset-commander'), fleetId: fleetIdField })
export const finishPivotalCommandSchema = z.object({ type: z.literal('finish-pivotal') })

export type ChoosePivotalCommand = z.infer<typeof choosePivotalCommandSchema>
export type PivotalUpgradeCommand = z.infer<typeof pivotalUpgradeCommandSchema>
export type PivotalMoveUpgradeCommand = z.infer<typeof pivotalMoveUpgradeCommandSchema>
export type TakePivotalRewardCommand = z.infer<typeof takePivotalRewardCommandSchema>
export type FinishPivotalPrepCommand = z.infer<typeof finishPivotalPrepCommandSchema>
export type EnterPivotalResultCommand = z.infer<typeof enterPivotalResultCommandSchema>
export type PivotalVeteransCommand = z.infer<typeof pivotalVeteransCommandSchema>
export type PivotalTokensCommand = z.infer<typeof pivotalTokensCommandSchema>
export type ResetCommanderCommand = z.infer<typeof resetCommanderCommandSchema>
export type EnterPivotalTeamResultCommand = z.infer<typeof enterPivotalTeamResultCommandSchema>
export type ClaimPivotalEffectsCommand = z.infer<typeof claimPivotalEffectsCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const PIVOTAL_COMMAND_SCHEMAS = [
  choosePivotalCommandSchema,
  pivotalUpgradeCommandSchema,
  takePivotalRewardCommandSchema,
  pivotalMoveUpgradeCommandSchema,
  finishPivotalPrepCommandSchema,
  enterPivotalResultCommandSchema,
  enterPivotalTeamResultCommandSchema,
  claimPivotalEffectsCommandSchema,
  confirmPivotalResultCommandSchema,
  pivotalVeteransCommandSchema,
  pivotalTokensCommandSchema,
  resetCommanderCommandSchema,
  finishPivotalCommandSchema,
] as const
