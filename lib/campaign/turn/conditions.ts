// R-STRAT-COND: the conditions fleets gain when a pairing is made.
import { SYSTEMS, ZONES, type SystemId } from '@/lib/data/map'
import type { Condition, Fleet } from '../fleets/fleet'
import { otherTeam, type CampaignState, type TeamId } from '../state'
import { turnOf } from './pairing'

/** Commander abilities that spare a fleet Low Fuel (R-STRAT-COND 1). */
const LOW_FUEL_EXEMPTION = { assaulter: 'independent-raider', defender: 'ready-defender' } as const

function zonesOf(systemId: SystemId): readonly number[] {
  return SYSTEMS.find((s) => s.id === systemId)?.zones ?? []
}

export function hasBaseInZonesOf(state: Pick<CampaignState, 'control'>, team: TeamId, systemId: SystemId): boolean {
  const zones = zonesOf(systemId)
  return SYSTEMS.some((s) => {
    const c = state.control[s.id]
    return c?.kind === 'base' && c.team === team && s.zones.some((z) => zones.includes(z))
  })
}

function hasBaseInZoneAdjacentTo(state: Pick<CampaignState, 'control'>, team: TeamId, systemId: SystemId): boolean {
  const adjacent = new Set(zonesOf(systemId).flatMap((z) => ZONES.find((zone) => zone.id === z)?.adjacent ?? []))
  return SYSTEMS.some((s) => {
    const c = state.control[s.id]
    return c?.kind === 'base' && c.team === team && s.zones.some((z) => adjacent.has(z))
  })
}

/** Every border system of the battle system's zone holds a base of the assaulting team (item 3). */
function borderSystemsHeld(state: CampaignState, assaulter: TeamId, systemId: SystemId): boolean {
  const system = SYSTEMS.find((s) => s.id === systemId)
  if (!system || system.border) return false
  const borders = SYSTEMS.filter((s) => s.border && s.zones.includes(system.zones[0]!))
  return borders.every((s) => {
    const c = state.control[s.id]
    return c?.kind === 'base' && c.team === assaulter
  })
}

export function pairingConditions(
  state: CampaignState,
  systemId: SystemId,
  assaulting: Fleet,
  defending: Fleet,
): { assaulter: Condition[]; defender: Condition[] } {
  const assaulter: Condition[] = []
  const defender: Condition[] = []
  const exempt = (fleet: Fleet, ability: string) => fleet.commander?.abilities.includes(ability) ?? false
  // Independent Raider only spares a fleet assaulting next to a zone where its team has a base.
  const raiderExempt = exempt(assaulting, LOW_FUEL_EXEMPTION.assaulter) && hasBaseInZoneAdjacentTo(state, assaulting.team, systemId)
  if (!hasBaseInZonesOf(state, assaulting.team, systemId) && !raiderExempt) assaulter.push('low-fuel')
  if (!hasBaseInZonesOf(state, defending.team, systemId) && !exempt(defending, LOW_FUEL_EXEMPTION.defender)) defender.push('low-fuel')
  const mark = turnOf(state).diplomats[otherTeam(assaulting.team)]?.zone
  if (!state.control[systemId] && mark != null && zonesOf(systemId).includes(mark)) assaulter.push('low-morale')
  if (borderSystemsHeld(state, assaulting.team, systemId)) defender.push('low-supplies')
  return { assaulter, defender }
}
