// The battle phase (RULES.md §5): objective, result, confirmation, veterans, Destiny and Spynet.
import {
  chooseObjective,
  chooseVeterans,
  confirmResult,
  disputeResult,
  enterResult,
  settleResult,
  spendBattleToken,
  spynetReveal,
} from '../battle/battle-commands'
import { z } from 'zod'
import { SYSTEM_IDS } from '@/lib/data/map'
import { actsForPlayer, battleOf, isGrandAdmiral } from '../actors'
import { TEAMS, type CampaignState } from '../state'
import { ORGANIZER_ONLY, PUBLIC, defineCommand, ofTeam, type PlayerActor } from './define'
import { disputeFields, outcome, seenResult, veteranChoice } from './form-fields'
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
  purpose: z.string().trim().max(120),
})
export const spynetRevealCommandSchema = z.object({ type: z.literal('spynet-reveal'), team: z.enum(TEAMS), systemId: z.enum(SYSTEM_IDS) })

/** One of the two players of the battle. */
function playsIn(state: CampaignState, actor: PlayerActor, battleId: string): boolean {
  const battle = battleOf(state, battleId)
  return battle !== undefined && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
}

export type ChooseObjectiveCommand = z.infer<typeof chooseObjectiveCommandSchema>
export type EnterResultCommand = z.infer<typeof enterResultCommandSchema>
export type SettleResultCommand = z.infer<typeof settleResultCommandSchema>
export type DisputeResultCommand = z.infer<typeof disputeResultCommandSchema>
export type ReportedBattleResult = z.infer<typeof battleResultSchema>
export type ChooseVeteransCommand = z.infer<typeof chooseVeteransCommandSchema>
export type SpendBattleTokenCommand = z.infer<typeof spendBattleTokenCommandSchema>
export type SpynetRevealCommand = z.infer<typeof spynetRevealCommandSchema>
export const BATTLE_COMMANDS = [
  defineCommand(chooseObjectiveCommandSchema, {
    mayIssue: (s, actor, c) => {
      const battle = battleOf(s, c.battleId)
      return battle !== undefined && actsForPlayer(s, actor, battle.assaulter.playerId)
    },
    apply: (s, c) => chooseObjective(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-objective', battleId: f.text('battleId'), objectiveId: f.text('objectiveId') }),
  }),
  defineCommand(enterResultCommandSchema, {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => enterResult(s, actor, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'enter-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  }),
  defineCommand(confirmResultCommandSchema, {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => confirmResult(s, actor, c.battleId, c.seen),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'confirm-result', battleId: f.text('battleId'), ...seenResult(f) }),
  }),
  defineCommand(disputeResultCommandSchema, {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => disputeResult(s, actor, c.battleId, c.seen, { reason: c.reason, counter: c.counter }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'dispute-result', battleId: f.text('battleId'), ...seenResult(f), ...disputeFields(f) }),
  }),
  defineCommand(settleResultCommandSchema, {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => settleResult(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'settle-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  }),
  defineCommand(chooseVeteransCommandSchema, {
    mayIssue: (s, actor, c) => {
      const battle = battleOf(s, c.battleId)
      const side = battle && [battle.assaulter, battle.defender].find((x) => x?.fleetId === c.fleetId)
      return side != null && actsForPlayer(s, actor, side.playerId)
    },
    apply: (s, c) => chooseVeterans(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-veterans', battleId: f.text('battleId'), fleetId: f.text('fleetId'), ...veteranChoice(f) }),
  }),
  defineCommand(spendBattleTokenCommandSchema, {
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => spendBattleToken(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => {
      // The page offers each token with its count in one choice ("spynet:2"); a bare token and a count also read.
      const [token, count] = f.text('token').split(':')
      return {
        type: 'spend-battle-token',
        battleId: f.text('battleId'),
        playerId: f.text('playerId'),
        token,
        count: Number(count || f.text('count') || '1'),
        purpose: f.text('purpose'),
      }
    },
  }),
  defineCommand(spynetRevealCommandSchema, {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spynetReveal(s, c),
    secrecy: ofTeam,
    fromForm: (f) => ({ type: 'spynet-reveal', team: f.text('team'), systemId: f.text('systemId') }),
  }),
] as const
