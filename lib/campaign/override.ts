// R-OVERRIDE: the organizer sets a computed value by hand (CP, tokens, XP, control of a system) with a
// stated reason; the override is kept in the state, shown where the value appears, and in the history.
import type { OverrideCommand } from './commands'
import type { CampaignState } from './state'
import { refuse, type CommandResult } from './violations'

export function override(state: CampaignState, command: OverrideCommand): CommandResult<CampaignState> {
  const target = command.target
  let next: CampaignState = state
  switch (target.kind) {
    case 'cp': {
      const t = state.teams[target.team]
      const cpByAct = [...t.cpByAct] as [number, number, number]
      cpByAct[target.act - 1] = target.value
      next = { ...state, teams: { ...state.teams, [target.team]: { ...t, cpByAct } } }
      break
    }
    case 'tokens': {
      const t = state.teams[target.team]
      next = { ...state, teams: { ...state.teams, [target.team]: { ...t, tokens: { ...t.tokens, [target.token]: target.value } } } }
      break
    }
    case 'xp': {
      const fleet = state.fleets.find((f) => f.id === target.fleetId)
      if (!fleet?.commander) return refuse({ rule: 'R-OVERRIDE', reason: 'no-commander', fleetId: target.fleetId })
      next = { ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? { ...f, commander: { ...f.commander!, xp: target.value } } : f)) }
      break
    }
    case 'control': {
      if (state.control[target.systemId]?.kind === 'base') return refuse({ rule: 'R-OVERRIDE', reason: 'base-already-there', systemId: target.systemId })
      const control = { ...state.control }
      if (target.team === null) delete control[target.systemId]
      else control[target.systemId] = { kind: 'presence', team: target.team }
      next = { ...state, control }
      break
    }
  }
  return { ok: true, state: { ...next, overrides: [...state.overrides, { target, reason: command.reason, act: state.act, turn: state.turn }] } }
}
