// Step 5: each fleet refits (R-REFIT) in its refit editor, where the whole fleet is edited and sent at once;
// here, each fleet's state and the way to its editor, or to finish without a change.
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/app/_components/ui/button-class'
import { Panel } from '@/app/_components/ui/panel'
import { RefitEnd } from './refit-end'
import { formOf, type ManagementSectionProps } from './section-props'

export async function RefitSection(props: ManagementSectionProps) {
  const { m, fleet, campaignId } = props
  if (m.step !== 'refit') return null
  const t = await getTranslations('Management.refit')
  const terms = await getTranslations('Terms')
  const form = formOf(props)
  return m.refits.map((r) => {
    const part = { r, form, fleet, campaignId }
    return (
      <Panel
        key={r.fleetId}
        id={`refit-${r.fleetId}`}
        title={<span className="block first-letter:uppercase">{t('title', { fleet: fleet(r.fleetId) })}</span>}
        rule="R-REFIT"
      >
        <p className="text-sm">
          {t('summary', {
            value: r.value,
            limit: r.limit,
            left: r.scarRemovalsLeft,
            conditions: r.conditions.map((c) => terms(`condition.${c}`)).join(', ') || t('none'),
          })}
        </p>
        {r.pending.length > 0 ? <p className="text-sm">{t('pendingCount', { count: r.pending.length })}</p> : null}
        <p>
          <Link href={`/campaigns/${campaignId}/fleets/${r.fleetId}/refit`} className={`${buttonClass('primary')} inline-block no-underline`}>
            {t('open', { fleet: fleet(r.fleetId) })}
          </Link>
        </p>
        <RefitEnd {...part} />
      </Panel>
    )
  })
}
