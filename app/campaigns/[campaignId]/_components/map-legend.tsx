// The key to the campaign map. Draws its symbols with the same code as the map (control-marker.tsx).
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { SUB_ZONES } from '@/lib/data/map'
import { REWARD_TYPES } from '@/lib/data/map'
import { TOKENS } from '@/lib/data/tokens'
import { BattleRing, BattleSign } from './campaign-map'
import {
  ControlMarkerIcon,
  DIPLOMATS_MARK_COLOR,
  MAP_INK,
  type MarkerControl,
  REWARD_SHORT_NAMES,
  SubZoneBand,
  SubZoneHatchPattern,
  TOKEN_ABBREVIATIONS,
  TokenBadge,
  controlInWords,
  tokenBadgeWidth,
} from './control-marker'

const CONTROL_EXAMPLES: { control: MarkerControl | undefined; note: 'unoccupied' | `${MarkerControl['team']}-${MarkerControl['kind']}` }[] = [
  { control: undefined, note: 'unoccupied' },
  { control: { kind: 'presence', team: 'empire' }, note: 'empire-presence' },
  { control: { kind: 'base', team: 'empire' }, note: 'empire-base' },
  { control: { kind: 'presence', team: 'rebels' }, note: 'rebels-presence' },
  { control: { kind: 'base', team: 'rebels' }, note: 'rebels-base' },
]

function LegendSymbol(props: { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      width={props.width}
      height={props.height}
      viewBox={`0 0 ${props.width} ${props.height}`}
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
      fontFamily="ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif"
    >
      {props.children}
    </svg>
  )
}

function Row(props: { symbol: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 print:gap-1">
      <span className="flex w-14 shrink-0 justify-center print:w-7">{props.symbol}</span>
      <span>{props.children}</span>
    </li>
  )
}

export async function MapLegend() {
  const t = await getTranslations('Map')
  const terms = await getTranslations('Terms')
  const abbreviatedRewards = REWARD_TYPES.filter((r) => REWARD_SHORT_NAMES[r.id] !== r.name)
  const strong = (chunks: ReactNode) => <span className="font-medium">{chunks}</span>
  return (
    <section
      aria-labelledby="map-legend-heading"
      className="@container rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-800 print:rounded-none print:border-0 print:p-0 print:text-[6.5pt] print:leading-tight"
    >
      <h2 id="map-legend-heading" className="text-base font-semibold text-slate-900">
        {t('legend.title')}
      </h2>
      <div className="mt-3 grid gap-x-8 gap-y-5 @xl:grid-cols-2 @4xl:grid-cols-3 print:mt-1 print:grid-cols-2 print:gap-x-2 print:gap-y-1">
        <div>
          <h3 className="font-semibold text-slate-900">{t('legend.control')}</h3>
          <ul className="mt-2 space-y-2 print:mt-0.5 print:space-y-0">
            {CONTROL_EXAMPLES.map((example) => (
              <Row key={example.note} symbol={<ControlMarkerIcon control={example.control} size={30} />}>
                {t.rich('legend.withNote', {
                  control: controlInWords(t, example.control),
                  shape: t(`legend.note.${example.note}`),
                  strong,
                  note: (chunks) => <span className="text-slate-600">{chunks}</span>,
                })}
              </Row>
            ))}
            <Row
              symbol={
                <LegendSymbol width={34} height={34}>
                  <circle cx={17} cy={17} r={14} fill={MAP_INK.selectedFill} stroke={MAP_INK.selected} strokeWidth={3} />
                  <circle cx={17} cy={17} r={5} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2} />
                </LegendSymbol>
              }
            >
              {t('legend.selected')}
            </Row>
            <Row
              symbol={
                <svg width={44} height={44} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="shrink-0">
                  <BattleRing cx={34} cy={34} team="rebels" />
                  <circle cx={34} cy={34} r={7} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2.5} />
                  <BattleSign x={11} y={11} />
                </svg>
              }
            >
              {t('legend.battle')}
            </Row>
          </ul>
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">{t('legend.zones')}</h3>
          <ul className="mt-2 space-y-2 print:mt-0.5 print:space-y-0">
            <Row
              symbol={
                <LegendSymbol width={56} height={30}>
                  <line x1={8} y1={15} x2={48} y2={15} stroke={MAP_INK.line} strokeWidth={3} />
                  <circle cx={8} cy={15} r={6} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2} />
                  <circle cx={48} cy={15} r={6} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2} />
                  <circle cx={28} cy={15} r={5} fill="#ffffff" stroke={MAP_INK.line} strokeWidth={2.5} />
                </LegendSymbol>
              }
            >
              {t.rich('legend.zoneLines', { strong })}
            </Row>
            <Row
              symbol={
                <LegendSymbol width={56} height={30}>
                  <defs>
                    <SubZoneHatchPattern id="map-legend-hatch" />
                  </defs>
                  <SubZoneBand x1={14} y1={15} x2={42} y2={15} width={20} fill="url(#map-legend-hatch)" />
                </LegendSymbol>
              }
            >
              {t('legend.subZone', { names: SUB_ZONES.map((z) => z.name).join(', ') })}
            </Row>
            <Row
              symbol={
                <LegendSymbol width={56} height={30}>
                  <rect x={4} y={4} width={48} height={22} rx={8} fill="#efe9f7" stroke={DIPLOMATS_MARK_COLOR} strokeWidth={2.5} strokeDasharray="7 4" />
                </LegendSymbol>
              }
            >
              {t('legend.diplomats')}
            </Row>
          </ul>
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">{t('legend.effects')}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 print:mt-0.5 print:gap-y-0">
            {TOKENS.map((token) => {
              const width = tokenBadgeWidth(TOKEN_ABBREVIATIONS[token.id]) + 2
              return (
                <li key={token.id} className="flex items-center gap-2">
                  <LegendSymbol width={width} height={18}>
                    <TokenBadge token={token.id} x={1} y={1} />
                  </LegendSymbol>
                  <span>{terms(`token.${token.id}`)}</span>
                </li>
              )
            })}
          </ul>
          <p className="mt-2 text-slate-600">{t('legend.twoBadges')}</p>
        </div>

        <div className="@xl:col-span-2 @4xl:col-span-3 print:col-span-1">
          <h3 className="font-semibold text-slate-900">{t('legend.labels')}</h3>
          <ul className="mt-2 space-y-2 print:mt-0.5 print:space-y-0">
            <Row
              symbol={
                <span aria-hidden="true" className="font-semibold text-amber-800">
                  ★★
                </span>
              }
            >
              {t('legend.stars')}
            </Row>
            <Row symbol={<span className="font-mono text-xs font-semibold text-slate-700">10/5</span>}>{t.rich('legend.reward', { strong })}</Row>
          </ul>
          <p className="mt-2 text-slate-600">
            {t('legend.shortNames')}{' '}
            {abbreviatedRewards.map((r, i) => (
              <span key={r.id}>
                {i > 0 ? '; ' : ''}
                {t.rich('legend.shortName', {
                  short: REWARD_SHORT_NAMES[r.id],
                  name: terms(`reward.${r.id}`),
                  strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
                })}
              </span>
            ))}
            .
          </p>
        </div>
      </div>
    </section>
  )
}
