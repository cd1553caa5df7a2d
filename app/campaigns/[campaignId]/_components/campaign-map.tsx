// The campaign map: the unchanging geometry is one cached SVG file (map-geometry.ts) drawn as an image;
// this draws over it only what changes: control markers, Diplomats marks, this turn's battles and the
// selection, with every system a keyboard-focusable link. Plain SVG, no script.
import type { SystemId, ZoneId } from '@/lib/data/map'
import { ZONES } from '@/lib/data/map'
import type { RewardPreset } from '@/lib/data/official-rewards'
import { TEAMS, type TeamId } from '@/lib/campaign'
import type { VisibleControl } from '@/lib/campaign'
import { getLocale, getTranslations } from 'next-intl/server'
import type { Translator } from '../history/words'
import { ControlMarker, controlInWords, type MarkerControl } from './control-marker'
import { battleMark, battleRing, battleSign, diplomatsMark, selectionMark } from './map-marks'
import { MAP_HEIGHT, MAP_WIDTH, mapGeometryHref, rewardShortNames, systemSpots, zonePath } from './map-geometry'
import { MAP_FONT } from './map-symbols'
import { SvgNodeView } from './svg-node-view'
import { LiveText } from './live-values'
import { MapSpot } from './map-spot'

/** A battle as the map shows it: where, which team assaults and which defends; the winner once applied. */
export interface MapBattle {
  systemId: SystemId
  assaulters: TeamId
  /** Null until the defending team names its defender. */
  defenders: TeamId | null
  winner: TeamId | null
}

/** "Rebels assault the Empire, won by the Rebels". */
export function battleInWords(t: Translator<'Map'>, battle: MapBattle): string {
  return t('battle', { assaulters: battle.assaulters, defenders: battle.defenders ?? 'none', winner: battle.winner ?? 'none' })
}

/** The battle mark: a dashed ring in the assaulting team's colour around the system (map-marks.ts). */
export function BattleRing(props: { cx: number; cy: number; team: TeamId }) {
  return <SvgNodeView node={battleRing(props.cx, props.cy, props.team, 'theme')} />
}

/** Crossed swords beside the ring, so a battle reads without colour too. */
export function BattleSign(props: { x: number; y: number }) {
  return <SvgNodeView node={battleSign(props.x, props.y)} />
}

const MARKERS: [string, MarkerControl | undefined][] = [
  ['unoccupied', undefined],
  ...TEAMS.flatMap((team) => (['presence', 'base'] as const).map((kind): [string, MarkerControl] => [`${team}-${kind}`, { kind, team }])),
]

const ID_PREFIX = 'rim-map'

function markerKey(control: MarkerControl | undefined): string {
  return control ? `${control.team}-${control.kind}` : 'unoccupied'
}

/**
 * What the map draws over its geometry, by key: each system's marker and battle mark (ids in the map's
 * <defs>) and its link's words, and the map's description. The page renders these, and the map's live
 * overlay sends them again when the campaign changes.
 */
export function mapSpotText(
  t: Translator<'Map'>,
  control: Partial<Record<SystemId, VisibleControl>>,
  battles: MapBattle[],
  systems: readonly { id: SystemId; name: string }[],
): Record<string, string> {
  const text: Record<string, string> = {
    desc: t('description') + (battles.length > 0 ? t('descriptionBattles', { count: battles.length }) : ''),
  }
  for (const system of systems) {
    const held = control[system.id]
    const battle = battles.find((b) => b.systemId === system.id)
    text[`mark.${system.id}`] = `${ID_PREFIX}-${markerKey(held)}`
    text[`ring.${system.id}`] = battle ? `${ID_PREFIX}-battle-${battle.assaulters}` : ''
    text[`label.${system.id}`] = battle
      ? t('systemLinkBattle', { system: system.name, control: controlInWords(t, held), battle: battleInWords(t, battle) })
      : t('systemLink', { system: system.name, control: controlInWords(t, held) })
  }
  return text
}

export async function CampaignMap(props: {
  control: Partial<Record<SystemId, VisibleControl>>
  selected: SystemId | null
  systemHref: (id: SystemId) => string
  diplomatsMarks?: ZoneId[]
  battles?: MapBattle[]
  /** The campaign's preset: the systems' rewards follow it (R-REWARD 1). */
  preset: RewardPreset
  /** Names the map, e.g. "Campaign map at the end of act I, turn 2". */
  title?: string
  /** The campaign version drawn: the live overlay of a later one redraws the marks. */
  since: number
}) {
  const marks = props.diplomatsMarks ?? []
  const battles = props.battles ?? []
  const idPrefix = ID_PREFIX
  const romanOf = (id: ZoneId) => ZONES.find((z) => z.id === id)?.roman ?? String(id)
  const t = await getTranslations('Map')
  const locale = await getLocale()
  const shortNames = rewardShortNames(await getTranslations('Terms'))
  const spots = systemSpots(props.preset, shortNames)
  const text = mapSpotText(
    t,
    props.control,
    battles,
    spots.map((s) => s.system),
  )
  // A map with Diplomats marks describes them too; the live overlay carries the description without them.
  const withMarks =
    marks.length > 0
      ? t('description') +
        t('descriptionDiplomats', { zones: marks.map(romanOf).join(', ') }) +
        (battles.length > 0 ? t('descriptionBattles', { count: battles.length }) : '')
      : null
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className="block h-auto w-full [&_.hit]:fill-transparent [&_.hit]:stroke-blue-700 [&_.hit]:stroke-3 [&_.hit]:[stroke-opacity:0] [&_a:focus-visible_.hit]:[stroke-opacity:1] [&_a:hover_.hit]:[stroke-opacity:0.5]"
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-desc`}
      fontFamily={MAP_FONT}
    >
      <title id={`${idPrefix}-title`}>{props.title ?? t('mapNow')}</title>
      <desc id={`${idPrefix}-desc`}>{withMarks ?? <LiveText k="desc" v={text.desc!} since={props.since} />}</desc>
      {/* Each marker and battle mark is drawn once here, then placed by <use> at every system that has it. */}
      <defs>
        {MARKERS.map(([key, control]) => (
          <g key={key} id={`${idPrefix}-${key}`}>
            <ControlMarker control={control} cx={0} cy={0} />
          </g>
        ))}
        {TEAMS.map((team) => (
          <g key={team} id={`${idPrefix}-battle-${team}`}>
            <SvgNodeView node={battleMark(0, 0, team, 'theme')} />
          </g>
        ))}
      </defs>
      <image className="map-paper" href={mapGeometryHref(props.preset, locale, shortNames)} x={0} y={0} width={MAP_WIDTH} height={MAP_HEIGHT} />
      {marks.map((zone) => (
        <SvgNodeView key={zone} node={diplomatsMark(zonePath(zone))} />
      ))}
      {spots.map(({ system, place: p, box }) => (
        <MapSpot
          key={system.id}
          systemId={system.id}
          href={props.systemHref(system.id)}
          selected={props.selected === system.id}
          x={p.x}
          y={p.y}
          box={{
            x: Math.floor(box.x1 - 4),
            y: Math.floor(box.y1 - 4),
            width: Math.ceil(box.x2 - box.x1 + 8),
            height: Math.ceil(box.y2 - box.y1 + 8),
          }}
          mark={text[`mark.${system.id}`]!}
          ring={text[`ring.${system.id}`]!}
          label={text[`label.${system.id}`]!}
          since={props.since}
        >
          {props.selected === system.id ? <SvgNodeView node={selectionMark(p.x, p.y)} /> : null}
        </MapSpot>
      ))}
    </svg>
  )
}
