// R-REFIT 4 at refit: the team's Fleet Reserve buys cards of each reward type it holds points of; the
// cards then wait to be added like a reward's.
import { getTranslations } from 'next-intl/server'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import type { RewardTypeId } from '@/lib/data/map'
import { TurnForm } from '../turn/turn-form'

export async function ReserveForms({
  campaignId,
  version,
  fleetId,
  fleetLabel,
  reserve,
}: {
  campaignId: string
  version: number
  fleetId: string
  fleetLabel: string
  reserve: { type: RewardTypeId; points: number; cards: { id: string; name: string; points: number }[] }[]
}) {
  const t = await getTranslations('Management.refit')
  const terms = await getTranslations('Terms')
  return reserve.map((r) => {
    const reward = terms(`reward.${r.type}`)
    return (
      <TurnForm
        key={r.type}
        campaignId={campaignId}
        version={version}
        type="refit"
        submit={t('reserve.submit')}
        done={t('rebuy.done')}
        label={t('reserve.label', { reward, fleet: fleetLabel })}
      >
        <input type="hidden" name="fleetId" value={fleetId} />
        <input type="hidden" name="op" value="buy-from-reserve" />
        <input type="hidden" name="rewardType" value={r.type} />
        <label className="block">
          {t('reserve.select', { reward, points: r.points })}
          <select name="cards" className={FIELD_CLASS}>
            {r.cards.map((card) => (
              <option key={card.id} value={card.id}>
                {card.name} ({card.points})
              </option>
            ))}
          </select>
        </label>
      </TurnForm>
    )
  })
}
