// The schematic campaign map: five zones in a ring, border systems on the lines between them,
// the two sub-zones hatched, and every system as a keyboard-focusable link. Plain SVG, no script.
import { SUB_ZONES, SYSTEMS, ZONES, type MapSystem, type SystemId, type ZoneId } from '@/lib/data/map'
import type { VisibleControl } from '@/lib/campaign/visibility'
import {
  ControlMarker,
  MAP_INK,
  MARKER_MAX_RADIUS,
  REWARD_SHORT_NAMES,
  SubZoneBand,
  SubZoneHatchPattern,
  TOKEN_ABBREVIATIONS,
  TOKEN_BADGE_HEIGHT,
  TokenBadge,
  controlInWords,
  tokenBadgeWidth,
  victoryStars,
} from './control-marker'

const WIDTH = 1000
const HEIGHT = 720

type Point = { x: number; y: number }
type LabelSide = 'right' | 'left'

/** Zone hubs, where the roman numeral sits and the zone lines meet (as on the printed map). */
const HUBS: Record<ZoneId, Point> = {
  1: { x: 215, y: 190 },
  2: { x: 785, y: 190 },
  3: { x: 500, y: 380 },
  4: { x: 785, y: 570 },
  5: { x: 215, y: 570 },
}

const ZONE_FILLS: Record<ZoneId, { fill: string; stroke: string }> = {
  1: { fill: '#e7f2e1', stroke: '#86a67a' },
  2: { fill: '#efe9f7', stroke: '#9a88b8' },
  3: { fill: '#fbf3dc', stroke: '#b9a468' },
  4: { fill: '#e0f1ef', stroke: '#6fa39c' },
  5: { fill: '#f8e9e2', stroke: '#b98b78' },
}

/** Positions of the non-border systems around their zone hub, and the side their label sits on. */
const PLACES: Partial<Record<SystemId, Point & { side?: LabelSide }>> = {
  // Zone I: Mandalore faces Concord Dawn (the Mandalorian Sector).
  dathomir: { x: 45, y: 80 },
  mandalore: { x: 320, y: 95 },
  dantooine: { x: 45, y: 250 },
  mygeeto: { x: 245, y: 250 },
  // Zone II
  atollon: { x: 640, y: 80 },
  yavin: { x: 815, y: 80 },
  felucia: { x: 840, y: 260 },
  'mon-cala': { x: 840, y: 330 },
  'raxus-prime': { x: 690, y: 370 },
  // Zone III: Nal Hutta faces Nar Shaddaa (Hutt Space).
  kessel: { x: 380, y: 300 },
  montross: { x: 430, y: 440 },
  rodia: { x: 560, y: 300 },
  saleucami: { x: 380, y: 370 },
  'nal-hutta': { x: 560, y: 450 },
  // Zone IV
  geonosis: { x: 840, y: 420 },
  ryloth: { x: 840, y: 490 },
  sullust: { x: 840, y: 570 },
  tatooine: { x: 560, y: 640 },
  utapau: { x: 690, y: 640 },
  'smugglers-run': { x: 840, y: 650 },
  // Zone V
  bespin: { x: 45, y: 470 },
  dagobah: { x: 245, y: 470 },
  endor: { x: 45, y: 630 },
  hoth: { x: 245, y: 630 },
  mustafar: { x: 400, y: 640 },
}

/** Label sides for border systems (their position is always the midpoint of the zone line). */
const BORDER_SIDES: Partial<Record<SystemId, LabelSide>> = {}

/** Where each sub-zone's name is written. */
const SUB_ZONE_LABELS: Record<(typeof SUB_ZONES)[number]['id'], Point & { anchor: 'start' | 'middle' | 'end' }> = {
  'mandalorian-sector': { x: 420, y: 60, anchor: 'middle' },
  'hutt-space': { x: 620, y: 520, anchor: 'middle' },
}

function systemById(id: SystemId): MapSystem {
  const system = SYSTEMS.find((s) => s.id === id)
  if (!system) throw new Error(`Unknown system ${id}`)
  return system
}

function placeOf(system: MapSystem): Point & { side: LabelSide } {
  if (system.border) {
    const [a, b] = system.zones
    const ha = HUBS[a as ZoneId]
    const hb = HUBS[b as ZoneId]
    return { x: (ha.x + hb.x) / 2, y: (ha.y + hb.y) / 2, side: BORDER_SIDES[system.id] ?? 'right' }
  }
  const place = PLACES[system.id]
  if (!place) throw new Error(`No map position for ${system.id}`)
  return { ...place, side: place.side ?? 'right' }
}

const NAME_SIZE = 13
const SMALL_SIZE = 11
const LABEL_GAP = MARKER_MAX_RADIUS + 5
const LINE = 14

/** Rough text widths (generous, so boxes computed from them never undersize the text). */
function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * (bold ? 0.66 : 0.6)
}

interface LabelLayout {
  nameY: number
  badgesTop: number | null
  rewardYs: number[]
  width: number
  bottom: number
}

function labelLayout(system: MapSystem, y: number): LabelLayout {
  const nameY = y + 5
  const hasBadges = system.strategicEffects.length > 0
  const badgesTop = hasBadges ? y + 12 : null
  const firstReward = hasBadges ? y + 12 + TOKEN_BADGE_HEIGHT + 13 : y + 5 + LINE + 3
  const rewardYs = system.rewards.map((_, i) => firstReward + i * LINE)
  const nameWidth = textWidth(system.name, NAME_SIZE, true) + (system.victoryBonus > 0 ? 6 + system.victoryBonus * 13 : 0)
  const rewardWidth = Math.max(0, ...system.rewards.map((r) => textWidth(rewardText(r), SMALL_SIZE)))
  const badgeWidth = system.strategicEffects.reduce((w, t, i) => w + (i ? 4 : 0) + tokenBadgeWidth(abbr(t)), 0)
  const last = rewardYs[rewardYs.length - 1] ?? (badgesTop !== null ? badgesTop + TOKEN_BADGE_HEIGHT : nameY)
  return { nameY, badgesTop, rewardYs, width: Math.max(nameWidth, rewardWidth, badgeWidth), bottom: last + 4 }
}

function abbr(token: MapSystem['strategicEffects'][number]): string {
  return TOKEN_ABBREVIATIONS[token]
}

function rewardText(reward: MapSystem['rewards'][number]): string {
  return `${REWARD_SHORT_NAMES[reward.type]} ${reward.winner}/${reward.loser}`
}

/** The box a system's marker and label cover, for sizing the zone shapes. */
function systemBox(system: MapSystem): { x1: number; y1: number; x2: number; y2: number } {
  const p = placeOf(system)
  const l = labelLayout(system, p.y)
  const reach = LABEL_GAP + l.width
  return {
    x1: p.side === 'left' ? p.x - reach : p.x - MARKER_MAX_RADIUS,
    x2: p.side === 'left' ? p.x + MARKER_MAX_RADIUS : p.x + reach,
    y1: p.y - MARKER_MAX_RADIUS,
    y2: Math.max(p.y + MARKER_MAX_RADIUS, l.bottom),
  }
}

const HALO = { stroke: '#ffffff', strokeWidth: 3, strokeLinejoin: 'round' as const, paintOrder: 'stroke' }

function SystemNode(props: {
  system: MapSystem
  control: VisibleControl | undefined
  selected: boolean
  href: string
}) {
  const { system, control, selected, href } = props
  const p = placeOf(system)
  const l = labelLayout(system, p.y)
  const anchor = p.side === 'left' ? 'end' : 'start'
  const tx = p.side === 'left' ? p.x - LABEL_GAP : p.x + LABEL_GAP
  const stars = victoryStars(system.victoryBonus)
  const badges: { token: MapSystem['strategicEffects'][number]; x: number }[] = []
  {
    const widths = system.strategicEffects.map((t) => tokenBadgeWidth(abbr(t)))
    const total = widths.reduce((a, b) => a + b, 0) + Math.max(0, widths.length - 1) * 4
    let x = p.side === 'left' ? tx - total : tx
    system.strategicEffects.forEach((token, i) => {
      badges.push({ token, x })
      x += (widths[i] ?? 0) + 4
    })
  }
  return (
    <a
      href={href}
      aria-label={`${system.name}: ${controlInWords(control)}`}
      aria-current={selected ? 'true' : undefined}
      className="group outline-none"
    >
      {/* A generous, invisible hit area covering marker and label. */}
      <rect
        x={p.side === 'left' ? tx - l.width - 4 : p.x - MARKER_MAX_RADIUS - 4}
        y={p.y - MARKER_MAX_RADIUS - 4}
        width={l.width + LABEL_GAP + MARKER_MAX_RADIUS + 8}
        height={l.bottom - p.y + MARKER_MAX_RADIUS + 8}
        rx={8}
        fill="#ffffff"
        fillOpacity={0}
        stroke="#1d4ed8"
        strokeWidth={2.5}
        strokeOpacity={0}
        className="group-hover:[fill-opacity:0.55] group-focus-visible:[stroke-opacity:1] group-focus-visible:[fill-opacity:0.7]"
      />
      {selected ? (
        <circle
          cx={p.x}
          cy={p.y}
          r={MARKER_MAX_RADIUS + 5}
          fill={MAP_INK.selectedFill}
          stroke={MAP_INK.selected}
          strokeWidth={4}
        />
      ) : null}
      <ControlMarker control={control} cx={p.x} cy={p.y} />
      <text
        x={tx}
        y={l.nameY}
        textAnchor={anchor}
        fontSize={NAME_SIZE}
        fontWeight={700}
        fill={MAP_INK.text}
        {...HALO}
        textDecoration={selected ? 'underline' : undefined}
      >
        {system.name}
        {stars ? (
          <tspan fill={MAP_INK.star} dx={5} aria-hidden="true">
            {stars}
          </tspan>
        ) : null}
      </text>
      {l.badgesTop !== null
        ? badges.map((b) => <TokenBadge key={b.token} token={b.token} x={b.x} y={l.badgesTop ?? 0} />)
        : null}
      {system.rewards.map((reward, i) => (
        <text
          key={`${reward.type}-${i}`}
          x={tx}
          y={l.rewardYs[i]}
          textAnchor={anchor}
          fontSize={SMALL_SIZE}
          fill={MAP_INK.muted}
          {...HALO}
        >
          {rewardText(reward)}
        </text>
      ))}
    </a>
  )
}

function ZoneShape(props: { zone: ZoneId; marked: boolean }) {
  const hub = HUBS[props.zone]
  const members = SYSTEMS.filter((s) => !s.border && s.zones.includes(props.zone))
  const pad = 14
  let x1 = hub.x - 30
  let y1 = hub.y - 30
  let x2 = hub.x + 30
  let y2 = hub.y + 30
  for (const s of members) {
    const b = systemBox(s)
    x1 = Math.min(x1, b.x1)
    y1 = Math.min(y1, b.y1)
    x2 = Math.max(x2, b.x2)
    y2 = Math.max(y2, b.y2)
  }
  x1 = Math.max(2, x1 - pad)
  y1 = Math.max(2, y1 - pad)
  x2 = Math.min(WIDTH - 2, x2 + pad)
  y2 = Math.min(HEIGHT - 2, y2 + pad)
  const colors = ZONE_FILLS[props.zone]
  return (
    <rect
      x={x1}
      y={y1}
      width={x2 - x1}
      height={y2 - y1}
      rx={36}
      fill={colors.fill}
      stroke={props.marked ? '#6b21a8' : colors.stroke}
      strokeWidth={props.marked ? 3 : 1.5}
      strokeDasharray={props.marked ? '10 6' : undefined}
    />
  )
}

function ZoneHub(props: { zone: ZoneId; roman: string }) {
  const hub = HUBS[props.zone]
  const colors = ZONE_FILLS[props.zone]
  return (
    <g aria-hidden="true">
      <circle cx={hub.x} cy={hub.y} r={24} fill="#ffffff" stroke={colors.stroke} strokeWidth={3} />
      <text x={hub.x} y={hub.y + 8} textAnchor="middle" fontSize={22} fontWeight={700} fill={MAP_INK.text}>
        {props.roman}
      </text>
    </g>
  )
}

export function CampaignMap(props: {
  control: Partial<Record<SystemId, VisibleControl>>
  selected: SystemId | null
  systemHref: (id: SystemId) => string
  diplomatsMarks?: ZoneId[]
}) {
  const marks = props.diplomatsMarks ?? []
  const idPrefix = 'rim-map'
  const links: [ZoneId, ZoneId][] = []
  for (const zone of ZONES) {
    for (const other of zone.adjacent) if (zone.id < other) links.push([zone.id, other])
  }
  const romanOf = (id: ZoneId) => ZONES.find((z) => z.id === id)?.roman ?? String(id)
  const description =
    'Five zones in a ring: I top left, II top right, III centre, IV bottom right, V bottom left. ' +
    'Border systems sit on the lines between neighbouring zones.' +
    (marks.length > 0 ? ` Zones marked by Diplomats: ${marks.map(romanOf).join(', ')}.` : '')
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="w-full h-auto"
      aria-labelledby={`${idPrefix}-title ${idPrefix}-desc`}
      fontFamily="ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif"
    >
      <title id={`${idPrefix}-title`}>Campaign map</title>
      <desc id={`${idPrefix}-desc`}>{description}</desc>
      <defs>
        <SubZoneHatchPattern id={`${idPrefix}-hatch`} />
      </defs>
      <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="#ffffff" />
      {ZONES.map((z) => (
        <ZoneShape key={z.id} zone={z.id} marked={marks.includes(z.id)} />
      ))}
      {SUB_ZONES.map((sz) => {
        const [a, b] = sz.systems.map((id) => placeOf(systemById(id)))
        if (!a || !b) return null
        const label = SUB_ZONE_LABELS[sz.id]
        return (
          <g key={sz.id}>
            <SubZoneBand x1={a.x} y1={a.y} x2={b.x} y2={b.y} width={52} fill={`url(#${idPrefix}-hatch)`} />
            <text
              x={label.x}
              y={label.y}
              textAnchor={label.anchor}
              fontSize={12}
              fontStyle="italic"
              fontWeight={600}
              fill={MAP_INK.muted}
              {...HALO}
            >
              {sz.name}
            </text>
          </g>
        )
      })}
      <g aria-hidden="true">
        {links.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={HUBS[a].x}
            y1={HUBS[a].y}
            x2={HUBS[b].x}
            y2={HUBS[b].y}
            stroke={MAP_INK.line}
            strokeWidth={3}
            strokeLinecap="round"
          />
        ))}
      </g>
      {ZONES.map((z) => (
        <ZoneHub key={z.id} zone={z.id} roman={z.roman} />
      ))}
      {SYSTEMS.map((s) => (
        <SystemNode
          key={s.id}
          system={s}
          control={props.control[s.id]}
          selected={props.selected === s.id}
          href={props.systemHref(s.id)}
        />
      ))}
    </svg>
  )
}
