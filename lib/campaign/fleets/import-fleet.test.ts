import { describe, expect, it } from 'vitest'
import type { FleetDraft } from './fleet'
import { importFleetText, type ImportResult } from './import-fleet'

import { FLAGSHIP_SAMPLE, KINGSTON_SAMPLE, WARLORDS_SAMPLE } from './testing/builder-exports'

function imported(text: string, faction: 'empire' | 'rebels') {
  const result = importFleetText(text, faction)
  if (!result.ok) throw new Error(`expected an import, got ${JSON.stringify(result)}`)
  return result
}

function unmatched(result: ImportResult) {
  if (result.ok || result.problem !== 'unmatched') throw new Error(`expected unmatched lines, got ${JSON.stringify(result)}`)
  return result.unmatched
}

/** Lines of a small Flagship export around the given ship and squadron lines. */
const flagshipText = (...body: string[]) => ['Test Fleet', '', 'Faction: Rebel Alliance', 'Commander: None', '', ...body, ''].join('\n')

describe('R-FLEET-IMPORT builder exports (EXPORT-FORMATS.md §2.1-§2.3)', () => {
  it('reads the Armada Warlords sample (§2.1) into the exact draft (R-FLEET-IMPORT)', () => {
    const result = imported(WARLORDS_SAMPLE, 'empire')
    expect(result.format).toBe('warlords')
    expect(result.commanderName).toBeNull()
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Ardent Picket',
      ships: [
        { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
        { cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['ordnance-assault-concussion-missiles'] },
        { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: ['fleet-support-comms-net'] },
      ],
      squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 4 }],
      objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'solar-corona' },
    })
  })

  it('reads the Ryan Kingston sample (§2.2): no flagship marker, squadron group totals (R-FLEET-IMPORT)', () => {
    const result = imported(KINGSTON_SAMPLE, 'rebels')
    expect(result.format).toBe('kingston')
    expect(result.commanderName).toBeNull()
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Lothal Relief Group',
      ships: [
        { cardId: 'assault-frigate-mark-ii-b', flagship: false, upgrades: ['defensive-retrofit-electronic-countermeasures'] },
        { cardId: 'cr90-corvette-a', flagship: false, upgrades: ['ion-cannons-leading-shots'] },
        { cardId: 'gr-75-medium-transports', flagship: false, upgrades: ['fleet-support-comms-net'] },
      ],
      squadrons: [
        { cardId: 'squadron-x-wing-squadron', count: 2 },
        { cardId: 'squadron-y-wing-squadron', count: 2 },
      ],
      objectives: { assault: 'opening-salvo', defense: 'hyperspace-assault', navigation: 'intel-sweep' },
    })
  })

  it('reads the Flagship sample (§2.3): CRLF, per-unit squadron points, custom commander line (R-FLEET-IMPORT)', () => {
    expect(FLAGSHIP_SAMPLE).toContain('\r\n')
    const result = imported(FLAGSHIP_SAMPLE, 'empire')
    expect(result.format).toBe('flagship')
    expect(result.commanderName).toBe('Commodore Teshik')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Outer Rim Picket',
      ships: [
        { cardId: 'victory-i-class-star-destroyer', flagship: true, upgrades: ['offensive-retrofit-expanded-hangar-bay'] },
        { cardId: 'gladiator-i-class-star-destroyer', flagship: false, upgrades: ['weapons-team-ordnance-experts'] },
        { cardId: 'arquitens-class-light-cruiser', flagship: false, upgrades: ['turbolasers-enhanced-armament'] },
      ],
      squadrons: [
        { cardId: 'squadron-tie-bomber-squadron', count: 2 },
        { cardId: 'squadron-tie-fighter-squadron', count: 3 },
      ],
      objectives: { assault: 'precision-strike', defense: 'fleet-ambush', navigation: 'superior-positions' },
    })
  })

  it('accepts squadron points as the unit cost or the group total in every format (R-FLEET-IMPORT)', () => {
    // Flagship prints unit costs (9 each), Warlords group totals (32 for 4): both readings are accepted.
    const flagshipTotal = imported(FLAGSHIP_SAMPLE.replace('2 TIE Bomber Squadron (9)', '2 TIE Bomber Squadron (18)'), 'empire')
    expect(flagshipTotal.draft.squadrons[0]).toEqual({ cardId: 'squadron-tie-bomber-squadron', count: 2 })
    const warlordsUnit = imported(WARLORDS_SAMPLE.replace('4\tTIE Fighter Squadrons ( 32 points) ', '4\tTIE Fighter Squadrons ( 8 points) '), 'empire')
    expect(warlordsUnit.draft.squadrons).toEqual([{ cardId: 'squadron-tie-fighter-squadron', count: 4 }])
    // Neither the unit cost nor the total: refused.
    const wrong = importFleetText(WARLORDS_SAMPLE.replace('( 32 points)', '( 30 points)'), 'empire')
    expect(unmatched(wrong)).toEqual([{ line: 31, text: '4\tTIE Fighter Squadrons ( 30 points)', reason: 'points-mismatch' }])
  })

  it('tolerates non-breaking spaces, tabs, trailing spaces and lone CR line endings (R-FLEET-IMPORT)', () => {
    const text = [
      'Odd Spacing\u00a0',
      '',
      '[flagship]\u00a0Victory I-Class\tStar Destroyer  (73)  ',
      '-\u00a0Expanded Hangar Bay\t(5)',
      '= 78 points',
      '',
    ].join('\r')
    const result = imported(text, 'empire')
    expect(result.draft.name).toBe('Odd Spacing')
    expect(result.draft.ships).toEqual([{ cardId: 'victory-i-class-star-destroyer', flagship: true, upgrades: ['offensive-retrofit-expanded-hangar-bay'] }])
  })

  it('reads Kingston short ship names and unique squadrons under "Squadrons:" (R-FLEET-IMPORT)', () => {
    const text = [
      'Name: Untitled Fleet',
      'Faction: Imperial',
      'Commander:',
      '',
      'Assault:',
      'Defense:',
      'Navigation:',
      '',
      'Raider II (48)',
      '\u2022 Disposable Capacitors (3)',
      '= 51 Points',
      '',
      'Victory II (85)',
      '\u2022 Gunnery Team (7)',
      '= 92 Points',
      '',
      'Squadrons:',
      '\u2022 2 x TIE Bomber Squadron (18)',
      '\u2022 Captain Jonus (16)',
      '= 34 Points',
      '',
      'Total Points: 177',
    ].join('\n')
    const result = imported(text, 'empire')
    expect(result.format).toBe('kingston')
    expect(result.draft).toEqual<FleetDraft>({
      name: 'Untitled Fleet',
      ships: [
        { cardId: 'raider-ii-class-corvette', flagship: false, upgrades: ['offensive-retrofit-disposable-capacitors'] },
        { cardId: 'victory-ii-class-star-destroyer', flagship: false, upgrades: ['weapons-team-gunnery-team'] },
      ],
      squadrons: [
        { cardId: 'squadron-tie-bomber-squadron', count: 2 },
        { cardId: 'squadron-captain-jonus', count: 1 },
      ],
      objectives: { assault: null, defense: null, navigation: null },
    })
  })

  it('names the fleet "Imported fleet" when the export has no name (R-FLEET-IMPORT)', () => {
    const text = KINGSTON_SAMPLE.replace('Name: Lothal Relief Group', 'Name: ')
    expect(imported(text, 'rebels').draft.name).toBe('Imported fleet')
  })
})

describe('R-FLEET-IMPORT builder name aliases', () => {
  it('maps "CR90A Corvette", "Y-Wing Squadrons" and "Leia Organa (off)" to the data cards (R-FLEET-IMPORT)', () => {
    const text = [
      'Alias Fleet ',
      '\t',
      'Author: x',
      '',
      'Faction: Rebel Alliance\t',
      'Points: 113/200\t',
      '',
      'Commander: ',
      '',
      '',
      '[ flagship ] CR90A Corvette (44 points)',
      '-  Leia Organa (off)\t ( 3\t points) ',
      '= 47 total ship cost',
      '',
      '',
      'Nebulon-B Support Frigate (51 points)',
      '= 51 total ship cost',
      '',
      '',
      '2\tY-Wing Squadrons ( 20 points) ',
      '= 20 total squadron cost',
      '',
    ].join('\n')
    const result = imported(text, 'rebels')
    expect(result.draft.ships).toEqual([
      { cardId: 'cr90-corvette-a', flagship: true, upgrades: ['officer-leia-organa'] },
      { cardId: 'nebulon-b-support-refit', flagship: false, upgrades: [] },
    ])
    expect(result.draft.squadrons).toEqual([{ cardId: 'squadron-y-wing-squadron', count: 2 }])
  })

  it('tells same-name cards apart by points, and by a (com)/(off) suffix (R-FLEET-IMPORT)', () => {
    const byPoints = imported(
      flagshipText(
        '[flagship] CR90A Corvette (44)',
        '- Leia Organa (38)',
        '= 82 points',
        '',
        'CR90B Corvette (39)',
        "- Jaina's Light (2)",
        '- Leia Organa (3)',
        '= 44 points',
      ),
      'rebels',
    )
    expect(byPoints.draft.ships.map((s) => s.upgrades)).toEqual([['commander-leia-organa'], ['title-jaina-s-light', 'officer-leia-organa']])
    const bySuffix = imported(
      flagshipText('[flagship] MC30c Torpedo Frigate (63)', '- Kyrsta Agate (com) (20)', '- Lando Calrissian (off) (4)', '= 87 points'),
      'rebels',
    )
    expect(bySuffix.draft.ships[0]!.upgrades).toEqual(['commander-kyrsta-agate', 'officer-lando-calrissian'])
  })

  it('accepts generic squadron names with or without "Squadron(s)" (R-FLEET-IMPORT)', () => {
    const result = imported(
      flagshipText(
        '[flagship] CR90A Corvette (44)',
        '= 44 points',
        '',
        '1 X-wing (13)',
        '3 A-wing Squadrons (11)',
        '2 Z-95 Headhunter Squadron (14)',
        '= 61 points',
      ),
      'rebels',
    )
    expect(result.draft.squadrons).toEqual([
      { cardId: 'squadron-x-wing-squadron', count: 1 },
      { cardId: 'squadron-a-wing-squadron', count: 3 },
      { cardId: 'squadron-z-95-headhunter-squadron', count: 2 },
    ])
  })
})

describe('R-FLEET-IMPORT commanders', () => {
  it('puts a commander card named on the Commander: line on the flagship, or on the first ship (R-FLEET-IMPORT)', () => {
    // RitR forbids commander cards: the import keeps it so that the fleet rules can flag it.
    const kingston = imported(KINGSTON_SAMPLE.replace('Commander:', 'Commander: General Dodonna'), 'rebels')
    expect(kingston.draft.ships[0]!.upgrades).toEqual(['defensive-retrofit-electronic-countermeasures', 'commander-general-dodonna'])
    expect(kingston.commanderName).toBeNull()
    const warlords = imported(WARLORDS_SAMPLE.replace('Commander: ', 'Commander: Admiral Motti'), 'empire')
    expect(warlords.draft.ships[0]).toEqual({
      cardId: 'victory-ii-class-star-destroyer',
      flagship: true,
      upgrades: ['weapons-team-gunnery-team', 'commander-admiral-motti'],
    })
  })

  it('does not add the Commander: card twice when a ship already lists it (R-FLEET-IMPORT)', () => {
    const text = WARLORDS_SAMPLE.replace('Commander: ', 'Commander: Admiral Motti').replace(
      '-  Gunnery Team\t ( 7\t points) ',
      '-  Admiral Motti\t ( 24\t points) ',
    )
    expect(imported(text, 'empire').draft.ships[0]!.upgrades).toEqual(['commander-admiral-motti'])
  })

  it('reads a Commander: name that is no card as the task force commander (R-FLEET-IMPORT)', () => {
    const result = imported(WARLORDS_SAMPLE.replace('Commander: ', 'Commander: Commodore Teshik'), 'empire')
    expect(result.commanderName).toBe('Commodore Teshik')
    expect(result.draft.ships[0]!.upgrades).toEqual(['weapons-team-gunnery-team'])
  })

  it('accepts "None" and empty Commander: lines (R-FLEET-IMPORT)', () => {
    expect(imported(FLAGSHIP_SAMPLE.replace('- Commodore Teshik (0)\r\n', ''), 'empire').commanderName).toBeNull()
    expect(imported(KINGSTON_SAMPLE, 'rebels').commanderName).toBeNull()
  })
})

describe('R-FLEET-IMPORT refusals', () => {
  it('lists a misspelt card and a wrong-points card with their line numbers and reasons (R-FLEET-IMPORT)', () => {
    const text = WARLORDS_SAMPLE.replace('Gunnery Team\t ( 7', 'Gunnery Squad Leader\t ( 7').replace(
      'Raider I-class Corvette (44 points)',
      'Raider I-class Corvette (45 points)',
    )
    const result = importFleetText(text, 'empire')
    expect(result.ok).toBe(false)
    expect(unmatched(result)).toEqual([
      { line: 17, text: '-  Gunnery Squad Leader\t ( 7\t points)', reason: 'unknown-card' },
      { line: 21, text: 'Raider I-class Corvette (45 points)', reason: 'points-mismatch' },
    ])
    expect(result).toMatchObject({ format: 'warlords' })
  })

  it('refuses a card of the other faction (R-FLEET-IMPORT)', () => {
    const ship = importFleetText(KINGSTON_SAMPLE, 'empire')
    expect(unmatched(ship)).toEqual([
      { line: 9, text: 'Assault Frigate Mark II B (72)', reason: 'other-faction' },
      { line: 13, text: 'CR90 Corvette A (44)', reason: 'other-faction' },
      { line: 17, text: 'GR-75 Medium Transports (18)', reason: 'other-faction' },
      { line: 22, text: '\u2022 2 x X-wing Squadron (26)', reason: 'other-faction' },
      { line: 23, text: '\u2022 2 x Y-wing Squadron (20)', reason: 'other-faction' },
    ])
    const officer = importFleetText(FLAGSHIP_SAMPLE.replace('- Expanded Hangar Bay (5)', '- Leia Organa (off) (3)'), 'empire')
    expect(unmatched(officer)).toEqual([{ line: 13, text: '- Leia Organa (off) (3)', reason: 'other-faction' }])
  })

  it('refuses an unknown objective name (R-FLEET-IMPORT)', () => {
    const result = importFleetText(WARLORDS_SAMPLE.replace('Most Wanted', 'Most Hunted'), 'empire')
    expect(unmatched(result)).toEqual([{ line: 11, text: 'Assault Objective: Most Hunted', reason: 'unknown-objective' }])
  })

  it('refuses a card line without points rather than dropping it (R-FLEET-IMPORT)', () => {
    const result = importFleetText(FLAGSHIP_SAMPLE.replace('Gladiator I-Class Star Destroyer (56)', 'Gladiator I-Class Star Destroyer'), 'empire')
    expect(unmatched(result)).toEqual([{ line: 16, text: 'Gladiator I-Class Star Destroyer', reason: 'no-points' }])
  })

  it('only treats a (0) line that is no card as the Flagship custom commander (R-FLEET-IMPORT)', () => {
    const result = importFleetText(FLAGSHIP_SAMPLE.replace('- Commodore Teshik (0)', '- Gunnery Team (0)'), 'empire')
    expect(unmatched(result)).toEqual([{ line: 12, text: '- Gunnery Team (0)', reason: 'points-mismatch' }])
  })

  it('says plain prose is not a fleet (R-FLEET-IMPORT)', () => {
    const prose = 'Hi all,\n\nI flew my Victory with Gunnery Team (7 points) last week and it did great.\nSee you Thursday!'
    // It says where: the first line, read as text.
    expect(importFleetText(prose, 'empire')).toEqual({ ok: false, problem: 'not-a-fleet', line: { line: 1, text: 'Hi all,' } })
    expect(importFleetText('= 32 points', 'empire')).toEqual({ ok: false, problem: 'not-a-fleet', line: { line: 1, text: '= 32 points' } })
  })

  it('says empty text is empty (R-FLEET-IMPORT)', () => {
    expect(importFleetText('', 'empire')).toEqual({ ok: false, problem: 'empty' })
    expect(importFleetText(' \r\n\t\n ', 'rebels')).toEqual({ ok: false, problem: 'empty' })
  })

  it('refuses text over 20,000 characters (R-FLEET-IMPORT)', () => {
    const padded = WARLORDS_SAMPLE + ' '.repeat(20_001 - WARLORDS_SAMPLE.length)
    expect(padded.length).toBe(20_001)
    expect(importFleetText(padded, 'empire')).toEqual({ ok: false, problem: 'too-long' })
    const atLimit = WARLORDS_SAMPLE + ' '.repeat(20_000 - WARLORDS_SAMPLE.length)
    expect(importFleetText(atLimit, 'empire').ok).toBe(true)
  })
})
