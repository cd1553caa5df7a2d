import { elision } from '@/app/_i18n/elision'
import { getTranslations } from 'next-intl/server'
import type { BattleExtras, BattleResult, BattleResultView } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import type { Actor } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'
import { ResultFields, type Side } from '../result-fields'
import { describeOutcome } from './describe-outcome'
import { ResultPreviewPanel } from './result-preview'
import { ResultVersions } from './result-versions'

type Entered = Extract<VisibleBattle['result'], { status: 'entered' | 'disputed' }>

/** The longest dispute reason the form takes (the command's schema says the same, DISPUTE_REASON_MAX). */
const REASON_MAX = 300

/**
 * R-RESULT-CONFIRM: a result entered waits for the other player, who reads what confirming applies before
 * confirming or disputing it (with a reason and their own figures); the organizer settles from both versions.
 */
export async function EnteredResult(props: {
  battle: VisibleBattle
  result: Entered
  extras: BattleExtras
  sides: [Side, Side] | null
  view: BattleResultView
  actor: Actor
  name: (id: string) => string
  form: { campaignId: string; version: number }
}) {
  const { battle, result, extras, sides, view, actor, name, form } = props
  const defender = battle.defender!
  const fleets = battle.fleets
  const r = result.result
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const outcome = (fleet: 'assaulter' | 'defender', uids: string[]) => describeOutcome(fleets?.[fleet] ?? null, uids, words)
  const counter = result.status === 'disputed' ? result.counter : undefined
  // A disputed result was entered by a player: the organizer's own entry is applied at once.
  const enteredBy = result.by === 'organizer' ? '' : name(result.by)
  const settleForm = (initial: BattleResult, label: string) =>
    sides ? (
      <TurnForm {...form} type="settle-result" submit={t('settle')} done={t('settled')} label={label}>
        <input type="hidden" name="battleId" value={battle.id} />
        <ResultFields sides={sides} initial={initial} />
      </TurnForm>
    ) : null
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
      {result.status === 'disputed' && result.reason ? <p>{t('disputeReasonIs', { player: name(result.disputedBy), reason: result.reason })}</p> : null}
      {result.status === 'disputed' && counter ? (
        <ResultVersions battle={battle} entered={r} counter={counter} enteredBy={enteredBy} disputedBy={name(result.disputedBy)} name={name} />
      ) : null}
      {view.preview ? (
        <div className="grid gap-2 md:grid-cols-2">
          <ResultPreviewPanel
            id="preview-entered"
            battle={battle}
            preview={view.preview.entered}
            title={result.status === 'disputed' ? t('previewOf', { player: enteredBy, elision: elision(enteredBy) }) : t('previewTitle')}
            name={name}
          />
          {view.preview.counter && result.status === 'disputed' ? (
            <ResultPreviewPanel
              id="preview-counter"
              battle={battle}
              preview={view.preview.counter}
              title={t('previewOf', { player: name(result.disputedBy), elision: elision(name(result.disputedBy)) })}
              name={name}
            />
          ) : null}
        </div>
      ) : null}
      {result.status === 'entered' && extras.mayConfirm ? (
        <div className="space-y-3">
          <TurnForm {...form} type="confirm-result" submit={t('confirm')} done={t('confirmed')} label={t('confirm')}>
            <input type="hidden" name="battleId" value={battle.id} />
            <input type="hidden" name="seen" value={JSON.stringify(r)} />
          </TurnForm>
          {actor.role === 'player' && sides ? (
            <details className="rounded border border-slate-300 p-2">
              <summary className="cursor-pointer font-semibold">{t('disputeSummary')}</summary>
              <TurnForm {...form} type="dispute-result" submit={t('dispute')} done={t('disputedDone')} label={t('disputeLabel')}>
                <input type="hidden" name="battleId" value={battle.id} />
                <input type="hidden" name="seen" value={JSON.stringify(r)} />
                <label className="block">
                  {t('disputeReason')}
                  <textarea name="reason" required maxLength={REASON_MAX} rows={2} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2" />
                </label>
                <p className="text-sm">{t('disputeFigures')}</p>
                <ResultFields sides={sides} initial={r} />
              </TurnForm>
            </details>
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
      {extras.maySettle && counter && result.status === 'disputed' ? (
        <div className="grid gap-2 md:grid-cols-2">
          {[
            { initial: r, player: enteredBy },
            { initial: counter, player: name(result.disputedBy) },
          ].map((v) => (
            <details key={v.player} className="rounded border border-slate-300 p-2">
              <summary className="cursor-pointer font-semibold">{t('settleFrom', { player: v.player, elision: elision(v.player) })}</summary>
              {settleForm(v.initial, t('settleFrom', { player: v.player, elision: elision(v.player) }))}
            </details>
          ))}
        </div>
      ) : extras.maySettle ? (
        settleForm(r, t('settleLabel'))
      ) : null}
    </div>
  )
}
