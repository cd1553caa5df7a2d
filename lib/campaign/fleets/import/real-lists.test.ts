// R-FLEET-IMPORT, R-FLEET-ERA: real public lists, each kept in real-lists/ with its source and date, read in a
// campaign of its own era. Each imports at its own stated total, or its file says why the importer is right
// to reprice it (`expect: repriced`, `repriced-to`) or to refuse it (`expect: refused`, `refused-lines`).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { POINTS_ERAS, withPointsEra, type Faction, type PointsEra } from '@/lib/data/cards'
import { draftContent } from '../fleet'
import { fleetValue } from '../fleet-value'
import { importFleetText } from '../import-fleet'

interface RealList {
  file: string
  source: string
  date: string
  era: PointsEra
  faction: Faction
  total: number
  expect: 'exact' | 'repriced' | 'refused'
  why?: string
  repricedTo?: number
  refusedLines?: number[]
  text: string
}

const DIR = join(__dirname, 'real-lists')

function readList(file: string): RealList {
  const raw = readFileSync(join(DIR, file), 'utf8')
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw)
  if (!m) throw new Error(`${file}: no front matter`)
  const meta = Object.fromEntries(
    m[1]!.split('\n').map((l) => {
      const i = l.indexOf(':')
      return [l.slice(0, i).trim(), l.slice(i + 1).trim()]
    }),
  ) as Record<string, string>
  const era = meta.era as PointsEra
  if (!POINTS_ERAS.includes(era)) throw new Error(`${file}: unknown era ${meta.era}`)
  return {
    file,
    source: meta.source!,
    date: meta.date!,
    era,
    faction: meta.faction as Faction,
    total: Number(meta.total),
    expect: meta.expect as RealList['expect'],
    why: meta.why,
    repricedTo: meta['repriced-to'] ? Number(meta['repriced-to']) : undefined,
    refusedLines: meta['refused-lines'] ? meta['refused-lines'].split(',').map(Number) : undefined,
    text: m[2]!,
  }
}

const LISTS = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map(readList)

describe('R-FLEET-IMPORT real lists of each era', () => {
  it('keeps each list with its source, date and faction, and says why one is not read at its own total (R-FLEET-IMPORT)', () => {
    for (const l of LISTS) {
      expect(l.source, l.file).toMatch(/^https:\/\//)
      expect(l.date, l.file).toMatch(/^\d{4}/)
      expect(['empire', 'rebels'], l.file).toContain(l.faction)
      if (l.expect !== 'exact') expect(l.why, `${l.file} says why it is not read at its own total`).toBeTruthy()
    }
    // As many lists of each era as public pages gave (SOURCES.md); Star Forge's exports give at least ten of amg-final.
    const byEra = (era: PointsEra) => LISTS.filter((l) => l.era === era).length
    expect(POINTS_ERAS.map(byEra).every((n) => n >= 3)).toBe(true)
    expect(byEra('amg-final')).toBeGreaterThanOrEqual(10)
  })

  it.each(LISTS.map((l) => [l.file, l] as const))('%s (R-FLEET-IMPORT, R-FLEET-ERA)', (_file, l) => {
    const result = withPointsEra(l.era, () => importFleetText(l.text, l.faction))
    if (l.expect === 'refused') {
      expect(result.ok).toBe(false)
      if (!result.ok && result.problem === 'unmatched' && l.refusedLines) expect(result.unmatched.map((u) => u.line)).toEqual(l.refusedLines)
      return
    }
    if (!result.ok) throw new Error(`${l.file} refused: ${JSON.stringify('unmatched' in result ? result.unmatched : result)}`)
    const total = withPointsEra(l.era, () => fleetValue(draftContent(result.draft)))
    expect(total).toBe(l.expect === 'repriced' ? l.repricedTo : l.total)
    if (l.expect === 'exact') expect(result.readings.filter((r) => 'pointsNote' in r && r.pointsNote)).toEqual([])
  })
})
