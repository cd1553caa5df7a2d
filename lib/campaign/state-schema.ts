// The shape of a campaign state, for a campaign file written under an older rules version: its state
// cannot be checked by replay (the rules changed since), so it is checked for shape before it is stored.
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { TOKENS } from '@/lib/data/tokens'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { BASE_DEFENSES, CAMPAIGN_LANGUAGES, POINTS_ERAS, PRESETS, TEAMS, type CampaignState, type TeamId } from './state'
import { CONDITIONS, fleetIdFor, type FleetOwner } from './fleets/fleet'

const id = z.string().min(1).max(80)
const team = z.enum(TEAMS)
const count = z.number().int().min(0).max(999)
const tokenCounts = z.object(Object.fromEntries(TOKENS.map((t) => [t.id, count])) as Record<(typeof TOKENS)[number]['id'], typeof count>)

const element = { uid: id, scarred: z.boolean(), veteran: z.boolean() }
const fleetSchema = z.object({
  id,
  owner: z.discriminatedUnion('kind', [z.object({ kind: z.literal('player'), playerId: id }), z.object({ kind: z.literal('fourth'), team })]),
  team,
  name: z.string().max(200),
  ships: z
    .array(
      z.object({
        ...element,
        cardId: id.refine((c) => shipCard(c) !== undefined, 'unknown ship'),
        flagship: z.boolean(),
        upgrades: z.array(z.object({ uid: id, cardId: id.refine((c) => upgradeCard(c) !== undefined, 'unknown upgrade'), equipped: z.boolean() })).max(20),
      }),
    )
    .max(20),
  squadrons: z.array(z.object({ ...element, cardId: id.refine((c) => squadronCard(c) !== undefined, 'unknown squadron') })).max(60),
  objectives: z.object({ assault: id.nullable(), defense: id.nullable(), navigation: id.nullable() }),
  conditions: z.array(z.enum(CONDITIONS)).max(3),
  commander: z.object({ name: z.string().max(200), abilities: z.array(id).max(20), xp: count, startingAbility: id.nullable().optional() }).nullable(),
})

const teamSchema = z.looseObject({
  grandAdmiral: id,
  cpByAct: z.tuple([count, count, count]),
  pivotalCp: count,
  tokens: tokenCounts,
  reserve: z.record(z.string(), count),
})

const side = z.object({ playerId: id, fleetId: id, team, conditionsGained: z.array(z.enum(CONDITIONS)), fleetValue: count })
const battleSchema = z.looseObject({
  id,
  systemId: z.enum(SYSTEM_IDS),
  assaulter: side,
  defender: side.nullable(),
  objective: id.nullable(),
  result: z.looseObject({ status: z.enum(['none', 'entered', 'disputed', 'applied']) }),
  veteransChosen: z.record(z.string(), z.array(id).optional()),
  fleets: z.object({ assaulter: fleetSchema.nullable(), defender: fleetSchema.nullable() }).nullable(),
})

// A finished battle's record is read by its page as it stands: its result is checked in full.
const outcome = z.object({
  destroyed: z.array(id).max(80),
  retreated: z.array(id).max(80),
  eligibleVeterans: z.array(id).max(80),
  tabled: z.boolean(),
  score: count,
})
const pastResult = z.union([
  z.object({
    status: z.literal('applied'),
    result: z.object({ assaulter: outcome, defender: outcome }),
    winner: team,
    xp: z.object({ assaulter: count, defender: count }),
  }),
  z.looseObject({ status: z.enum(['none', 'entered', 'disputed']) }),
])
const pastBattleSchema = battleSchema.extend({ act: z.number().int().min(1).max(3), turn: z.number().int().min(1).max(99), defender: side, result: pastResult })
const controlSchema = z.partialRecord(
  z.enum(SYSTEM_IDS),
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('presence'), team }),
    z.object({ kind: z.literal('base'), team, defense: z.enum(BASE_DEFENSES).nullable(), placedBy: id.nullable() }),
  ]),
)
const revealedSchema = z.object({ empire: z.array(z.enum(SYSTEM_IDS)), rebels: z.array(z.enum(SYSTEM_IDS)) })

export const campaignStateSchema = z.looseObject({
  name: z.string().min(1).max(200),
  preset: z.enum(PRESETS),
  phase: z.enum(['setup', 'strategy', 'battle', 'management', 'pivotal', 'ended']),
  act: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  turn: z.number().int().min(0).max(99),
  players: z
    .array(z.object({ id, name: z.string().min(1).max(200), team }))
    .min(2)
    .max(6),
  teams: z.object({ empire: teamSchema, rebels: teamSchema }),
  control: controlSchema,
  fleets: z.array(fleetSchema).max(8),
  turnState: z
    .looseObject({
      diplomats: z.record(z.string(), z.unknown()),
      battles: z.array(battleSchema).max(6),
      passed: z.array(id),
      spacers: z.record(z.string(), z.array(id).optional()),
      management: z.looseObject({ step: z.string() }).nullable(),
    })
    .nullable(),
  playedCampaignObjectives: z.partialRecord(z.enum(SYSTEM_IDS), z.array(id)),
  revealedDefenses: revealedSchema,
  overrides: z.array(z.looseObject({ reason: z.string().max(400) })),
  pivotal: z
    .looseObject({ step: z.enum(['choose', 'prepare', 'battle', 'after']), chooser: team })
    .nullable()
    .optional(),
  pastBattles: z.array(pastBattleSchema).max(400).optional(),
  mapHistory: z
    .array(
      z.object({
        act: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        turn: z.number().int().min(1).max(99),
        control: controlSchema,
        revealedDefenses: revealedSchema,
      }),
    )
    .max(300)
    .optional(),
  // Absent in files written before the campaign had a language.
  language: z.enum(CAMPAIGN_LANGUAGES).optional(),
  // Absent in files written before campaigns had a points era (R-FLEET-ERA: they play ffg-2019).
  pointsEra: z.enum(POINTS_ERAS).optional(),
})

/** The state of an older file, if it has the shape of a campaign state; null otherwise. */
export function parseCampaignStateShape(value: unknown): CampaignState | null {
  const parsed = campaignStateSchema.safeParse(value)
  if (!parsed.success) return null
  const state = parsed.data as unknown as CampaignState
  const ids = new Set(state.players.map((p) => p.id))
  // The teams' Grand Admirals and the fleets' owners must be players of the campaign.
  if (ids.size !== state.players.length) return null
  if (!TEAMS.every((t) => ids.has(state.teams[t].grandAdmiral))) return null
  if (!state.fleets.every((f) => f.owner.kind === 'fourth' || ids.has(f.owner.playerId))) return null
  // Every player has their fleet and each team its fourth fleet, on their side, as the campaign was created
  // with them: the rules find a player's fleet by its id (R-STRAT-FLEET), and fleets are never removed.
  const fleetIds = new Set(state.fleets.map((f) => f.id))
  const fleetOn = (owner: FleetOwner, team: TeamId) => state.fleets.some((f) => f.id === fleetIdFor(owner) && f.team === team)
  if (!state.players.every((p) => fleetOn({ kind: 'player', playerId: p.id }, p.team))) return null
  if (!TEAMS.every((team) => fleetOn({ kind: 'fourth', team }, team))) return null
  // The turn's battles are fought by players of the campaign with its fleets.
  const known = (side: { playerId: string; fleetId: string } | null) => side === null || (ids.has(side.playerId) && fleetIds.has(side.fleetId))
  if (!(state.turnState?.battles ?? []).every((b) => known(b.assaulter) && known(b.defender))) return null
  // A turn's phases play in a turn under way (a pivotal battle after the act's last turn, whose fleets its
  // refit reads), its management in the management the turn holds, a pivotal battle in the pivotal battle
  // the state holds: the engine never leaves a phase without them, and every page of that phase reads them.
  if (state.phase !== 'setup' && state.phase !== 'ended' && !state.turnState) return null
  if (state.phase === 'management' && !state.turnState?.management) return null
  if (state.phase === 'pivotal' && !state.pivotal) return null
  return state
}
