// The command schemas of The strategy phase (RULES.md §4): Diplomats, declarations, defenders, passes, Skilled Spacers.
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { TEAMS } from '../state'
import { battleId, fleetIdField, playerId, zone } from './schema-fields'

export const chooseDiplomatsCommandSchema = z.object({ type: z.literal('choose-diplomats'), team: z.enum(TEAMS), zone: zone.nullable() })
export const declareAssaultCommandSchema = z.object({ type: z.literal('declare-assault'), playerId, systemId: z.enum(SYSTEM_IDS), fleetId: fleetIdField })
export const nameDefenderCommandSchema = z.object({ type: z.literal('name-defender'), battleId, playerId, fleetId: fleetIdField })
export const passDeclarationCommandSchema = z.object({ type: z.literal('pass-declaration'), playerId })
export const spendSpacersCommandSchema = z.object({ type: z.literal('spend-spacers'), team: z.enum(TEAMS), fleetIds: z.array(fleetIdField).max(8) })

export type ChooseDiplomatsCommand = z.infer<typeof chooseDiplomatsCommandSchema>
export type DeclareAssaultCommand = z.infer<typeof declareAssaultCommandSchema>
export type NameDefenderCommand = z.infer<typeof nameDefenderCommandSchema>
export type PassDeclarationCommand = z.infer<typeof passDeclarationCommandSchema>
export type SpendSpacersCommand = z.infer<typeof spendSpacersCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const STRATEGY_COMMAND_SCHEMAS = [
  chooseDiplomatsCommandSchema,
  declareAssaultCommandSchema,
  nameDefenderCommandSchema,
  passDeclarationCommandSchema,
  spendSpacersCommandSchema,
] as const
