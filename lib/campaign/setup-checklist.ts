// R-SETUP-6: what must be true before the campaign starts, item by item, so that the organizer sees
// what is still missing.
import { basesOf, hasPlacedBase, nextPlacingTeam } from './base-placement'
import { teamDefensesAssigned } from './base-defense'
import { fleetReady } from './fleets/fleet-status'
import { TEAMS, type CampaignState, type PlayerId, type TeamId } from './state'

export type ChecklistItem =
  | { rule: 'R-SETUP-4'; kind: 'base-placed'; playerId: PlayerId; done: boolean }
  | { rule: 'R-SETUP-5'; kind: 'defenses-assigned'; team: TeamId; done: boolean }
  | { rule: 'R-SETUP-2'; kind: 'fleet-and-commander'; playerId: PlayerId; done: boolean }
  | { rule: 'R-SETUP-3'; kind: 'fourth-fleet'; team: TeamId; done: boolean }

function fleetDone(state: CampaignState, fleetId: string): boolean {
  const fleet = state.fleets.find((f) => f.id === fleetId)
  return fleet !== undefined && fleetReady(state, fleet)
}

export function setupChecklist(state: CampaignState): ChecklistItem[] {
  return [
    ...state.players.map((p) => ({ rule: 'R-SETUP-4' as const, kind: 'base-placed' as const, playerId: p.id, done: hasPlacedBase(state, p.id) })),
    ...TEAMS.map((team) => ({ rule: 'R-SETUP-5' as const, kind: 'defenses-assigned' as const, team, done: teamDefensesAssigned(state, team) })),
    ...state.players.map((p) => ({ rule: 'R-SETUP-2' as const, kind: 'fleet-and-commander' as const, playerId: p.id, done: fleetDone(state, p.id) })),
    ...TEAMS.map((team) => ({ rule: 'R-SETUP-3' as const, kind: 'fourth-fleet' as const, team, done: fleetDone(state, `fourth-${team}`) })),
  ]
}

export function readyToStart(state: CampaignState): boolean {
  return state.phase === 'setup' && setupChecklist(state).every((item) => item.done)
}

/** The next setup step in words-free form, for the phase banner. */
export type SetupStep = { step: 'place-bases'; team: TeamId } | { step: 'assign-defenses'; teams: TeamId[] } | { step: 'fleets' }

export function currentSetupStep(state: CampaignState): SetupStep {
  const placing = nextPlacingTeam(state)
  if (placing) return { step: 'place-bases', team: placing }
  const owing = TEAMS.filter((t) => basesOf(state, t).length > 0 && !teamDefensesAssigned(state, t))
  if (owing.length > 0) return { step: 'assign-defenses', teams: owing }
  return { step: 'fleets' }
}
