// R-REFIT 8 and 6: a disbanded fleet's way to its rebuilding, and finishing the refit as the fleet stands.
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../../turn/turn-form'
import { finishCost, finishGivesUp } from './finish-cost'
import type { RefitPartProps } from './section-props'

export async function RefitEnd({ r, form, fleet, campaignId }: RefitPartProps) {
  const t = await getTranslations('Management.refit')
  const name = fleet(r.fleetId)
  return (
    <>
      {r.disbanded ? (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm">
          {t.rich('disbanded', { link: (chunks) => <Link href={`/campaigns/${campaignId}/fleets/${r.fleetId}`}>{chunks}</Link> })}
        </p>
      ) : null}
      <TurnForm
        {...form}
        type="finish-refit"
        submit={t('finish.submit', { fleet: name })}
        done={t('finish.done')}
        label={t('finish.submit', { fleet: name })}
        // Asked first only when finishing gives something up (a credit unspent, a scar a base could remove).
        confirm={finishGivesUp(r) ? { button: t('finish.confirm'), cost: { text: finishCost(r, name, t) } } : undefined}
      >
        <input type="hidden" name="fleetId" value={r.fleetId} />
      </TurnForm>
    </>
  )
}
