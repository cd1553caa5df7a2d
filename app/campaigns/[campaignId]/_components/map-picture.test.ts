// The map as a PNG (issue 25): drawn from the same marks as the map page (map-marks.ts) with no browser, each
// team's marks found in its colour at their places, nothing of a team's colour where the map shows no mark.
import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { svgToPng } from '@/lib/server/svg-to-png'
import { REWARD_SHORT_NAMES } from './map-symbols'
import { systemSpots } from './map-geometry'
import { TEAM_COLOURS } from './map-marks'
import { mapPictureSvg } from './map-picture'
import type { SystemId } from '@/lib/data/map'

const WIDTH = 1000

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
}

/** Pixels of `hex` (within a little antialiasing) in the square of half-side r around a system's marker. */
function pixelsOf(png: PNG, systemId: SystemId, hex: string, r = 14): number {
  const place = systemSpots('green-knight').find((s) => s.system.id === systemId)!.place
  const [tr, tg, tb] = rgb(hex)
  let n = 0
  for (let y = Math.round(place.y - r); y <= place.y + r; y++) {
    for (let x = Math.round(place.x - r); x <= place.x + r; x++) {
      const i = (y * png.width + x) * 4
      if (Math.abs(png.data[i]! - tr) + Math.abs(png.data[i + 1]! - tg) + Math.abs(png.data[i + 2]! - tb) < 30) n++
    }
  }
  return n
}

describe('the map picture', () => {
  it('shows each team’s bases and presences in its colour at their systems, and a battle ring in the assaulters’', async () => {
    const svg = mapPictureSvg('green-knight', REWARD_SHORT_NAMES, {
      control: {
        mandalore: { kind: 'base', team: 'empire', defense: 'secret', placedBy: null },
        hoth: { kind: 'presence', team: 'empire' },
        yavin: { kind: 'base', team: 'rebels', defense: 'secret', placedBy: null },
        kessel: { kind: 'presence', team: 'rebels' },
      },
      battles: [{ systemId: 'tatooine', assaulters: 'rebels' }],
      diplomatsMarks: [],
      caption: 'Outer Rim · Act I, turn 2',
    })
    const png = PNG.sync.read(await svgToPng(svg, WIDTH))
    expect(png.width).toBe(WIDTH)
    const { empire, rebels } = TEAM_COLOURS
    // A base is a solid shape: many pixels; a presence an outline: fewer, but there.
    expect(pixelsOf(png, 'mandalore', empire)).toBeGreaterThan(200)
    expect(pixelsOf(png, 'yavin', rebels)).toBeGreaterThan(200)
    expect(pixelsOf(png, 'hoth', empire)).toBeGreaterThan(40)
    expect(pixelsOf(png, 'kessel', rebels)).toBeGreaterThan(40)
    for (const [system, other] of [
      ['mandalore', rebels],
      ['yavin', empire],
      ['hoth', rebels],
      ['kessel', empire],
    ] as const) {
      expect(pixelsOf(png, system, other)).toBe(0)
    }
    // The battle's dashed ring, outside the marker, in the assaulters' colour; an unoccupied system has none.
    expect(pixelsOf(png, 'tatooine', rebels, 26)).toBeGreaterThan(40)
    expect(pixelsOf(png, 'dagobah', rebels, 26) + pixelsOf(png, 'dagobah', empire, 26)).toBe(0)
  }, 30_000)

  it('paints the light theme’s team colours (globals.css)', () => {
    const css = readFileSync('app/globals.css', 'utf8')
    for (const team of ['empire', 'rebels'] as const) expect(css).toContain(`--color-${team}: ${TEAM_COLOURS[team]};`)
  })
})
