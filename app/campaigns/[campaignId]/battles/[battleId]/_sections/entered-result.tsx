import type { BattleExtras } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import type { Actor } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'
import { ResultFields, type Side } from '../result-fields'
import { describeOutcome } from './describe-outcome'

type Entered = Extract<VisibleBattle['result'], { status: 'entered' | 'disputed' }>

/** R-RESULT-CONFIRM: a result entered waits for the other player (confirm or dispute), or the organizer settles it. */
export function EnteredResult(props: {
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
  return (
    <div className="space-y-2">
      <p>
        Entered by {result.by === 'organizer' ? 'the organizer' : name(result.by)}: {name(battle.assaulter.playerId)} {r.assaulter.score},{' '}
        {name(defender.playerId)} {r.defender.score}
        {r.assaulter.tabled ? ` (${name(battle.assaulter.playerId)} tabled)` : ''}
        {r.defender.tabled ? ` (${name(defender.playerId)} tabled)` : ''}.
      </p>
      <p className="text-sm">
        Destroyed: {describeOutcome(fleets?.assaulter ?? null, r.assaulter.destroyed)} / {describeOutcome(fleets?.defender ?? null, r.defender.destroyed)}.
        Retreated: {describeOutcome(fleets?.assaulter ?? null, r.assaulter.retreated)} / {describeOutcome(fleets?.defender ?? null, r.defender.retreated)}.
      </p>
      {result.status === 'disputed' ? <p role="note">Disputed by {name(result.disputedBy)}: the organizer settles it (R-RESULT-CONFIRM).</p> : null}
      {result.status === 'entered' && extras.mayConfirm ? (
        <div className="flex flex-wrap gap-3">
          <TurnForm {...form} type="confirm-result" submit="Confirm the result" done="Result confirmed and applied." label="Confirm the result">
            <input type="hidden" name="battleId" value={battle.id} />
            <input type="hidden" name="seen" value={JSON.stringify(r)} />
          </TurnForm>
          {actor.role === 'player' ? (
            <TurnForm {...form} type="dispute-result" submit="Dispute the result" done="Result disputed." label="Dispute the result">
              <input type="hidden" name="battleId" value={battle.id} />
              <input type="hidden" name="seen" value={JSON.stringify(r)} />
            </TurnForm>
          ) : null}
        </div>
      ) : null}
      {result.status === 'entered' && !extras.mayConfirm ? <p>Waiting for the other player to confirm.</p> : null}
      {extras.mayCorrect && sides ? (
        <details className="rounded border border-slate-300 p-2">
          <summary className="cursor-pointer font-semibold">Correct the result you entered</summary>
          <TurnForm
            {...form}
            type="enter-result"
            submit="Save the corrected result"
            done="Result corrected; waiting for confirmation."
            label="Correct the result"
          >
            <input type="hidden" name="battleId" value={battle.id} />
            <ResultFields sides={sides} initial={r} />
          </TurnForm>
        </details>
      ) : null}
      {extras.maySettle && sides ? (
        <TurnForm {...form} type="settle-result" submit="Settle with these values" done="Result settled and applied." label="Settle the result">
          <input type="hidden" name="battleId" value={battle.id} />
          <ResultFields sides={sides} initial={r} />
        </TurnForm>
      ) : null}
    </div>
  )
}
