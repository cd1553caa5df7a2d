// Step 5: each fleet refits (R-REFIT): repairs, cards to place, removals and buy-backs, then its end.
import { getTranslations } from 'next-intl/server'
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

export async function RefitSection(props: ManagementSectionProps) {
  const { m, fleet, campaignId } = props
  if (m.step !== 'refit') return null
  const t = await getTranslations('Management.refit')
  const terms = await getTranslations('Terms')
  const form = formOf(props)
  return m.refits.map((r) => {
    const part = { r, form, fleet, campaignId }
    return (
      <Panel key={r.fleetId} id={`refit-${r.fleetId}`} title={<span className="block first-letter:uppercase">{t('title', { fleet: fleet(r.fleetId) })}</span>}>
        <p className="text-sm">
          {t('summary', {
            value: r.value,
            limit: r.limit,
            left: r.scarRemovalsLeft,
            conditions: r.conditions.map((c) => terms(`condition.${c}`)).join(', ') || t('none'),
          })}
        </p>
        <RefitRepairs {...part} />
        <RefitCards {...part} />
        <RefitRemovals {...part} />
        <RefitEnd {...part} />
      </Panel>
    )
  })
}
