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
import type { CampaignState } from '../state'
import { ORGANIZER_ONLY, PUBLIC, ofTeam, type Definitions, type PlayerActor } from './define'
import { outcome, seenResult, veteranChoice } from './form-fields'

/** One of the two players of the battle. */
function playsIn(state: CampaignState, actor: PlayerActor, battleId: string): boolean {
  const battle = battleOf(state, battleId)
  return battle !== undefined && (battle.assaulter.playerId === actor.playerId || battle.defender?.playerId === actor.playerId)
}

export const BATTLE_COMMANDS: Definitions<
  'choose-objective' | 'enter-result' | 'confirm-result' | 'dispute-result' | 'settle-result' | 'choose-veterans' | 'spend-battle-token' | 'spynet-reveal'
> = {
  'choose-objective': {
    mayIssue: (s, actor, c) => {
      const battle = battleOf(s, c.battleId)
      return battle !== undefined && actsForPlayer(s, actor, battle.assaulter.playerId)
    },
    apply: (s, c) => chooseObjective(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-objective', battleId: f.text('battleId'), objectiveId: f.text('objectiveId') }),
  },
  'enter-result': {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => enterResult(s, actor, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'enter-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  },
  'confirm-result': {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => confirmResult(s, actor, c.battleId, c.seen),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'confirm-result', battleId: f.text('battleId'), ...seenResult(f) }),
  },
  'dispute-result': {
    mayIssue: (s, actor, c) => playsIn(s, actor, c.battleId),
    apply: (s, c, actor) => disputeResult(s, actor, c.battleId, c.seen),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'dispute-result', battleId: f.text('battleId'), ...seenResult(f) }),
  },
  'settle-result': {
    mayIssue: ORGANIZER_ONLY,
    apply: (s, c) => settleResult(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'settle-result', battleId: f.text('battleId'), result: { assaulter: outcome(f, 'a'), defender: outcome(f, 'd') } }),
  },
  'choose-veterans': {
    mayIssue: (s, actor, c) => {
      const battle = battleOf(s, c.battleId)
      const side = battle && [battle.assaulter, battle.defender].find((x) => x?.fleetId === c.fleetId)
      return side != null && actsForPlayer(s, actor, side.playerId)
    },
    apply: (s, c) => chooseVeterans(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({ type: 'choose-veterans', battleId: f.text('battleId'), fleetId: f.text('fleetId'), ...veteranChoice(f) }),
  },
  'spend-battle-token': {
    mayIssue: (s, actor, c) => actsForPlayer(s, actor, c.playerId),
    apply: (s, c) => spendBattleToken(s, c),
    secrecy: PUBLIC,
    fromForm: (f) => ({
      type: 'spend-battle-token',
      battleId: f.text('battleId'),
      playerId: f.text('playerId'),
      token: f.text('token'),
      count: Number(f.text('count') || '1'),
      purpose: f.text('purpose'),
    }),
  },
  'spynet-reveal': {
    mayIssue: (s, actor, c) => isGrandAdmiral(s, actor, c.team),
    apply: (s, c) => spynetReveal(s, c),
    secrecy: ofTeam,
    fromForm: (f) => ({ type: 'spynet-reveal', team: f.text('team'), systemId: f.text('systemId') }),
  },
}
