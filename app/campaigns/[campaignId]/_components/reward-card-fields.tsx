// The cards a reward buys: up to three of those the engine offers, and Destiny for uniques. The same fields
// for a turn's reward (each card tried by the engine: lib/campaign/views/reward-offers.ts) and a pivotal
// battle's (lib/campaign/management/rewards.ts rewardCardOffer).
import { getTranslations } from 'next-intl/server'
import type { RewardChoice } from '@/lib/campaign'
import type { RewardTypeId } from '@/lib/data/map'
import { systemName } from '@/app/_lib/words'
import { Select } from '@/app/_components/ui/select'

/** `needsDestiny`: the engine sells it only with the team's Destiny token. */
type Card = { id: string; name: string; points: number; unique: boolean; needsDestiny?: boolean }

/** `destiny`: whether to offer spending Destiny (the turn's reward: only when a card offered needs it); offered when not given. */
export async function RewardCardFields({
  picked,
  reserve,
  cards,
  destiny = true,
}: {
  picked: RewardChoice
  reserve: Partial<Record<RewardTypeId, number>>
  cards: Card[]
  destiny?: boolean
}) {
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
      {cards.length === 0 ? <p>{t('noCard')}</p> : null}
      {(cards.length === 0 ? [] : [1, 2, 3]).map((n) => (
        <Select
          key={n}
          label={t('card', { n })}
          name="cards"
          none={t('none')}
          options={cards.map((c) => ({
            value: c.id,
            label: t('cardOption', { name: c.name, points: c.points, unique: c.needsDestiny ? 'destiny' : c.unique ? 'yes' : 'no' }),
          }))}
        />
      ))}
      {destiny ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="useDestiny" /> {t('destiny')}
        </label>
      ) : null}
    </>
  )
}
