import { describe, expect, it } from 'vitest'
import { cardViolations } from '../fleets/card-rules'
import type { Fleet } from '../fleets/fleet'
import { fleetValue } from '../fleets/fleet-value'
import { OBJECTIVES_B } from '../fleets/testing/fleet-builders'
import {
  addCard,
  checkAffordable,
  disband,
  equipUpgrade,
  fourthFleetReserve,
  NO_COST,
  nextRefitUid,
  refitAllowances,
  refitViolations,
  removeCondition,
  removeScar,
  stripUpgradeType,
  unequipUpgrade,
  type RefitCost,
  type RefitResult,
} from './refit'
import { buildFleet, deepFreeze, type FleetSpec } from './refit-testing'

// Cards used below (lib/data/cards), with their points:
//   Victory II-class Star Destroyer 85, medium: Officer, Weapons Team, Offensive Retrofit, Ion Cannons, Turbolasers
//   Raider I-class Corvette 44, small: Officer, Weapons Team, Offensive Retrofit, Ordnance
//   Imperial I-class Star Destroyer 110, large: Officer, Weapons Team, Offensive Retrofit ×2, Ion Cannons, Turbolasers
//   TIE Fighter Squadron 8 (generic); "Howlrunner" 16 (unique, with defense tokens)
//   Harrow 3 (unique title, Victory class); Linked Turbolaser Towers 7, Heavy Fire Zone 4 (Turbolasers);
//   Gunnery Team 7 (Weapons Team); Ion Cannon Batteries 5 (Ion Cannons); Veteran Captain 3 (Officer);
//   Hardened Bulkheads 5 (Offensive Retrofit, large only); Boarding Troopers 3 (Weapons Team + Offensive Retrofit)

/**
 * The Empire's first fleet (act II size): Victory II flagship + Harrow + Linked Turbolaser Towers = 95;
 * Raider I + Gunnery Team = 51; Imperial I + Heavy Fire Zone (owned, unequipped) = 114;
 * 2 TIE Fighters 16 + "Howlrunner" 16 = 32. Total 292.
 */
const HAMMER: FleetSpec = {
  ships: [
    { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['title-harrow', 'turbolasers-linked-turbolaser-towers'] },
    { cardId: 'raider-i-class-corvette', upgrades: ['weapons-team-gunnery-team'] },
    { cardId: 'imperial-i-class-star-destroyer', upgrades: [{ cardId: 'turbolasers-heavy-fire-zone', equipped: false }] },
  ],
  squadrons: [{ cardId: 'squadron-tie-fighter-squadron' }, { cardId: 'squadron-tie-fighter-squadron' }, { cardId: 'squadron-howlrunner' }],
}

// Uids of HAMMER (refit-testing.ts follows set-fleet.ts).
const VICTORY = 'empire-1-s1'
const HARROW = 'empire-1-s1-u1'
const LINKED_TOWERS = 'empire-1-s1-u2'
const RAIDER = 'empire-1-s2'
const GUNNERY_TEAM = 'empire-1-s2-u1'
const IMPERIAL = 'empire-1-s3'
const HEAVY_FIRE_ZONE = 'empire-1-s3-u1'
const TIE_FIGHTER = 'empire-1-q1'
const HOWLRUNNER = 'empire-1-q3'

/** HAMMER, frozen (any mutation throws), with changes. */
function hammer(spec: Partial<FleetSpec> = {}): Fleet {
  return deepFreeze(buildFleet({ ...HAMMER, ...spec }))
}

/** HAMMER with every element scarred. */
function scarredHammer(spec: Partial<FleetSpec> = {}): Fleet {
  return hammer({
    ships: HAMMER.ships!.map((s) => ({ ...s, scarred: true })),
    squadrons: HAMMER.squadrons!.map((q) => ({ ...q, scarred: true })),
    ...spec,
  })
}

function accepted<E extends object>(result: RefitResult<E>): Extract<RefitResult<E>, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.violations)}`)
  return result as Extract<RefitResult<E>, { ok: true }>
}

function scarredOf(fleet: Fleet, uid: string): boolean | undefined {
  return [...fleet.ships, ...fleet.squadrons].find((e) => e.uid === uid)?.scarred
}

function upgradeOf(fleet: Fleet, uid: string) {
  for (const ship of fleet.ships) {
    const upgrade = ship.upgrades.find((u) => u.uid === uid)
    if (upgrade) return { shipUid: ship.uid, ...upgrade }
  }
  return undefined
}

const sum = (...costs: RefitCost[]): RefitCost =>
  costs.reduce(
    (a, c) => ({
      repairYards: a.repairYards + c.repairYards,
      resources: a.resources + c.resources,
      baseScarRemovals: a.baseScarRemovals + c.baseScarRemovals,
      strips: a.strips + c.strips,
    }),
    NO_COST,
  )

const PLENTY = { repairYards: 10, resources: 10, baseScarRemovalsLeft: 10, stripsLeft: 10 }

describe('R-REFIT 1 and R-TOKEN-REPAIR: scars', () => {
  it('costs Repair Yards by ship size: Raider I small 1, Victory II medium 2, Imperial I large 3 (R-TOKEN-REPAIR)', () => {
    const fleet = scarredHammer()
    for (const [uid, tokens] of [
      [RAIDER, 1],
      [VICTORY, 2],
      [IMPERIAL, 3],
    ] as const) {
      const result = accepted(removeScar(fleet, uid, 'repair-yards'))
      expect(result.cost).toEqual({ repairYards: tokens, resources: 0, baseScarRemovals: 0, strips: 0 })
      expect(scarredOf(result.fleet, uid)).toBe(false)
    }
  })

  it('costs 1 Repair Yards for a unique squadron, "Howlrunner" (R-TOKEN-REPAIR)', () => {
    const result = accepted(removeScar(scarredHammer(), HOWLRUNNER, 'repair-yards'))
    expect(result.cost).toEqual({ ...NO_COST, repairYards: 1 })
    expect(scarredOf(result.fleet, HOWLRUNNER)).toBe(false)
  })

  it('removes a generic squadron’s scar free, whatever is used (R-REFIT 1)', () => {
    for (const using of ['base', 'repair-yards'] as const) {
      const result = accepted(removeScar(scarredHammer(), TIE_FIGHTER, using))
      expect(result.cost).toEqual(NO_COST)
      expect(scarredOf(result.fleet, TIE_FIGHTER)).toBe(false)
      // The other TIE Fighter keeps its scar.
      expect(scarredOf(result.fleet, 'empire-1-q2')).toBe(true)
    }
  })

  it('takes one base removal whatever the size: large Imperial I, small Raider I, unique squadron (R-REFIT 1)', () => {
    for (const uid of [IMPERIAL, RAIDER, HOWLRUNNER]) {
      expect(accepted(removeScar(scarredHammer(), uid, 'base')).cost).toEqual({ ...NO_COST, baseScarRemovals: 1 })
    }
  })

  it('counts scar removals per base: with 2 bases a third base removal is refused (R-REFIT 1)', () => {
    let fleet = scarredHammer()
    const costs: RefitCost[] = []
    for (const uid of [VICTORY, RAIDER, IMPERIAL, TIE_FIGHTER]) {
      const result = accepted(removeScar(fleet, uid, 'base'))
      costs.push(result.cost)
      fleet = result.fleet
    }
    const allowance = refitAllowances('green-knight', fleet, 2)
    expect(allowance).toEqual({ baseScarRemovals: 2, strips: 2 })
    // Three ships by the bases (the TIE Fighter was free): 3 > 2.
    expect(sum(...costs.slice(0, 2))).toEqual({ ...NO_COST, baseScarRemovals: 2 })
    expect(checkAffordable(sum(...costs.slice(0, 2)), { ...PLENTY, baseScarRemovalsLeft: allowance.baseScarRemovals })).toEqual([])
    expect(checkAffordable(sum(...costs), { ...PLENTY, baseScarRemovalsLeft: allowance.baseScarRemovals })).toEqual([
      { rule: 'R-REFIT', item: 1, reason: 'base-allowance-used', value: 3, limit: 2 },
    ])
  })

  it('gives one scar removal fewer to a fleet with Low Supplies under official-2019 only (R-REFIT 1)', () => {
    const fleet = hammer({ conditions: ['low-supplies'] })
    expect(refitAllowances('official-2019', fleet, 3)).toEqual({ baseScarRemovals: 2, strips: 3 })
    expect(refitAllowances('official-2019', fleet, 0)).toEqual({ baseScarRemovals: 0, strips: 0 })
    expect(refitAllowances('green-knight', fleet, 3)).toEqual({ baseScarRemovals: 3, strips: 3 })
    expect(refitAllowances('official-2019', hammer(), 3)).toEqual({ baseScarRemovals: 3, strips: 3 })
  })

  it('refuses Repair Yards the team does not have: 2 tokens for the large Imperial I (R-TOKEN-REPAIR)', () => {
    const { cost } = accepted(removeScar(scarredHammer(), IMPERIAL, 'repair-yards'))
    expect(checkAffordable(cost, { ...PLENTY, repairYards: 2 })).toEqual([{ rule: 'R-TOKEN-REPAIR', reason: 'not-enough-tokens', value: 3, limit: 2 }])
  })

  it('refuses an element that is not scarred, or not in the fleet (R-REFIT 1)', () => {
    expect(removeScar(hammer(), VICTORY, 'base')).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 1, reason: 'not-scarred', uid: VICTORY, cardId: 'victory-ii-class-star-destroyer' }],
    })
    expect(removeScar(hammer(), 'rebels-1-s1', 'repair-yards')).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 1, reason: 'unknown-element', uid: 'rebels-1-s1' }],
    })
  })
})

describe('R-REFIT 2 and R-TOKEN-RESOURCES: conditions', () => {
  const none = { objectivePlayed: null, wonBattle: false }
  const all = ['low-fuel', 'low-morale', 'low-supplies'] as const

  it('removes Low Fuel or Low Supplies with one Resources token (R-TOKEN-RESOURCES)', () => {
    for (const condition of ['low-fuel', 'low-supplies'] as const) {
      const result = accepted(removeCondition(hammer({ conditions: [...all] }), condition, 'resources', none))
      expect(result.cost).toEqual({ ...NO_COST, resources: 1 })
      expect(result.fleet.conditions).toEqual(all.filter((c) => c !== condition))
    }
  })

  it('does not remove Low Morale with Resources (R-TOKEN-RESOURCES)', () => {
    expect(removeCondition(hammer({ conditions: [...all] }), 'low-morale', 'resources', none)).toEqual({
      ok: false,
      violations: [{ rule: 'R-TOKEN-RESOURCES', reason: 'resources-cannot-remove' }],
    })
  })

  it('removes Low Fuel and Low Supplies free from the fleet that won on Steal Supplies, not Low Morale (R-REFIT 2)', () => {
    const won = { objectivePlayed: 'steal-supplies', wonBattle: true }
    const first = accepted(removeCondition(hammer({ conditions: [...all] }), 'low-fuel', 'objective', won))
    const second = accepted(removeCondition(first.fleet, 'low-supplies', 'objective', won))
    expect(first.cost).toEqual(NO_COST)
    expect(second.cost).toEqual(NO_COST)
    expect(second.fleet.conditions).toEqual(['low-morale'])
    expect(removeCondition(second.fleet, 'low-morale', 'objective', won)).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 2, reason: 'objective-does-not-remove', cardId: 'steal-supplies' }],
    })
  })

  it('removes Low Morale free from the fleet that won on Recruit Allies, not Low Fuel (R-REFIT 2)', () => {
    const won = { objectivePlayed: 'recruit-allies', wonBattle: true }
    const result = accepted(removeCondition(hammer({ conditions: [...all] }), 'low-morale', 'objective', won))
    expect(result.cost).toEqual(NO_COST)
    expect(result.fleet.conditions).toEqual(['low-fuel', 'low-supplies'])
    expect(removeCondition(hammer({ conditions: [...all] }), 'low-fuel', 'objective', won).ok).toBe(false)
  })

  it('refuses the objective to the losing fleet, and any other objective (R-REFIT 2)', () => {
    expect(removeCondition(hammer({ conditions: ['low-fuel'] }), 'low-fuel', 'objective', { objectivePlayed: 'steal-supplies', wonBattle: false })).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 2, reason: 'not-winner', cardId: 'steal-supplies' }],
    })
    expect(removeCondition(hammer({ conditions: ['low-fuel'] }), 'low-fuel', 'objective', { objectivePlayed: 'most-wanted', wonBattle: true })).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 2, reason: 'objective-does-not-remove', cardId: 'most-wanted' }],
    })
    expect(removeCondition(hammer({ conditions: ['low-fuel'] }), 'low-fuel', 'objective', none).ok).toBe(false)
  })

  it('refuses a condition the fleet does not carry (R-REFIT 2)', () => {
    expect(removeCondition(hammer({ conditions: ['low-morale'] }), 'low-fuel', 'resources', none)).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 2, reason: 'condition-absent' }],
    })
  })

  it('refuses a Resources token the team does not have (R-TOKEN-RESOURCES)', () => {
    const { cost } = accepted(removeCondition(hammer({ conditions: ['low-fuel'] }), 'low-fuel', 'resources', none))
    expect(checkAffordable(cost, { ...PLENTY, resources: 0 })).toEqual([{ rule: 'R-TOKEN-RESOURCES', reason: 'not-enough-tokens', value: 1, limit: 0 }])
  })
})

describe('R-REFIT 3: removing an upgrade type or the squadrons', () => {
  it('removes every Turbolasers card, equipped or not: 7 + 4 points give a credit of 6 (R-REFIT 3)', () => {
    const fleet = hammer()
    expect(fleetValue(fleet)).toBe(292)
    const result = accepted(stripUpgradeType(fleet, 'Turbolasers'))
    expect(result.cost).toEqual({ ...NO_COST, strips: 1 })
    expect(result.removedPoints).toBe(11)
    expect(result.credit).toBe(6)
    expect(upgradeOf(result.fleet, LINKED_TOWERS)).toBeUndefined()
    expect(upgradeOf(result.fleet, HEAVY_FIRE_ZONE)).toBeUndefined()
    expect(upgradeOf(result.fleet, HARROW)).toBeDefined()
    expect(fleetValue(result.fleet)).toBe(281)
  })

  it('removes all squadrons: 8 + 8 + 16 points give a credit of 16 (R-REFIT 3)', () => {
    const result = accepted(stripUpgradeType(hammer(), 'squadrons'))
    expect(result.fleet.squadrons).toEqual([])
    expect(result.removedPoints).toBe(32)
    expect(result.credit).toBe(16)
  })

  it('removes a two-slot card with either of its types: Boarding Troopers 3 gives 2 (R-REFIT 3)', () => {
    const fleet = hammer({ ships: [{ cardId: 'raider-i-class-corvette', flagship: true, upgrades: ['weapons-team-offensive-retrofit-boarding-troopers'] }] })
    const result = accepted(stripUpgradeType(fleet, 'Offensive Retrofit'))
    expect(result.fleet.ships[0]!.upgrades).toEqual([])
    expect(result.credit).toBe(2)
  })

  it('refuses to remove titles (R-REFIT 3)', () => {
    expect(stripUpgradeType(hammer(), 'Title')).toEqual({ ok: false, violations: [{ rule: 'R-REFIT', item: 3, reason: 'title-locked' }] })
  })

  it('refuses a type the fleet does not hold (R-REFIT 3)', () => {
    expect(stripUpgradeType(hammer(), 'Ordnance')).toEqual({ ok: false, violations: [{ rule: 'R-REFIT', item: 3, reason: 'nothing-to-strip' }] })
    expect(stripUpgradeType(hammer({ squadrons: [] }), 'squadrons').ok).toBe(false)
  })

  it('counts strips per base: with one base a second strip is refused (R-REFIT 3)', () => {
    const first = accepted(stripUpgradeType(hammer(), 'Turbolasers'))
    const second = accepted(stripUpgradeType(first.fleet, 'squadrons'))
    const { strips } = refitAllowances('green-knight', hammer(), 1)
    expect(checkAffordable(sum(first.cost, second.cost), { ...PLENTY, stripsLeft: strips })).toEqual([
      { rule: 'R-REFIT', item: 3, reason: 'base-allowance-used', value: 2, limit: 1 },
    ])
  })
})

describe('R-REFIT 4: adding bought cards', () => {
  it('equips an upgrade on a ship with a free slot, with a new deterministic uid (R-REFIT 4)', () => {
    const fleet = hammer()
    const result = accepted(addCard(fleet, { cardId: 'officer-veteran-captain', kind: 'upgrade' }, { shipUid: RAIDER }))
    expect(result.uid).toBe('empire-1-a1')
    expect(result.cost).toEqual(NO_COST)
    expect(upgradeOf(result.fleet, 'empire-1-a1')).toEqual({ shipUid: RAIDER, uid: 'empire-1-a1', cardId: 'officer-veteran-captain', equipped: true })
    expect(fleetValue(result.fleet)).toBe(295)
    const next = accepted(addCard(result.fleet, { cardId: 'squadron-tie-fighter-squadron', kind: 'squadron' }, 'unequipped'))
    expect(next.uid).toBe('empire-1-a2')
    expect(nextRefitUid(next.fleet)).toBe('empire-1-a3')
  })

  it('refuses an upgrade on a ship without its slot: Linked Turbolaser Towers on the Raider I (R-REFIT 4, R-ARMADA)', () => {
    expect(addCard(hammer(), { cardId: 'turbolasers-linked-turbolaser-towers', kind: 'upgrade' }, { shipUid: RAIDER })).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'slot-missing', uid: 'empire-1-a1', cardId: 'turbolasers-linked-turbolaser-towers' }],
    })
  })

  it('refuses a title of another class, and a second title on one ship (R-REFIT 4, R-ARMADA)', () => {
    expect(addCard(hammer(), { cardId: 'title-warlord', kind: 'upgrade' }, { shipUid: RAIDER })).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'title-wrong-class', uid: 'empire-1-a1', cardId: 'title-warlord' }],
    })
    expect(addCard(hammer(), { cardId: 'title-warlord', kind: 'upgrade' }, { shipUid: VICTORY })).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'slot-missing', uid: 'empire-1-a1', cardId: 'title-warlord' }],
    })
    expect(accepted(addCard(hammer(), { cardId: 'title-corvus', kind: 'upgrade' }, { shipUid: RAIDER })).fleet.ships[1]!.upgrades).toHaveLength(2)
  })

  it('keeps an upgrade owned but unequipped, counted in fleet value (R-REFIT 4, R-REFIT 7)', () => {
    const result = accepted(addCard(hammer(), { cardId: 'offensive-retrofit-hardened-bulkheads', kind: 'upgrade' }, 'unequipped'))
    // Held by the Imperial I, the first ship it would suit (large only).
    expect(upgradeOf(result.fleet, result.uid)).toEqual({
      shipUid: IMPERIAL,
      uid: 'empire-1-a1',
      cardId: 'offensive-retrofit-hardened-bulkheads',
      equipped: false,
    })
    expect(fleetValue(result.fleet)).toBe(297)
  })

  it('refuses to keep a title unequipped (R-REFIT 5)', () => {
    expect(addCard(hammer(), { cardId: 'title-corvus', kind: 'upgrade' }, 'unequipped')).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 5, reason: 'title-locked', cardId: 'title-corvus' }],
    })
  })

  it('adds a squadron card as a new squadron, neither scarred nor veteran (R-REFIT 4)', () => {
    const result = accepted(addCard(hammer(), { cardId: 'squadron-tie-fighter-squadron', kind: 'squadron' }, 'unequipped'))
    expect(result.fleet.squadrons.at(-1)).toEqual({ uid: 'empire-1-a1', cardId: 'squadron-tie-fighter-squadron', scarred: false, veteran: false })
    expect(result.fleet.squadrons).toHaveLength(4)
  })

  it('refuses a second "Howlrunner", another faction’s card, a squadron on a ship and a wrong kind (R-REFIT 4, R-ARMADA)', () => {
    expect(addCard(hammer(), { cardId: 'squadron-howlrunner', kind: 'squadron' }, 'unequipped')).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'unique-twice', uid: 'empire-1-a1', cardId: 'squadron-howlrunner' }],
    })
    expect(addCard(hammer(), { cardId: 'squadron-x-wing-squadron', kind: 'squadron' }, 'unequipped')).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'other-faction', uid: 'empire-1-a1', cardId: 'squadron-x-wing-squadron' }],
    })
    expect(addCard(hammer(), { cardId: 'squadron-tie-fighter-squadron', kind: 'squadron' }, { shipUid: VICTORY })).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 4, reason: 'squadron-not-equippable', cardId: 'squadron-tie-fighter-squadron' }],
    })
    expect(addCard(hammer(), { cardId: 'squadron-tie-fighter-squadron', kind: 'upgrade' }, 'unequipped')).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 4, reason: 'wrong-card-kind', cardId: 'squadron-tie-fighter-squadron' }],
    })
  })
})

describe('R-REFIT 5 and 7: equipping, unequipping, moving', () => {
  it('moves an upgrade to another ship with a free slot: Gunnery Team from the Raider I to the Imperial I (R-REFIT 5)', () => {
    const result = accepted(equipUpgrade(hammer(), GUNNERY_TEAM, IMPERIAL))
    expect(upgradeOf(result.fleet, GUNNERY_TEAM)).toEqual({ shipUid: IMPERIAL, uid: GUNNERY_TEAM, cardId: 'weapons-team-gunnery-team', equipped: true })
    expect(result.fleet.ships[1]!.upgrades).toEqual([])
    expect(result.cost).toEqual(NO_COST)
    expect(fleetValue(result.fleet)).toBe(292)
  })

  it('refuses to equip on a ship without the slot: Linked Turbolaser Towers on the Raider I (R-REFIT 5, R-ARMADA)', () => {
    expect(equipUpgrade(hammer(), LINKED_TOWERS, RAIDER)).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'slot-missing', uid: LINKED_TOWERS, cardId: 'turbolasers-linked-turbolaser-towers' }],
    })
  })

  it('equips an owned upgrade where its slot is free, not where it is taken: Heavy Fire Zone (R-REFIT 5, R-REFIT 7)', () => {
    expect(equipUpgrade(hammer(), HEAVY_FIRE_ZONE, VICTORY)).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'slot-missing', uid: HEAVY_FIRE_ZONE, cardId: 'turbolasers-heavy-fire-zone' }],
    })
    const result = accepted(equipUpgrade(hammer(), HEAVY_FIRE_ZONE, IMPERIAL))
    expect(upgradeOf(result.fleet, HEAVY_FIRE_ZONE)?.equipped).toBe(true)
    expect(equipUpgrade(result.fleet, HEAVY_FIRE_ZONE, IMPERIAL)).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 5, reason: 'already-equipped', uid: HEAVY_FIRE_ZONE, cardId: 'turbolasers-heavy-fire-zone' }],
    })
  })

  it('keeps an unequipped upgrade in fleet value, and it may be equipped again (R-REFIT 7)', () => {
    const fleet = hammer()
    const result = accepted(unequipUpgrade(fleet, GUNNERY_TEAM))
    expect(upgradeOf(result.fleet, GUNNERY_TEAM)?.equipped).toBe(false)
    expect(fleetValue(result.fleet)).toBe(fleetValue(fleet))
    expect(fleetValue(result.fleet)).toBe(292)
    expect(unequipUpgrade(result.fleet, GUNNERY_TEAM)).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 5, reason: 'not-equipped', uid: GUNNERY_TEAM, cardId: 'weapons-team-gunnery-team' }],
    })
    expect(upgradeOf(accepted(equipUpgrade(result.fleet, GUNNERY_TEAM, VICTORY)).fleet, GUNNERY_TEAM)).toMatchObject({ shipUid: VICTORY, equipped: true })
  })

  it('refuses to unequip or move a title (R-REFIT 5)', () => {
    const locked = { rule: 'R-REFIT', item: 5, reason: 'title-locked', uid: HARROW, cardId: 'title-harrow' }
    expect(unequipUpgrade(hammer(), HARROW)).toEqual({ ok: false, violations: [locked] })
    const twoVictories = hammer({
      ships: [...HAMMER.ships!, { cardId: 'victory-ii-class-star-destroyer' }],
    })
    expect(equipUpgrade(twoVictories, HARROW, 'empire-1-s4')).toEqual({ ok: false, violations: [locked] })
  })

  it('refuses an upgrade or a ship not in the fleet (R-REFIT 5)', () => {
    expect(equipUpgrade(hammer(), 'empire-1-s9-u1', VICTORY)).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 5, reason: 'unknown-upgrade', uid: 'empire-1-s9-u1' }],
    })
    expect(equipUpgrade(hammer(), GUNNERY_TEAM, 'empire-1-s9')).toEqual({
      ok: false,
      violations: [{ rule: 'R-REFIT', item: 5, reason: 'unknown-element', uid: 'empire-1-s9' }],
    })
  })
})

describe('R-REFIT 6: the fleet satisfies R-FLEET-ALWAYS when the step ends', () => {
  // Imperial I 110 + Gunnery Team 7 = 117 (flagship); Victory II 85 + Ion Cannon Batteries 5 = 90; Raider I 44. Total 251.
  const over: FleetSpec = {
    ships: [
      { cardId: 'imperial-i-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
      { cardId: 'victory-ii-class-star-destroyer', upgrades: ['ion-cannons-ion-cannon-batteries'] },
      { cardId: 'raider-i-class-corvette' },
    ],
    squadrons: [],
  }
  const actOne = { preset: 'green-knight' as const, stage: 1 as const, teamFleets: [] }

  it('refuses a fleet of 251 in act I, even with the upgrade unequipped, and accepts it at 246 (R-REFIT 6)', () => {
    const fleet = hammer(over)
    expect(fleetValue(fleet)).toBe(251)
    const overPoints = [{ rule: 'R-REFIT', item: 6, reason: 'over-points', value: 251, limit: 250 }]
    expect(refitViolations(fleet, actOne)).toEqual(overPoints)
    expect(refitViolations(accepted(unequipUpgrade(fleet, 'empire-1-s2-u1')).fleet, actOne)).toEqual(overPoints)
    const stripped = accepted(stripUpgradeType(fleet, 'Ion Cannons'))
    expect(stripped.credit).toBe(3)
    expect(fleetValue(stripped.fleet)).toBe(246)
    expect(refitViolations(stripped.fleet, actOne)).toEqual([])
    expect(refitViolations(fleet, { ...actOne, stage: 2 })).toEqual([])
  })

  it('reports a unique name another fleet of the team holds, by uid (R-REFIT 6)', () => {
    const fleet = hammer()
    const other = buildFleet({ id: 'empire-2', squadrons: [{ cardId: 'squadron-howlrunner' }], objectives: OBJECTIVES_B })
    expect(refitViolations(fleet, { preset: 'green-knight', stage: 2, teamFleets: [{ id: other.id, content: other }] })).toEqual([
      { rule: 'R-REFIT', item: 6, reason: 'unique-name-shared', uid: HOWLRUNNER, cardId: 'squadron-howlrunner' },
    ])
  })

  it('does not judge an unequipped upgrade against the ship holding it: Hardened Bulkheads on a Raider I (R-REFIT 7)', () => {
    const fleet = hammer({
      ships: [
        { cardId: 'victory-ii-class-star-destroyer', flagship: true },
        { cardId: 'raider-i-class-corvette', upgrades: [{ cardId: 'offensive-retrofit-hardened-bulkheads', equipped: false }] },
      ],
    })
    expect(cardViolations(fleet, 'empire').map((v) => v.reason)).toEqual(['size-restricted'])
    expect(refitViolations(fleet, { preset: 'green-knight', stage: 2, teamFleets: [] })).toEqual([])
    // Equipped, it is refused.
    expect(equipUpgrade(fleet, 'empire-1-s2-u1', 'empire-1-s2')).toEqual({
      ok: false,
      violations: [{ rule: 'R-ARMADA', reason: 'size-restricted', uid: 'empire-1-s2-u1', cardId: 'offensive-retrofit-hardened-bulkheads' }],
    })
  })
})

describe('R-REFIT 8: disbanding', () => {
  it('leaves an empty fleet keeping the commander, its XP and abilities (R-REFIT 8)', () => {
    const fleet = scarredHammer({ conditions: ['low-fuel', 'low-morale'], xp: 5 })
    const result = accepted(disband(fleet))
    expect(result.fleet).toEqual({
      ...fleet,
      ships: [],
      squadrons: [],
      objectives: { assault: null, defense: null, navigation: null },
      conditions: [],
      commander: { name: 'Moff Tarrin', abilities: ['repair-expert'], xp: 5 },
    })
    expect(result.lostUniques).toEqual(['title-harrow', 'squadron-howlrunner'])
    expect(result.cost).toEqual(NO_COST)
    expect(fleetValue(result.fleet)).toBe(0)
  })

  it('refuses to disband an empty fleet (R-REFIT 8)', () => {
    const empty = accepted(disband(hammer())).fleet
    expect(disband(empty)).toEqual({ ok: false, violations: [{ rule: 'R-REFIT', item: 8, reason: 'fleet-empty' }] })
  })
})

describe('R-FOURTH: the fourth fleet in reserve', () => {
  it('discards all its scars and gives its commander 1 XP (R-FOURTH)', () => {
    const fleet = scarredHammer({ fourth: true, xp: 2 })
    expect(fleet.id).toBe('fourth-empire')
    const result = accepted(fourthFleetReserve(fleet))
    expect([...result.fleet.ships, ...result.fleet.squadrons].every((e) => !e.scarred)).toBe(true)
    expect(result.fleet.commander?.xp).toBe(3)
    expect(result.cost).toEqual(NO_COST)
  })

  it('refuses a player’s fleet (R-FOURTH)', () => {
    expect(fourthFleetReserve(scarredHammer())).toEqual({ ok: false, violations: [{ rule: 'R-FOURTH', reason: 'not-fourth-fleet' }] })
  })
})

describe('no input mutated (R-REFIT)', () => {
  it('leaves every input fleet as it was (R-REFIT)', () => {
    const fleet = scarredHammer({ conditions: ['low-fuel', 'low-morale', 'low-supplies'] })
    const fourth = scarredHammer({ fourth: true })
    const before = structuredClone(fleet)
    const card = deepFreeze({ cardId: 'officer-veteran-captain', kind: 'upgrade' as const })
    // The inputs are frozen: a mutation would throw.
    removeScar(fleet, IMPERIAL, 'repair-yards')
    removeScar(fleet, TIE_FIGHTER, 'base')
    removeCondition(fleet, 'low-fuel', 'resources', { objectivePlayed: null, wonBattle: false })
    removeCondition(fleet, 'low-morale', 'objective', { objectivePlayed: 'recruit-allies', wonBattle: true })
    stripUpgradeType(fleet, 'Turbolasers')
    stripUpgradeType(fleet, 'squadrons')
    addCard(fleet, card, { shipUid: RAIDER })
    addCard(fleet, card, 'unequipped')
    addCard(fleet, { cardId: 'squadron-tie-fighter-squadron', kind: 'squadron' }, 'unequipped')
    equipUpgrade(fleet, GUNNERY_TEAM, IMPERIAL)
    equipUpgrade(fleet, HEAVY_FIRE_ZONE, IMPERIAL)
    unequipUpgrade(fleet, GUNNERY_TEAM)
    refitViolations(fleet, { preset: 'green-knight', stage: 1, teamFleets: [] })
    disband(fleet)
    fourthFleetReserve(fourth)
    expect(fleet).toEqual(before)
    expect(Object.isFrozen(fleet.ships[0]!.upgrades[0])).toBe(true)
  })
})
