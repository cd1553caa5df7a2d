// Pivotal and climactic battles (RULES.md §7).
import {
  choosePivotal,
  claimPivotalEffects,
  confirmPivotalResult,
  enterPivotalResult,
  enterPivotalTeamResult,
  finishPivotal,
  finishPivotalPrep,
  pivotalTokens,
  pivotalMoveUpgrade,
  pivotalUpgrade,
  pivotalVeterans,
  resetCommander,
} from '../pivotal/pivotal-commands'
import { takePivotalReward } from '../pivotal/pivotal-rewards'
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { actsForFleet, isGrandAdmiral } from '../actors'
import { BASE_DEFENSES, TEAMS, findPlayer } from '../state'
import { ORGANIZER_ONLY, PUBLIC, defineCommand, ofFleet } from './define'
import { fleetOutcomes, integer, rewardFields, veteranChoice } from './form-fields'
import { takeRewardCommandSchema } from './management-commands'
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

const ANYONE = (): boolean => true

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
export const PIVOTAL_COMMANDS = [
  defineCommand(choosePivotalCommandSchema, {
    mayIssue: (s, actor) => s.pivotal != null && isGrandAdmiral(s, actor, s.pivotal.chooser),
    apply: (s, c) => choosePivotal(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({
      type: 'choose-pivotal',
      objectiveId: f.text('objectiveId'),
      systemId: f.text('systemId') || null,
      zone: f.text('zone') ? Number(f.text('zone')) : null,
      climactic: f.text('climactic') === 'on',
    }),
  }),
  defineCommand(pivotalUpgradeCommandSchema, {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => {
      // One choice names the ship replaced and its replacement ('uid>card'), as the pivotal view lists them.
      const [shipUid = f.text('shipUid'), newShipCardId = f.text('newShipCardId')] = f.text('replacement') ? f.text('replacement').split('>') : []
      return {
        type: 'pivotal-upgrade',
        fleetId: f.text('fleetId'),
        shipUid,
        newShipCardId,
        extraResources: f.text('extraResources') === 'on' ? 1 : 0,
        moreShipUids: f.all('moreShipUids').filter((u) => u && u !== shipUid),
        discardUpgradeUids: f.all('discardUpgradeUids').filter(Boolean),
        discardSquadronUids: f.all('discardSquadronUids').filter(Boolean),
      }
    },
  }),
  // R-PIVOT-UPGRADE: upgrades move freely between the fleet's ships before the battle.
  defineCommand(pivotalMoveUpgradeCommandSchema, {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalMoveUpgrade(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'pivotal-move-upgrade', fleetId: f.text('fleetId'), upgradeUid: f.text('upgradeUid'), shipUid: f.text('shipUid') }),
  }),
  // Demonstration of Force's fleet rewards (the objective's data).
  defineCommand(takePivotalRewardCommandSchema, {
    mayIssue: (s, actor, c) => actsForFleet(s, actor, c.fleetId),
    apply: (s, c) => takePivotalReward(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'take-pivotal-reward', ...rewardFields(f) }),
  }),
  defineCommand(finishPivotalPrepCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => finishPivotalPrep(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'finish-pivotal-prep', team: f.text('team') }),
  }),
  defineCommand(enterPivotalResultCommandSchema, {
    mayIssue: ANYONE,
    apply: (s, c, actor) => enterPivotalResult(s, actor, c),
    // Public here: a conquered base's objective is redacted field by field (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => {
      const claimed = f.all('claimedSystems').filter(Boolean)
      return {
        type: 'enter-pivotal-result',
        result: {
          assaulters: { score: integer(f, 'a-score'), tabled: f.text('a-tabled') === 'on' },
          defenders: { score: integer(f, 'd-score'), tabled: f.text('d-tabled') === 'on' },
          fleets: fleetOutcomes(f),
          ...(claimed.length > 0 ? { claimedSystems: claimed } : {}),
          ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
          ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
        },
      }
    },
  }),
  defineCommand(enterPivotalTeamResultCommandSchema, {
    mayIssue: (s, actor, c) => findPlayer(s, actor.playerId)?.team === c.team,
    apply: (s, c, actor) => enterPivotalTeamResult(s, actor, c),
    // Public here: each team's part is sealed until both are in (visibility.ts).
    secrecy: PUBLIC,
    fromForm: (f) => {
      const claimed = f.all('claimedSystems').filter(Boolean)
      return {
        type: 'enter-pivotal-team-result',
        team: f.text('team'),
        score: integer(f, 'score'),
        tabled: f.text('tabled') === 'on',
        fleets: fleetOutcomes(f),
        ...(claimed.length > 0 ? { claimedSystems: claimed } : {}),
        ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
        ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
      }
    },
  }),
  defineCommand(confirmPivotalResultCommandSchema, {
    mayIssue: ANYONE,
    apply: (s, _c, actor) => confirmPivotalResult(s, actor),
    secrecy: PUBLIC,
    fromForm: () => ({ type: 'confirm-pivotal-result' }),
  }),
  defineCommand(claimPivotalEffectsCommandSchema, {
    // Sent for the winning team by its Grand Admiral, as its other team choices are (or by the organizer).
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => claimPivotalEffects(s, c),
    // The systems taken and the new base are on the map for all; a conquered base's objective is its team's secret.
    secrecy: (c) => (c.conquestDefense ? c.team : 'public'),
    fromForm: (f) => {
      // One choice names the claim: systems joined by '+' ('none' for no system), a system, or an objective.
      const systems = f.text('systems')
      return {
        type: 'claim-pivotal-effects',
        team: f.text('team'),
        ...(systems ? { claimedSystems: systems === 'none' ? [] : systems.split('+') } : {}),
        ...(f.text('newBaseSystem') ? { newBaseSystem: f.text('newBaseSystem') } : {}),
        ...(f.text('conquestDefense') ? { conquestDefense: f.text('conquestDefense') } : {}),
      }
    },
  }),
  defineCommand(pivotalVeteransCommandSchema, {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => pivotalVeterans(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-veterans', fleetId: f.text('fleetId'), ...veteranChoice(f) }),
  }),
  defineCommand(pivotalTokensCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => pivotalTokens(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'pivotal-tokens', team: f.text('team'), tokens: f.all('tokens') }),
  }),
  defineCommand(resetCommanderCommandSchema, {
    mayIssue: (_s, actor, c) => actor.playerId === c.fleetId,
    apply: (s, c) => resetCommander(s, c),
    secrecy: ofFleet,
    fromForm: (f) => ({ type: 'reset-commander', fleetId: f.text('fleetId') }),
  }),
  defineCommand(finishPivotalCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    apply: (s) => finishPivotal(s),
    secrecy: PUBLIC,
    fromForm: () => ({ type: 'finish-pivotal' }),
  }),
] as const
