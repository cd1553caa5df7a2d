// Everything about one system: its map data and who controls it. A server component; a base's
// defense is named only when the viewer's VisibleControl holds it (R-SECRET).
import type { ReactNode } from 'react'
import { getFormatter, getTranslations } from 'next-intl/server'
import { SUB_ZONES, ZONES, type SystemId, type ZoneId } from '@/lib/data/map'
import { systemsFor, type RewardPreset } from '@/lib/data/official-rewards'
import { OBJECTIVES } from '@/lib/data/objectives'
import type { VisibleControl, VisibleDefense } from '@/lib/campaign'
import { ControlMarkerIcon, controlInWords, victoryStars } from './control-marker'
import type { Translator } from '../history/words'

function romanOf(zone: ZoneId): string {
  return ZONES.find((z) => z.id === zone)?.roman ?? String(zone)
}

function objectiveName(id: string): string {
  return OBJECTIVES.find((o) => o.id === id)?.name ?? id
}

/** The Base Defense objective as this viewer may see it. */
function defenseText(t: Translator<'Map'>, history: Translator<'History'>, defense: VisibleDefense): string {
  if (defense === 'unassigned') return t('details.defenseUnassigned')
  if (defense === 'secret') return t('details.defenseSecret')
  return history(`defense.${defense}`)
}

function Item(props: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 @md:grid-cols-[11rem_1fr] @md:gap-4">
      <dt className="font-medium text-slate-600">{props.term}</dt>
      <dd className="text-slate-900">{props.children}</dd>
    </div>
  )
}

function NameList(props: { names: string[]; none: string }) {
  if (props.names.length === 0) return <>{props.none}</>
  if (props.names.length === 1) return <>{props.names[0]}</>
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {props.names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  )
}

export async function SystemDetails(props: {
  systemId: SystemId
  control: VisibleControl | undefined
  playerName?: (id: string) => string
  /** The campaign's preset: the rewards shown follow it (R-REWARD 1). */
  preset: RewardPreset
}) {
  const system = systemsFor(props.preset).find((s) => s.id === props.systemId)
  if (!system) return null
  const t = await getTranslations('Map')
  const terms = await getTranslations('Terms')
  const history = await getTranslations('History')
  const format = await getFormatter()
  const joinAnd = (items: string[]) => format.list(items, { type: 'conjunction' })
  const { control } = props
  const headingId = `system-details-${system.id}-heading`
  const zones = system.zones.map(romanOf)
  const subZone = SUB_ZONES.find((sz) => sz.id === system.subZone)
  const effects = system.strategicEffects.map((id) => terms(`token.${id}`))
  const stars = victoryStars(system.victoryBonus)
  const baseCp = 1 + system.victoryBonus

  return (
    <section aria-labelledby={headingId} className="@container rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-900 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {system.name}
      </h2>

      <dl className="mt-3 divide-y divide-slate-200">
        <Item term={t('details.control')}>
          <span className="inline-flex items-center gap-2 font-medium">
            <ControlMarkerIcon control={control} size={24} />
            {controlInWords(t, control)}
          </span>
        </Item>
        {control?.kind === 'base' ? (
          <Item term={t('details.defense')}>
            <span className={control.defense === 'secret' ? 'italic text-slate-700' : undefined}>{defenseText(t, history, control.defense)}</span>
          </Item>
        ) : null}
        {control?.kind === 'base' && control.placedBy && props.playerName ? (
          <Item term={t('details.placedBy')}>{props.playerName(control.placedBy)}</Item>
        ) : null}
        <Item term={system.zones.length > 1 ? t('details.zones') : t('details.zone')}>{joinAnd(zones)}</Item>
        <Item term={t('details.border')}>{system.border ? t('details.borderYes', { zones: joinAnd(zones) }) : t('details.no')}</Item>
        <Item term={t('details.subZone')}>{subZone ? subZone.name : t('details.noSubZone')}</Item>
        <Item term={t('details.effects')}>
          {effects.length === 0
            ? t('details.none')
            : effects.length === 2
              ? t('details.effectsChoice', { first: effects[0]!, second: effects[1]! })
              : effects.join(', ')}
        </Item>
        <Item term={t('details.rewards')}>
          <ul className="space-y-0.5">
            {system.rewards.map((reward, i) => (
              <li key={`${reward.type}-${i}`}>
                {t.rich('details.reward', {
                  reward: terms(`reward.${reward.type}`),
                  winner: reward.winner,
                  loser: reward.loser,
                  strong: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </li>
            ))}
          </ul>
        </Item>
        <Item term={t('details.campaignObjectives')}>
          <NameList names={system.campaignObjectives.map(objectiveName)} none={t('details.none')} />
        </Item>
        <Item term={t('details.standardObjectives')}>
          <NameList names={system.standardObjectives.map(objectiveName)} none={t('details.none')} />
        </Item>
        <Item term={t('details.victoryBonus')}>
          {system.victoryBonus}
          {stars ? (
            <span aria-hidden="true" className="ml-2 text-amber-800">
              {stars}
            </span>
          ) : null}
        </Item>
        <Item term={t('details.destroyingBase')}>
          {t.rich('details.baseCp', { cp: baseCp, note: (chunks) => <span className="text-slate-600">{chunks}</span> })}
        </Item>
      </dl>
    </section>
  )
}
