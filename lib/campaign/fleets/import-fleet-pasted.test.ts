// R-FLEET-IMPORT: what copying a list through a web page, a blog or a chat does to it, one kind of
// damage per test, and the silent errors that are no longer silent.
import { describe, expect, it } from 'vitest'
import type { FleetDraft } from './fleet'
import { importFleetText, type Reading } from './import-fleet'

import { WARLORDS_SAMPLE } from './testing/builder-exports'

function imported(text: string, faction: 'empire' | 'rebels') {
  const result = importFleetText(text, faction)
  if (!result.ok) throw new Error(`expected an import, got ${JSON.stringify(result.problem === 'unmatched' ? result.unmatched : result)}`)
  return result
}

const cards = (readings: Reading[]) => readings.filter((r) => r.kind === 'ship' || r.kind === 'upgrade' || r.kind === 'squadron' || r.kind === 'commander-card')

/** The Warlords sample's fleet (EXPORT-FORMATS.md §2.1). */
const ARDENT_PICKET: FleetDraft = {
  name: 'Ardent Picket',
  ships: [
    { cardId: 'victory-ii-class-star-destroyer', flagship: true, upgrades: ['weapons-team-gunnery-team'] },
    { cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['ordnance-assault-concussion-missiles'] },
    { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: ['fleet-support-comms-net'] },
  ],
  squadrons: [{ cardId: 'squadron-tie-fighter-squadron', count: 4 }],
  objectives: { assault: 'most-wanted', defense: 'fleet-in-being', navigation: 'solar-corona' },
}

describe('R-FLEET-IMPORT text damaged by a copy', () => {
  it('joins a card an HTML copy split over several lines: a bare "-", the name, "(", "7 points)" (R-FLEET-IMPORT)', () => {
    const text = WARLORDS_SAMPLE.replace('-  Gunnery Team\t ( 7\t points) ', '-\nGunnery Team\n(\n7 points)')
    const result = imported(text, 'empire')
    expect(result.draft).toEqual(ARDENT_PICKET)
    // The upgrade is read from pasted lines 17 to 20, and the lines after it keep their numbers.
    expect(result.readings.find((r) => r.kind === 'upgrade' && r.cardId === 'weapons-team-gunnery-team')).toMatchObject({ line: 17, lastLine: 20 })
    expect(result.readings.find((r) => r.kind === 'ship' && r.cardId === 'raider-i-class-corvette')).toMatchObject({ line: 24 })
  })

  it('joins a Kingston card name a web page wrapped before its points: "• Admiral" / "Sloane (24)" (R-FLEET-IMPORT)', () => {
    const text = ['Raider I (44)', '• Admiral', 'Sloane (24)', '• Hondo', 'Ohnaka (2)', '= 70', 'Points', 'Squadrons:', '• Mauler', 'Mithel (15)'].join('\n')
    const result = imported(text, 'empire')
    expect(result.draft.ships).toEqual([{ cardId: 'raider-i-class-corvette', flagship: false, upgrades: ['commander-admiral-sloane', 'officer-hondo-ohnaka'] }])
    expect(result.draft.squadrons).toEqual([{ cardId: 'squadron-mauler-mithel', count: 1 }])
    expect(result.readings.find((r) => r.kind === 'upgrade' && r.cardId === 'commander-admiral-sloane')).toMatchObject({ line: 2, lastLine: 3 })
    // A hand-written "-" line without points is not joined to the ship after it: it is refused on its own line.
    expect(importFleetText(['Victory II (85)', '- Gunnery Team', 'Raider I (44)'].join('\n'), 'empire')).toMatchObject({
      ok: false,
      unmatched: [{ line: 2, text: '- Gunnery Team', reason: 'no-points' }],
    })
  })

  it('splits a list squashed onto one line into its cards (R-FLEET-IMPORT)', () => {
    const text =
      'Ardent Picket Faction: Galactic Empire Assault Objective: Most Wanted Defense Objective: Fleet in Being Navigation Objective: Solar Corona ' +
      '[ flagship ] Victory II-class Star Destroyer (85 points) - Gunnery Team ( 7 points) = 92 total ship cost ' +
      'Raider I-class Corvette (44 points) - Assault Concussion Missiles ( 7 points) = 51 total ship cost ' +
      'Gozanti-class Cruisers (23 points) - Comms Net ( 2 points) = 25 total ship cost 4 TIE Fighter Squadrons ( 32 points) = 32 total squadron cost'
    const result = imported(text, 'empire')
    expect(result.draft).toEqual(ARDENT_PICKET)
    expect(cards(result.readings).map((r) => r.text)).toEqual([
      '[flagship] Victory II-class Star Destroyer (85)',
      '• Gunnery Team (7)',
      'Raider I-class Corvette (44)',
      '• Assault Concussion Missiles (7)',
      'Gozanti-class Cruisers (23)',
      '• Comms Net (2)',
      '4 TIE Fighter Squadrons (32)',
    ])
  })

  it('splits a Kingston list a chat squashed onto one line, "•" bullets and "Squadrons:" included (R-FLEET-IMPORT)', () => {
    const text =
      'Name: Chat Fleet Faction: Imperial Victory I (73) • Expanded Hangar Bay (5) = 78 Points Squadrons: • 2 x TIE Bomber Squadron (18) • Captain Jonus (16) = 34 Points Total Points: 112'
    expect(imported(text, 'empire').draft).toEqual<FleetDraft>({
      name: 'Chat Fleet',
      ships: [{ cardId: 'victory-i-class-star-destroyer', flagship: false, upgrades: ['offensive-retrofit-expanded-hangar-bay'] }],
      squadrons: [
        { cardId: 'squadron-tie-bomber-squadron', count: 2 },
        { cardId: 'squadron-captain-jonus', count: 1 },
      ],
      objectives: { assault: null, defense: null, navigation: null },
    })
  })

  it('splits a header from the card squashed after it when its value is known: an objective, a commander card (R-FLEET-IMPORT)', () => {
    const text = 'Navigation Objective: Solar Corona Victory II (85) Commander: Admiral Ozzel Raider I-class Corvette (44)'
    const result = imported(text, 'empire')
    expect(result.draft.objectives.navigation).toBe('solar-corona')
    expect(result.draft.ships).toEqual([
      { cardId: 'victory-ii-class-star-destroyer', flagship: false, upgrades: ['commander-admiral-ozzel'] },
      { cardId: 'raider-i-class-corvette', flagship: false, upgrades: [] },
    ])
  })

  it('reads a forum list whose ships are bulleted like their upgrades (R-FLEET-IMPORT)', () => {
    const text = ['* Gladiator I (56)', '  * Demolisher (10)', '* Raider II (48)', '* 3 TIE Fighters (24)'].join('\n')
    const result = imported(text, 'empire')
    expect(result.draft.ships).toEqual([
      { cardId: 'gladiator-i-class-star-destroyer', flagship: false, upgrades: ['title-demolisher'] },
      { cardId: 'raider-ii-class-corvette', flagship: false, upgrades: [] },
    ])
    expect(result.draft.squadrons).toEqual([{ cardId: 'squadron-tie-fighter-squadron', count: 3 }])
  })

  it('reads WordPress en-dash bullets, curly quotes and "( 20  points)" spacing (R-FLEET-IMPORT)', () => {
    const text = [
      'Blog List',
      '',
      '[ flagship ] Gladiator I-Class Star Destroyer (56 points)',
      '\u2013  Demolisher  ( 10  points)',
      '\u2014  Ordnance Experts  ( 4  points)',
      '= 70 total ship cost',
      '',
      '1 \u201cMauler\u201d Mithel ( 15 points)',
      '= 15 total squadron cost',
    ].join('\n')
    expect(imported(text, 'empire').draft).toEqual<FleetDraft>({
      name: 'Blog List',
      ships: [{ cardId: 'gladiator-i-class-star-destroyer', flagship: true, upgrades: ['title-demolisher', 'weapons-team-ordnance-experts'] }],
      squadrons: [{ cardId: 'squadron-mauler-mithel', count: 1 }],
      objectives: { assault: null, defense: null, navigation: null },
    })
  })

  it('reads "(N pts total)" on a ship line as the ship and its upgrades, priced from the card data (R-FLEET-IMPORT)', () => {
    const text = ['Victory II-class Star Destroyer (92 pts total)', '- Gunnery Team (7 pts)', '4 TIE Fighter Squadrons (32 pts)'].join('\n')
    const result = imported(text, 'empire')
    expect(result.draft.ships).toEqual([{ cardId: 'victory-ii-class-star-destroyer', flagship: false, upgrades: ['weapons-team-gunnery-team'] }])
    expect(result.readings[0]).toMatchObject({ kind: 'ship', pointsNote: null })
  })

  it("keeps the player's own words after a card as a remark shown with it (R-FLEET-IMPORT)", () => {
    const text = ['MC80 Assault Cruiser (114) as USS Washington BB-56', '- Home One (7)', '2 X-wing Squadrons (26)'].join('\n')
    const result = imported(text, 'rebels')
    expect(result.draft.ships).toEqual([{ cardId: 'mc80-assault-cruiser', flagship: false, upgrades: ['title-home-one'] }])
    expect(result.readings[0]).toMatchObject({ kind: 'ship', cardId: 'mc80-assault-cruiser', remark: 'as USS Washington BB-56' })
  })
})

describe('R-FLEET-IMPORT builders\u2019 short names and close spellings', () => {
  it('reads ISD Kuat Refit, Gladiator I, Gozanti Cruisers, X17 Turbolasers and Raider-I Class Corvette (R-FLEET-IMPORT)', () => {
    const text = ['ISD Kuat Refit (112)', '- X17 Turbolasers (6)', 'Gladiator I (56)', 'Gozanti Cruisers (23)', 'Raider-I Class Corvette (44)'].join('\n')
    const result = imported(text, 'empire')
    // The builders' own names, not guesses: nothing to confirm.
    expect(result.guesses).toBe(0)
    expect(result.draft.ships).toEqual([
      { cardId: 'imperial-star-destroyer-kuat-refit', flagship: false, upgrades: ['turbolasers-xi7-turbolasers'] },
      { cardId: 'gladiator-i-class-star-destroyer', flagship: false, upgrades: [] },
      { cardId: 'gozanti-class-cruisers', flagship: false, upgrades: [] },
      { cardId: 'raider-i-class-corvette', flagship: false, upgrades: [] },
    ])
  })

  it('reads VSD 2, ISD-II, MC 80, CR-90A and an ace written with its squadron type (R-FLEET-IMPORT)', () => {
    expect(imported(['VSD 2 (85)', 'ISD-II (120)'].join('\n'), 'empire').draft.ships.map((s) => s.cardId)).toEqual([
      'victory-ii-class-star-destroyer',
      'imperial-ii-class-star-destroyer',
    ])
    const rebels = imported(['MC 80 Assault Cruiser (114)', 'CR-90A (44)', '1 Dutch Vander Y-Wing Squadron (16)'].join('\n'), 'rebels')
    expect(rebels.draft.ships.map((s) => s.cardId)).toEqual(['mc80-assault-cruiser', 'cr90-corvette-a'])
    expect(rebels.draft.squadrons).toEqual([{ cardId: 'squadron-dutch-vander', count: 1 }])
  })

  it('reads a close spelling as the card, says so, and counts it as a guess to confirm (R-FLEET-IMPORT)', () => {
    const text = ['CR90 Corvette A (44)', '- Lando Carissian (4)', '- Leading Shots (4)'].join('\n')
    const result = imported(text, 'rebels')
    expect(result.draft.ships[0]!.upgrades).toEqual(['officer-lando-calrissian', 'ion-cannons-leading-shots'])
    expect(result.readings[1]).toMatchObject({ kind: 'upgrade', readAs: 'Lando Calrissian' })
    expect(result.readings[2]).toMatchObject({ kind: 'upgrade', readAs: null })
    expect(result.guesses).toBe(1)
  })

  it('does not guess between two equally close names (R-FLEET-IMPORT)', () => {
    // "Raider 3" is one edit from both Raider I and Raider II keys ("raider1"/"raider2"): too short to guess.
    const result = importFleetText(['Raider 3 (44)', '4 TIE Fighter Squadrons (32)'].join('\n'), 'empire')
    expect(result).toMatchObject({ ok: false, problem: 'unmatched', unmatched: [{ line: 1, text: 'Raider 3 (44)', reason: 'unknown-card' }] })
  })
})

describe('R-FLEET-IMPORT cards printed at the December 2020 points', () => {
  it('accepts External Racks 4, Grand Moff Tarkin 28, Leia Organa 28 and ACM 5, priced from the card data with a note each (R-FLEET-IMPORT)', () => {
    const empire = imported(
      ['Raider I-class Corvette (44)', '- Grand Moff Tarkin (28)', '- External Racks (4)', '- Assault Concussion Missiles (5)'].join('\n'),
      'empire',
    )
    expect(empire.draft.ships[0]!.upgrades).toEqual(['commander-grand-moff-tarkin', 'ordnance-external-racks', 'ordnance-assault-concussion-missiles'])
    expect(empire.readings.slice(1).map((r) => (r.kind === 'upgrade' ? r.pointsNote : r.kind))).toEqual([
      { listed: 28, data: 38, era: 'ffg-1.5' },
      { listed: 4, data: 3, era: 'ffg-1.5' },
      { listed: 5, data: 7, era: 'ffg-1.5' },
    ])
    // Leia the commander (38, 28 after the update), not Leia the officer (3).
    const rebels = imported(['CR90 Corvette A (44)', '- Leia Organa (28)'].join('\n'), 'rebels')
    expect(rebels.draft.ships[0]!.upgrades).toEqual(['commander-leia-organa'])
    expect(rebels.readings[1]).toMatchObject({ pointsNote: { listed: 28, data: 38, era: 'ffg-1.5' } })
  })

  it('still refuses a points value no table knows (R-FLEET-IMPORT)', () => {
    const result = importFleetText(['Raider I-class Corvette (44)', '- External Racks (6)'].join('\n'), 'empire')
    expect(result).toMatchObject({ ok: false, unmatched: [{ line: 2, text: '- External Racks (6)', reason: 'points-mismatch' }] })
  })
})

describe('R-FLEET-IMPORT nothing dropped silently', () => {
  it('refuses a ship line without points before the first card line, instead of importing the fleet points short (R-FLEET-IMPORT)', () => {
    const text = WARLORDS_SAMPLE.replace('[ flagship ] Victory II-class Star Destroyer (85 points)', '[ flagship ] Victory II-class Star Destroyer')
    expect(importFleetText(text, 'empire')).toMatchObject({
      ok: false,
      problem: 'unmatched',
      unmatched: [{ line: 16, text: '[ flagship ] Victory II-class Star Destroyer', reason: 'no-points' }],
    })
  })

  it('reads "Commander: Admiral Ackbar as Admiral Lee" as the Ackbar card, the rest a remark (R-FLEET-IMPORT)', () => {
    const text = ['Commander: Admiral Ackbar as Admiral Lee', '', '[flagship] MC80 Assault Cruiser (114)', '- Home One (7)'].join('\n')
    const result = imported(text, 'rebels')
    expect(result.commanderName).toBeNull()
    expect(result.draft.ships[0]!.upgrades).toEqual(['title-home-one', 'commander-admiral-ackbar'])
    expect(result.readings[0]).toMatchObject({ kind: 'commander-card', cardId: 'commander-admiral-ackbar', remark: 'as Admiral Lee' })
  })

  it('refuses an upgrade before any ship, and reads a sentence before the list as text, not as the fleet name (R-FLEET-IMPORT)', () => {
    const result = importFleetText(['Here is my list:', '- Gunnery Team (7)', 'Victory II (85)'].join('\n'), 'empire')
    expect(result).toMatchObject({ ok: false, unmatched: [{ line: 2, text: '- Gunnery Team (7)', reason: 'no-ship' }] })
    expect(result.ok || result.problem !== 'unmatched' ? null : result.readings[0]).toMatchObject({ kind: 'ignored', why: 'prose' })
  })

  it('refuses "TIE Bomber x3" written without points rather than passing it as a remark (R-FLEET-IMPORT)', () => {
    const result = importFleetText(['Victory II (85)', 'TIE Bomber x3'].join('\n'), 'empire')
    expect(result).toMatchObject({ ok: false, unmatched: [{ line: 2, text: 'TIE Bomber x3', reason: 'no-points' }] })
  })

  it('reads a "(0)" line close to a card name as the task force commander, not as a guess at the card (R-FLEET-IMPORT)', () => {
    const result = imported(['[flagship] Victory I-Class Star Destroyer (73)', '- Admiral Motta (0)', '- Expanded Hangar Bay (5)'].join('\n'), 'empire')
    expect(result.commanderName).toBe('Admiral Motta')
    expect(result.draft.ships[0]!.upgrades).toEqual(['offensive-retrofit-expanded-hangar-bay'])
  })

  it('accounts for every pasted line: a card, a header, an ignored line with its reason, or an error (R-FLEET-IMPORT)', () => {
    const text = [
      'Thursday list',
      'Hi all, here is what I will bring:',
      '',
      'Victory II (85)',
      '- Gunnery Team (7)',
      'It did great last week.',
      '= 92',
      '2 TIE Fighter Squadrons (16)',
    ].join('\n')
    const result = imported(text, 'empire')
    expect(result.readings.map((r) => [r.line, r.kind === 'ignored' ? r.why : r.kind])).toEqual([
      [1, 'fleet-name'],
      [2, 'prose'],
      [3, 'blank'],
      [4, 'ship'],
      [5, 'upgrade'],
      [6, 'remark'],
      [7, 'subtotal'],
      [8, 'squadron'],
    ])
  })
})
