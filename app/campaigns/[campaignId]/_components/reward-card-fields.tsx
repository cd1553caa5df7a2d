// The cards a reward buys: up to three of those the engine offers (lib/campaign/management/rewards.ts
// rewardCardOffer), and Destiny for uniques. The same fields for a turn's reward and a pivotal battle's.
import { getTranslations } from 'next-intl/server'
import type { RewardChoice } from '@/lib/campaign'
import type { RewardTypeId } from '@/lib/data/map'
import { systemName } from '@/app/_lib/words'
import { Select } from '@/app/_components/ui/select'

type Card = { id: string; name: string; points: number; unique: boolean }

export async function RewardCardFields({ picked, reserve, cards }: { picked: RewardChoice; reserve: Partial<Record<RewardTypeId, number>>; cards: Card[] }) {
  const t = await getTranslations('Management.rewards')
  const terms = await getTranslations('Terms')
  return (
    <>
      <input type="hidden" name="systemId" value={picked.systemId} />
      <input type="hidden" name="rewardType" value={picked.type} />
      <p>
        {t('picked', {
          system: systemName(picked.systemId),
          reward: terms(`reward.${picked.type}`),
          points: picked.points,
          reserve: reserve[picked.type] ?? 0,
        })}
      </p>
      {[1, 2, 3].map((n) => (
        <Select
          key={n}
          label={t('card', { n })}
          name="cards"
          none={t('none')}
          options={cards.map((c) => ({ value: c.id, label: t('cardOption', { name: c.name, points: c.points, unique: c.unique ? 'yes' : 'no' }) }))}
        />
      ))}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="useDestiny" /> {t('destiny')}
      </label>
    </>
  )
}
