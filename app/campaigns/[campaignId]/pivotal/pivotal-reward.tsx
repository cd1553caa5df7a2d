// R-PIVOT-AFTER: the reward a pivotal objective gives each player of the winning team (Demonstration of
// Force): first the reward, then the cards it buys, as in the management phase (R-REWARD 3-5).
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import type { PivotalView } from '@/lib/server/get-pivotal-view'
import { TurnForm } from '../turn/turn-form'
import { RewardCardFields } from '../_components/reward-card-fields'

export async function PivotalReward({
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
  const t = await getTranslations('Pivotal.reward')
  const terms = await getTranslations('Terms')
  const form = { campaignId, version }
  const picked = reward.options.find((o) => `${reward.fleetId}:${o.systemId}:${o.type}` === chosen)
  const first = reward.options[0]!
  return (
    <section aria-labelledby={`pivotal-reward-${reward.fleetId}`} className="space-y-2 rounded border border-slate-300 p-2">
      <h3 id={`pivotal-reward-${reward.fleetId}`} className="font-semibold first-letter:uppercase">
        {t('title', { fleet: title })}
      </h3>
      {!picked ? (
        <>
          <p className="text-sm">{t('rules')}</p>
          <ul className="space-y-1">
            {reward.options.map((o) => (
              <li key={`${o.systemId}:${o.type}`}>
                <Link href={`?reward=${reward.fleetId}:${o.systemId}:${o.type}`}>
                  {t('option', { system: systemName(o.systemId), reward: terms(`reward.${o.type}`), points: o.points })}
                </Link>
              </li>
            ))}
          </ul>
          <TurnForm {...form} type="take-pivotal-reward" submit={t('declineSubmit')} done={t('declined')} label={t('declineForm', { fleet: title })}>
            <input type="hidden" name="fleetId" value={reward.fleetId} />
            <input type="hidden" name="decline" value="yes" />
            <input type="hidden" name="systemId" value={first.systemId} />
            <input type="hidden" name="rewardType" value={first.type} />
          </TurnForm>
        </>
      ) : (
        <TurnForm {...form} type="take-pivotal-reward" submit={t('takeSubmit')} done={t('taken')} label={t('takeForm', { fleet: title })}>
          <input type="hidden" name="fleetId" value={reward.fleetId} />
          <RewardCardFields picked={picked} reserve={reward.reserve} cards={reward.cardsByType[picked.type] ?? []} />
        </TurnForm>
      )}
    </section>
  )
}
