// R-FLEET-IMPORT, R-FLEET-ERA: today's lists read at the campaign's points era, the layouts of 2021-2025
// builders and posts, and an exported fleet read back the same in every era.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { POINTS_ERAS, shipCards, squadronCards, upgradeCards, withPointsEra, type Faction, type PointsEra } from '@/lib/data/cards'
import { fleetToWarlordsText } from './export-fleet'
import { draftContent, type FleetDraft } from './fleet'
import { fleetValue } from './fleet-value'
import { importFleetText, type ImportResult } from './import-fleet'
import { STAR_FORGE_EMPIRE, STAR_FORGE_REBELS } from './testing/star-forge-lists'

const inEra = (era: PointsEra, text: string, faction: Faction) => withPointsEra(era, () => importFleetText(text, faction))
const ok = (r: ImportResult) => {
  if (!r.ok) throw new Error(`${r.problem}: ${JSON.stringify('unmatched' in r ? r.unmatched : r)}`)
  return r
}
const total = (era: PointsEra, draft: FleetDraft) => withPointsEra(era, () => fleetValue(draftContent(draft)))

describe('R-FLEET-IMPORT a 2024 Star Forge list', () => {
  it('reads at its own total in an amg-final campaign, named as Star Forge (R-FLEET-IMPORT, R-FLEET-ERA)', () => {
    const empire = ok(inEra('amg-final', STAR_FORGE_EMPIRE, 'empire'))
    expect(empire.format).toBe('star-forge')
    expect(total('amg-final', empire.draft)).toBe(183)
    expect(empire.draft.ships[0]!.upgrades).toEqual(['commander-darth-vader', 'ion-cannons-point-defense-ion-cannons', 'turbolasers-dby-827-heavy-turbolasers'])
    expect(empire.draft.squadrons).toEqual([
      { cardId: 'squadron-vult-skerris', count: 1 },
      { cardId: 'squadron-tie-fighter-squadron', count: 2 },
    ])
    const rebels = ok(inEra('amg-final', STAR_FORGE_REBELS, 'rebels'))
    expect(total('amg-final', rebels.draft)).toBe(204)
    expect(rebels.readings.some((r) => 'pointsNote' in r && r.pointsNote)).toBe(false)
  })

  it('is repriced in an ffg-2019 campaign with a note per card, or refused for cards not yet published (R-FLEET-ERA)', () => {
    const older = ok(inEra('ffg-2019', ['Victory II-class Star Destroyer (80)', '• Darth Vader (34)', '2 x TIE Fighter Squadron (16)'].join('\n'), 'empire'))
    expect(older.readings.flatMap((r) => ('pointsNote' in r && r.pointsNote ? [r.pointsNote] : []))).toEqual([
      { listed: 80, data: 85, era: 'amg-final' },
      { listed: 34, data: 36, era: 'amg-final' },
    ])
    const refused = inEra('ffg-2019', STAR_FORGE_REBELS, 'rebels')
    expect(refused).toMatchObject({
      ok: false,
      unmatched: [
        { line: 11, text: '• Flak Guns (3)', reason: 'not-in-era' },
        { line: 15, text: '• Munitions Resupply (3)', reason: 'not-in-era' },
        { line: 19, text: '• Fenn Rau (24)', reason: 'not-in-era' },
      ],
    })
    // Waves 9 and 10 were printed under the 1.5 points; AMG's Rapid Reinforcements came with its final points.
    expect(inEra('ffg-1.5', STAR_FORGE_REBELS, 'rebels')).toMatchObject({ ok: false, unmatched: [{ line: 19, text: '• Fenn Rau (24)' }] })
  })
})

describe('R-FLEET-IMPORT the layouts of today’s lists', () => {
  const read = (lines: string[], faction: Faction = 'rebels') => ok(inEra('amg-final', lines.join('\n'), faction))

  it('reads a header’s value on the next line (R-FLEET-IMPORT)', () => {
    const r = read(['Name:', 'Next-line fleet', 'Faction:', 'Rebel', 'Commander:', 'Mon Mothma (27)', '', 'Assault:', 'Most Wanted', 'CR90 Corvette A (44)'])
    expect(r.draft.name).toBe('Next-line fleet')
    expect(r.draft.ships[0]!.upgrades).toEqual(['commander-mon-mothma'])
    expect(r.draft.objectives.assault).toBe('most-wanted')
    expect(r.readings.find((x) => x.kind === 'commander-card')).toMatchObject({ line: 5, lastLine: 6 })
  })

  it('reads "Commander: Name (points)" on one line, as Star Forge writes it (R-FLEET-IMPORT)', () => {
    const r = read(['Commander: Mon Mothma (27)', 'CR90 Corvette A (44)'])
    expect(r.readings[0]).toMatchObject({ kind: 'commander-card', cardId: 'commander-mon-mothma', pointsNote: null })
    expect(r.draft.ships[0]!.upgrades).toEqual(['commander-mon-mothma'])
  })

  it('reads an objective with a remark in brackets after it (R-FLEET-IMPORT)', () => {
    const r = read(['CR90 Corvette A (44)', 'Assault: Most Wanted (my favourite)', 'Defense: Fire Lanes [or Hyperspace Assault]'])
    expect(r.draft.objectives).toMatchObject({ assault: 'most-wanted', defense: 'fire-lanes' })
  })

  it('reads objectives run together on one line (R-FLEET-IMPORT)', () => {
    const r = read(['CR90 Corvette A (44)', 'Objectives: Most Wanted Hyperspace Assault Superior Positions'])
    expect(r.draft.objectives).toEqual({ assault: 'most-wanted', defense: 'hyperspace-assault', navigation: 'superior-positions' })
  })

  it('reads "Squadrons:" glued to its first bullet (R-FLEET-IMPORT)', () => {
    const r = read(['CR90 Corvette A (44)', 'Squadrons:• 2 x X-wing Squadron (26)'])
    expect(r.draft.squadrons).toEqual([{ cardId: 'squadron-x-wing-squadron', count: 2 }])
  })

  it('reads two headers glued together (R-FLEET-IMPORT)', () => {
    const r = read(['Faction: RebelCommander: Mon Mothma (27)', 'Assault: Most Wanted Defense: Fire Lanes', 'CR90 Corvette A (44)'])
    expect(r.draft.ships[0]!.upgrades).toEqual(['commander-mon-mothma'])
    expect(r.draft.objectives).toMatchObject({ assault: 'most-wanted', defense: 'fire-lanes' })
  })

  it('reports upgrades under an unknown ship under that ship’s line, not as upgrades before any ship (R-FLEET-IMPORT)', () => {
    const r = inEra('amg-final', ['Mystery Cruiser (99)', '• Flak Guns (3)', '• Munitions Resupply (3)', 'CR90 Corvette A (44)'].join('\n'), 'rebels')
    expect(r).toMatchObject({ ok: false, problem: 'unmatched', unmatched: [{ line: 1, text: 'Mystery Cruiser (99)', reason: 'unknown-card' }] })
  })

  it('says where a text that is not a fleet is not one (R-FLEET-IMPORT)', () => {
    expect(inEra('amg-final', '\nhello there\nno cards here', 'rebels')).toEqual({ ok: false, problem: 'not-a-fleet', line: { line: 2, text: 'hello there' } })
  })
})

const ours =
  (faction: Faction) =>
  <T extends { faction: Faction | null }>(c: T) =>
    c.faction === null || c.faction === faction

/** A fleet of any cards of the era and faction. */
function draftOf(era: PointsEra, faction: Faction): fc.Arbitrary<FleetDraft> {
  const ships = shipCards(era)
    .filter(ours(faction))
    .map((c) => c.id)
  const upgrades = upgradeCards(era)
    .filter(ours(faction))
    .map((c) => c.id)
  const squadrons = squadronCards(era)
    .filter(ours(faction))
    .map((c) => c.id)
  return fc
    .record({
      ships: fc.array(fc.record({ cardId: fc.constantFrom(...ships), upgrades: fc.uniqueArray(fc.constantFrom(...upgrades), { maxLength: 3 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
      squadrons: fc.uniqueArray(fc.record({ cardId: fc.constantFrom(...squadrons), count: fc.integer({ min: 1, max: 4 }) }), {
        selector: (g) => g.cardId,
        maxLength: 4,
      }),
    })
    .map((d) => ({
      name: 'Task Force Aurek',
      ships: d.ships.map((s, i) => ({ ...s, flagship: i === 0 })),
      squadrons: d.squadrons,
      objectives: { assault: null, defense: null, navigation: null },
    }))
}

describe('R-FLEET-IMPORT property: an exported fleet imports as itself in every era', () => {
  it('reads the app’s export back as the same fleet at the same total, in each era (R-FLEET-IMPORT, R-FLEET-ERA)', () => {
    const case_ = fc
      .record({ era: fc.constantFrom(...POINTS_ERAS), faction: fc.constantFrom<Faction>('empire', 'rebels') })
      .chain(({ era, faction }) => draftOf(era, faction).map((draft) => ({ era, faction, draft })))
    fc.assert(
      fc.property(case_, ({ era, faction, draft }) => {
        const text = withPointsEra(era, () => fleetToWarlordsText(draft, { faction, limit: 400 }))
        const result = ok(inEra(era, text, faction))
        expect(result.draft).toEqual(draft)
        expect(total(era, result.draft)).toBe(total(era, draft))
        expect(result.readings.some((r) => 'pointsNote' in r && r.pointsNote)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})
