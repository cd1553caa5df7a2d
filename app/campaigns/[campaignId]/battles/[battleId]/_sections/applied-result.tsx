import { battleOutcome } from '@/app/_lib/battle-words'
import { sentence } from '@/app/_lib/sentence'
import { fleetName } from '@/app/_lib/words'
import { marginOfVictory } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { describeOutcome, scarredBy } from './describe-outcome'

type Applied = Extract<VisibleBattle['result'], { status: 'applied' }>

/** R-RESULT-WIN, R-XP, R-SCAR, R-VET-2: the result as applied, read-only, during its turn and after. */
export function AppliedResult({ battle, result, name }: { battle: VisibleBattle; result: Applied; name: (id: string) => string }) {
  const defender = battle.defender!
  const fleets = battle.fleets
  const r = result.result
  const veterans = (side: 'assaulter' | 'defender') => {
    const chosen = battle.veteransChosen[battle[side]!.fleetId]
    if (chosen === undefined) return r[side].eligibleVeterans.length === 0 ? 'none' : 'not chosen yet'
    return describeOutcome(fleets?.[side] ?? null, chosen)
  }
  const score = { winner: result.winner, assaulterScore: r.assaulter.score, defenderScore: r.defender.score }
  return (
    <div className="space-y-1">
      <p className="font-semibold">
        {sentence(battleOutcome(battle, score, name))} (margin {marginOfVictory(r)}).
      </p>
      <p>
        XP: {name(battle.assaulter.playerId)} +{result.xp.assaulter}, {name(defender.playerId)} +{result.xp.defender} (R-XP).
      </p>
      <p className="text-sm">
        Scarred now (destroyed, not retreated): {describeOutcome(fleets?.assaulter ?? null, scarredBy(r.assaulter))} /{' '}
        {describeOutcome(fleets?.defender ?? null, scarredBy(r.defender))} (R-SCAR).
      </p>
      {r.assaulter.tabled || r.defender.tabled ? (
        <p className="text-sm">
          Tabled: {[r.assaulter.tabled ? name(battle.assaulter.playerId) : '', r.defender.tabled ? name(defender.playerId) : ''].filter(Boolean).join(', ')}.
        </p>
      ) : null}
      <p className="text-sm">
        Veterans: {fleetName(battle.assaulter.fleetId, name)}: {veterans('assaulter')}; {fleetName(defender.fleetId, name)}: {veterans('defender')} (R-VET-2).
      </p>
    </div>
  )
}
