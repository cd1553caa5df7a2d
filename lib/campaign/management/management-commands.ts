// Commands of the management phase's first two steps: building bases, finishing, choosing tokens; and
// the organizer's override that moves past a step with a stated reason (R-OVERRIDE).
import type { BuildBaseCommand, FinishBasesCommand, ForceStepCommand, GainTokensCommand } from '../commands'
import type { CampaignState } from '../state'
import { turnOf } from '../turn/pairing'
import { refuse, type CommandResult } from '../violations'
import { BASE_COST_RESOURCES, buildBaseViolations } from './base-building'
import { basesCount } from './battle-effects'
import type { ManagementState, ManagementStep } from './management-state'
import { advanceManagement, gainTokens } from './steps'
import { spendTokens } from '../tokens/spend-tokens'

function inStep(state: CampaignState, step: ManagementStep): ManagementState | null {
  return state.phase === 'management' && state.turnState?.management?.step === step ? state.turnState.management : null
}

function withManagement(state: CampaignState, management: ManagementState): CampaignState {
  return { ...state, turnState: { ...turnOf(state), management } }
}

export function buildBase(state: CampaignState, command: BuildBaseCommand): CommandResult<CampaignState> {
  const m = inStep(state, 'effects')
  if (!m) return refuse({ rule: 'R-BASE-BUILD', reason: 'wrong-step' })
  if (m.basesDone.includes(command.team)) return refuse({ rule: 'R-BASE-BUILD', reason: 'step-done', team: command.team })
  const violations = buildBaseViolations(state, m, command.team, command.systemId, command.defense)
  if (violations.length > 0) return refuse(...violations)
  const free = basesCount(state, command.team) === 0
  const paid = spendTokens(state, command.team, { resources: free ? 0 : BASE_COST_RESOURCES })
  if (!paid.ok) return paid
  const control = { ...state.control, [command.systemId]: { kind: 'base' as const, team: command.team, defense: command.defense, placedBy: null } }
  return {
    ok: true,
    state: withManagement(
      { ...paid.state, control },
      { ...m, basesBuilt: { ...m.basesBuilt, [command.team]: [...m.basesBuilt[command.team], command.systemId] } },
    ),
  }
}

export function finishBases(state: CampaignState, command: FinishBasesCommand): CommandResult<CampaignState> {
  const m = inStep(state, 'effects')
  if (!m) return refuse({ rule: 'R-BASE-BUILD', reason: 'wrong-step' })
  if (m.basesDone.includes(command.team)) return refuse({ rule: 'R-BASE-BUILD', reason: 'step-done', team: command.team })
  return { ok: true, state: withManagement(state, { ...m, basesDone: [...m.basesDone, command.team] }) }
}

export function chooseTokens(state: CampaignState, command: GainTokensCommand): CommandResult<CampaignState> {
  const m = inStep(state, 'tokens')
  if (!m) return refuse({ rule: 'R-TOKEN-GAIN', reason: 'wrong-step' })
  if (m.tokensDone.includes(command.team)) return refuse({ rule: 'R-TOKEN-GAIN', reason: 'step-done', team: command.team })
  const gained = gainTokens(state, command.team, command.choices)
  if ('missing' in gained) return refuse({ rule: 'R-TOKEN-GAIN', reason: 'token-choice-missing', team: command.team, systemId: gained.missing })
  return { ok: true, state: gained }
}

/** R-OVERRIDE: the organizer moves on from the current step with a reason, whatever is still owed. */
/** R-OVERRIDE: the organizer may move the management phase past its open step. */
export function mayForceStep(state: Pick<CampaignState, 'phase'> & { turnState: { management?: unknown } | null }): boolean {
  return state.phase === 'management' && !!state.turnState?.management
}

export function forceStep(state: CampaignState, command: ForceStepCommand): CommandResult<CampaignState> {
  if (!mayForceStep(state)) return refuse({ rule: 'R-OVERRIDE', reason: 'wrong-step' })
  void command.reason
  return { ok: true, state: advanceManagement(state, true) }
}
