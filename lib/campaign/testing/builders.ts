// Test-state builders for the campaign engine's unit tests. Pure helpers: they throw on an unexpected
// refusal so that a broken builder fails loudly instead of producing a half-built state.
import type { SystemId } from '@/lib/data/map'
import type { AssignBaseDefensesCommand, CreateCampaignCommand, PlaceBaseCommand } from '../commands'
import { createCampaign } from '../create-campaign'
import { applyCommand } from '../engine'
import type { BaseDefenseId, CampaignState, Phase, PresetId, TeamId } from '../state'
import type { CommandResult, ViolationReason } from '../violations'

/** Returns the state of an accepted command, or throws with the violations of a refused one. */
export function unwrap<S>(result: CommandResult<S>): S {
  if (!result.ok) throw new Error(`command refused: ${JSON.stringify(result.violations)}`)
  return result.state
}

/** The reasons of a refused command (empty for an accepted one), in the engine's order. */
export function reasonsOf<S>(result: CommandResult<S>): ViolationReason[] {
  return result.ok ? [] : result.violations.map((v) => v.reason)
}

export const EMPIRE_NAMES = ['Ana', 'Ben', 'Cleo'] as const
export const REBEL_NAMES = ['Dan', 'Eve', 'Finn'] as const

/** A valid green-knight 3v3 create-campaign command; Grand Admirals are empire-1 and rebels-1. */
export function createCommand(overrides: Partial<CreateCampaignCommand> = {}): CreateCampaignCommand {
  return {
    type: 'create-campaign',
    name: 'Outer Rim',
    preset: 'green-knight',
    players: { empire: [...EMPIRE_NAMES], rebels: [...REBEL_NAMES] },
    grandAdmirals: { empire: 0, rebels: 0 },
    ...overrides,
  }
}

/** A fresh campaign in setup: 3v3 green-knight, or 2v2 when the preset is official-2019 and `size` is 2. */
export function newCampaign(preset: PresetId = 'green-knight', size: 2 | 3 = 3): CampaignState {
  return unwrap(
    createCampaign(
      createCommand({
        preset,
        players: { empire: EMPIRE_NAMES.slice(0, size), rebels: REBEL_NAMES.slice(0, size) },
      }),
    ),
  )
}

/** The player ids in placement order E, R, E, R, … for teams of `size` players. */
export function placementOrder(size: 2 | 3 = 3): string[] {
  const order: string[] = []
  for (let i = 1; i <= size; i += 1) order.push(`empire-${i}`, `rebels-${i}`)
  return order
}

/**
 * A legal setup placement: Empire on Dantooine (I), Felucia (II), Kessel (III); Rebels on Hoth (V),
 * Ryloth (IV), Yavin (II). In placement order: empire-1, rebels-1, empire-2, rebels-2, empire-3, rebels-3.
 */
export const STANDARD_BASES: readonly SystemId[] = ['dantooine', 'hoth', 'felucia', 'ryloth', 'kessel', 'yavin']
export const EMPIRE_BASES: readonly SystemId[] = ['dantooine', 'felucia', 'kessel']
export const REBEL_BASES: readonly SystemId[] = ['hoth', 'ryloth', 'yavin']

/** The place-base commands that put the i-th player of the placement order on systems[i]. */
export function placementCommands(systems: readonly SystemId[] = STANDARD_BASES): PlaceBaseCommand[] {
  const order = placementOrder(systems.length === 4 ? 2 : 3)
  return systems.map((systemId, i) => ({ type: 'place-base', playerId: order[i] ?? 'nobody', systemId }))
}

/** Applies the first `count` placements of `systems` (all of them by default). */
export function placeBases(state: CampaignState, systems: readonly SystemId[] = STANDARD_BASES, count: number = systems.length): CampaignState {
  return placementCommands(systems)
    .slice(0, count)
    .reduce((s, command) => unwrap(applyCommand(s, command)), state)
}

/** A 3v3 campaign with all six bases placed (STANDARD_BASES by default), no defenses assigned. */
export function campaignWithBases(systems: readonly SystemId[] = STANDARD_BASES): CampaignState {
  return placeBases(newCampaign(), systems)
}

/** Gives the team's bases, in the given order, ion-cannon, armed-station, fighter-wing. */
export function defenseCommand(
  team: TeamId,
  systems: readonly SystemId[] = team === 'empire' ? EMPIRE_BASES : REBEL_BASES,
  defenses: readonly BaseDefenseId[] = ['ion-cannon', 'armed-station', 'fighter-wing'],
): AssignBaseDefensesCommand {
  return {
    type: 'assign-base-defenses',
    team,
    assignments: systems.map((systemId, i) => ({ systemId, defense: defenses[i] ?? 'ion-cannon' })),
  }
}

/** A 3v3 campaign with all bases placed and both teams' defenses assigned (defenseCommand defaults). */
export function campaignWithDefenses(): CampaignState {
  const placed = campaignWithBases()
  const empire = unwrap(applyCommand(placed, defenseCommand('empire')))
  return unwrap(applyCommand(empire, defenseCommand('rebels')))
}

/** The same state in another phase (the engine has no command for leaving setup yet). */
export function inPhase(state: CampaignState, phase: Phase): CampaignState {
  return { ...state, phase }
}
