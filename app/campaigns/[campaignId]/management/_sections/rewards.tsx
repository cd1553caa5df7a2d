// Step 3: each fleet takes a reward of a system it won, or a resting fourth fleet one of its bases' (R-REWARD, R-FOURTH).
// Each choice's cards are the management view's: those the engine sells for that choice's own points.
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { RewardCardFields } from '../../_components/reward-card-fields'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export async function RewardsSection(props: ManagementSectionProps) {
  const { m, fleet, chosenReward } = props
  if (m.step !== 'rewards') return null
  const t = await getTranslations('Management.rewards')
  const terms = await getTranslations('Terms')
  const form = formOf(props)
  return m.rewards.map((r) => {
    const offer = chosenReward?.startsWith(`${r.fleetId}:`)
      ? r.offers.find((o) => `${r.fleetId}:${o.choice.systemId}:${o.choice.type}` === chosenReward)
      : undefined
    const title = r.inReserve ? t('titleReserve', { fleet: fleet(r.fleetId) }) : t('title', { fleet: fleet(r.fleetId) })
    return (
      <Panel
        key={r.fleetId}
        id={`reward-${r.fleetId}`}
        title={<span className="block first-letter:uppercase">{title}</span>}
        rule={r.inReserve ? 'R-FOURTH' : 'R-REWARD'}
      >
        {!offer ? (
          <ul className="space-y-2">
            {r.options.map((o) => {
              const words = t('option', { system: systemName(o.systemId), reward: terms(`reward.${o.type}`), points: o.points })
              return (
                <li key={`${o.systemId}:${o.type}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <Link href={`?reward=${r.fleetId}:${o.systemId}:${o.type}`} className="py-2">
                    {words}
                  </Link>
                  {/* Banking the points needs no card list: one tap takes the reward into the Fleet Reserve. */}
                  <TurnForm {...form} type="take-reward" submit={t('bank')} done={t('done')} label={t('bankLabel', { option: words, fleet: fleet(r.fleetId) })}>
                    <input type="hidden" name="fleetId" value={r.fleetId} />
                    <input type="hidden" name="systemId" value={o.systemId} />
                    <input type="hidden" name="rewardType" value={o.type} />
                  </TurnForm>
                </li>
              )
            })}
          </ul>
        ) : (
          <TurnForm {...form} type="take-reward" submit={t('submit')} done={t('done')} label={t('label', { fleet: fleet(r.fleetId) })}>
            <input type="hidden" name="fleetId" value={r.fleetId} />
            <RewardCardFields picked={offer.choice} reserve={r.reserve} cards={offer.cards} destiny={offer.cards.some((c) => c.needsDestiny)} />
          </TurnForm>
        )}
      </Panel>
    )
  })
}
