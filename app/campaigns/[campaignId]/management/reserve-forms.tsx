// R-REFIT 4 at refit: the team's Fleet Reserve buys cards of each reward type it holds points of; the
// cards then wait to be added like a reward's.
import { rewardName } from '@/app/_lib/words'
import { FIELD_CLASS } from '@/app/_components/ui/field-class'
import type { RewardTypeId } from '@/lib/data/map'
import { TurnForm } from '../turn/turn-form'

export function ReserveForms({
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
  return reserve.map((r) => (
    <TurnForm
      key={r.type}
      campaignId={campaignId}
      version={version}
      type="refit"
      submit="Buy from the Reserve"
      done="Bought; add it below."
      label={`Spend the Fleet Reserve (${rewardName(r.type)}) for ${fleetLabel}`}
    >
      <input type="hidden" name="fleetId" value={fleetId} />
      <input type="hidden" name="op" value="buy-from-reserve" />
      <input type="hidden" name="rewardType" value={r.type} />
      <label className="block">
        Fleet Reserve, {rewardName(r.type)}: {r.points} points of your team’s (R-REFIT 4)
        <select name="cards" className={FIELD_CLASS}>
          {r.cards.map((card) => (
            <option key={card.id} value={card.id}>
              {card.name} ({card.points})
            </option>
          ))}
        </select>
      </label>
    </TurnForm>
  ))
}
