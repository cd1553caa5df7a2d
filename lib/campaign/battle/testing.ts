// Builders for the battle modules' unit tests: plain fleets of real cards (lib/data/cards) with the uids
// set-fleet gives (`<fleet id>-s<n>` for ships, `<fleet id>-q<n>` for squadrons), and battle outcomes.
import type { Fleet, FleetObjectives, FleetShip, FleetSquadron } from '../fleets/fleet'
import type { BattleResult, FleetOutcome } from '../turn/turn-state'

export const EMPIRE_OBJECTIVES: FleetObjectives = {
  assault: 'opening-salvo',
  defense: 'contested-outpost',
  navigation: 'dangerous-territory',
}

type ElementState = { scarred?: boolean; veteran?: boolean }

export function fleetShip(uid: string, cardId: string, opts: ElementState & { flagship?: boolean; upgrades?: string[] } = {}): FleetShip {
  return {
    uid,
    cardId,
    flagship: opts.flagship ?? false,
    upgrades: (opts.upgrades ?? []).map((upgradeId, i) => ({ uid: `${uid}-u${i + 1}`, cardId: upgradeId, equipped: true })),
    scarred: opts.scarred ?? false,
    veteran: opts.veteran ?? false,
  }
}

export function fleetSquadron(uid: string, cardId: string, opts: ElementState = {}): FleetSquadron {
  return { uid, cardId, scarred: opts.scarred ?? false, veteran: opts.veteran ?? false }
}

/**
 * Player empire-1's fleet, every element fresh unless `states` says otherwise:
 * - empire-1-s1 Victory II-class Star Destroyer (flagship, Gunnery Team)
 * - empire-1-s2 Raider I-class Corvette
 * - empire-1-s3 Gozanti-class Cruisers (flotilla)
 * - empire-1-q1, -q2, -q3 TIE Fighter Squadrons
 * - empire-1-q4 TIE Bomber Squadron
 */
export function empireFleet(states: Record<string, ElementState> = {}): Fleet {
  const id = 'empire-1'
  return {
    id,
    owner: { kind: 'player', playerId: id },
    team: 'empire',
    name: 'Death Squadron',
    ships: [
      fleetShip(`${id}-s1`, 'victory-ii-class-star-destroyer', { flagship: true, upgrades: ['weapons-team-gunnery-team'], ...states[`${id}-s1`] }),
      fleetShip(`${id}-s2`, 'raider-i-class-corvette', states[`${id}-s2`]),
      fleetShip(`${id}-s3`, 'gozanti-class-cruisers', states[`${id}-s3`]),
    ],
    squadrons: [
      fleetSquadron(`${id}-q1`, 'squadron-tie-fighter-squadron', states[`${id}-q1`]),
      fleetSquadron(`${id}-q2`, 'squadron-tie-fighter-squadron', states[`${id}-q2`]),
      fleetSquadron(`${id}-q3`, 'squadron-tie-fighter-squadron', states[`${id}-q3`]),
      fleetSquadron(`${id}-q4`, 'squadron-tie-bomber-squadron', states[`${id}-q4`]),
    ],
    objectives: { ...EMPIRE_OBJECTIVES },
    conditions: [],
    commander: { name: 'Admiral Test', abilities: [], xp: 0 },
  }
}

/** A fleet outcome: nothing destroyed, retreated or eligible, not tabled, score 0, unless given. */
export function outcome(partial: Partial<FleetOutcome> = {}): FleetOutcome {
  return { destroyed: [], retreated: [], eligibleVeterans: [], tabled: false, score: 0, ...partial }
}

/** A battle result from the two sides' scores and tabled flags. */
export function result(assaulter: Partial<FleetOutcome>, defender: Partial<FleetOutcome>): BattleResult {
  return { assaulter: outcome(assaulter), defender: outcome(defender) }
}

/** Freezes a value and everything inside it, so that a test fails if a function mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}
