import { describe, expect, it } from 'vitest'
import { cardViolations } from './card-rules'
import { draftContent, type FleetContent } from './fleet'
import { fleetLimit, squadronLimit, uniqueSquadronLimit } from './fleet-limits'
import { alwaysViolations, fleetViolations, startViolations } from './fleet-rules'
import { uniqueNames } from './unique-names'
import { fleetValue, shipPoints, squadronPoints } from './fleet-value'
import {
  content,
  EMPIRE_LEGAL_FLEETS,
  flagship,
  OBJECTIVES_A,
  OBJECTIVES_B,
  REBEL_LEGAL_FLEETS,
  ruleContext,
  ship,
  squadrons,
  teamFleet,
} from './testing/fleet-builders'

const SETUP = ruleContext('setup')
const FLEET = { kind: 'fleet' } as const

// Card points used below (lib/data/cards): Victory II 85, Victory I 73, Raider I 44, Raider II 48,
// Gozanti-class Cruisers 23 (flotilla), Gozanti-class Assault Carriers 28 (flotilla), Imperial I 110 (large),
// Gunnery Team 7, XI7 Turbolasers 6, Assault Concussion Missiles 7, Comms Net 2, Skilled First Officer 1,
// TIE Fighter 8, TIE Bomber 9, "Howlrunner" 16 (Brace, Scatter), "Mauler" Mithel 15 (Brace, Scatter),
// Soontir Fel 18 (Brace, Scatter), Valen Rudor 13 (Brace, Scatter), Black Squadron 9 (no tokens).

/** Victory II (flagship) with Gunnery Team 92, Raider I + Assault Concussion Missiles 51, Gozanti
 *  Cruisers + Comms Net 25: 168 in ships, before squadrons. */
const SHIPS_168 = [
  flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team']),
  ship('raider-i-class-corvette', ['ordnance-assault-concussion-missiles']),
  ship('gozanti-class-cruisers', ['fleet-support-comms-net']),
]

describe('R-FLEET-START 1 at most 200 FP', () => {
  it('accepts a legal fleet of exactly 200 FP with no violation (R-FLEET-START 1)', () => {
    // 168 + 4 TIE Fighters 32 = 200.
    const fleet = content(SHIPS_168, [squadrons('squadron-tie-fighter-squadron', 4)])
    expect(fleetValue(fleet)).toBe(200)
    expect(startViolations(fleet, SETUP)).toEqual([])
    expect(alwaysViolations(fleet, SETUP)).toEqual([])
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })

  it('accepts every legal fleet of the builders, Empire and Rebels (R-FLEET-START)', () => {
    for (const draft of [...EMPIRE_LEGAL_FLEETS, ...REBEL_LEGAL_FLEETS]) {
      expect(fleetViolations(draftContent(draft), SETUP), draft.name).toEqual([])
    }
  })

  it('refuses a fleet of 201 FP, naming the value and the limit (R-FLEET-START 1, R-FLEET-ALWAYS 1)', () => {
    // 168 + 3 TIE Fighters 24 + 1 TIE Bomber 9 = 201.
    const fleet = content(SHIPS_168, [squadrons('squadron-tie-fighter-squadron', 3), squadrons('squadron-tie-bomber-squadron', 1)])
    expect(fleetValue(fleet)).toBe(201)
    expect(startViolations(fleet, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 1, reason: 'over-points', element: FLEET, value: 201, limit: 200 }])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 1, reason: 'over-points', element: FLEET, value: 201, limit: 200 },
      { rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: FLEET, value: 201, limit: 200 },
    ])
  })
})

describe('R-FLEET-START 2 a ship that is not a flotilla, at most one flotilla', () => {
  it('accepts one flotilla beside a real ship (R-FLEET-START 2)', () => {
    // Victory II 85 + Gozanti-class Cruisers 23 = 108.
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('gozanti-class-cruisers')])
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })

  it('refuses a second flotilla, on the second one (R-FLEET-START 2)', () => {
    // Victory II 85 + Gozanti Cruisers 23 + Gozanti Assault Carriers 28 = 136: within every limit.
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('gozanti-class-cruisers'), ship('gozanti-class-assault-carriers')])
    expect(fleetValue(fleet)).toBe(136)
    expect(fleetViolations(fleet, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 2, reason: 'too-many-flotillas', element: { kind: 'ship', ship: 2 } }])
  })

  it('refuses a fleet of flotillas only (R-FLEET-START 2 no-ship)', () => {
    expect(fleetViolations(content([flagship('gozanti-class-cruisers')]), SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 2, reason: 'no-ship', element: FLEET },
    ])
    // GR-75 Medium Transports 18 + 4 A-wings 44: still no ship.
    const rebels = content([flagship('gr-75-medium-transports')], [squadrons('squadron-a-wing-squadron', 4)])
    expect(fleetViolations(rebels, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 2, reason: 'no-ship', element: FLEET }])
  })

  it('refuses a fleet with no ship at all, squadrons only (R-FLEET-START 2)', () => {
    const fleet = content([], [squadrons('squadron-tie-fighter-squadron', 2)])
    expect(fleetViolations(fleet, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 2, reason: 'no-ship', element: FLEET }])
  })
})

describe('R-FLEET-START 3 no commander card, one flagship', () => {
  it('refuses a commander upgrade card, which is also a unique card (R-FLEET-START 3, 4)', () => {
    // Victory II 85 + Admiral Motti (Commander, unique) 24 = 109.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['commander-admiral-motti'])])
    expect(fleetValue(fleet)).toBe(109)
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 3, reason: 'commander-card', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'commander-admiral-motti' },
      { rule: 'R-FLEET-START', item: 4, reason: 'unique-upgrade', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'commander-admiral-motti' },
    ])
  })

  it('refuses a fleet with no flagship (R-FLEET-START 3)', () => {
    // Victory II 85 + Raider I 44 = 129, neither of them the flagship.
    const fleet = content([ship('victory-ii-class-star-destroyer'), ship('raider-i-class-corvette')])
    expect(fleetViolations(fleet, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 3, reason: 'no-flagship', element: FLEET }])
  })

  it('accepts a flagship that is not the first ship (R-FLEET-START 3)', () => {
    const fleet = content([ship('raider-i-class-corvette'), flagship('victory-ii-class-star-destroyer')])
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })
})

describe('R-FLEET-START 4 one upgrade per ship, no unique upgrade', () => {
  it('refuses a Victory with two upgrades (R-FLEET-START 4 too-many-upgrades)', () => {
    // Victory II 85 + Gunnery Team 7 + XI7 Turbolasers 6 = 98.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team', 'turbolasers-xi7-turbolasers'])])
    expect(fleetValue(fleet)).toBe(98)
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 4, reason: 'too-many-upgrades', element: { kind: 'ship', ship: 0 }, value: 2, limit: 1 },
    ])
  })

  it('accepts one upgrade on each of several ships (R-FLEET-START 4)', () => {
    expect(fleetViolations(content(SHIPS_168), SETUP)).toEqual([])
  })

  it('refuses a unique officer (R-FLEET-START 4 unique-upgrade)', () => {
    // Victory II 85 + Admiral Ozzel (Officer, unique) 2 = 87.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['officer-admiral-ozzel'])])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 4, reason: 'unique-upgrade', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'officer-admiral-ozzel' },
    ])
  })

  it('refuses a unique title on its own class (R-FLEET-START 4 unique-upgrade)', () => {
    // Raider I 44 + Victory I 73 + Dominator 12 = 129.
    const fleet = content([ship('raider-i-class-corvette'), flagship('victory-i-class-star-destroyer', ['title-dominator'])])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 4, reason: 'unique-upgrade', element: { kind: 'upgrade', ship: 1, upgrade: 0 }, cardId: 'title-dominator' },
    ])
  })

  it('accepts a non-unique title (R-FLEET-START 4)', () => {
    // Victory II 85 + Seventh Fleet Star Destroyer (not unique) 5 = 90.
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['title-seventh-fleet-star-destroyer'])])
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })
})

describe('R-FLEET-START 5 no large or huge ship', () => {
  it('refuses an Imperial I-class Star Destroyer (R-FLEET-START 5)', () => {
    // Imperial I 110: within 200, but large.
    const fleet = content([flagship('imperial-i-class-star-destroyer')])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 5, reason: 'large-ship', element: { kind: 'ship', ship: 0 }, cardId: 'imperial-i-class-star-destroyer' },
    ])
  })

  it('refuses a Rebel large ship, on the ship that is large (R-FLEET-START 5)', () => {
    // CR90 A 44 + MC80 Command Cruiser 106 = 150.
    const fleet = content([ship('cr90-corvette-a'), flagship('mc80-command-cruiser')])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 5, reason: 'large-ship', element: { kind: 'ship', ship: 1 }, cardId: 'mc80-command-cruiser' },
    ])
  })

  it('accepts medium ships (R-FLEET-START 5)', () => {
    // Victory II 85 + Interdictor Combat Refit 93 = 178, both medium.
    const fleet = content([flagship('victory-ii-class-star-destroyer'), ship('interdictor-combat-refit')])
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })
})

describe('R-FLEET-START 6 at most 67 FP of squadrons', () => {
  // Victory I 73 (flagship) + Raider I 44 = 117 in ships.
  const ships = [flagship('victory-i-class-star-destroyer'), ship('raider-i-class-corvette')]

  it('accepts exactly 67 FP of squadrons (R-FLEET-START 6)', () => {
    // 5 TIE Fighters 40 + 3 TIE Bombers 27 = 67; fleet 184.
    const fleet = content(ships, [squadrons('squadron-tie-fighter-squadron', 5), squadrons('squadron-tie-bomber-squadron', 3)])
    expect(squadronPoints(fleet)).toBe(67)
    expect(fleetValue(fleet)).toBe(184)
    expect(fleetViolations(fleet, SETUP)).toEqual([])
  })

  it('refuses 68 FP of squadrons (R-FLEET-START 6, R-FLEET-ALWAYS 2)', () => {
    // 4 TIE Fighters 32 + 4 TIE Bombers 36 = 68; fleet 185.
    const fleet = content(ships, [squadrons('squadron-tie-fighter-squadron', 4), squadrons('squadron-tie-bomber-squadron', 4)])
    expect(squadronPoints(fleet)).toBe(68)
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 6, reason: 'over-squadron-points', element: FLEET, value: 68, limit: 67 },
      { rule: 'R-FLEET-ALWAYS', item: 2, reason: 'over-squadron-points', element: FLEET, value: 68, limit: 67 },
    ])
  })

  it('counts Rebel squadrons the same way: 67 accepted, 68 refused (R-FLEET-START 6)', () => {
    // CR90 A 44 (flagship). 6 Y-wings 60 + 1 Z-95 Headhunter 7 = 67; 4 Y-wings 40 + 2 B-wings 28 = 68.
    const at67 = content([flagship('cr90-corvette-a')], [squadrons('squadron-y-wing-squadron', 6), squadrons('squadron-z-95-headhunter-squadron', 1)])
    const at68 = content([flagship('cr90-corvette-a')], [squadrons('squadron-y-wing-squadron', 4), squadrons('squadron-b-wing-squadron', 2)])
    expect(squadronPoints(at67)).toBe(67)
    expect(squadronPoints(at68)).toBe(68)
    expect(startViolations(at67, SETUP)).toEqual([])
    expect(startViolations(at68, SETUP)).toEqual([{ rule: 'R-FLEET-START', item: 6, reason: 'over-squadron-points', element: FLEET, value: 68, limit: 67 }])
  })
})

describe('R-FLEET-START 7 no unique squadron', () => {
  it('refuses a unique squadron with defense tokens (R-FLEET-START 7)', () => {
    // Victory II 85 + "Howlrunner" 16 = 101.
    const fleet = content([flagship('victory-ii-class-star-destroyer')], [squadrons('squadron-howlrunner')])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 7, reason: 'unique-squadron', element: { kind: 'squadron', squadron: 0 }, cardId: 'squadron-howlrunner' },
    ])
  })

  it('refuses a unique squadron without defense tokens too, on its own position (R-FLEET-START 7)', () => {
    // Victory II 85 + 2 TIE Fighters 16 + Black Squadron 9 = 110.
    const fleet = content([flagship('victory-ii-class-star-destroyer')], [squadrons('squadron-tie-fighter-squadron', 2), squadrons('squadron-black-squadron')])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 7, reason: 'unique-squadron', element: { kind: 'squadron', squadron: 2 }, cardId: 'squadron-black-squadron' },
    ])
  })
})

describe('R-FLEET-START 8 three objectives, none banned, once per team', () => {
  const ships = [flagship('victory-ii-class-star-destroyer')]

  it('refuses a missing objective, naming its category (R-FLEET-START 8)', () => {
    const fleet = content(ships, [], { ...OBJECTIVES_A, navigation: null })
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 8, reason: 'objective-missing', element: { kind: 'objective', category: 'navigation' } },
    ])
  })

  it('refuses a fleet with no objective at all, once per category (R-FLEET-START 8)', () => {
    const fleet = content(ships, [], { assault: null, defense: null, navigation: null })
    expect(fleetViolations(fleet, SETUP)).toEqual(
      (['assault', 'defense', 'navigation'] as const).map((category) => ({
        rule: 'R-FLEET-START',
        item: 8,
        reason: 'objective-missing',
        element: { kind: 'objective', category },
      })),
    )
  })

  it('refuses Fire Lanes, a banned objective (R-FLEET-START 8)', () => {
    const fleet = content(ships, [], { ...OBJECTIVES_A, defense: 'fire-lanes' })
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 8, reason: 'objective-banned', element: { kind: 'objective', category: 'defense' }, cardId: 'fire-lanes' },
    ])
  })

  it.each([
    ['assault', 'targeting-beacons'],
    ['assault', 'blockade-run'],
    ['defense', 'fire-lanes'],
    ['defense', 'fleet-ambush'],
    ['defense', 'planetary-ion-cannon'],
    ['navigation', 'intel-sweep'],
  ] as const)('refuses each of the six banned objectives: %s %s (R-FLEET-START 8)', (category, id) => {
    const fleet = content(ships, [], { ...OBJECTIVES_A, [category]: id })
    expect(startViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 8, reason: 'objective-banned', element: { kind: 'objective', category }, cardId: id },
    ])
  })

  it('refuses an objective another fleet of the team already has, naming that fleet (R-FLEET-START 8)', () => {
    const other = teamFleet('empire-1', content(ships, [], OBJECTIVES_A))
    // Opening Salvo is empire-1's assault objective; the other two are free.
    const fleet = content(ships, [], { ...OBJECTIVES_B, assault: 'opening-salvo' })
    expect(fleetViolations(fleet, ruleContext('setup', [other]))).toEqual([
      {
        rule: 'R-FLEET-START',
        item: 8,
        reason: 'objective-shared',
        element: { kind: 'objective', category: 'assault' },
        cardId: 'opening-salvo',
        otherFleetId: 'empire-1',
      },
    ])
  })

  it("counts the fourth fleet's objectives, and names the fleet that holds each (R-FLEET-START 8, R-SETUP-3)", () => {
    const teamFleets = [teamFleet('empire-1', content(ships, [], OBJECTIVES_A)), teamFleet('fourth-empire', content(ships, [], OBJECTIVES_B))]
    // assault from empire-1, navigation from the fourth fleet, defense free.
    const fleet = content(ships, [], { assault: 'opening-salvo', defense: 'hyperspace-assault', navigation: 'superior-positions' })
    expect(startViolations(fleet, ruleContext('setup', teamFleets))).toEqual([
      {
        rule: 'R-FLEET-START',
        item: 8,
        reason: 'objective-shared',
        element: { kind: 'objective', category: 'assault' },
        cardId: 'opening-salvo',
        otherFleetId: 'empire-1',
      },
      {
        rule: 'R-FLEET-START',
        item: 8,
        reason: 'objective-shared',
        element: { kind: 'objective', category: 'navigation' },
        cardId: 'superior-positions',
        otherFleetId: 'fourth-empire',
      },
    ])
  })

  it('accepts team fleets whose objectives are all different (R-FLEET-START 8)', () => {
    const other = teamFleet('empire-1', content(ships, [], OBJECTIVES_A))
    expect(fleetViolations(content(ships, [], OBJECTIVES_B), ruleContext('setup', [other]))).toEqual([])
  })
})

describe('R-FLEET-ALWAYS 1-2 act limits', () => {
  it('gives 200 at setup, 250 in act I, 300 in acts II and III, under both presets (R-FLEET-ALWAYS 1)', () => {
    for (const preset of ['green-knight', 'official-2019'] as const) {
      expect([fleetLimit(preset, 'setup'), fleetLimit(preset, 1), fleetLimit(preset, 2), fleetLimit(preset, 3)]).toEqual([200, 250, 300, 300])
    }
  })

  it('gives squadron caps 67, 84, 100 and unique-squadron caps 2, 2, 3 (R-FLEET-ALWAYS 2, 3)', () => {
    expect([squadronLimit(200), squadronLimit(250), squadronLimit(300)]).toEqual([67, 84, 100])
    expect([uniqueSquadronLimit(200), uniqueSquadronLimit(250), uniqueSquadronLimit(300)]).toEqual([2, 2, 3])
  })

  // Victory II 85 (flagship) + Victory I 73 + Raider I 44 = 202 in ships.
  const ships202 = [flagship('victory-ii-class-star-destroyer'), ship('victory-i-class-star-destroyer'), ship('raider-i-class-corvette')]

  it('accepts 250 FP in act I (R-FLEET-ALWAYS 1)', () => {
    // 202 + 6 TIE Fighters 48 = 250.
    const fleet = content(ships202, [squadrons('squadron-tie-fighter-squadron', 6)])
    expect(fleetValue(fleet)).toBe(250)
    expect(alwaysViolations(fleet, ruleContext(1))).toEqual([])
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([])
  })

  it('refuses 251 FP in act I (R-FLEET-ALWAYS 1)', () => {
    // 202 + 5 TIE Fighters 40 + 1 TIE Bomber 9 = 251.
    const fleet = content(ships202, [squadrons('squadron-tie-fighter-squadron', 5), squadrons('squadron-tie-bomber-squadron', 1)])
    expect(fleetValue(fleet)).toBe(251)
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([{ rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: FLEET, value: 251, limit: 250 }])
  })

  it('refuses the same 250-FP fleet at setup, where the limit is 200 (R-FLEET-START 1, R-FLEET-ALWAYS 1)', () => {
    const fleet = content(ships202, [squadrons('squadron-tie-fighter-squadron', 6)])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 1, reason: 'over-points', element: FLEET, value: 250, limit: 200 },
      { rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: FLEET, value: 250, limit: 200 },
    ])
  })

  // 202 + Raider II 48 = 250 in ships.
  const ships250 = [...ships202, ship('raider-ii-class-corvette')]

  it.each([2, 3] as const)('accepts 300 FP and refuses 301 in act %s (R-FLEET-ALWAYS 1)', (act) => {
    // 250 + 4 TIE Fighters 32 + 2 TIE Bombers 18 = 300; 250 + 3 TIE Fighters 24 + 3 TIE Bombers 27 = 301.
    const at300 = content(ships250, [squadrons('squadron-tie-fighter-squadron', 4), squadrons('squadron-tie-bomber-squadron', 2)])
    const at301 = content(ships250, [squadrons('squadron-tie-fighter-squadron', 3), squadrons('squadron-tie-bomber-squadron', 3)])
    expect([fleetValue(at300), fleetValue(at301)]).toEqual([300, 301])
    expect(fleetViolations(at300, ruleContext(act))).toEqual([])
    expect(fleetViolations(at301, ruleContext(act))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: FLEET, value: 301, limit: 300 },
    ])
  })

  it('accepts 84 FP of squadrons in act I and refuses 85 (R-FLEET-ALWAYS 2)', () => {
    // Victory II 85 + 6 TIE Fighters 48 + 4 TIE Bombers 36 = 84 squadrons, fleet 169;
    // 5 TIE Fighters 40 + 5 TIE Bombers 45 = 85 squadrons, fleet 170.
    const at84 = content(
      [flagship('victory-ii-class-star-destroyer')],
      [squadrons('squadron-tie-fighter-squadron', 6), squadrons('squadron-tie-bomber-squadron', 4)],
    )
    const at85 = content(
      [flagship('victory-ii-class-star-destroyer')],
      [squadrons('squadron-tie-fighter-squadron', 5), squadrons('squadron-tie-bomber-squadron', 5)],
    )
    expect([squadronPoints(at84), squadronPoints(at85)]).toEqual([84, 85])
    expect(fleetViolations(at84, ruleContext(1))).toEqual([])
    expect(fleetViolations(at85, ruleContext(1))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 2, reason: 'over-squadron-points', element: FLEET, value: 85, limit: 84 },
    ])
  })

  it.each([2, 3] as const)('accepts 100 FP of squadrons in act %s and refuses 101 (R-FLEET-ALWAYS 2)', (act) => {
    // Victory II 85 + 8 TIE Fighters 64 + 4 TIE Bombers 36 = 100; 7 TIE Fighters 56 + 5 TIE Bombers 45 = 101.
    const at100 = content(
      [flagship('victory-ii-class-star-destroyer')],
      [squadrons('squadron-tie-fighter-squadron', 8), squadrons('squadron-tie-bomber-squadron', 4)],
    )
    const at101 = content(
      [flagship('victory-ii-class-star-destroyer')],
      [squadrons('squadron-tie-fighter-squadron', 7), squadrons('squadron-tie-bomber-squadron', 5)],
    )
    expect([squadronPoints(at100), squadronPoints(at101)]).toEqual([100, 101])
    expect(fleetViolations(at100, ruleContext(act))).toEqual([])
    expect(fleetViolations(at101, ruleContext(act))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 2, reason: 'over-squadron-points', element: FLEET, value: 101, limit: 100 },
    ])
  })

  it('reads the 68-FP squadrons refused at setup as legal in act I (R-FLEET-ALWAYS 2)', () => {
    const fleet = content(
      [flagship('victory-i-class-star-destroyer'), ship('raider-i-class-corvette')],
      [squadrons('squadron-tie-fighter-squadron', 4), squadrons('squadron-tie-bomber-squadron', 4)],
    )
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([])
  })
})

describe('R-FLEET-ALWAYS 3 unique squadrons with defense tokens', () => {
  const victory = [flagship('victory-ii-class-star-destroyer')]
  const howlrunner = squadrons('squadron-howlrunner') // 16, Brace Scatter
  const mauler = squadrons('squadron-mauler-mithel') // 15, Brace Scatter
  const fel = squadrons('squadron-soontir-fel') // 18, Brace Scatter
  const rudor = squadrons('squadron-valen-rudor') // 13, Brace Scatter

  it('allows two at 250 in act I (R-FLEET-ALWAYS 3)', () => {
    // Victory II 85 + 16 + 15 = 116, squadrons 31.
    const fleet = content(victory, [howlrunner, mauler])
    expect(fleetValue(fleet)).toBe(116)
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([])
  })

  it('refuses a third at 250, on the third one (R-FLEET-ALWAYS 3)', () => {
    // Victory II 85 + 16 + 15 + 18 = 134, squadrons 49 <= 84.
    const fleet = content(victory, [howlrunner, mauler, fel])
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 3, reason: 'too-many-unique-squadrons', element: { kind: 'squadron', squadron: 2 }, value: 3, limit: 2 },
    ])
  })

  it('does not count unique squadrons without defense tokens (R-FLEET-ALWAYS 3)', () => {
    // + Black Squadron 9 and Saber Squadron 12, no defense tokens: 85 + 31 + 21 = 137, squadrons 52.
    const fleet = content(victory, [squadrons('squadron-black-squadron'), howlrunner, squadrons('squadron-saber-squadron'), mauler])
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([])
  })

  it('allows three in act II (limit 300) and refuses a fourth (R-FLEET-ALWAYS 3)', () => {
    // 85 + 16 + 15 + 18 = 134; + Valen Rudor 13 = 147, squadrons 62.
    expect(fleetViolations(content(victory, [howlrunner, mauler, fel]), ruleContext(2))).toEqual([])
    expect(fleetViolations(content(victory, [howlrunner, mauler, fel, rudor]), ruleContext(3))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 3, reason: 'too-many-unique-squadrons', element: { kind: 'squadron', squadron: 3 }, value: 4, limit: 3 },
    ])
  })

  it('at setup (limit 200) allows two by R-FLEET-ALWAYS 3, but R-FLEET-START 7 refuses each (R-FLEET-ALWAYS 3, R-FLEET-START 7)', () => {
    const two = content(victory, [howlrunner, mauler])
    expect(alwaysViolations(two, SETUP)).toEqual([])
    expect(fleetViolations(two, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 7, reason: 'unique-squadron', element: { kind: 'squadron', squadron: 0 }, cardId: 'squadron-howlrunner' },
      { rule: 'R-FLEET-START', item: 7, reason: 'unique-squadron', element: { kind: 'squadron', squadron: 1 }, cardId: 'squadron-mauler-mithel' },
    ])
  })

  it('at setup refuses a third by R-FLEET-ALWAYS 3 as well (R-FLEET-ALWAYS 3)', () => {
    const three = content(victory, [howlrunner, mauler, fel])
    expect(alwaysViolations(three, SETUP)).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 3, reason: 'too-many-unique-squadrons', element: { kind: 'squadron', squadron: 2 }, value: 3, limit: 2 },
    ])
    expect(fleetViolations(three, SETUP).map((v) => `${v.rule} ${v.item} ${v.reason}`)).toEqual([
      'R-FLEET-START 7 unique-squadron',
      'R-FLEET-START 7 unique-squadron',
      'R-FLEET-START 7 unique-squadron',
      'R-FLEET-ALWAYS 3 too-many-unique-squadrons',
    ])
  })
})

describe('R-FLEET-ALWAYS 4 no Onager, no Starhawk', () => {
  it.each([
    ['rebels', 'starhawk-class-battleship-mark-i'],
    ['rebels', 'starhawk-class-battleship-mark-ii'],
    ['empire', 'onager-class-star-destroyer'],
    ['empire', 'onager-class-testbed'],
  ] as const)('refuses a %s %s in every act (R-FLEET-ALWAYS 4)', (_team, cardId) => {
    // Starhawk Mk I 140, Mk II 150, Onager 110, Testbed 96: within every limit.
    const fleet = content([flagship(cardId)])
    for (const stage of [1, 2, 3] as const) {
      expect(fleetViolations(fleet, ruleContext(stage)), `act ${stage}`).toEqual([
        { rule: 'R-FLEET-ALWAYS', item: 4, reason: 'banned-ship', element: { kind: 'ship', ship: 0 }, cardId },
      ])
    }
  })

  it('refuses a Starhawk at setup too, besides being large (R-FLEET-ALWAYS 4, R-FLEET-START 5)', () => {
    // CR90 A 44 + Starhawk Mk I 140 = 184.
    const fleet = content([flagship('cr90-corvette-a'), ship('starhawk-class-battleship-mark-i')])
    expect(fleetViolations(fleet, SETUP)).toEqual([
      { rule: 'R-FLEET-START', item: 5, reason: 'large-ship', element: { kind: 'ship', ship: 1 }, cardId: 'starhawk-class-battleship-mark-i' },
      { rule: 'R-FLEET-ALWAYS', item: 4, reason: 'banned-ship', element: { kind: 'ship', ship: 1 }, cardId: 'starhawk-class-battleship-mark-i' },
    ])
  })

  it('does not ban other large ships after setup (R-FLEET-ALWAYS 4)', () => {
    expect(fleetViolations(content([flagship('imperial-i-class-star-destroyer')]), ruleContext(1))).toEqual([])
    expect(fleetViolations(content([flagship('mc80-command-cruiser')]), ruleContext(2))).toEqual([])
  })
})

describe('R-FLEET-ALWAYS 5 unique names once per team', () => {
  const act1 = (teamFleets: ReturnType<typeof teamFleet>[]) => ruleContext(1, teamFleets)
  /** A teammate's fleet, with objectives of its own (set B) so that only names may clash. */
  const other = (id: string, fleet: FleetContent) => teamFleet(id, { ...fleet, objectives: OBJECTIVES_B })
  // CR90 A 44 (flagship) with one card; MC30c Torpedo 63 with another.
  const withLeia = content([flagship('cr90-corvette-a', ['officer-leia-organa'])])

  it('refuses the same unique officer in two fleets of the team, naming the other fleet (R-FLEET-ALWAYS 5)', () => {
    const fleet = content([flagship('mc30c-torpedo-frigate', ['officer-leia-organa'])])
    expect(fleetViolations(fleet, act1([other('rebels-1', withLeia)]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 5,
        reason: 'unique-name-shared',
        element: { kind: 'upgrade', ship: 0, upgrade: 0 },
        cardId: 'officer-leia-organa',
        name: 'Leia Organa',
        otherFleetId: 'rebels-1',
      },
    ])
  })

  it('counts the fourth fleet (R-FLEET-ALWAYS 5, R-SETUP-3)', () => {
    const fleet = content([flagship('mc30c-torpedo-frigate', ['officer-leia-organa'])])
    const violations = fleetViolations(fleet, act1([other('rebels-2', content([flagship('cr90-corvette-b')])), other('fourth-rebels', withLeia)]))
    expect(violations.map((v) => [v.reason, v.otherFleetId])).toEqual([['unique-name-shared', 'fourth-rebels']])
  })

  it('counts names across card types: Leia Organa the commander against Leia Organa the officer (R-FLEET-ALWAYS 5)', () => {
    // The commander card sits in the other fleet; this fleet only has the officer.
    const commanderFleet = content([flagship('assault-frigate-mark-ii-b', ['commander-leia-organa'])])
    const fleet = content([flagship('mc30c-torpedo-frigate', ['officer-leia-organa'])])
    expect(fleetViolations(fleet, act1([other('rebels-1', commanderFleet)]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 5,
        reason: 'unique-name-shared',
        element: { kind: 'upgrade', ship: 0, upgrade: 0 },
        cardId: 'officer-leia-organa',
        name: 'Leia Organa',
        otherFleetId: 'rebels-1',
      },
    ])
    // The other way round, the commander card is refused twice: shared name, and a commander card (item 6).
    expect(fleetViolations(commanderFleet, act1([other('rebels-2', fleet)]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 5,
        reason: 'unique-name-shared',
        element: { kind: 'upgrade', ship: 0, upgrade: 0 },
        cardId: 'commander-leia-organa',
        name: 'Leia Organa',
        otherFleetId: 'rebels-2',
      },
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'commander-card', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'commander-leia-organa' },
    ])
  })

  it('counts names across card types: Wedge Antilles the officer against Wedge Antilles the squadron (R-FLEET-ALWAYS 5)', () => {
    const officer = content([flagship('cr90-corvette-a', ['officer-wedge-antilles'])]) // 44 + 4
    const fleet = content([flagship('cr90-corvette-b')], [squadrons('squadron-wedge-antilles')]) // 39 + 19
    expect(fleetViolations(fleet, act1([other('rebels-3', officer)]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 5,
        reason: 'unique-name-shared',
        element: { kind: 'squadron', squadron: 0 },
        cardId: 'squadron-wedge-antilles',
        name: 'Wedge Antilles',
        otherFleetId: 'rebels-3',
      },
    ])
  })

  it('counts names across card types for the Empire: Darth Vader the officer against Darth Vader the squadron (R-FLEET-ALWAYS 5)', () => {
    const officer = content([flagship('victory-ii-class-star-destroyer', ['officer-darth-vader'])])
    const fleet = content([flagship('victory-i-class-star-destroyer')], [squadrons('squadron-darth-vader')])
    const violations = fleetViolations(fleet, act1([other('empire-2', officer)]))
    expect(violations.map((v) => [v.item, v.reason, v.name, v.cardId])).toEqual([[5, 'unique-name-shared', 'Darth Vader', 'squadron-darth-vader']])
  })

  it("counts a unique squadron's ship name: Han Solo's Millennium Falcon against Lando Calrissian's (R-FLEET-ALWAYS 5)", () => {
    // Han Solo 26 and Lando Calrissian 23 both fly the Millennium Falcon.
    const han = content([flagship('cr90-corvette-a')], [squadrons('squadron-han-solo')])
    const lando = content([flagship('cr90-corvette-b')], [squadrons('squadron-lando-calrissian')])
    expect(fleetViolations(lando, act1([other('rebels-1', han)]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 5,
        reason: 'unique-name-shared',
        element: { kind: 'squadron', squadron: 0 },
        cardId: 'squadron-lando-calrissian',
        name: 'Millennium Falcon',
        otherFleetId: 'rebels-1',
      },
    ])
  })

  it("lets Lando Calrissian's squadron clash with Lando Calrissian the officer by name, not Han Solo with either (R-FLEET-ALWAYS 5)", () => {
    const officer = content([flagship('cr90-corvette-a', ['officer-lando-calrissian'])])
    const lando = content([flagship('cr90-corvette-b')], [squadrons('squadron-lando-calrissian')])
    const han = content([flagship('cr90-corvette-b')], [squadrons('squadron-han-solo')])
    expect(fleetViolations(lando, act1([other('rebels-1', officer)])).map((v) => v.name)).toEqual(['Lando Calrissian'])
    expect(fleetViolations(han, act1([other('rebels-1', officer)]))).toEqual([])
  })

  // The squadron type of an ace (its card's "X-wing Squadron" line) is not a ship's own name: Armada lets
  // a side field Luke Skywalker and Wedge Antilles, or "Howlrunner" and "Mauler" Mithel, together.
  it('does not read the squadron type of two Rebel X-wing aces as a shared ship name (R-FLEET-ALWAYS 5)', () => {
    const luke = content([flagship('cr90-corvette-a')], [squadrons('squadron-luke-skywalker')])
    const wedge = content([flagship('cr90-corvette-b')], [squadrons('squadron-wedge-antilles')])
    expect(fleetViolations(wedge, act1([other('rebels-1', luke)]))).toEqual([])
  })

  it('does not read the squadron type of two Imperial TIE Fighter aces as a shared ship name (R-FLEET-ALWAYS 5)', () => {
    const howlrunner = content([flagship('victory-ii-class-star-destroyer')], [squadrons('squadron-howlrunner')])
    const mauler = content([flagship('victory-i-class-star-destroyer')], [squadrons('squadron-mauler-mithel')])
    expect(fleetViolations(mauler, act1([other('empire-1', howlrunner)]))).toEqual([])
  })

  // Decision of R-FLEET-ALWAYS: "uniqueness is per team, as it is per side in Armada", so a unique name
  // cannot stand twice in one fleet either. Either R-ARMADA or R-FLEET-ALWAYS 5 may refuse it.
  it('refuses a unique name twice within one fleet: two Leia Organa officers (R-FLEET-ALWAYS 5 Decision)', () => {
    // CR90 A 44 + Leia 3, CR90 B 39 + Leia 3 = 89.
    const fleet = content([flagship('cr90-corvette-a', ['officer-leia-organa']), ship('cr90-corvette-b', ['officer-leia-organa'])])
    expect([...cardViolations(fleet, 'rebels'), ...fleetViolations(fleet, act1([]))]).not.toEqual([])
  })

  it('refuses Han Solo and Lando Calrissian in one fleet, both the Millennium Falcon (R-FLEET-ALWAYS 5 Decision)', () => {
    // CR90 A 44 + Han Solo 26 + Lando Calrissian 23 = 93; two aces are within the act I cap of 2.
    const fleet = content([flagship('cr90-corvette-a')], [squadrons('squadron-han-solo'), squadrons('squadron-lando-calrissian')])
    expect([...cardViolations(fleet, 'rebels'), ...fleetViolations(fleet, act1([]))]).not.toEqual([])
  })

  it('ignores non-unique cards held by several fleets (R-FLEET-ALWAYS 5)', () => {
    const a = content(
      [flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team', 'officer-skilled-first-officer'])],
      [squadrons('squadron-tie-fighter-squadron', 2)],
    )
    const b = content(
      [flagship('victory-i-class-star-destroyer', ['weapons-team-gunnery-team', 'officer-skilled-first-officer'])],
      [squadrons('squadron-tie-fighter-squadron', 3)],
    )
    expect(fleetViolations(b, act1([other('empire-1', a)]))).toEqual([])
  })

  it('lists the unique names of a fleet, a unique squadron giving its ship name too (R-FLEET-ALWAYS 5)', () => {
    const fleet = content(
      [flagship('cr90-corvette-a', ['officer-leia-organa']), ship('assault-frigate-mark-ii-b', ['weapons-team-gunnery-team'])],
      [squadrons('squadron-x-wing-squadron'), squadrons('squadron-han-solo')],
    )
    expect(uniqueNames(fleet)).toEqual([
      { name: 'Leia Organa', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'officer-leia-organa' },
      { name: 'Han Solo', element: { kind: 'squadron', squadron: 1 }, cardId: 'squadron-han-solo' },
      { name: 'Millennium Falcon', element: { kind: 'squadron', squadron: 1 }, cardId: 'squadron-han-solo' },
    ])
  })
})

describe('R-FLEET-ALWAYS 6 keeps R-FLEET-START 2, 3 and 8', () => {
  const victory = flagship('victory-ii-class-star-destroyer')

  it('refuses a flotilla-only fleet in act II (R-FLEET-ALWAYS 6)', () => {
    expect(fleetViolations(content([flagship('gozanti-class-cruisers')]), ruleContext(2))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'no-ship', element: FLEET },
    ])
  })

  it('refuses a second flotilla in act I (R-FLEET-ALWAYS 6)', () => {
    const fleet = content([victory, ship('gozanti-class-cruisers'), ship('gozanti-class-assault-carriers')])
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'too-many-flotillas', element: { kind: 'ship', ship: 2 } },
    ])
  })

  it('refuses a commander card in act I, but not for being unique (R-FLEET-ALWAYS 6)', () => {
    const fleet = content([flagship('victory-ii-class-star-destroyer', ['commander-admiral-motti'])])
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'commander-card', element: { kind: 'upgrade', ship: 0, upgrade: 0 }, cardId: 'commander-admiral-motti' },
    ])
  })

  it('refuses a fleet without flagship in act III (R-FLEET-ALWAYS 6)', () => {
    expect(fleetViolations(content([ship('victory-ii-class-star-destroyer')]), ruleContext(3))).toEqual([
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'no-flagship', element: FLEET },
    ])
  })

  it('refuses a missing, a banned and a shared objective in act I (R-FLEET-ALWAYS 6)', () => {
    const other = teamFleet('fourth-empire', content([victory], [], OBJECTIVES_A))
    const fleet = content([victory], [], { assault: 'opening-salvo', defense: 'fire-lanes', navigation: null })
    expect(fleetViolations(fleet, ruleContext(1, [other]))).toEqual([
      {
        rule: 'R-FLEET-ALWAYS',
        item: 6,
        reason: 'objective-shared',
        element: { kind: 'objective', category: 'assault' },
        cardId: 'opening-salvo',
        otherFleetId: 'fourth-empire',
      },
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'objective-banned', element: { kind: 'objective', category: 'defense' }, cardId: 'fire-lanes' },
      { rule: 'R-FLEET-ALWAYS', item: 6, reason: 'objective-missing', element: { kind: 'objective', category: 'navigation' } },
    ])
  })

  it('does not keep R-FLEET-START 4, 5 and 7: a large ship, two upgrades, a unique upgrade and a unique squadron are legal in act I', () => {
    // Imperial I 110 + Admiral Ozzel 2 + Gunnery Team 7 + "Howlrunner" 16 = 135.
    const fleet = content(
      [flagship('imperial-i-class-star-destroyer', ['officer-admiral-ozzel', 'weapons-team-gunnery-team'])],
      [squadrons('squadron-howlrunner')],
    )
    expect(fleetValue(fleet)).toBe(135)
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([])
  })

  it('at setup reports items 2, 3 and 8 once, under R-FLEET-START (R-FLEET-ALWAYS 6)', () => {
    const fleet = content([ship('victory-ii-class-star-destroyer')], [], { ...OBJECTIVES_A, defense: null })
    expect(alwaysViolations(fleet, SETUP)).toEqual([])
    expect(fleetViolations(fleet, SETUP).map((v) => `${v.rule} ${v.item} ${v.reason}`)).toEqual([
      'R-FLEET-START 3 no-flagship',
      'R-FLEET-START 8 objective-missing',
    ])
  })
})

describe('Fleet value (RULES.md §1, R-REFIT 7)', () => {
  it('adds up ships, their upgrades and squadrons (RULES.md §1)', () => {
    const fleet = content(SHIPS_168, [squadrons('squadron-tie-fighter-squadron', 4)])
    expect(fleet.ships.map(shipPoints)).toEqual([92, 51, 25])
    expect(squadronPoints(fleet)).toBe(32)
    expect(fleetValue(fleet)).toBe(200)
  })

  it('counts an owned but unequipped upgrade (R-REFIT 7)', () => {
    // Victory II 85 + Gunnery Team 7 (unequipped) = 92.
    const fleet: FleetContent = {
      ships: [{ cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [{ cardId: 'weapons-team-gunnery-team', equipped: false }] }],
      squadrons: [],
      objectives: OBJECTIVES_A,
    }
    expect(fleetValue(fleet)).toBe(92)
  })

  it('refuses a fleet put over its limit by an unequipped upgrade (R-REFIT 7, R-FLEET-ALWAYS 1)', () => {
    // Victory II 85 + Victory I 73 + Raider I 44 + 6 TIE Fighters 48 = 250, + Skilled First Officer 1 unequipped = 251.
    const base = content(
      [flagship('victory-ii-class-star-destroyer'), ship('victory-i-class-star-destroyer'), ship('raider-i-class-corvette')],
      [squadrons('squadron-tie-fighter-squadron', 6)],
    )
    const fleet: FleetContent = {
      ...base,
      ships: base.ships.map((s, i) => (i === 2 ? { ...s, upgrades: [{ cardId: 'officer-skilled-first-officer', equipped: false }] } : s)),
    }
    expect(fleetValue(fleet)).toBe(251)
    expect(fleetViolations(fleet, ruleContext(1))).toEqual([{ rule: 'R-FLEET-ALWAYS', item: 1, reason: 'over-points', element: FLEET, value: 251, limit: 250 }])
  })

  it('turns a draft into one squadron per element and equipped upgrades (draftContent)', () => {
    const fleet = content(
      [flagship('victory-ii-class-star-destroyer', ['weapons-team-gunnery-team'])],
      [squadrons('squadron-tie-fighter-squadron', 3), squadrons('squadron-tie-bomber-squadron', 1)],
    )
    expect(fleet.ships).toEqual([
      { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: [{ cardId: 'weapons-team-gunnery-team', equipped: true }] },
    ])
    expect(fleet.squadrons).toEqual([
      { cardId: 'squadron-tie-fighter-squadron' },
      { cardId: 'squadron-tie-fighter-squadron' },
      { cardId: 'squadron-tie-fighter-squadron' },
      { cardId: 'squadron-tie-bomber-squadron' },
    ])
  })
})
