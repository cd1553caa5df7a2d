// Phases move on by themselves once nothing is left to decide: the strategy phase ends when every
// player is paired (or passed) and Skilled Spacers are settled; base assaults then get their objective.
import type { CampaignState } from '../state'
import { strategyComplete } from './strategy-commands'
import { turnOf } from './pairing'
import { battlesComplete } from '../battle/battle-commands'
import { advanceManagement, enterManagement } from '../management/steps'
import { settlePivotal } from '../pivotal/pivotal-commands'

function enterBattlePhase(state: CampaignState): CampaignState {
  const turn = turnOf(state)
  const revealed = { empire: [...state.revealedDefenses.empire], rebels: [...state.revealedDefenses.rebels] }
  const battles = turn.battles.map((b) => {
    const snapshot = {
      ...b,
      fleets: {
        assaulter: state.fleets.find((f) => f.id === b.assaulter.fleetId) ?? null,
        defender: state.fleets.find((f) => f.id === b.defender?.fleetId) ?? null,
      },
    }
    const control = state.control[b.systemId]
    if (control?.kind !== 'base') return snapshot
    // R-OBJ-1: a base assault is played on the base's objective, openly (R-SECRET).
    if (!revealed[b.assaulter.team].includes(b.systemId)) revealed[b.assaulter.team].push(b.systemId)
    return { ...snapshot, objective: control.defense }
  })
  return { ...state, phase: 'battle', revealedDefenses: revealed, turnState: { ...turn, battles } }
}

/** Moves on as far as nothing is left to decide (a turn without battles goes straight to management). */
export function settle(state: CampaignState): CampaignState {
  const next = settleOnce(state)
  return next === state ? state : settle(next)
}

function settleOnce(state: CampaignState): CampaignState {
  if (state.phase === 'strategy' && state.turnState && strategyComplete(state)) return enterBattlePhase(state)
  // The management phase (RULES.md §6) starts once every battle is applied and its veterans chosen.
  if (state.phase === 'battle' && state.turnState && battlesComplete(state)) return enterManagement(state)
  if (state.phase === 'management' && state.turnState?.management) return advanceManagement(state)
  // Rules version 5: the pivotal battle closes into the next act, or the end, once nothing is left to decide.
  if (state.phase === 'pivotal') return settlePivotal(state)
  return state
}
