// The management phase (RULES.md §6) and the organizer's overrides (R-OVERRIDE).
import { buildBase, chooseTokens, finishBases, forceStep } from '../management/management-commands'
import { buyAbility, finishExperience, takeReward } from '../management/reward-commands'
import { finishRefit, refit } from '../management/refit-commands'
import { refitFleet } from '../management/refit-plan'
import { override } from '../override'
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { UPGRADE_SLOTS } from '@/lib/data/cards/types'
import { CONDITIONS } from '../fleets/fleet'
import { actsForFleet, isGrandAdmiral, mayEditFleet } from '../actors'
import { BASE_DEFENSES, TEAMS, type CampaignState } from '../state'
import { ORGANIZER_ONLY, PUBLIC, defineCommand, ofFleet, type FormFields, type PlayerActor } from './define'
import { integer, rewardFields } from './form-fields'
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
export const forceStepCommandSchema = z.object({ type: z.literal('force-step'), reason: z.string().trim().min(3).max(200) })

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
  reason: z.string().trim().min(3).max(200),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('cp'), team: z.enum(TEAMS), act: z.union([z.literal(1), z.literal(2), z.literal(3)]), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('tokens'), team: z.enum(TEAMS), token: z.enum(TOKEN_ID_LIST), value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('xp'), fleetId: fleetIdField, value: z.number().int().min(0).max(99) }),
    z.object({ kind: z.literal('control'), systemId: z.enum(SYSTEM_IDS), team: z.enum(TEAMS).nullable() }),
  ]),
})

/** R-SETUP-3: the Grand Admiral decides how the fourth fleet's commander spends XP; a player, their own. */
function spendsXpFor(state: CampaignState, actor: PlayerActor, fleetId: string): boolean {
  if (fleetId.startsWith('fourth-')) return isGrandAdmiral(state, actor, fleetId === 'fourth-empire' ? 'empire' : 'rebels')
  return actor.playerId === fleetId
}

function refitOp(f: FormFields): unknown {
  const op = f.text('op')
  switch (op) {
    case 'remove-scar':
      return { op, uid: f.text('uid'), using: f.text('using') }
    case 'remove-condition':
      return { op, condition: f.text('condition'), using: f.text('using') }
    case 'strip':
      return { op, slot: f.text('slot'), withRepairYards: f.text('withRepairYards') === 'on' }
    case 'strip-card':
      return { op, uid: f.text('uid') }
    case 'rebuy':
      return { op, slot: f.text('slot'), cards: f.all('cards').filter(Boolean) }
    case 'buy-from-reserve':
      return { op, rewardType: f.text('rewardType'), cards: f.all('cards').filter(Boolean) }
    case 'add-card':
      return { op, index: Number(f.text('index')), shipUid: f.text('shipUid') || null }
    case 'equip':
      return { op, upgradeUid: f.text('upgradeUid'), shipUid: f.text('shipUid') }
    case 'unequip':
      return { op, upgradeUid: f.text('upgradeUid') }
    case 'disband':
      return { op }
    case 'prototype':
      return { op, squadronCardId: f.text('squadronCardId') }
    default:
      return null
  }
}

/** A JSON field of a form, or null (refused by the schema) when it does not parse. */
function jsonField(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function overrideTarget(f: FormFields): unknown {
  const kind = f.text('kind')
  const value = integer(f, 'value')
  if (kind === 'cp') return { kind, team: f.text('team'), act: Number(f.text('act')), value }
  if (kind === 'tokens') return { kind, team: f.text('team'), token: f.text('token'), value }
  if (kind === 'xp') return { kind, fleetId: f.text('fleetId'), value }
  return { kind, systemId: f.text('systemId'), team: f.text('holder') || null }
}

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
export const MANAGEMENT_COMMANDS = [
  // Public here: the new base's objective is redacted field by field (visibility.ts).
  defineCommand(buildBaseCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => buildBase(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'build-base', team: f.text('team'), systemId: f.text('systemId'), defense: f.text('defense') }),
  }),
  defineCommand(finishBasesCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishBases(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-bases', team: f.text('team') }),
  }),
  defineCommand(gainTokensCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => chooseTokens(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({
      type: 'gain-tokens',
      team: f.text('team'),
      choices: Object.fromEntries(
        f
          .keys()
          .filter((k) => k.startsWith('choice-'))
          .map((k) => [k.slice('choice-'.length), f.text(k)]),
      ),
    }),
  }),
  defineCommand(forceStepCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => forceStep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'force-step', reason: f.text('reason') }),
  }),
  defineCommand(takeRewardCommandSchema, {
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takeReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-reward', ...rewardFields(f) }),
  }),
  defineCommand(buyAbilityCommandSchema, {
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => buyAbility(s, c),
    secrecy: ofFleet,
    fromForm: (f) => {
      // The page offers each purchase with what it replaces in one choice ("ability>replaced").
      const [abilityId, replaced] = f.text('abilityId').split('>')
      return { type: 'buy-ability', fleetId: f.text('fleetId'), abilityId, replaces: replaced || f.text('replaces') || null }
    },
  }),
  defineCommand(finishExperienceCommandSchema, {
    mayIssue: (s, actor, c) => spendsXpFor(s, actor, c.fleetId),
    apply: (s, c) => finishExperience(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-experience', fleetId: f.text('fleetId') }),
  }),
  defineCommand(refitCommandSchema, {
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => refit(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'refit', fleetId: f.text('fleetId'), op: refitOp(f) }),
  }),
  defineCommand(refitFleetCommandSchema, {
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => refitFleet(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'refit-fleet', fleetId: f.text('fleetId'), ops: jsonField(f.text('ops')), finish: f.text('finish') === 'yes' }),
  }),
  defineCommand(finishRefitCommandSchema, {
    mayIssue: (s, actor, c) => mayEditFleet(s, actor, c.fleetId),
    apply: (s, c) => finishRefit(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-refit', fleetId: f.text('fleetId') }),
  }),
  defineCommand(overrideCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => override(s, c),
    // Public: an override is shown where the value appears (R-OVERRIDE).
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'override', reason: f.text('reason'), target: overrideTarget(f) }),
  }),
] as const
