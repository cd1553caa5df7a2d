// The marks the campaign map draws over its geometry (control markers, battle rings and signs, Diplomats
// marks, the selection) as plain SVG data: the map page draws them with React (campaign-map.tsx, through
// svg-node-view.tsx) and the map picture (map-picture.ts) writes them into an SVG file for the PNG, so the two
// cannot drift apart.
import type { TeamId } from '@/lib/campaign'
import type { VisibleControl } from '@/lib/campaign'
import { DIPLOMATS_MARK_COLOR, MAP_INK, MARKER_MAX_RADIUS } from './map-symbols'
import { el, type SvgNode } from './svg-node'

/** What a marker needs to know: nothing (unoccupied), or a presence or base of a team. */
export type MarkerControl = { kind: VisibleControl['kind']; team: TeamId }

/**
 * How team colours are painted. On the page they are the theme's (--color-empire, --color-rebels in
 * globals.css), set by class so that a change there, and dark mode, reach the map; the class names are written
 * out whole because Tailwind only generates the classes it finds in the source. A picture has no stylesheet:
 * it paints the light theme's colours themselves (TEAM_COLOURS, checked against globals.css by a test).
 */
export type TeamPaint = 'theme' | 'picture'

export const TEAM_FILL: Record<TeamId, string> = { empire: 'fill-empire', rebels: 'fill-rebels' }
export const TEAM_STROKE: Record<TeamId, string> = { empire: 'stroke-empire-ink', rebels: 'stroke-rebels-ink' }
/** The light theme's team colours (globals.css --color-empire and --color-rebels, and their inks). */
export const TEAM_COLOURS: Record<TeamId, string> = { empire: '#1e3a5f', rebels: '#b91c1c' }

function fillOf(team: TeamId, paint: TeamPaint) {
  return paint === 'theme' ? { className: TEAM_FILL[team] } : { fill: TEAM_COLOURS[team] }
}
function strokeOf(team: TeamId, paint: TeamPaint) {
  return paint === 'theme' ? { className: TEAM_STROKE[team] } : { stroke: TEAM_COLOURS[team] }
}

/** Marker sizes (viewBox units). A base is bigger than a presence. */
export const MARKER_SIZES = {
  unoccupied: 7,
  presence: { empire: 11, rebels: 13 },
  base: { empire: 17, rebels: 21 },
} as const

function polygon(cx: number, cy: number, radius: number, sides: number, rotationDeg: number): string {
  const points: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = ((rotationDeg + (360 / sides) * i) * Math.PI) / 180
    points.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`)
  }
  return points.join(' ')
}

/**
 * The control marker of a system centred on (cx, cy); the shapes differ, so the map reads in black and white:
 * - unoccupied: a small white circle with a grey outline;
 * - presence: an outlined (hollow) team shape, Empire hexagon or Rebel triangle;
 * - base: a bigger solid team shape with a white "B".
 */
export function controlMarker(control: MarkerControl | undefined, cx: number, cy: number, paint: TeamPaint): SvgNode {
  if (!control) return el('circle', { cx, cy, r: MARKER_SIZES.unoccupied, fill: '#ffffff', stroke: MAP_INK.line, strokeWidth: 2.5 })
  const isBase = control.kind === 'base'
  const radius = isBase ? MARKER_SIZES.base[control.team] : MARKER_SIZES.presence[control.team]
  // Triangles point up; their centroid sits a little low so the shape looks centred.
  const shapeCy = control.team === 'rebels' ? cy + radius * 0.12 : cy
  const points = control.team === 'empire' ? polygon(cx, shapeCy, radius, 6, 30) : polygon(cx, shapeCy, radius, 3, -90)
  const shape = { points, fill: '#ffffff', stroke: '#ffffff', strokeWidth: isBase ? 1.5 : 3.5, strokeLinejoin: 'round' }
  return el(
    'g',
    {},
    el('polygon', { ...shape, ...(isBase ? fillOf(control.team, paint) : strokeOf(control.team, paint)) }),
    isBase ? el('polygon', { points, fill: 'none', strokeWidth: 2, strokeLinejoin: 'round', ...strokeOf(control.team, paint) }) : null,
    isBase
      ? el(
          'text',
          {
            x: cx,
            y: control.team === 'rebels' ? cy + radius * 0.42 : cy + 4.5,
            textAnchor: 'middle',
            fontSize: 13,
            fontWeight: 700,
            fill: '#ffffff',
            'aria-hidden': 'true',
          },
          'B',
        )
      : null,
  )
}

/** The battle mark: a dashed ring in the assaulting team's colour around the system. */
export function battleRing(cx: number, cy: number, team: TeamId, paint: TeamPaint): SvgNode {
  return el('circle', {
    cx,
    cy,
    r: MARKER_MAX_RADIUS + 5,
    fill: 'none',
    strokeWidth: 3.5,
    strokeDasharray: '9 5',
    strokeLinecap: 'round',
    ...strokeOf(team, paint),
  })
}

/** Crossed swords beside the ring, so a battle reads without colour too (drawn, not a font glyph). */
export function battleSign(x: number, y: number): SvgNode {
  return el(
    'g',
    { 'aria-hidden': 'true', stroke: MAP_INK.text, strokeLinecap: 'round' },
    el('circle', { cx: x, cy: y, r: 10, fill: '#ffffff', strokeWidth: 1.5 }),
    el('path', { d: `M${x - 5},${y - 5} L${x + 5},${y + 5} M${x + 5},${y - 5} L${x - 5},${y + 5}`, strokeWidth: 2.5 }),
    el('path', { d: `M${x - 6},${y + 2} L${x - 2},${y + 6} M${x + 6},${y + 2} L${x + 2},${y + 6}`, strokeWidth: 2 }),
  )
}

/** A system's battle this turn: the ring and, at its upper left, the sign. */
export function battleMark(cx: number, cy: number, team: TeamId, paint: TeamPaint): SvgNode {
  return el('g', { 'aria-hidden': 'true' }, battleRing(cx, cy, team, paint), battleSign(cx - MARKER_MAX_RADIUS - 3, cy - MARKER_MAX_RADIUS - 3))
}

/** A zone marked by Diplomats: its outline, dashed. */
export function diplomatsMark(path: string): SvgNode {
  return el('path', { d: path, fill: 'none', stroke: DIPLOMATS_MARK_COLOR, strokeWidth: 3, strokeDasharray: '10 6' })
}

/** The selected system's highlight, under its marks. */
export function selectionMark(cx: number, cy: number): SvgNode {
  return el('circle', { cx, cy, r: MARKER_MAX_RADIUS + 5, fill: MAP_INK.selectedFill, stroke: MAP_INK.selected, strokeWidth: 4 })
}
