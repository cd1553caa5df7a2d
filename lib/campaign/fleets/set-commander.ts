// R-CMD-1 (with R-SETUP-2/3): a task force commander starts with one tier-1 ability and no XP.
import { commanderAbility } from '@/lib/data/commander-abilities'
import type { SetCommanderCommand } from '../commands'
import type { CampaignState } from '../state'
import { refuse, type CommandResult } from '../violations'

export function setCommander(state: CampaignState, command: SetCommanderCommand): CommandResult<CampaignState> {
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet) return refuse({ rule: 'R-SETUP-2', reason: 'unknown-player', fleetId: command.fleetId })
  const ability = commanderAbility(command.abilityId)
  if (!ability) return refuse({ rule: 'R-CMD-1', reason: 'unknown-ability', cardId: command.abilityId })
  if (ability.tier !== 1) return refuse({ rule: 'R-CMD-1', reason: 'starting-ability-tier', cardId: ability.id, value: ability.tier, limit: 1 })
  const commander = { name: command.name.trim(), abilities: [ability.id], xp: 0, startingAbility: ability.id }
  return { ok: true, state: { ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? { ...f, commander } : f)) } }
}
