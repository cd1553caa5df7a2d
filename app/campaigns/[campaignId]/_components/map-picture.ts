// The campaign map as one self-contained SVG file, for its PNG (the post at the end of a turn, the map page's
// download): the static geometry (map-geometry.ts) with the marks the page draws over it (map-marks.ts), in the
// light theme's colours. What it shows is the caller's: a viewer's view of the campaign, or the public one.
import type { SystemId, ZoneId } from '@/lib/data/map'
import type { RewardPreset } from '@/lib/data/official-rewards'
import type { TeamId, VisibleControl } from '@/lib/campaign'
import { MAP_HEIGHT, MAP_WIDTH, mapGeometry, systemSpots, zonePath, type RewardShortNames } from './map-geometry'
import { battleMark, controlMarker, diplomatsMark } from './map-marks'
import { el, svgMarkup, type SvgNode } from './svg-node'

export interface MapPictureMarks {
  control: Partial<Record<SystemId, VisibleControl>>
  battles: readonly { systemId: SystemId; assaulters: TeamId }[]
  diplomatsMarks: readonly ZoneId[]
  /** Written under the map: the campaign, and when ("Act I, turn 2"). */
  caption: string
}

/** A line under the map for its caption. */
const CAPTION_HEIGHT = 28

export function mapPictureNode(preset: RewardPreset, names: RewardShortNames, marks: MapPictureMarks): SvgNode {
  const base = mapGeometry(preset, names)
  const spots = systemSpots(preset, names)
  const overlay: SvgNode[] = [
    ...marks.diplomatsMarks.map((zone) => diplomatsMark(zonePath(zone))),
    ...spots.flatMap(({ system, place }) => {
      const battle = marks.battles.find((b) => b.systemId === system.id)
      return [
        ...(battle ? [battleMark(place.x, place.y, battle.assaulters, 'picture')] : []),
        controlMarker(marks.control[system.id], place.x, place.y, 'picture'),
      ]
    }),
    el('rect', { x: 0, y: MAP_HEIGHT, width: MAP_WIDTH, height: CAPTION_HEIGHT, fill: '#ffffff' }),
    el('text', { x: 12, y: MAP_HEIGHT + 19, fontSize: 14, fontWeight: 700, fill: '#0f172a' }, marks.caption),
  ]
  const height = MAP_HEIGHT + CAPTION_HEIGHT
  return { ...base, attrs: { ...base.attrs, viewBox: `0 0 ${MAP_WIDTH} ${height}`, height }, children: [...base.children, ...overlay] }
}

export function mapPictureSvg(preset: RewardPreset, names: RewardShortNames, marks: MapPictureMarks): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svgMarkup(mapPictureNode(preset, names, marks))}`
}
