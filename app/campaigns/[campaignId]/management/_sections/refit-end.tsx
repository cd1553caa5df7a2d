// R-REFIT 8 and 6: disbanding a fleet that can no longer compete, and finishing the refit.
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../../turn/turn-form'
import { finishCost } from './finish-cost'
import type { RefitPartProps } from './refit'

export async function RefitEnd({ r, form, fleet, campaignId }: RefitPartProps) {
  const t = await getTranslations('Management.refit')
  const name = fleet(r.fleetId)
  const disbandCost =
    r.disbandLoses.length === 0 ? t('disband.costNoUnique', { fleet: name }) : t('disband.cost', { fleet: name, cards: r.disbandLoses.join(', ') })
  return (
    <>
      {r.disbanded ? (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm">
          {t.rich('disbanded', { link: (chunks) => <Link href={`/campaigns/${campaignId}/fleets/${r.fleetId}`}>{chunks}</Link> })}
        </p>
      ) : r.ships.length + r.squadrons.length > 0 ? (
        <TurnForm
          {...form}
          type="refit"
          submit={t('disband.submit')}
          done={t('disband.done')}
          label={t('disband.label', { fleet: name })}
          confirm={{ button: t('disband.confirm'), cost: { text: disbandCost } }}
        >
          <input type="hidden" name="fleetId" value={r.fleetId} />
          <input type="hidden" name="op" value="disband" />
          <p className="text-sm">{t('disband.explain')}</p>
        </TurnForm>
      ) : null}
      <TurnForm
        {...form}
        type="finish-refit"
        submit={t('finish.submit', { fleet: name })}
        done={t('finish.done')}
        label={t('finish.submit', { fleet: name })}
        confirm={{ button: t('finish.confirm'), cost: { text: finishCost(r, name, t) } }}
      >
        <input type="hidden" name="fleetId" value={r.fleetId} />
      </TurnForm>
    </>
  )
}
