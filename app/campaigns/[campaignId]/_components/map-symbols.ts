// Drawing constants and symbols shared by the static map (map-geometry.ts), the map drawn per request
// (campaign-map.tsx) and its legend: inks, token badges, sub-zone hatching, the short labels. Plain data.
import type { RewardTypeId } from '@/lib/data/map'
import type { TokenId } from '@/lib/data/tokens'
import { el, type SvgNode } from './svg-node'

/** Ink colours shared by map and legend. The teams' colours are the theme's (globals.css), used by class. */
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

export const MAP_FONT = "ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif"

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
  // As long as "Fleet Support": the upgrade type's own name, in both languages.
  'fleet-command': 'Fleet Command',
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

/** The largest extent of any control marker from its centre, for the selection ring and label gaps. */
export const MARKER_MAX_RADIUS = 18

/** Width of a token badge for a given abbreviation (font-size 11, bold). */
export function tokenBadgeWidth(abbreviation: string): number {
  return 8 + abbreviation.length * 8
}

export const TOKEN_BADGE_HEIGHT = 16

/** A small rounded badge with a token's abbreviation; (x, y) is its top-left corner. */
export function tokenBadge(token: TokenId, x: number, y: number): SvgNode {
  const abbreviation = TOKEN_ABBREVIATIONS[token]
  const width = tokenBadgeWidth(abbreviation)
  return el(
    'g',
    {},
    el('rect', { x, y, width, height: TOKEN_BADGE_HEIGHT, rx: 4, fill: MAP_INK.badgeFill, stroke: MAP_INK.badgeStroke, strokeWidth: 1 }),
    el('text', { x: x + width / 2, y: y + 12, textAnchor: 'middle', fontSize: 11, fontWeight: 700, fill: MAP_INK.text }, abbreviation),
  )
}

/** The diagonal hatching that marks a sub-zone. Place inside an SVG's <defs>. */
export function subZoneHatchPattern(id: string): SvgNode {
  return el(
    'pattern',
    { id, patternUnits: 'userSpaceOnUse', width: 8, height: 8, patternTransform: 'rotate(45)' },
    el('rect', { width: 8, height: 8, fill: '#f5f5f4' }),
    el('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: MAP_INK.hatch, strokeWidth: 2.5, strokeOpacity: 0.45 }),
  )
}

/** A hatched capsule from (x1, y1) to (x2, y2) marking a sub-zone; `fill` references the pattern ("url(#id)"). */
export function subZoneBand(x1: number, y1: number, x2: number, y2: number, width: number, fill: string): SvgNode {
  return el(
    'g',
    {},
    el('line', { x1, y1, x2, y2, stroke: MAP_INK.subZoneStroke, strokeWidth: width + 3, strokeLinecap: 'round' }),
    el('line', { x1, y1, x2, y2, stroke: fill, strokeWidth: width, strokeLinecap: 'round' }),
  )
}
