import { getTranslations } from 'next-intl/server'
import { fleetNameIn } from '@/app/_lib/words'
import { battleOutcome } from '../../../history/words'
import { marginOfVictory } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { describeOutcome, scarredBy } from './describe-outcome'

type Applied = Extract<VisibleBattle['result'], { status: 'applied' }>

/** R-RESULT-WIN, R-XP, R-SCAR, R-VET-2: the result as applied, read-only, during its turn and after. */
/** `defenderHeld`: whether the defender held the system (defenderHeldSystem), so that "took it from" is said only then. */
export async function AppliedResult({
  battle,
  result,
  name,
  defenderHeld,
}: {
  battle: VisibleBattle
  result: Applied
  name: (id: string) => string
  defenderHeld: boolean | null
}) {
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const battles = await getTranslations('Battles')
  const defender = battle.defender!
  const fleets = battle.fleets
  const r = result.result
  const veterans = (side: 'assaulter' | 'defender') => {
    const chosen = battle.veteransChosen[battle[side]!.fleetId]
    if (chosen === undefined) return r[side].eligibleVeterans.length === 0 ? t('none') : t('notChosenYet')
    return describeOutcome(fleets?.[side] ?? null, chosen, words)
  }
  const score = { winner: result.winner, assaulterScore: r.assaulter.score, defenderScore: r.defender.score, defenderHeld }
  const tabled = [r.assaulter.tabled ? name(battle.assaulter.playerId) : '', r.defender.tabled ? name(defender.playerId) : ''].filter(Boolean)
  return (
    <div className="space-y-1">
      <p className="font-semibold">{t('outcome', { outcome: battleOutcome(battles, battle, score, name), margin: marginOfVictory(r) })}</p>
      <p>
        {t('xp', {
          assaulter: name(battle.assaulter.playerId),
          assaulterXp: result.xp.assaulter,
          defender: name(defender.playerId),
          defenderXp: result.xp.defender,
        })}
      </p>
      <p className="text-sm">
        {t('scarred', {
          assaulter: describeOutcome(fleets?.assaulter ?? null, scarredBy(r.assaulter), words),
          defender: describeOutcome(fleets?.defender ?? null, scarredBy(r.defender), words),
        })}
      </p>
      {tabled.length > 0 ? <p className="text-sm">{t('tabled', { players: tabled.join(', ') })}</p> : null}
      <p className="text-sm">
        {t('veterans', {
          assaulterFleet: fleetNameIn(words, battle.assaulter.fleetId, name),
          assaulterVeterans: veterans('assaulter'),
          defenderFleet: fleetNameIn(words, defender.fleetId, name),
          defenderVeterans: veterans('defender'),
        })}
      </p>
    </div>
  )
}
