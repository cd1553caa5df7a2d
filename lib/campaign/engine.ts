// One entry point for every change: a command in, a new state or the rules it breaks out.
// Replaying a campaign's history through `replay` must give back its stored state (R-HIST).
import type { AnyCommand, CampaignCommand, CreateCampaignCommand } from './commands'
import { assignBaseDefenses } from './base-defense'
import { placeBase } from './base-placement'
import { createCampaign } from './create-campaign'
import { setCommander } from './fleets/set-commander'
import { setFleet } from './fleets/set-fleet'
import { startCampaign } from './start-campaign'
import { settle } from './turn/advance'
import { override } from './override'
import { diplomatsXp, spacersObjective, spendAlly } from './tokens/token-uses'
import {
  choosePivotal,
  confirmPivotalResult,
  enterPivotalResult,
  enterPivotalTeamResult,
  finishPivotal,
  finishPivotalPrep,
  pivotalTokens,
  pivotalUpgrade,
  pivotalMoveUpgrade,
  pivotalVeterans,
  resetCommander,
} from './pivotal/pivotal-commands'
import { takePivotalReward } from './pivotal/pivotal-rewards'
import { finishRefit, refit } from './management/refit-commands'
import { buyAbility, finishExperience, takeReward } from './management/reward-commands'
import { buildBase, chooseTokens, finishBases, forceStep } from './management/management-commands'
import { chooseDiplomats, declareAssault, nameDefender, passDeclaration, spendSpacers } from './turn/strategy-commands'
import type { Actor, CampaignState } from './state'
import { chooseObjective, chooseVeterans, confirmResult, disputeResult, enterResult, settleResult, spendBattleToken, spynetReveal } from './battle/battle-commands'
import { refuse, type CommandResult } from './violations'

const ORGANIZER: Actor = { role: 'organizer' }

/** `actor` matters where the rules depend on who acts (a result entered by a player needs the other's confirmation). */
export function applyCommand(state: CampaignState, command: CampaignCommand, actor: Actor = ORGANIZER): CommandResult<CampaignState> {
  const result = applyOne(state, command, actor)
  return result.ok ? { ok: true, state: settle(result.state) } : result
}

function applyOne(state: CampaignState, command: CampaignCommand, actor: Actor): CommandResult<CampaignState> {
  switch (command.type) {
    case 'place-base':
      return placeBase(state, command)
    case 'assign-base-defenses':
      return assignBaseDefenses(state, command)
    case 'set-fleet':
      return setFleet(state, command)
    case 'set-commander':
      return setCommander(state, command)
    case 'start-campaign':
      return startCampaign(state)
    case 'choose-diplomats':
      return chooseDiplomats(state, command)
    case 'declare-assault':
      return declareAssault(state, command)
    case 'name-defender':
      return nameDefender(state, command)
    case 'pass-declaration':
      return passDeclaration(state, command)
    case 'spend-spacers':
      return spendSpacers(state, command)
    case 'choose-objective':
      return chooseObjective(state, command)
    case 'enter-result':
      return enterResult(state, actor, command)
    case 'confirm-result':
      return confirmResult(state, actor, command.battleId)
    case 'dispute-result':
      return disputeResult(state, actor, command.battleId)
    case 'settle-result':
      return settleResult(state, command)
    case 'choose-veterans':
      return chooseVeterans(state, command)
    case 'spend-battle-token':
      return spendBattleToken(state, command)
    case 'spynet-reveal':
      return spynetReveal(state, command)
    case 'build-base':
      return buildBase(state, command)
    case 'finish-bases':
      return finishBases(state, command)
    case 'gain-tokens':
      return chooseTokens(state, command)
    case 'force-step':
      return forceStep(state, command)
    case 'take-reward':
      return takeReward(state, command)
    case 'buy-ability':
      return buyAbility(state, command)
    case 'finish-experience':
      return finishExperience(state, command)
    case 'override':
      return override(state, command)
    case 'spend-ally':
      return spendAlly(state, command)
    case 'diplomats-xp':
      return diplomatsXp(state, command)
    case 'spacers-objective':
      return spacersObjective(state, command)
    case 'choose-pivotal':
      return choosePivotal(state, command)
    case 'pivotal-upgrade':
      return pivotalUpgrade(state, command)
    case 'pivotal-move-upgrade':
      return pivotalMoveUpgrade(state, command)
    case 'take-pivotal-reward':
      return takePivotalReward(state, command)
    case 'finish-pivotal-prep':
      return finishPivotalPrep(state, command)
    case 'enter-pivotal-result':
      return enterPivotalResult(state, actor, command)
    case 'enter-pivotal-team-result':
      return enterPivotalTeamResult(state, actor, command)
    case 'confirm-pivotal-result':
      return confirmPivotalResult(state, actor)
    case 'pivotal-veterans':
      return pivotalVeterans(state, command)
    case 'pivotal-tokens':
      return pivotalTokens(state, command)
    case 'reset-commander':
      return resetCommander(state, command)
    case 'finish-pivotal':
      return finishPivotal(state)
    case 'refit':
      return refit(state, command)
    case 'finish-refit':
      return finishRefit(state, command)
  }
}

/**
 * Rebuilds a campaign from its history. The first command must create it; any refused command means the
 * history is not one this engine produced, and the replay fails with that command's violations.
 */
export function replay(
  history: readonly AnyCommand[],
  actors: readonly Actor[] = [],
): CommandResult<CampaignState> & { failedAt?: number } {
  const [first, ...rest] = history
  if (!first || first.type !== 'create-campaign') {
    return { ...refuse<CampaignState>({ rule: 'R-HIST', reason: 'history-malformed' }), failedAt: 0 }
  }
  let result = createCampaign(first as CreateCampaignCommand)
  if (!result.ok) return { ...result, failedAt: 0 }
  for (const [index, command] of rest.entries()) {
    if (command.type === 'create-campaign') return { ...refuse<CampaignState>({ rule: 'R-HIST', reason: 'history-malformed' }), failedAt: index + 1 }
    result = applyCommand(result.state, command, actors[index + 1] ?? ORGANIZER)
    if (!result.ok) return { ...result, failedAt: index + 1 }
  }
  return result
}
