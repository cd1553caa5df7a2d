import { useTranslations } from 'next-intl'
import { systemName } from '@/app/_lib/words'
import type { BattleStakes } from '@/lib/campaign'
import type { BattleEffect } from '@/lib/campaign'

/** R-REWARD, R-EFFECT: the rewards for the winner and the loser, the victory bonus, and what a win changes on the map. */
export function Stakes({ stakes, assaulter, defender }: { stakes: BattleStakes; assaulter: string; defender: string }) {
  const t = useTranslations('Briefing.stakes')
  const terms = useTranslations('Terms')
  const win = (effect: BattleEffect, player: string) =>
    t(`win.${effect.kind}`, { player, team: effect.team, system: systemName(effect.systemId), cp: effect.cp })
  return (
    <section aria-labelledby="stakes-title" className="break-inside-avoid space-y-1">
      <h2 id="stakes-title" className="font-bold">
        {t('title')}
      </h2>
      <table className="border-collapse text-left">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="pr-4">
              {t('reward')}
            </th>
            <th scope="col" className="pr-4 text-right">
              {t('winner')}
            </th>
            <th scope="col" className="text-right">
              {t('loser')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stakes.rewards.map((r) => (
            <tr key={r.type}>
              <th scope="row" className="pr-4 font-normal">
                {terms(`reward.${r.type}`)}
              </th>
              <td className="pr-4 text-right">{r.winner}</td>
              <td className="text-right">{r.loser}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('victoryBonus', { bonus: stakes.victoryBonus })}</p>
      <ul className="list-disc pl-5">
        <li>{win(stakes.ifAssaulterWins, assaulter)}</li>
        <li>{win(stakes.ifDefenderWins, defender)}</li>
      </ul>
    </section>
  )
}
