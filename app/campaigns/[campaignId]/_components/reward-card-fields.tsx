// The cards a reward buys: up to three of those the engine offers (lib/campaign/management/rewards.ts
// rewardCardOffer), and Destiny for uniques. The same fields for a turn's reward and a pivotal battle's.
import type { RewardChoice } from '@/lib/campaign'
import type { RewardTypeId } from '@/lib/data/map'
import { rewardName, systemName } from '@/app/_lib/words'
import { Select } from '@/app/_components/ui/select'

type Card = { id: string; name: string; points: number; unique: boolean }

export function RewardCardFields({ picked, reserve, cards }: { picked: RewardChoice; reserve: Partial<Record<RewardTypeId, number>>; cards: Card[] }) {
  return (
    <>
      <input type="hidden" name="systemId" value={picked.systemId} />
      <input type="hidden" name="rewardType" value={picked.type} />
      <p>
        {systemName(picked.systemId)}: {rewardName(picked.type)}, {picked.points} points, plus {reserve[picked.type] ?? 0} in your team’s Fleet Reserve. What
        you do not spend goes to the Reserve.
      </p>
      {[1, 2, 3].map((n) => (
        <Select
          key={n}
          label={`Card ${n}`}
          name="cards"
          none="None"
          options={cards.map((c) => ({ value: c.id, label: `${c.name} (${c.points})${c.unique ? ', unique' : ''}` }))}
        />
      ))}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="useDestiny" /> Spend a Destiny token to buy unique cards
      </label>
    </>
  )
}
