// Everything about one system: its map data and who controls it. A server component; a base's
// defense is named only when the viewer's VisibleControl holds it (R-SECRET).
import type { ReactNode } from 'react'
import { SUB_ZONES, ZONES, type SystemId, type ZoneId } from '@/lib/data/map'
import { rewardName } from '@/app/_lib/words'
import { systemsFor, type RewardPreset } from '@/lib/data/official-rewards'
import { OBJECTIVES } from '@/lib/data/objectives'
import { TOKENS } from '@/lib/data/tokens'
import type { VisibleControl, VisibleDefense } from '@/lib/campaign'
import { ControlMarkerIcon, controlInWords, victoryStars } from './control-marker'

function romanOf(zone: ZoneId): string {
  return ZONES.find((z) => z.id === zone)?.roman ?? String(zone)
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function objectiveName(id: string): string {
  return OBJECTIVES.find((o) => o.id === id)?.name ?? id
}

/** The Base Defense objective as this viewer may see it. */
function defenseText(defense: VisibleDefense): string {
  switch (defense) {
    case 'ion-cannon':
      return 'Ion Cannon'
    case 'armed-station':
      return 'Armed Station'
    case 'fighter-wing':
      return 'Fighter Wing'
    case 'unassigned':
      return 'Not yet assigned'
    case 'secret':
      return 'Secret'
  }
}

function Item(props: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 @md:grid-cols-[11rem_1fr] @md:gap-4">
      <dt className="font-medium text-slate-600">{props.term}</dt>
      <dd className="text-slate-900">{props.children}</dd>
    </div>
  )
}

function NameList(props: { names: string[] }) {
  if (props.names.length === 0) return <>None</>
  if (props.names.length === 1) return <>{props.names[0]}</>
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {props.names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  )
}

export function SystemDetails(props: {
  systemId: SystemId
  control: VisibleControl | undefined
  playerName?: (id: string) => string
  /** The campaign's preset: the rewards shown follow it (R-REWARD 1). */
  preset: RewardPreset
}) {
  const system = systemsFor(props.preset).find((s) => s.id === props.systemId)
  if (!system) return null
  const { control } = props
  const headingId = `system-details-${system.id}-heading`
  const zones = system.zones.map(romanOf)
  const subZone = SUB_ZONES.find((sz) => sz.id === system.subZone)
  const effects = system.strategicEffects.map((id) => TOKENS.find((t) => t.id === id)?.name ?? id)
  const stars = victoryStars(system.victoryBonus)
  const baseCp = 1 + system.victoryBonus

  return (
    <section aria-labelledby={headingId} className="@container rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-900 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {system.name}
      </h2>

      <dl className="mt-3 divide-y divide-slate-200">
        <Item term="Control">
          <span className="inline-flex items-center gap-2 font-medium">
            <ControlMarkerIcon control={control} size={24} />
            {controlInWords(control)}
          </span>
        </Item>
        {control?.kind === 'base' ? (
          <Item term="Base Defense objective">
            <span className={control.defense === 'secret' ? 'italic text-slate-700' : undefined}>{defenseText(control.defense)}</span>
          </Item>
        ) : null}
        {control?.kind === 'base' && control.placedBy && props.playerName ? <Item term="Base placed by">{props.playerName(control.placedBy)}</Item> : null}
        <Item term={system.zones.length > 1 ? 'Zones' : 'Zone'}>{joinAnd(zones)}</Item>
        <Item term="Border system">{system.border ? `Yes, between zones ${joinAnd(zones)}` : 'No'}</Item>
        <Item term="Sub-zone">{subZone ? subZone.name : 'None'}</Item>
        <Item term="Strategic effects">
          {effects.length === 0 ? 'None' : effects.length === 2 ? `${effects[0]} or ${effects[1]} (choose one)` : effects.join(', ')}
        </Item>
        <Item term="Rewards">
          <ul className="space-y-0.5">
            {system.rewards.map((reward, i) => (
              <li key={`${reward.type}-${i}`}>
                <span className="font-medium">{rewardName(reward.type)}</span>: winner {reward.winner}, loser {reward.loser} fleet points
              </li>
            ))}
          </ul>
        </Item>
        <Item term="Campaign objectives">
          <NameList names={system.campaignObjectives.map(objectiveName)} />
        </Item>
        <Item term="Standard objectives">
          <NameList names={system.standardObjectives.map(objectiveName)} />
        </Item>
        <Item term="Victory bonus">
          {system.victoryBonus}
          {stars ? (
            <span aria-hidden="true" className="ml-2 text-amber-800">
              {stars}
            </span>
          ) : null}
        </Item>
        <Item term="Destroying a base here">
          {baseCp} CP <span className="text-slate-600">(1 + victory bonus)</span>
        </Item>
      </dl>
    </section>
  )
}
