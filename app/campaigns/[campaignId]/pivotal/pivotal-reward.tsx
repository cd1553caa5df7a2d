// R-PIVOT-AFTER: the reward a pivotal objective gives each player of the winning team (Demonstration of
// Force): first the reward, then the cards it buys, as in the management phase (R-REWARD 3-5).
import Link from 'next/link'
import { systemName } from '@/app/_lib/words'
import { REWARD_TYPES } from '@/lib/data/map'
import type { PivotalView } from '@/lib/server/get-pivotal-view'
import { TurnForm } from '../turn/turn-form'

const field = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'
const rewardName = (id: string) => REWARD_TYPES.find((r) => r.id === id)?.name ?? id

export function PivotalReward({
  reward,
  title,
  chosen,
  campaignId,
  version,
}: {
  reward: PivotalView['rewards'][number]
  title: string
  chosen: string | null
  campaignId: string
  version: number
}) {
  const form = { campaignId, version }
  const picked = reward.options.find((o) => `${reward.fleetId}:${o.systemId}:${o.type}` === chosen)
  const first = reward.options[0]!
  return (
    <section aria-labelledby={`pivotal-reward-${reward.fleetId}`} className="space-y-2 rounded border border-slate-300 p-2">
      <h3 id={`pivotal-reward-${reward.fleetId}`} className="font-semibold first-letter:uppercase">
        {title}: reward of the pivotal objective (R-PIVOT-AFTER)
      </h3>
      {!picked ? (
        <>
          <p className="text-sm">The winner value of one reward; the cards join the fleet at the refit below.</p>
          <ul className="space-y-1">
            {reward.options.map((o) => (
              <li key={`${o.systemId}:${o.type}`}>
                <Link href={`?reward=${reward.fleetId}:${o.systemId}:${o.type}`}>
                  {systemName(o.systemId)}: {rewardName(o.type)}, {o.points} points
                </Link>
              </li>
            ))}
          </ul>
          <TurnForm {...form} type="take-pivotal-reward" submit="Decline the reward" done="Reward declined." label={`Decline the pivotal reward of ${title}`}>
            <input type="hidden" name="fleetId" value={reward.fleetId} />
            <input type="hidden" name="decline" value="yes" />
            <input type="hidden" name="systemId" value={first.systemId} />
            <input type="hidden" name="rewardType" value={first.type} />
          </TurnForm>
        </>
      ) : (
        <TurnForm {...form} type="take-pivotal-reward" submit="Take the reward" done="Reward taken." label={`Pivotal reward of ${title}`}>
          <input type="hidden" name="fleetId" value={reward.fleetId} />
          <input type="hidden" name="systemId" value={picked.systemId} />
          <input type="hidden" name="rewardType" value={picked.type} />
          <p>
            {systemName(picked.systemId)}: {rewardName(picked.type)}, {picked.points} points, plus {reward.reserve[picked.type] ?? 0} in your team’s Fleet
            Reserve. What you do not spend goes to the Reserve.
          </p>
          {[1, 2, 3].map((n) => (
            <label key={n} className="block">
              Card {n}
              <select name="cards" className={field} defaultValue="">
                <option value="">None</option>
                {(reward.cardsByType[picked.type] ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({c.points}){c.unique ? ', unique' : ''}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label className="flex items-center gap-2">
            <input type="checkbox" name="useDestiny" /> Spend a Destiny token to buy unique cards
          </label>
        </TurnForm>
      )}
    </section>
  )
}
