// R-FLEET-IMPORT, as a property: an exported fleet, mangled the way copies mangle lists (a card split
// over lines, bullets swapped, spacing changed, names re-cased, line endings changed), imports as the
// same fleet, and every pasted line is accounted for by a reading.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SHIP_CARDS, SQUADRON_CARDS, UPGRADE_CARDS, type Faction } from '@/lib/data/cards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { fleetToWarlordsText } from './export-fleet'
import type { FleetDraft } from './fleet'
import { importFleetText } from './import-fleet'

import { FLAGSHIP_SAMPLE, KINGSTON_SAMPLE, WARLORDS_SAMPLE } from './testing/builder-exports'

const ours =
  (faction: Faction) =>
  <T extends { faction: Faction | null }>(c: T) =>
    c.faction === null || c.faction === faction

/** A fleet of any cards of one faction (legal or not: the importer reads what is written). */
function draftOf(faction: Faction): fc.Arbitrary<FleetDraft> {
  const ships = SHIP_CARDS.filter(ours(faction)).map((c) => c.id)
  const upgrades = UPGRADE_CARDS.filter(ours(faction)).map((c) => c.id)
  const squadrons = SQUADRON_CARDS.filter(ours(faction)).map((c) => c.id)
  const objective = (category: string) => fc.option(fc.constantFrom(...OBJECTIVES.filter((o) => o.category === category).map((o) => o.id)), { nil: null })
  return fc
    .record({
      name: fc.constantFrom('Outer Rim Picket', 'Relief Group', 'Task Force Aurek'),
      ships: fc.array(
        fc.record({
          cardId: fc.constantFrom(...ships),
          flagship: fc.constant(false),
          upgrades: fc.uniqueArray(fc.constantFrom(...upgrades), { maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      squadrons: fc.uniqueArray(fc.record({ cardId: fc.constantFrom(...squadrons), count: fc.integer({ min: 1, max: 4 }) }), {
        selector: (g) => g.cardId,
        maxLength: 4,
      }),
      objectives: fc.record({ assault: objective('assault'), defense: objective('defense'), navigation: objective('navigation') }),
    })
    .map((d) => ({ ...d, ships: d.ships.map((s, i) => ({ ...s, flagship: i === 0 })) }))
}

const BULLETS = ['-', '–', '—', '•', '·', '*', '‣']
const SPACES = [' ', '  ', '\t', '\u00a0', ' \u00a0 ']

/** What a copy does to one line. */
type Damage = { split: number; bullet: number; space: number; upper: boolean; lower: boolean }
const damage: fc.Arbitrary<Damage> = fc.record({
  split: fc.integer({ min: 0, max: 3 }),
  bullet: fc.integer({ min: 0, max: BULLETS.length - 1 }),
  space: fc.integer({ min: 0, max: SPACES.length - 1 }),
  upper: fc.boolean(),
  lower: fc.boolean(),
})

const POINTS = /\(\s*\d+\s*(?:points?)?\s*\)\s*$/

function mangleLine(line: string, d: Damage): string[] {
  if (!POINTS.test(line)) return [line]
  let text = line.replace(/[ \t]+/g, SPACES[d.space]!)
  const bullet = /^\s*[-•]\s*/.exec(text)
  if (bullet) text = `${BULLETS[d.bullet]}${SPACES[d.space]}${text.slice(bullet[0].length)}`
  const open = text.lastIndexOf('(')
  const name = text.slice(0, open)
  const points = text.slice(open)
  const cased = d.upper ? name.toUpperCase() : d.lower ? name.toLowerCase() : name
  text = cased + points
  // How an HTML copy splits a card: before its points, around "(", or the bullet on a line of its own.
  if (d.split === 1) return [cased.trimEnd(), points.trim()]
  if (d.split === 2) return [cased.trimEnd(), '(', points.slice(1).trim()]
  if (d.split === 3 && bullet) return [BULLETS[d.bullet]!, cased.slice(BULLETS[d.bullet]!.length).trim(), points.trim()]
  return [text]
}

function mangle(text: string, damages: Damage[], crlf: boolean): string {
  const lines = text.split(/\r\n|\n/).flatMap((line, i) => mangleLine(line, damages[i % damages.length]!))
  return lines.join(crlf ? '\r\n' : '\n')
}

describe('R-FLEET-IMPORT property: a mangled export imports as the same fleet', () => {
  it('reads an exported fleet back after line splits, bullet swaps, spacing and case changes (R-FLEET-IMPORT)', () => {
    const faction = fc.constantFrom<Faction>('empire', 'rebels')
    const exported = faction.chain((f) => draftOf(f).map((draft) => ({ faction: f, draft, text: fleetToWarlordsText(draft, { faction: f, limit: 300 }) })))
    fc.assert(
      fc.property(exported, fc.array(damage, { minLength: 1, maxLength: 8 }), fc.boolean(), ({ faction: f, draft, text }, damages, crlf) => {
        const pasted = mangle(text, damages, crlf)
        const result = importFleetText(pasted, f)
        if (!result.ok) throw new Error(`${result.problem}: ${JSON.stringify('unmatched' in result ? result.unmatched : '')}\n${pasted}`)
        expect(result.draft).toEqual(draft)
        // Every pasted line is covered by a reading.
        const covered = new Set(result.readings.flatMap((r) => Array.from({ length: r.lastLine - r.line + 1 }, (_, k) => r.line + k)))
        expect(covered.size).toBe(pasted.split(/\r\n|\n/).length)
      }),
      { numRuns: 300 },
    )
  })

  it('reads the three builder samples back after the same damage (R-FLEET-IMPORT)', () => {
    const samples = [
      { text: WARLORDS_SAMPLE, faction: 'empire' as const },
      { text: KINGSTON_SAMPLE, faction: 'rebels' as const },
      { text: FLAGSHIP_SAMPLE, faction: 'empire' as const },
    ]
    const expected = samples.map((s) => {
      const result = importFleetText(s.text, s.faction)
      if (!result.ok) throw new Error('sample does not import')
      return result.draft
    })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.array(damage, { minLength: 1, maxLength: 8 }), fc.boolean(), (i, damages, crlf) => {
        const result = importFleetText(mangle(samples[i]!.text, damages, crlf), samples[i]!.faction)
        expect(result.ok && result.draft).toEqual(expected[i])
      }),
      { numRuns: 200 },
    )
  })
})
