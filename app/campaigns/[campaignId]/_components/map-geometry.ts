// The map's unchanging geometry: five zones in a ring, border systems on the lines between them, the two
// sub-zones hatched, lanes, hubs and each system's label (name, victory stars, token badges, rewards). It
// depends only on the preset's rewards, so it is drawn once into an SVG file the browser caches
// (app/map-geometry/[preset]/route.ts); campaign-map.tsx draws control, battles and selection over it.
import { SUB_ZONES, SYSTEMS, ZONES, type MapSystem, type RewardTypeId, type SystemId, type ZoneId } from '@/lib/data/map'
import { systemsFor, type RewardPreset } from '@/lib/data/official-rewards'
import {
  MAP_FONT,
  MAP_INK,
  MARKER_MAX_RADIUS,
  REWARD_SHORT_NAMES,
  TOKEN_ABBREVIATIONS,
  TOKEN_BADGE_HEIGHT,
  subZoneBand,
  subZoneHatchPattern,
  tokenBadge,
  tokenBadgeWidth,
  victoryStars,
} from './map-symbols'
import { el, svgMarkup, type SvgNode } from './svg-node'
import type { Translator } from '../history/words'

export const MAP_WIDTH = 1000
export const MAP_HEIGHT = 740

export type Point = { x: number; y: number }
/** Where a system's label sits relative to its marker; dy shifts the whole label block. */
type LabelSide = 'right' | 'left' | 'below' | 'above'
type Placement = Point & { side: LabelSide; dy?: number }

/** Zone hubs, where the roman numeral sits and the zone lines meet (as on the printed map). */
export const HUBS: Record<ZoneId, Point> = {
  1: { x: 200, y: 185 },
  2: { x: 800, y: 185 },
  3: { x: 500, y: 390 },
  4: { x: 800, y: 585 },
  5: { x: 200, y: 585 },
}

export const ZONE_FILLS: Record<ZoneId, { fill: string; stroke: string }> = {
  1: { fill: '#e7f2e1', stroke: '#86a67a' },
  2: { fill: '#efe9f7', stroke: '#9a88b8' },
  3: { fill: '#fbf3dc', stroke: '#b9a468' },
  4: { fill: '#e0f1ef', stroke: '#6fa39c' },
  5: { fill: '#f8e9e2', stroke: '#b98b78' },
}

/** Positions of the non-border systems around their zone hub, and where their label sits. */
const PLACES: Partial<Record<SystemId, Placement>> = {
  // Zone I: Mandalore faces Concord Dawn (the Mandalorian Sector).
  dathomir: { x: 45, y: 85, side: 'right' },
  mandalore: { x: 330, y: 100, side: 'right' },
  dantooine: { x: 45, y: 255, side: 'right' },
  mygeeto: { x: 245, y: 255, side: 'right' },
  // Zone II
  atollon: { x: 570, y: 68, side: 'right' },
  'raxus-prime': { x: 707, y: 68, side: 'right' },
  yavin: { x: 845, y: 68, side: 'right' },
  felucia: { x: 848, y: 248, side: 'right' },
  'mon-cala': { x: 848, y: 318, side: 'right' },
  // Zone III: Nal Hutta faces Nar Shaddaa (Hutt Space), between the two zone lines.
  rodia: { x: 420, y: 285, side: 'right' },
  kessel: { x: 360, y: 360, side: 'right' },
  saleucami: { x: 380, y: 435, side: 'right' },
  montross: { x: 400, y: 505, side: 'right' },
  'nal-hutta': { x: 575, y: 395, side: 'right' },
  // Zone IV
  geonosis: { x: 848, y: 430, side: 'right' },
  ryloth: { x: 848, y: 493, side: 'right' },
  sullust: { x: 848, y: 558, side: 'right' },
  tatooine: { x: 535, y: 668, side: 'right' },
  utapau: { x: 678, y: 668, side: 'right' },
  'smugglers-run': { x: 826, y: 642, side: 'right' },
  // Zone V
  bespin: { x: 45, y: 490, side: 'right' },
  dagobah: { x: 235, y: 490, side: 'right' },
  endor: { x: 28, y: 668, side: 'right' },
  hoth: { x: 28, y: 592, side: 'right' },
  mustafar: { x: 190, y: 668, side: 'right' },
}

/** Label placement for border systems (their position is always the midpoint of the zone line). */
const BORDER_LABELS: Partial<Record<SystemId, { side: LabelSide; dy?: number }>> = {
  'concord-dawn': { side: 'right', dy: -50 },
  'ord-mantell': { side: 'right' },
  lothal: { side: 'right', dy: 10 },
  'nar-shaddaa': { side: 'right', dy: -40 },
  'ring-of-kafrene': { side: 'left', dy: 26 },
}

/** Where each sub-zone's name is written. */
const SUB_ZONE_LABELS: Record<(typeof SUB_ZONES)[number]['id'], Point & { anchor: 'start' | 'middle' | 'end' }> = {
  'mandalorian-sector': { x: 400, y: 58, anchor: 'middle' },
  'hutt-space': { x: 572, y: 532, anchor: 'start' },
}

export function systemById(id: SystemId): MapSystem {
  const system = SYSTEMS.find((s) => s.id === id)
  if (!system) throw new Error(`Unknown system ${id}`)
  return system
}

export function placeOf(system: MapSystem): Placement {
  if (system.border) {
    const [a, b] = system.zones
    const ha = HUBS[a as ZoneId]
    const hb = HUBS[b as ZoneId]
    const label = BORDER_LABELS[system.id] ?? { side: 'right' }
    return { x: (ha.x + hb.x) / 2, y: (ha.y + hb.y) / 2, ...label }
  }
  const place = PLACES[system.id]
  if (!place) throw new Error(`No map position for ${system.id}`)
  return place
}

const NAME_SIZE = 13
const SMALL_SIZE = 11
const LABEL_GAP = MARKER_MAX_RADIUS + 5
const LINE = 14
const BADGE_GAP = 4

/** Rough text widths (a little generous, so boxes computed from them cover the text). */
function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.66 : 0.5)
}

function abbr(token: MapSystem['strategicEffects'][number]): string {
  return TOKEN_ABBREVIATIONS[token]
}

/** The reward types' short names in the reader's language: the upgrade types keep their card names. */
export type RewardShortNames = Record<RewardTypeId, string>

/** The short names with the one the French group says in French (Terms' "Squadrons" = "Escadrons"). */
export function rewardShortNames(terms: Translator<'Terms'>): RewardShortNames {
  return { ...REWARD_SHORT_NAMES, squadrons: terms('reward.squadrons') }
}

function rewardText(reward: MapSystem['rewards'][number], names: RewardShortNames): string {
  return `${names[reward.type]} ${reward.winner}/${reward.loser}`
}

export type Box = { x1: number; y1: number; x2: number; y2: number }

interface LabelLayout {
  anchor: 'start' | 'middle' | 'end'
  tx: number
  nameY: number
  badgesTop: number | null
  badgeXs: number[]
  rewardYs: number[]
  /** The label block (text and badges). */
  block: Box
  /** Marker and label together. */
  box: Box
}

/** Lays out a system's label: name (+ stars), token badges, one line per reward. */
function labelLayout(system: MapSystem, names: RewardShortNames): LabelLayout {
  const p = placeOf(system)
  const hasBadges = system.strategicEffects.length > 0
  // Offsets from the name's baseline.
  const badgeOffset = 7
  const firstReward = hasBadges ? badgeOffset + TOKEN_BADGE_HEIGHT + 13 : LINE + 3
  const rewardOffsets = system.rewards.map((_, i) => firstReward + i * LINE)
  const lastOffset = rewardOffsets[rewardOffsets.length - 1] ?? (hasBadges ? badgeOffset + TOKEN_BADGE_HEIGHT - 3 : 0)
  const ascent = 10
  const height = ascent + lastOffset + 4
  const starsWidth = system.victoryBonus > 0 ? 5 + system.victoryBonus * 12 : 0
  const badgeWidths = system.strategicEffects.map((t) => tokenBadgeWidth(abbr(t)))
  const badgesWidth = badgeWidths.reduce((a, b) => a + b, 0) + Math.max(0, badgeWidths.length - 1) * BADGE_GAP
  const width = Math.max(
    textWidth(system.name, NAME_SIZE, true) + starsWidth,
    badgesWidth,
    ...system.rewards.map((r) => textWidth(rewardText(r, names), SMALL_SIZE)),
  )
  const dy = p.dy ?? 0
  let anchor: LabelLayout['anchor']
  let tx: number
  let nameY: number
  if (p.side === 'right' || p.side === 'left') {
    anchor = p.side === 'right' ? 'start' : 'end'
    tx = p.side === 'right' ? p.x + LABEL_GAP : p.x - LABEL_GAP
    nameY = p.y + 5 + dy
  } else {
    anchor = 'middle'
    tx = p.x
    nameY = p.side === 'below' ? p.y + LABEL_GAP + ascent + dy : p.y - LABEL_GAP - height + ascent + dy
  }
  const x1 = anchor === 'start' ? tx : anchor === 'end' ? tx - width : tx - width / 2
  const block = { x1, y1: nameY - ascent, x2: x1 + width, y2: nameY - ascent + height }
  let bx = anchor === 'start' ? tx : anchor === 'end' ? tx - badgesWidth : tx - badgesWidth / 2
  const badgeXs = badgeWidths.map((w) => {
    const x = bx
    bx += w + BADGE_GAP
    return x
  })
  const r = MARKER_MAX_RADIUS
  const box = {
    x1: Math.min(block.x1, p.x - r),
    y1: Math.min(block.y1, p.y - r),
    x2: Math.max(block.x2, p.x + r),
    y2: Math.max(block.y2, p.y + r),
  }
  return {
    anchor,
    tx,
    nameY,
    badgesTop: hasBadges ? nameY + badgeOffset : null,
    badgeXs,
    rewardYs: rewardOffsets.map((o) => nameY + o),
    block,
    box,
  }
}

/**
 * Zone outlines, drawn by hand around their systems so zones never overlap and border systems sit
 * in the gaps between them. Corners are rounded when drawn.
 */
const ZONE_OUTLINES: Record<ZoneId, readonly (readonly [number, number])[]> = {
  1: [
    [10, 12],
    [478, 12],
    [478, 168],
    [392, 168],
    [392, 330],
    [10, 330],
  ],
  2: [
    [545, 12],
    [990, 12],
    [990, 392],
    [815, 392],
    [815, 222],
    [652, 222],
    [652, 122],
    [545, 122],
  ],
  3: [
    [392, 255],
    [592, 255],
    [618, 352],
    [708, 352],
    [708, 446],
    [585, 446],
    [540, 478],
    [528, 568],
    [368, 568],
    [368, 478],
    [326, 478],
    [326, 330],
    [392, 330],
  ],
  4: [
    [805, 405],
    [990, 405],
    [990, 730],
    [515, 730],
    [515, 640],
    [765, 640],
    [765, 545],
    [805, 545],
  ],
  5: [
    [10, 455],
    [372, 455],
    [372, 600],
    [330, 600],
    [330, 730],
    [10, 730],
  ],
}

/** An SVG path for a polygon with rounded corners. */
function roundedPath(points: readonly (readonly [number, number])[], radius: number): string {
  const n = points.length
  const parts: string[] = []
  for (let i = 0; i < n; i++) {
    const [px, py] = points[(i + n - 1) % n] ?? [0, 0]
    const [cx, cy] = points[i] ?? [0, 0]
    const [nx, ny] = points[(i + 1) % n] ?? [0, 0]
    const d1 = Math.hypot(px - cx, py - cy)
    const d2 = Math.hypot(nx - cx, ny - cy)
    const r = Math.min(radius, d1 / 2, d2 / 2)
    const a = [cx + ((px - cx) / d1) * r, cy + ((py - cy) / d1) * r]
    const b = [cx + ((nx - cx) / d2) * r, cy + ((ny - cy) / d2) * r]
    parts.push(`${i === 0 ? 'M' : 'L'}${a[0]?.toFixed(1)},${a[1]?.toFixed(1)}`)
    parts.push(`Q${cx},${cy} ${b[0]?.toFixed(1)},${b[1]?.toFixed(1)}`)
  }
  return `${parts.join(' ')} Z`
}

const HALO = { stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round', paintOrder: 'stroke' } as const

/** A zone's outline as an SVG path (also drawn dashed over the map when Diplomats mark the zone). */
export function zonePath(zone: ZoneId): string {
  return roundedPath(ZONE_OUTLINES[zone], 28)
}

/** Where each system sits and the box covering its marker and label: the link's hit area on the map. */
export interface SystemSpot {
  system: MapSystem
  place: Point
  box: Box
}

const spots = new Map<string, readonly SystemSpot[]>()

/** One drawing per preset and language: the key of the caches. */
function drawingKey(preset: RewardPreset, names: RewardShortNames): string {
  return `${preset}:${JSON.stringify(names)}`
}

export function systemSpots(preset: RewardPreset, names: RewardShortNames = REWARD_SHORT_NAMES): readonly SystemSpot[] {
  const key = drawingKey(preset, names)
  let found = spots.get(key)
  if (!found) {
    found = systemsFor(preset).map((system) => ({ system, place: placeOf(system), box: labelLayout(system, names).box }))
    spots.set(key, found)
  }
  return found
}

function systemLabel(system: MapSystem, names: RewardShortNames): SvgNode {
  const l = labelLayout(system, names)
  const stars = victoryStars(system.victoryBonus)
  return el(
    'g',
    {},
    el(
      'text',
      { x: l.tx, y: l.nameY, textAnchor: l.anchor, fontSize: NAME_SIZE, fontWeight: 700, fill: MAP_INK.text, ...HALO },
      system.name,
      stars ? el('tspan', { fill: MAP_INK.star, dx: 5 }, stars) : null,
    ),
    ...(l.badgesTop !== null ? system.strategicEffects.map((token, i) => tokenBadge(token, l.badgeXs[i] ?? 0, l.badgesTop ?? 0)) : []),
    ...system.rewards.map((reward, i) =>
      el('text', { x: l.tx, y: l.rewardYs[i], textAnchor: l.anchor, fontSize: SMALL_SIZE, fill: MAP_INK.muted, ...HALO }, rewardText(reward, names)),
    ),
  )
}

export function mapGeometry(preset: RewardPreset, names: RewardShortNames): SvgNode {
  const links: [ZoneId, ZoneId][] = []
  for (const zone of ZONES) {
    for (const other of zone.adjacent) if (zone.id < other) links.push([zone.id, other])
  }
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`, width: MAP_WIDTH, height: MAP_HEIGHT, fontFamily: MAP_FONT },
    el('defs', {}, subZoneHatchPattern('hatch')),
    el('rect', { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT, fill: '#ffffff' }),
    ...ZONES.map((z) => el('path', { d: zonePath(z.id), fill: ZONE_FILLS[z.id].fill, stroke: ZONE_FILLS[z.id].stroke, strokeWidth: 1.5 })),
    ...SUB_ZONES.map((sz) => {
      const [a, b] = sz.systems.map((id) => placeOf(systemById(id)))
      if (!a || !b) return null
      const label = SUB_ZONE_LABELS[sz.id]
      return el(
        'g',
        {},
        subZoneBand(a.x, a.y, b.x, b.y, 52, 'url(#hatch)'),
        el(
          'text',
          { x: label.x, y: label.y, textAnchor: label.anchor, fontSize: 12, fontStyle: 'italic', fontWeight: 600, fill: MAP_INK.muted, ...HALO },
          sz.name,
        ),
      )
    }),
    ...links.map(([a, b]) =>
      el('line', { x1: HUBS[a].x, y1: HUBS[a].y, x2: HUBS[b].x, y2: HUBS[b].y, stroke: MAP_INK.line, strokeWidth: 3, strokeLinecap: 'round' }),
    ),
    ...ZONES.map((z) =>
      el(
        'g',
        {},
        el('circle', { cx: HUBS[z.id].x, cy: HUBS[z.id].y, r: 24, fill: '#ffffff', stroke: ZONE_FILLS[z.id].stroke, strokeWidth: 3 }),
        el('text', { x: HUBS[z.id].x, y: HUBS[z.id].y + 8, textAnchor: 'middle', fontSize: 22, fontWeight: 700, fill: MAP_INK.text }, z.roman),
      ),
    ),
    ...systemsFor(preset).map((system) => systemLabel(system, names)),
  )
}

/** A short, stable fingerprint of the file, so its address changes when the drawing does (FNV-1a). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

const files = new Map<string, { svg: string; version: string }>()

/** The static map of a preset as an SVG file, drawn on first use and kept for the life of the server. */
export function mapGeometryFile(preset: RewardPreset, names: RewardShortNames = REWARD_SHORT_NAMES): { svg: string; version: string } {
  const key = drawingKey(preset, names)
  let file = files.get(key)
  if (!file) {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${svgMarkup(mapGeometry(preset, names))}`
    file = { svg, version: fingerprint(svg) }
    files.set(key, file)
  }
  return file
}

/** The file's address: versioned, so the browser may keep it for good; in the reader's language. */
export function mapGeometryHref(preset: RewardPreset, locale: string = 'en', names: RewardShortNames = REWARD_SHORT_NAMES): string {
  return `/map-geometry/${preset}?v=${mapGeometryFile(preset, names).version}${locale === 'en' ? '' : `&lang=${locale}`}`
}
