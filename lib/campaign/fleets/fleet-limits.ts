// Fleet point limits by campaign stage (R-FLEET-START 1, R-FLEET-ALWAYS 1-3). Both presets use the same
// numbers; they are kept per preset so a preset can change them.
import type { PresetId } from '../state'

/** 'setup' before act I starts, then the act number. */
export type FleetStage = 'setup' | 1 | 2 | 3

const LIMITS: Record<PresetId, Record<FleetStage, number>> = {
  'green-knight': { setup: 200, 1: 250, 2: 300, 3: 300 },
  'official-2019': { setup: 200, 1: 250, 2: 300, 3: 300 },
}

export function fleetLimit(preset: PresetId, stage: FleetStage): number {
  return LIMITS[preset][stage]
}

/** 67 at 200, 84 at 250, 100 at 300: a third of the limit, rounded up. */
export function squadronLimit(limit: number): number {
  return Math.ceil(limit / 3)
}

/** One unique squadron with defense tokens per full 100 points of the limit (R-FLEET-ALWAYS 3). */
export function uniqueSquadronLimit(limit: number): number {
  return Math.floor(limit / 100)
}

export const STARTING_SQUADRON_POINTS = 67
