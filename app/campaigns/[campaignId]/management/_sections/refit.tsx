// Step 5: each fleet refits (R-REFIT): repairs, cards to place, removals and buy-backs, then its end.
import { CONDITION_NAMES } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { RefitCards } from './refit-cards'
import { RefitEnd } from './refit-end'
import { RefitRemovals } from './refit-removals'
import { RefitRepairs } from './refit-repairs'
import { formOf, type ManagementSectionProps } from './section-props'

export type FleetRefit = ManagementSectionProps['m']['refits'][number]

/** What each part of a fleet's refit is built from. */
export interface RefitPartProps {
  r: FleetRefit
  form: ReturnType<typeof formOf>
  fleet: (id: string) => string
  campaignId: string
}

export function RefitSection(props: ManagementSectionProps) {
  const { m, fleet, campaignId } = props
  if (m.step !== 'refit') return null
  const form = formOf(props)
  return m.refits.map((r) => {
    const part = { r, form, fleet, campaignId }
    return (
      <Panel key={r.fleetId} id={`refit-${r.fleetId}`} title={<span className="block first-letter:uppercase">{`${fleet(r.fleetId)}: refit (R-REFIT)`}</span>}>
        <p className="text-sm">
          Value {r.value} / {r.limit} points. Scar removals from bases left: {r.scarRemovalsLeft}. Conditions:{' '}
          {r.conditions.map((c) => CONDITION_NAMES[c]).join(', ') || 'none'}.
        </p>
        <RefitRepairs {...part} />
        <RefitCards {...part} />
        <RefitRemovals {...part} />
        <RefitEnd {...part} />
      </Panel>
    )
  })
}
