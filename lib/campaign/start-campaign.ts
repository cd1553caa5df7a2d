// R-SETUP-6: the campaign starts (act I, turn 1, strategy phase) only when every fleet is legal with its
// commander, every base is placed and every base has its Base Defense objective.
import { setupChecklist } from './setup-checklist'
import { emptyTurn } from './turn/empty-turn'
import type { CampaignState } from './state'
import { refuse, type CommandResult, type RuleViolation } from './violations'

export function startCampaign(state: CampaignState): CommandResult<CampaignState> {
  const missing: RuleViolation[] = setupChecklist(state)
    .filter((item) => !item.done)
    .map((item) => {
      switch (item.kind) {
        case 'base-placed':
          return { rule: 'R-SETUP-6', reason: 'bases-not-all-placed', playerId: item.playerId }
        case 'defenses-assigned':
          return { rule: 'R-SETUP-6', reason: 'defenses-not-assigned', team: item.team }
        case 'fleet-and-commander':
          return { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: item.playerId }
        case 'fourth-fleet':
          return { rule: 'R-SETUP-6', reason: 'fleet-not-ready', fleetId: `fourth-${item.team}`, team: item.team }
      }
    })
  if (missing.length > 0) return refuse(...missing)
  return { ok: true, state: { ...state, phase: 'strategy', act: 1, turn: 1, turnState: emptyTurn() } }
}
