// Shared drawing code for the campaign map and its legend: control markers, strategic-effect
// badges, sub-zone hatching and the short labels used on the map. Server-only markup: plain SVG.
import type { RewardTypeId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import type { TeamId, VisibleControl } from '@/lib/campaign'

/** Team display names. */
export const TEAM_NAMES: Record<TeamId, string> = { empire: 'Empire', rebels: 'Rebels' }

/** The adjective form used in "Empire presence", "Rebel base". */
export const TEAM_ADJECTIVES: Record<TeamId, string> = { empire: 'Empire', rebels: 'Rebel' }

/** Control of a system in words: "Unoccupied", "Empire presence", "Rebel base". */
export function controlInWords(control: MarkerControl | undefined): string {
  if (!control) return 'Unoccupied'
  return `${TEAM_ADJECTIVES[control.team]} ${control.kind === 'base' ? 'base' : 'presence'}`
}

/**
 * Team colours. Both are dark enough for white text (WCAG AA) and differ in shape too, so the map
 * reads in black and white: Empire = hexagon, slate blue; Rebels = triangle, red.
 */
export const TEAM_COLORS: Record<TeamId, string> = { empire: '#1e3a5f', rebels: '#b91c1c' }

/** Ink colours shared by map and legend. */
export const MAP_INK = {
  text: '#0f172a',
  muted: '#334155',
  line: '#64748b',
  star: '#92400e',
  badgeFill: '#ffffff',
  badgeStroke: '#475569',
  hatch: '#78716c',
  subZoneStroke: '#57534e',
  selected: '#d97706',
  selectedFill: '#fde68a',
} as const

/** Outline colour of a zone marked by Diplomats (drawn dashed). */
export const DIPLOMATS_MARK_COLOR = '#6b21a8'

/** One- or two-letter abbreviations of the strategic-effect tokens. */
export const TOKEN_ABBREVIATIONS: Record<TokenId, string> = {
  ally: 'A',
  destiny: 'De',
  diplomats: 'Di',
  'repair-yards': 'RY',
  resources: 'R',
  'skilled-spacers': 'SS',
  spynet: 'Sp',
}

/** Short reward type names for the map (full names come from REWARD_TYPES). */
export const REWARD_SHORT_NAMES: Record<RewardTypeId, string> = {
  'offensive-retrofit': 'Off. Retrofit',
  'defensive-retrofit': 'Def. Retrofit',
  'experimental-retrofit': 'Exp. Retrofit',
  officer: 'Officer',
  'support-team': 'Support Team',
  'weapons-team': 'Weapons Team',
  'fleet-command': 'Fleet Cmd',
  'fleet-support': 'Fleet Support',
  turbolasers: 'Turbolasers',
  'ion-cannons': 'Ion Cannons',
  ordnance: 'Ordnance',
  title: 'Title',
  squadrons: 'Squadrons',
}

/** "★★" for a victory bonus of 2; empty for 0. */
export function victoryStars(bonus: number): string {
  return '★'.repeat(Math.max(0, bonus))
}

function polygon(cx: number, cy: number, radius: number, sides: number, rotationDeg: number): string {
  const points: string[] = []
  for (let i = 0; i < sides; i++) {
    const a = ((rotationDeg + (360 / sides) * i) * Math.PI) / 180
    points.push(`${(cx + radius * Math.cos(a)).toFixed(2)},${(cy + radius * Math.sin(a)).toFixed(2)}`)
  }
  return points.join(' ')
}

/** What a marker needs to know: nothing (unoccupied), or a presence or base of a team. */
export type MarkerControl = { kind: VisibleControl['kind']; team: TeamId }

/** Marker sizes (viewBox units). A base is bigger than a presence. */
export const MARKER_SIZES = {
  unoccupied: 7,
  presence: { empire: 11, rebels: 13 },
  base: { empire: 17, rebels: 21 },
} as const

/** The largest extent of any marker from its centre, for the selection ring. */
export const MARKER_MAX_RADIUS = 18

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
  const color = TEAM_COLORS[control.team]
  const isBase = control.kind === 'base'
  const radius = isBase ? MARKER_SIZES.base[control.team] : MARKER_SIZES.presence[control.team]
  // Triangles point up; their centroid sits a little low so the shape looks centred.
  const shapeCy = control.team === 'rebels' ? cy + radius * 0.12 : cy
  const points = control.team === 'empire' ? polygon(cx, shapeCy, radius, 6, 30) : polygon(cx, shapeCy, radius, 3, -90)
  return (
    <g>
      <polygon points={points} fill={isBase ? color : '#ffffff'} stroke={isBase ? '#ffffff' : color} strokeWidth={isBase ? 1.5 : 3.5} strokeLinejoin="round" />
      {isBase ? <polygon points={points} fill="none" stroke={color} strokeWidth={1} strokeLinejoin="round" /> : null}
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

/** Width of a token badge for a given abbreviation (font-size 11, bold). */
export function tokenBadgeWidth(abbreviation: string): number {
  return 8 + abbreviation.length * 8
}

export const TOKEN_BADGE_HEIGHT = 16

/** A small rounded badge with a token's abbreviation; (x, y) is its top-left corner. */
export function TokenBadge(props: { token: TokenId; x: number; y: number }) {
  const abbreviation = TOKEN_ABBREVIATIONS[props.token]
  const width = tokenBadgeWidth(abbreviation)
  return (
    <g>
      <rect x={props.x} y={props.y} width={width} height={TOKEN_BADGE_HEIGHT} rx={4} fill={MAP_INK.badgeFill} stroke={MAP_INK.badgeStroke} strokeWidth={1} />
      <text x={props.x + width / 2} y={props.y + 12} textAnchor="middle" fontSize={11} fontWeight={700} fill={MAP_INK.text}>
        {abbreviation}
      </text>
    </g>
  )
}

/** The diagonal hatching that marks a sub-zone. Place inside an SVG's <defs>. */
export function SubZoneHatchPattern(props: { id: string }) {
  return (
    <pattern id={props.id} patternUnits="userSpaceOnUse" width={8} height={8} patternTransform="rotate(45)">
      <rect width={8} height={8} fill="#f5f5f4" />
      <line x1={0} y1={0} x2={0} y2={8} stroke={MAP_INK.hatch} strokeWidth={2.5} strokeOpacity={0.45} />
    </pattern>
  )
}

/**
 * A hatched capsule from (x1, y1) to (x2, y2) marking a sub-zone; `fill` references the pattern
 * (e.g. "url(#id)").
 */
export function SubZoneBand(props: { x1: number; y1: number; x2: number; y2: number; width: number; fill: string }) {
  const { x1, y1, x2, y2, width, fill } = props
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={MAP_INK.subZoneStroke} strokeWidth={width + 3} strokeLinecap="round" />
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={fill} strokeWidth={width} strokeLinecap="round" />
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
