// Step 3: each fleet takes a reward of a system it won, or a resting fourth fleet one of its bases' (R-REWARD, R-FOURTH).
import Link from 'next/link'
import { rewardName, systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { RewardCardFields } from '../../_components/reward-card-fields'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export function RewardsSection(props: ManagementSectionProps) {
  const { m, fleet, chosenReward } = props
  if (m.step !== 'rewards') return null
  const form = formOf(props)
  return m.rewards.map((r) => {
    const picked = chosenReward?.startsWith(`${r.fleetId}:`) ? r.options.find((o) => `${r.fleetId}:${o.systemId}:${o.type}` === chosenReward) : undefined
    const title = r.inReserve ? `${fleet(r.fleetId)} in reserve: the winner reward of one of your bases (R-FOURTH)` : `${fleet(r.fleetId)}: reward (R-REWARD)`
    return (
      <Panel key={r.fleetId} id={`reward-${r.fleetId}`} title={<span className="block first-letter:uppercase">{title}</span>}>
        {!picked ? (
          <ul className="space-y-1">
            {r.options.map((o) => (
              <li key={`${o.systemId}:${o.type}`}>
                <Link href={`?reward=${r.fleetId}:${o.systemId}:${o.type}`}>
                  {systemName(o.systemId)}: {rewardName(o.type)}, {o.points} points
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <TurnForm {...form} type="take-reward" submit="Take the reward" done="Reward taken." label={`Reward of ${fleet(r.fleetId)}`}>
            <input type="hidden" name="fleetId" value={r.fleetId} />
            <RewardCardFields picked={picked} reserve={r.reserve} cards={r.cardsByType[picked.type] ?? []} />
          </TurnForm>
        )}
      </Panel>
    )
  })
}
