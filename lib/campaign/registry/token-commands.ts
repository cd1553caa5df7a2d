// The other uses of strategic effect tokens (RULES.md §8): Ally forces, Diplomats' XP, Skilled Spacers' objective.
import { z } from 'zod'
import { diplomatsXp, spacersObjective, spendAlly } from '../tokens/token-uses'
import { isGrandAdmiral } from '../actors'
import { TEAMS } from '../state'
import { PUBLIC, defineCommand, ofTeam } from './define'
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
export const TOKEN_COMMANDS = [
  defineCommand(spendAllyCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spendAlly(s, c),
    // The forces are the team's: the other team meets them on the briefing (R-SECRET-FLEET).
    secrecy: ofTeam,
    fromForm: (f) => {
      const [shipCardId, upgradeCardId] = f.text('flotilla').split('+')
      const squadrons = f.all('squadrons').filter(Boolean)
      if (shipCardId && squadrons.length > 0) return { type: 'spend-ally', ally: 'both' }
      const forces = shipCardId ? { kind: 'flotilla', shipCardId, upgradeCardId: upgradeCardId || null } : { kind: 'squadrons', cardIds: squadrons }
      return { type: 'spend-ally', team: f.text('team'), fleetId: f.text('fleetId'), forces }
    },
  }),
  defineCommand(diplomatsXpCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => diplomatsXp(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'diplomats-xp', team: f.text('team'), battleId: f.text('battleId'), fleetId: f.text('fleetId') }),
  }),
  defineCommand(spacersObjectiveCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spacersObjective(s, c),
    secrecy: ofTeam,
    fromForm: (f) => {
      const [category, objectiveId] = f.text('objective').split(':')
      return { type: 'spacers-objective', team: f.text('team'), fleetId: f.text('fleetId'), category, objectiveId }
    },
  }),
] as const
