// R-FLEET-IMPORT: the five builders' formats and hand-written lists. The lists are written for these
// tests after the shape of real lists found in public fleet-builder fixtures and fleet-list blogs.
import { describe, expect, it } from 'vitest'
import type { FleetDraft } from './fleet'
import { importFleetText, type ImportResult } from './import-fleet'

function imported(text: string, faction: 'empire' | 'rebels') {
  const result = importFleetText(text, faction)
  if (!result.ok) throw new Error(`expected an import, got ${JSON.stringify(result.problem === 'unmatched' ? result.unmatched : result)}`)
  return result
}

const readingsOf = (result: ImportResult) => (result.ok || result.problem === 'unmatched' ? result.readings : [])

describe('R-FLEET-IMPORT Armada Fleet Builder lists', () => {
  // Header "Name (used/limit)", "Rebels - Author:", "Objectives: A, D, N", " - " upgrades,
  // "Squadrons (n/m):", "1x Ship - Pilot" and "1x Ace Type Squadron" squadron lines.
  const AFB = [
    'Ion Relay Screen (196/200)',
    'Rebels  - Author: a-player',
    '',
    'Commander: ',
    '',
    'Objectives: Ion Storm, Contested Outpost, Hyperspace Migration',
    '',
    '[flagship] Nebulon-B Escort Frigate (57)',
    ' - Yavaris (5)',
    ' - Ahsoka Tano (2)',
    '= 64 total points',
    '',
    'CR90 Corvette A (44)',
    " - Jaina's Light (2)",
    '= 46 total points',
    '',
    'Squadrons (58/67):',
    '1x Moldy Crow - Jan Ors (19)',
    '1x Biggs Darklighter X-Wing Squadron (19)',
    '2x Y-Wing Squadron (20)',
  ].join('\n')

  it('reads ships, " - " upgrades, "Squadrons (n/m):" lines and the objectives of the Objectives: line (R-FLEET-IMPORT)', () => {
    const result = imported(AFB, 'rebels')
    expect(result.format).toBe('fleet-builder')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Ion Relay Screen',
      ships: [
        { cardId: 'nebulon-b-escort-frigate', flagship: true, upgrades: ['title-yavaris', 'officer-ahsoka-tano'] },
        { cardId: 'cr90-corvette-a', flagship: false, upgrades: ['title-jaina-s-light'] },
      ],
      squadrons: [
        { cardId: 'squadron-jan-ors', count: 1 },
        { cardId: 'squadron-biggs-darklighter', count: 1 },
        { cardId: 'squadron-y-wing-squadron', count: 2 },
      ],
      objectives: { assault: 'ion-storm', defense: 'contested-outpost', navigation: 'hyperspace-migration' },
    })
  })

  it('does not take a Fleet Builder list for a Flagship list, and reads each objective of the line on its own (R-FLEET-IMPORT)', () => {
    const result = imported(AFB, 'rebels')
    expect(result.readings.filter((r) => r.line === 6)).toEqual([
      { line: 6, lastLine: 6, text: 'Ion Storm', kind: 'objective', category: 'assault', objectiveId: 'ion-storm', readAs: null },
      { line: 6, lastLine: 6, text: 'Contested Outpost', kind: 'objective', category: 'defense', objectiveId: 'contested-outpost', readAs: null },
      { line: 6, lastLine: 6, text: 'Hyperspace Migration', kind: 'objective', category: 'navigation', objectiveId: 'hyperspace-migration', readAs: null },
    ])
  })
})

describe('R-FLEET-IMPORT Armada Fleets Designer lists', () => {
  // "Name (squadrons/points/limit)", a line of "=", "Ship (base + upgrades: total)", tab-"+" or "·"
  // upgrades, unique squadrons printed like ships, "2 x Name (2 x 13)", three unlabelled objectives.
  const AFD = [
    'Liberty Wing (65/196/200)',
    '==========================',
    'MC80 Star Cruiser (96 + 10: 106)',
    '\t+ Caitken and Shollan (6)',
    '\t+ Strategic Adviser (4)',
    'CR90 Corvette B (39 + 0: 39)',
    'Jan Ors (19)',
    '2 x X-wing Squadron (2 x 13)',
    '· Ion Storm',
    'Contested Outpost',
    'Hyperspace Migration',
  ].join('\n')

  it('reads "(base + upgrades: total)" ships, "+" upgrades, squadrons and the three objective lines (R-FLEET-IMPORT)', () => {
    const result = imported(AFD, 'rebels')
    expect(result.format).toBe('fleets-designer')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Liberty Wing',
      ships: [
        { cardId: 'mc80-star-cruiser', flagship: false, upgrades: ['weapons-team-caitken-and-shollan', 'officer-strategic-adviser'] },
        { cardId: 'cr90-corvette-b', flagship: false, upgrades: [] },
      ],
      squadrons: [
        { cardId: 'squadron-jan-ors', count: 1 },
        { cardId: 'squadron-x-wing-squadron', count: 2 },
      ],
      objectives: { assault: 'ion-storm', defense: 'contested-outpost', navigation: 'hyperspace-migration' },
    })
  })

  it('reads "· Name (n)" upgrades (R-FLEET-IMPORT)', () => {
    const result = imported(AFD.replace('\t+ Caitken and Shollan (6)', '· Caitken and Shollan (6)'), 'rebels')
    expect(result.draft.ships[0]!.upgrades).toEqual(['weapons-team-caitken-and-shollan', 'officer-strategic-adviser'])
  })
})

describe('R-FLEET-IMPORT Kingston lists as players paste them', () => {
  it('reads a Kingston list without its Name: line and with "78 Points" subtotals (R-FLEET-IMPORT)', () => {
    const text = [
      'Faction: Imperial',
      'Commander:',
      '',
      'Victory I (73)',
      '• Expanded Hangar Bay (5)',
      '78 Points',
      '',
      'Squadrons:',
      '• 3 x TIE Fighter Squadron (24)',
      '24 Points',
      '',
      'Total Points: 102',
    ].join('\n')
    const result = imported(text, 'empire')
    expect(result.format).toBe('kingston')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Imported fleet',
      ships: [{ cardId: 'victory-i-class-star-destroyer', flagship: false, upgrades: ['offensive-retrofit-expanded-hangar-bay'] }],
      squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 3 }],
      objectives: { assault: null, defense: null, navigation: null },
    })
    // "78 Points" is a subtotal the app recomputes, and it is shown as such.
    expect(result.readings.find((r) => r.line === 6)).toMatchObject({ kind: 'ignored', why: 'subtotal' })
  })
})

describe('R-FLEET-IMPORT hand-written lists', () => {
  it('reads "name (points)" per line, upgrades under their ship, squadrons with a count (R-FLEET-IMPORT)', () => {
    const text = [
      'My picket for Thursday',
      '',
      'Raider II (48)',
      'Disposable Capacitors (3)',
      'Gladiator I (56)',
      'Ordnance Experts (4)',
      'TIE Bomber x2 (18)',
      'Captain Jonus (16)',
    ].join('\n')
    const result = imported(text, 'empire')
    expect(result.format).toBe('plain')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'My picket for Thursday',
      ships: [
        { cardId: 'raider-ii-class-corvette', flagship: false, upgrades: ['offensive-retrofit-disposable-capacitors'] },
        { cardId: 'gladiator-i-class-star-destroyer', flagship: false, upgrades: ['weapons-team-ordnance-experts'] },
      ],
      squadrons: [
        { cardId: 'squadron-tie-bomber-squadron', count: 2 },
        { cardId: 'squadron-captain-jonus', count: 1 },
      ],
      objectives: { assault: null, defense: null, navigation: null },
    })
  })

  it('refuses a list written without points, naming each card line (R-FLEET-IMPORT)', () => {
    const result = importFleetText(['Victory II-class Star Destroyer', '-Gunnery Team', 'Boba Fett'].join('\n'), 'empire')
    expect(result).toMatchObject({ ok: false, problem: 'unmatched' })
    expect(readingsOf(result).map((r) => [r.line, r.kind === 'error' ? r.reason : r.kind])).toEqual([
      [1, 'no-points'],
      [2, 'no-points'],
      [3, 'no-points'],
    ])
  })
})
