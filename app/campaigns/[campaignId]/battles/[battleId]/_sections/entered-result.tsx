import { getTranslations } from 'next-intl/server'
import type { BattleExtras } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import type { Actor } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'
import { ResultFields, type Side } from '../result-fields'
import { describeOutcome } from './describe-outcome'

type Entered = Extract<VisibleBattle['result'], { status: 'entered' | 'disputed' }>

/** R-RESULT-CONFIRM: a result entered waits for the other player (confirm or dispute), or the organizer settles it. */
export async function EnteredResult(props: {
  battle: VisibleBattle
  result: Entered
  extras: BattleExtras
  sides: [Side, Side] | null
  actor: Actor
  name: (id: string) => string
  form: { campaignId: string; version: number }
}) {
  const { battle, result, extras, sides, actor, name, form } = props
  const defender = battle.defender!
  const fleets = battle.fleets
  const r = result.result
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const outcome = (fleet: 'assaulter' | 'defender', uids: string[]) => describeOutcome(fleets?.[fleet] ?? null, uids, words)
  return (
    <div className="space-y-2">
      <p>
        {t('entered', {
          byOrganizer: result.by === 'organizer' ? 'yes' : 'no',
          by: result.by === 'organizer' ? '' : name(result.by),
          assaulter: name(battle.assaulter.playerId),
          assaulterScore: r.assaulter.score,
          assaulterTabled: r.assaulter.tabled ? 'yes' : 'no',
          defender: name(defender.playerId),
          defenderScore: r.defender.score,
          defenderTabled: r.defender.tabled ? 'yes' : 'no',
        })}
      </p>
      <p className="text-sm">
        {t('destroyedRetreated', {
          assaulterDestroyed: outcome('assaulter', r.assaulter.destroyed),
          defenderDestroyed: outcome('defender', r.defender.destroyed),
          assaulterRetreated: outcome('assaulter', r.assaulter.retreated),
          defenderRetreated: outcome('defender', r.defender.retreated),
        })}
      </p>
      {result.status === 'disputed' ? <p role="note">{t('disputed', { player: name(result.disputedBy) })}</p> : null}
      {result.status === 'entered' && extras.mayConfirm ? (
        <div className="flex flex-wrap gap-3">
          <TurnForm {...form} type="confirm-result" submit={t('confirm')} done={t('confirmed')} label={t('confirm')}>
            <input type="hidden" name="battleId" value={battle.id} />
            <input type="hidden" name="seen" value={JSON.stringify(r)} />
          </TurnForm>
          {actor.role === 'player' ? (
            <TurnForm {...form} type="dispute-result" submit={t('dispute')} done={t('disputedDone')} label={t('dispute')}>
              <input type="hidden" name="battleId" value={battle.id} />
              <input type="hidden" name="seen" value={JSON.stringify(r)} />
            </TurnForm>
          ) : null}
        </div>
      ) : null}
      {result.status === 'entered' && !extras.mayConfirm ? <p>{t('waitingConfirm')}</p> : null}
      {extras.mayCorrect && sides ? (
        <details className="rounded border border-slate-300 p-2">
          <summary className="cursor-pointer font-semibold">{t('correctSummary')}</summary>
          <TurnForm {...form} type="enter-result" submit={t('correct')} done={t('corrected')} label={t('correctLabel')}>
            <input type="hidden" name="battleId" value={battle.id} />
            <ResultFields sides={sides} initial={r} />
          </TurnForm>
        </details>
      ) : null}
      {extras.maySettle && sides ? (
        <TurnForm {...form} type="settle-result" submit={t('settle')} done={t('settled')} label={t('settleLabel')}>
          <input type="hidden" name="battleId" value={battle.id} />
          <ResultFields sides={sides} initial={r} />
        </TurnForm>
      ) : null}
    </div>
  )
}
