import { rewardName, systemName, TEAM_NAMES } from '@/app/_lib/words'
import type { BattleStakes } from '@/lib/campaign'
import type { BattleEffect } from '@/lib/campaign'

const WIN_WORDS: Record<BattleEffect['kind'], string> = {
  'took-unoccupied': 'place a presence at',
  'took-presence': 'take the enemy presence at',
  'destroyed-base': 'destroy the enemy base at',
  'defended-base': 'keep their base at',
  'defended-presence': 'keep their presence at',
}

function win(effect: BattleEffect, player: string): string {
  return `If ${player} wins, the ${TEAM_NAMES[effect.team]} ${WIN_WORDS[effect.kind]} ${systemName(effect.systemId)}: +${effect.cp} CP.`
}

/** R-REWARD, R-EFFECT: the rewards for the winner and the loser, the victory bonus, and what a win changes on the map. */
export function Stakes({ stakes, assaulter, defender }: { stakes: BattleStakes; assaulter: string; defender: string }) {
  return (
    <section aria-labelledby="stakes-title" className="break-inside-avoid space-y-1">
      <h2 id="stakes-title" className="font-bold">
        At stake
      </h2>
      <table className="border-collapse text-left">
        <caption className="sr-only">Rewards of the system</caption>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="pr-4">
              Reward
            </th>
            <th scope="col" className="pr-4 text-right">
              Winner
            </th>
            <th scope="col" className="text-right">
              Loser
            </th>
          </tr>
        </thead>
        <tbody>
          {stakes.rewards.map((r) => (
            <tr key={r.type}>
              <th scope="row" className="pr-4 font-normal">
                {rewardName(r.type)}
              </th>
              <td className="pr-4 text-right">{r.winner}</td>
              <td className="text-right">{r.loser}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Victory bonus: {stakes.victoryBonus}.</p>
      <ul className="list-disc pl-5">
        <li>{win(stakes.ifAssaulterWins, assaulter)}</li>
        <li>{win(stakes.ifDefenderWins, defender)}</li>
      </ul>
    </section>
  )
}
