// Saving a fleet during setup. Cards that cannot stand in the fleet at all (R-ARMADA) are refused; a
// fleet that breaks R-FLEET-START or R-FLEET-ALWAYS is saved as work in progress and blocks the start.
import { cardViolations } from './card-rules'
import { draftContent, factionOf, type Fleet } from './fleet'
import type { SetFleetCommand } from '../commands'
import type { CampaignState } from '../state'
import { refuse, type CommandResult } from '../violations'

/**
 * R-REFIT 8: a fleet disbanded during a refit is built anew there, under R-FLEET-START, and may be saved again
 * until it finishes its refit.
 */
export function rebuildable(state: CampaignState, fleet: Fleet): boolean {
  const refit =
    state.phase === 'management' && state.turnState?.management?.step === 'refit'
      ? state.turnState.management
      : state.phase === 'pivotal' && state.pivotal?.step === 'after'
        ? (state.pivotal.refit ?? null)
        : null
  if (!refit || refit.refitDone.includes(fleet.id)) return false
  return (refit.disbanded ?? []).includes(fleet.id) || (fleet.ships.length === 0 && fleet.squadrons.length === 0)
}

export function setFleet(state: CampaignState, command: SetFleetCommand): CommandResult<CampaignState> {
  const fleet = state.fleets.find((f) => f.id === command.fleetId)
  if (!fleet) return refuse({ rule: 'R-SETUP-2', reason: 'unknown-player', fleetId: command.fleetId })
  if (state.phase !== 'setup' && !rebuildable(state, fleet)) return refuse({ rule: 'R-PHASE', reason: 'wrong-phase' })
  const content = draftContent(command.draft)
  const violations = cardViolations(content, factionOf(fleet.team)).map((v) => ({ ...v, fleetId: fleet.id }))
  if (violations.length > 0) return refuse(...violations)
  let squadronIndex = 0
  const saved: Fleet = {
    ...fleet,
    name: command.draft.name.trim(),
    ships: command.draft.ships.map((ship, i) => ({
      uid: `${fleet.id}-s${i + 1}`,
      cardId: ship.cardId,
      flagship: ship.flagship,
      upgrades: ship.upgrades.map((cardId, j) => ({ uid: `${fleet.id}-s${i + 1}-u${j + 1}`, cardId, equipped: true })),
      scarred: false,
      veteran: false,
    })),
    squadrons: command.draft.squadrons.flatMap((group) =>
      Array.from({ length: group.count }, () => ({ uid: `${fleet.id}-q${++squadronIndex}`, cardId: group.cardId, scarred: false, veteran: false })),
    ),
    objectives: { ...command.draft.objectives },
  }
  return { ok: true, state: { ...state, fleets: state.fleets.map((f) => (f.id === fleet.id ? saved : f)) } }
}
