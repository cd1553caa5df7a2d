// Shared drawing code for the campaign map, its legend and the system panels: control markers, and the
// legend's copies of the static map's symbols (map-symbols.ts). Server-only markup: plain SVG.
import type { TokenId } from '@/lib/data/tokens'
import type { TeamId } from '@/lib/campaign'
import type { VisibleControl } from '@/lib/campaign'
import { MAP_INK, MARKER_MAX_RADIUS, subZoneBand, subZoneHatchPattern, tokenBadge } from './map-symbols'
import { SvgNodeView } from './svg-node-view'
import type { Translator } from '../history/words'

export {
  DIPLOMATS_MARK_COLOR,
  MAP_INK,
  MARKER_MAX_RADIUS,
  REWARD_SHORT_NAMES,
  TOKEN_ABBREVIATIONS,
  TOKEN_BADGE_HEIGHT,
  tokenBadgeWidth,
  victoryStars,
} from './map-symbols'

/** Control of a system in words: "Unoccupied", "Empire presence", "Rebel base". */
export function controlInWords(t: Translator<'Map'>, control: MarkerControl | undefined): string {
  if (!control) return t('control.unoccupied')
  return t('control.held', { team: control.team, kind: control.kind })
}

function polygon(cx: number, cy: number, radius: number, sides: number, rotationDeg: number): string {
  const points: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = ((rotationDeg + (360 / sides) * i) * Math.PI) / 180
    points.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`)
  }
  return points.join(' ')
}

/**
 * Team colours are the theme's (--color-empire, --color-rebels in globals.css, named by team id), set by
 * class so a change there reaches the map; the shapes differ too, so the map reads in black and white:
 * Empire = hexagon, Rebels = triangle. A base is filled with the team colour (dark enough for its white
 * "B"); outlines use the team's ink, which dark mode lightens so that a mark stands out on a dark map.
 * The class names are written out whole: Tailwind only generates the classes it finds in the source.
 */
export const TEAM_FILL: Record<TeamId, string> = { empire: 'fill-empire', rebels: 'fill-rebels' }
export const TEAM_STROKE: Record<TeamId, string> = { empire: 'stroke-empire-ink', rebels: 'stroke-rebels-ink' }

/** What a marker needs to know: nothing (unoccupied), or a presence or base of a team. */
export type MarkerControl = { kind: VisibleControl['kind']; team: TeamId }

/** Marker sizes (viewBox units). A base is bigger than a presence. */
export const MARKER_SIZES = {
  unoccupied: 7,
  presence: { empire: 11, rebels: 13 },
  base: { empire: 17, rebels: 21 },
} as const

/**
 * Draws the control marker for a system centred on (cx, cy):
 * - unoccupied: a small white circle with a grey outline;
 * - presence: an outlined (hollow) team shape, Empire hexagon or Rebel triangle;
 * - base: a bigger solid team shape with a white "B".
 */
export function ControlMarker(props: { control: MarkerControl | undefined; cx: number; cy: number }) {
  const { control, cx, cy } = props
  if (!control) {
    return <circle cx={cx} cy={cy} r={MARKER_SIZES.unoccupied} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2.5} />
  }
  const isBase = control.kind === 'base'
  const radius = isBase ? MARKER_SIZES.base[control.team] : MARKER_SIZES.presence[control.team]
  // Triangles point up; their centroid sits a little low so the shape looks centred.
  const shapeCy = control.team === 'rebels' ? cy + radius * 0.12 : cy
  const points = control.team === 'empire' ? polygon(cx, shapeCy, radius, 6, 30) : polygon(cx, shapeCy, radius, 3, -90)
  return (
    <g>
      <polygon
        points={points}
        fill="#ffffff"
        stroke="#ffffff"
        className={isBase ? TEAM_FILL[control.team] : TEAM_STROKE[control.team]}
        strokeWidth={isBase ? 1.5 : 3.5}
        strokeLinejoin="round"
      />
      {isBase ? <polygon points={points} fill="none" className={TEAM_STROKE[control.team]} strokeWidth={2} strokeLinejoin="round" /> : null}
      {isBase ? (
        <text
          x={cx}
          y={control.team === 'rebels' ? cy + radius * 0.42 : cy + 4.5}
          textAnchor="middle"
          fontSize={13}
          fontWeight={700}
          fill="#ffffff"
          aria-hidden="true"
        >
          B
        </text>
      ) : null}
    </g>
  )
}

/**
 * A control marker as a small stand-alone inline SVG (for the legend, lists and panels).
 * Decorative: pair it with text such as controlInWords().
 */
export function ControlMarkerIcon(props: { control: MarkerControl | undefined; size?: number; className?: string }) {
  const size = props.size ?? 24
  const r = MARKER_MAX_RADIUS + 4
  return (
    <svg width={size} height={size} viewBox={`${-r} ${-r} ${2 * r} ${2 * r}`} aria-hidden="true" focusable="false" className={props.className}>
      <ControlMarker control={props.control} cx={0} cy={0} />
    </svg>
  )
}

/** The legend's copies of the static map's symbols. */
export function TokenBadge(props: { token: TokenId; x: number; y: number }) {
  return <SvgNodeView node={tokenBadge(props.token, props.x, props.y)} />
}

export function SubZoneHatchPattern(props: { id: string }) {
  return <SvgNodeView node={subZoneHatchPattern(props.id)} />
}

export function SubZoneBand(props: { x1: number; y1: number; x2: number; y2: number; width: number; fill: string }) {
  return <SvgNodeView node={subZoneBand(props.x1, props.y1, props.x2, props.y2, props.width, props.fill)} />
}
