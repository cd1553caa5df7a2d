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
import { actsForPlayer, battleOf, isGrandAdmiral } from '../actors'
import { type CampaignState } from '../state'
import { defineCommand, NO_REDACTION, NOT_OWED, ofTeam, ORGANIZER_ONLY, type PlayerActor, PUBLIC, UNDER_WAY } from './define'
import { disputeFields, outcome, seenResult, veteranChoice } from './form-fields'

import {
  chooseObjectiveCommandSchema,
  enterResultCommandSchema,
  confirmResultCommandSchema,
  disputeResultCommandSchema,
  settleResultCommandSchema,
  chooseVeteransCommandSchema,
  spendBattleTokenCommandSchema,
  spynetRevealCommandSchema,
} from '../schemas/battle-schemas'

/** One of the two players of the battle. */
function playsIn(state: CampaignState, actor: PlayerActor, battleId: string): boolean {
  const battle = battleOf(state, battleId)
  return battle !== undefined && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
}

export const BATTLE_COMMANDS = [
  defineCommand(chooseObjectiveCommandSchema, {
    phases: ['battle'],
    owes: ['choose-objective'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => {
      const battle = battleOf(s, c.battleId)
      return battle !== undefined && actsForPlayer(s, actor, battle.assaulter.playerId)
    },
    apply: (s, c) => chooseObjective(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-objective', battleId: f.text('battleId'), objectiveId: f.text('objectiveId') }),
  }),
  defineCommand(enterResultCommandSchema, {
    phases: ['battle'],
    owes: ['enter-result'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => enterResult(s, actor, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'enter-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  }),
  defineCommand(confirmResultCommandSchema, {
    phases: ['battle'],
    owes: ['confirm-result'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => confirmResult(s, actor, c.battleId, c.seen),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'confirm-result', battleId: f.text('battleId'), ...seenResult(f) }),
  }),
  defineCommand(disputeResultCommandSchema, {
    phases: ['battle'],
    owes: ['confirm-result'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => disputeResult(s, actor, c.battleId, c.seen, { reason: c.reason, counter: c.counter }),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'dispute-result', battleId: f.text('battleId'), ...seenResult(f), ...disputeFields(f) }),
  }),
  defineCommand(settleResultCommandSchema, {
    phases: ['battle'],
    owes: ['settle-result'],
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => settleResult(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'settle-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  }),
  defineCommand(chooseVeteransCommandSchema, {
    phases: ['battle'],
    owes: ['choose-veterans'],
    chronicle: 'battle',
    redact: NO_REDACTION,
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
    phases: ['battle'],
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
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
    phases: UNDER_WAY,
    owes: NOT_OWED,
    chronicle: 'battle',
    redact: NO_REDACTION,
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spynetReveal(s, c),
    secrecy: ofTeam,
    fromForm: (f) => ({ type: 'spynet-reveal', team: f.text('team'), systemId: f.text('systemId') }),
  }),
] as const
