// The command schemas of The other uses of strategic effect tokens (RULES.md §8): Ally forces, Diplomats' XP, Skilled Spacers' objective.
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { TEAMS } from '../state'
import { battleId, cardId, fleetIdField } from './schema-fields'

const allyForcesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flotilla'), shipCardId: cardId, upgradeCardId: cardId.nullable() }),
  z.object({ kind: z.literal('squadrons'), cardIds: z.array(cardId).min(1).max(3) }),
])
/** R-TOKEN-ALLY: the forces join `fleetId` for its battle this turn, or for the pivotal battle. */
export const spendAllyCommandSchema = z.object({ type: z.literal('spend-ally'), team: z.enum(TEAMS), fleetId: fleetIdField, forces: allyForcesSchema })
export const diplomatsXpCommandSchema = z.object({ type: z.literal('diplomats-xp'), team: z.enum(TEAMS), battleId, fleetId: fleetIdField })
export const spacersObjectiveCommandSchema = z.object({
  type: z.literal('spacers-objective'),
  team: z.enum(TEAMS),
  fleetId: fleetIdField,
  category: z.enum(['assault', 'defense', 'navigation']),
  objectiveId: z.string().min(1).max(60),
})

export type SpendAllyCommand = z.infer<typeof spendAllyCommandSchema>
export type DiplomatsXpCommand = z.infer<typeof diplomatsXpCommandSchema>
export type SpacersObjectiveCommand = z.infer<typeof spacersObjectiveCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const TOKEN_COMMAND_SCHEMAS = [spendAllyCommandSchema, diplomatsXpCommandSchema, spacersObjectiveCommandSchema] as const
