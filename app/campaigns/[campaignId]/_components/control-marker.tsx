// Shared drawing code for the campaign map, its legend and the system panels: control markers, and the
// legend's copies of the static map's symbols (map-symbols.ts). Server-only markup: plain SVG.
import type { TokenId } from '@/lib/data/tokens'
import { controlMarker, type MarkerControl } from './map-marks'
import { MARKER_MAX_RADIUS, subZoneBand, subZoneHatchPattern, tokenBadge } from './map-symbols'
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
export { MARKER_SIZES, TEAM_FILL, TEAM_STROKE, type MarkerControl } from './map-marks'

/** Control of a system in words: "Unoccupied", "Empire presence", "Rebel base". */
export function controlInWords(t: Translator<'Map'>, control: MarkerControl | undefined): string {
  if (!control) return t('control.unoccupied')
  return t('control.held', { team: control.team, kind: control.kind })
}

/** Draws the control marker of a system centred on (cx, cy) in the theme's colours (map-marks.ts). */
export function ControlMarker(props: { control: MarkerControl | undefined; cx: number; cy: number }) {
  return <SvgNodeView node={controlMarker(props.control, props.cx, props.cy, 'theme')} />
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
