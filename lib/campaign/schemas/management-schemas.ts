// The command schemas of The management phase (RULES.md §6) and the organizer's overrides (R-OVERRIDE).
// Zod schemas and their types only: the rules and the registry both import them.
import { z } from 'zod'
import { OVERRIDE_REASON_MAX, OVERRIDE_REASON_MIN } from './form-bounds'
import { SYSTEM_IDS } from '@/lib/data/map'
import { UPGRADE_SLOTS } from '@/lib/data/cards/types'
import { CONDITIONS } from '../fleets/fleet'
import { BASE_DEFENSES, TEAMS } from '../state'
import { REWARD_TYPE_IDS, TOKEN_ID_LIST, fleetIdField } from './schema-fields'

export const buildBaseCommandSchema = z.object({
  type: z.literal('build-base'),
  team: z.enum(TEAMS),
  systemId: z.enum(SYSTEM_IDS),
  defense: z.enum(BASE_DEFENSES),
})
export const finishBasesCommandSchema = z.object({ type: z.literal('finish-bases'), team: z.enum(TEAMS) })
export const gainTokensCommandSchema = z.object({
  type: z.literal('gain-tokens'),
  team: z.enum(TEAMS),
  choices: z.partialRecord(z.enum(SYSTEM_IDS), z.enum(TOKEN_ID_LIST)),
})
export const forceStepCommandSchema = z.object({ type: z.literal('force-step'), reason: z.string().trim().min(OVERRIDE_REASON_MIN).max(OVERRIDE_REASON_MAX) })

export const takeRewardCommandSchema = z.object({
  type: z.literal('take-reward'),
  fleetId: fleetIdField,
  decline: z.boolean(),
  systemId: z.enum(SYSTEM_IDS),
  rewardType: z.enum(REWARD_TYPE_IDS),
  cards: z.array(z.string().min(1).max(80)).max(10),
  useDestiny: z.boolean(),
})
export const buyAbilityCommandSchema = z.object({
  type: z.literal('buy-ability'),
  fleetId: fleetIdField,
  abilityId: z.string().min(1).max(60),
  replaces: z.string().min(1).max(60).nullable().optional(),
})
export const finishExperienceCommandSchema = z.object({ type: z.literal('finish-experience'), fleetId: fleetIdField })

export const refitOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('remove-scar'), uid: z.string().min(1).max(60), using: z.enum(['base', 'repair-yards']) }),
  z.object({ op: z.literal('remove-condition'), condition: z.enum(CONDITIONS), using: z.enum(['resources', 'objective']) }),
  z.object({ op: z.literal('strip'), slot: z.enum([...UPGRADE_SLOTS, 'squadrons']), withRepairYards: z.boolean().optional() }),
  z.object({ op: z.literal('strip-card'), uid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('rebuy'), slot: z.enum([...UPGRADE_SLOTS, 'squadrons']), cards: z.array(z.string().min(1).max(80)).min(1).max(10) }),
  z.object({ op: z.literal('buy-from-reserve'), rewardType: z.enum(REWARD_TYPE_IDS), cards: z.array(z.string().min(1).max(80)).min(1).max(10) }),
  z.object({ op: z.literal('add-card'), index: z.number().int().min(0).max(50), shipUid: z.string().min(1).max(60).nullable() }),
  z.object({ op: z.literal('equip'), upgradeUid: z.string().min(1).max(60), shipUid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('unequip'), upgradeUid: z.string().min(1).max(60) }),
  z.object({ op: z.literal('disband') }),
  z.object({ op: z.literal('prototype'), squadronCardId: z.string().min(1).max(80) }),
])
export const refitCommandSchema = z.object({ type: z.literal('refit'), fleetId: fleetIdField, op: refitOpSchema })
/** A whole refit edit (R-REFIT): the changes in order, all or nothing, then the end of the step if asked. */
export const refitFleetCommandSchema = z.object({
  type: z.literal('refit-fleet'),
  fleetId: fleetIdField,
  ops: z.array(refitOpSchema).max(80),
  finish: z.boolean(),
})
export const finishRefitCommandSchema = z.object({ type: z.literal('finish-refit'), fleetId: fleetIdField })

export const overrideCommandSchema = z.object({
  type: z.literal('override'),
  reason: z.string().trim().min(OVERRIDE_REASON_MIN).max(OVERRIDE_REASON_MAX),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cp'), team: z.enum(TEAMS), act: z.union([z.literal(1), z.literal(2), z.literal(3)]), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('tokens'), team: z.enum(TEAMS), token: z.enum(TOKEN_ID_LIST), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('xp'), fleetId: fleetIdField, value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('control'), systemId: z.enum(SYSTEM_IDS), team: z.enum(TEAMS).nullable() }),
  ]),
})

export type BuildBaseCommand = z.infer<typeof buildBaseCommandSchema>
export type FinishBasesCommand = z.infer<typeof finishBasesCommandSchema>
export type GainTokensCommand = z.infer<typeof gainTokensCommandSchema>
export type ForceStepCommand = z.infer<typeof forceStepCommandSchema>
export type TakeRewardCommand = z.infer<typeof takeRewardCommandSchema>
export type BuyAbilityCommand = z.infer<typeof buyAbilityCommandSchema>
export type FinishExperienceCommand = z.infer<typeof finishExperienceCommandSchema>
export type RefitCommand = z.infer<typeof refitCommandSchema>
export type RefitFleetCommand = z.infer<typeof refitFleetCommandSchema>
export type FinishRefitCommand = z.infer<typeof finishRefitCommandSchema>
export type OverrideCommand = z.infer<typeof overrideCommandSchema>

/** This part's command schemas (commands.ts assembles the command schema of every part's). */
export const MANAGEMENT_COMMAND_SCHEMAS = [
  buildBaseCommandSchema,
  finishBasesCommandSchema,
  gainTokensCommandSchema,
  forceStepCommandSchema,
  takeRewardCommandSchema,
  buyAbilityCommandSchema,
  finishExperienceCommandSchema,
  refitCommandSchema,
  refitFleetCommandSchema,
  finishRefitCommandSchema,
  overrideCommandSchema,
] as const
