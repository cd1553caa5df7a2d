// Steps with nothing to decide finish by themselves (ARCHITECTURE.md §7): a team that cannot build any base
// (R-BASE-BUILD) and a commander who cannot buy any ability (R-XP-SPEND, R-CMD-1..4) are done with their step
// without a tap. Settling runs after every command, live and in replay, so history and state agree.
import { COMMANDER_ABILITIES, type CommanderAbility } from '@/lib/data/commander-abilities'
import { SYSTEM_IDS } from '@/lib/data/map'
import type { Commander } from '../fleets/fleet'
import { TEAMS, type CampaignState, type TeamId } from '../state'
import { turnOf } from '../turn/pairing'
import { allowedBaseDefenses, buildableSystems, buildBaseViolations } from './base-building'
import { buyAbility, type ExperienceContext } from './experience'
import type { ManagementState } from './management-state'

/** R-BASE-BUILD: whether the team could build one more base now (a legal system, the Resources, under its limit). */
export function mayBuildBase(state: CampaignState, m: ManagementState, team: TeamId): boolean {
  const { systems, free } = buildableSystems(state, team)
  // R-BASE-BUILD 3: a team without a base builds one free on an unoccupied system or a presence.
  const candidates = free ? [...systems, ...SYSTEM_IDS.filter((id) => !state.control[id])] : systems
  const defense = allowedBaseDefenses(state, team)[0]
  return defense !== undefined && candidates.some((id) => buildBaseViolations(state, m, team, id, defense).length === 0)
}

/** R-CMD-1..4: the abilities the commander could buy now, alone or replacing one it owns, in the data's order. */
export function buyableAbilities(commander: Commander, ctx: ExperienceContext): CommanderAbility[] {
  return COMMANDER_ABILITIES.filter(
    (a) =>
      buyAbility(commander, { abilityId: a.id }, ctx).ok ||
      commander.abilities.some((owned) => buyAbility(commander, { abilityId: a.id, replaces: owned }, ctx).ok),
  )
}

function fleetCommander(state: CampaignState, fleetId: string): Commander | null {
  return state.fleets.find((f) => f.id === fleetId)?.commander ?? null
}

/**
 * Marks done, in the current management step, every team or commander with nothing it could legally do.
 * Returns the same state when there is none, so that settling stops.
 */
export function finishUndecided(state: CampaignState): CampaignState {
  const m = state.turnState?.management
  if (state.phase !== 'management' || !m) return state
  if (m.step === 'effects') {
    const idle = TEAMS.filter((team) => !m.basesDone.includes(team) && !mayBuildBase(state, m, team))
    return idle.length === 0 ? state : withManagement(state, { ...m, basesDone: [...m.basesDone, ...idle] })
  }
  if (m.step === 'experience') {
    const ctx: ExperienceContext = { preset: state.preset, act: state.act }
    const idle = state.fleets
      .filter((f) => f.commander !== null && !m.experienceDone.includes(f.id))
      .map((f) => f.id)
      .filter((id) => buyableAbilities(fleetCommander(state, id)!, ctx).length === 0)
    return idle.length === 0 ? state : withManagement(state, { ...m, experienceDone: [...m.experienceDone, ...idle] })
  }
  return state
}

function withManagement(state: CampaignState, management: ManagementState): CampaignState {
  return { ...state, turnState: { ...turnOf(state), management } }
}
