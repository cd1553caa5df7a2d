// The command schemas of The battle phase (RULES.md §5): objective, result, confirmation, veterans, Destiny and Spynet.
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { TOKEN_PURPOSE_MAX } from './form-bounds'
import { SYSTEM_IDS } from '@/lib/data/map'
import { TEAMS } from '../state'
import { battleId, fleetIdField, playerId, promotions, uids } from './schema-fields'

export const fleetOutcomeSchema = z.object({
  destroyed: uids,
  retreated: uids,
  eligibleVeterans: uids,
  /** Optional: the engine works it out from the elements (R-RESULT) and refuses a contradicting one. */
  tabled: z.boolean().optional(),
  score: z.number().int().min(0).max(1000),
})
export const battleResultSchema = z.object({ assaulter: fleetOutcomeSchema, defender: fleetOutcomeSchema })

export const chooseObjectiveCommandSchema = z.object({ type: z.literal('choose-objective'), battleId, objectiveId: z.string().min(1).max(60) })
export const enterResultCommandSchema = z.object({ type: z.literal('enter-result'), battleId, result: battleResultSchema })
/** `seen`: the result the player confirms or disputes, as their page showed it; refused if it changed since. */
export const confirmResultCommandSchema = z.object({ type: z.literal('confirm-result'), battleId, seen: battleResultSchema.optional() })
/** The longest reason a dispute may give. */
export const DISPUTE_REASON_MAX = 300
/**
 * `reason` and `counter` (the disputing player's own figures) are optional in the schema so that histories
 * written before they were asked still replay; the battle page's form asks for both.
 */
export const disputeResultCommandSchema = z.object({
  type: z.literal('dispute-result'),
  battleId,
  seen: battleResultSchema.optional(),
  reason: z.string().trim().min(1).max(DISPUTE_REASON_MAX).optional(),
  counter: battleResultSchema.optional(),
})
export const settleResultCommandSchema = z.object({ type: z.literal('settle-result'), battleId, result: battleResultSchema })
export const chooseVeteransCommandSchema = z.object({ type: z.literal('choose-veterans'), battleId, fleetId: fleetIdField, uids, promotions })
export const spendBattleTokenCommandSchema = z.object({
  type: z.literal('spend-battle-token'),
  battleId,
  playerId,
  token: z.enum(['destiny', 'spynet']),
  /** Spynet: two tokens redeploy a large ship (R-TOKEN-SPYNET). */
  count: z.union([z.literal(1), z.literal(2)]),
  purpose: z.string().trim().max(TOKEN_PURPOSE_MAX),
})
export const spynetRevealCommandSchema = z.object({ type: z.literal('spynet-reveal'), team: z.enum(TEAMS), systemId: z.enum(SYSTEM_IDS) })

export type ChooseObjectiveCommand = z.infer<typeof chooseObjectiveCommandSchema>
export type EnterResultCommand = z.infer<typeof enterResultCommandSchema>
export type SettleResultCommand = z.infer<typeof settleResultCommandSchema>
export type DisputeResultCommand = z.infer<typeof disputeResultCommandSchema>
export type ReportedBattleResult = z.infer<typeof battleResultSchema>
export type ChooseVeteransCommand = z.infer<typeof chooseVeteransCommandSchema>
export type SpendBattleTokenCommand = z.infer<typeof spendBattleTokenCommandSchema>
export type SpynetRevealCommand = z.infer<typeof spynetRevealCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const BATTLE_COMMAND_SCHEMAS = [
  chooseObjectiveCommandSchema,
  enterResultCommandSchema,
  confirmResultCommandSchema,
  disputeResultCommandSchema,
  settleResultCommandSchema,
  chooseVeteransCommandSchema,
  spendBattleTokenCommandSchema,
  spynetRevealCommandSchema,
] as const
