import { getTranslations } from 'next-intl/server'
import { fleetNameIn } from '@/app/_lib/words'
import { campaignPointsEra, defenderHeldSystem, type BattleExtras } from '@/lib/campaign'
import type { Actor } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import type { BattleResultView } from '@/lib/campaign'
import type { CampaignView } from '@/lib/server/get-campaign-view'
import { TurnForm } from '../../../turn/turn-form'
import { ResultFields, type Side } from '../result-fields'
import { VeteranChoices } from '../veteran-choices'
import { AppliedResult } from './applied-result'
import { EnteredResult } from './entered-result'

interface Props {
  battle: VisibleBattle
  extras: BattleExtras
  actor: Actor
  view: CampaignView
  name: (id: string) => string
  form: { campaignId: string; version: number }
  /** The engine's view of the result: the form's elements and marks, and what confirming applies. */
  resultView: BattleResultView
}

/** R-RESULT: enter, confirm, dispute or settle the result; once applied, Diplomats XP and the veterans. */
export async function ResultSection({ battle, extras, actor, view, name, form, resultView }: Props) {
  const t = await getTranslations('BattlePage')
  const words = await getTranslations()
  const fleetName = (id: string) => fleetNameIn(words, id, name)
  const defender = battle.defender!
  const fleets = battle.fleets
  const entry = resultView.entry
  const sides: [Side, Side] | null =
    fleets?.assaulter && fleets.defender && entry
      ? [
          { prefix: 'a', playerName: name(battle.assaulter.playerId), role: 'assaulting', fleet: fleets.assaulter, entry: entry[0] },
          { prefix: 'd', playerName: name(defender.playerId), role: 'defending', fleet: fleets.defender, entry: entry[1] },
        ]
      : null
  const result = battle.result
  return (
    <section aria-labelledby="result-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="result-title" className="font-bold">
        {t('result')}
      </h2>
      {result.status === 'none' && extras.mayEnterResult && sides ? (
        <TurnForm {...form} type="enter-result" submit={t('enterResult')} done={t('resultEntered')} label={t('enterResult')}>
          <input type="hidden" name="battleId" value={battle.id} />
          <ResultFields sides={sides} />
        </TurnForm>
      ) : null}
      {result.status === 'none' && !extras.mayEnterResult ? <p>{t('noResult')}</p> : null}
      {result.status === 'entered' || result.status === 'disputed' ? (
        <EnteredResult battle={battle} result={result} extras={extras} sides={sides} view={resultView} actor={actor} name={name} form={form} />
      ) : null}
      {result.status === 'applied' ? <AppliedResult battle={battle} result={result} name={name} defenderHeld={defenderHeldSystem(view.state, battle)} /> : null}
      {result.status === 'applied'
        ? extras.diplomatsXp.map((s) => (
            <TurnForm
              key={`dip-${s.fleetId}`}
              {...form}
              type="diplomats-xp"
              submit={t('diplomatsXp', { fleet: fleetName(s.fleetId) })}
              done={t('xpGranted')}
              label={t('diplomatsXpLabel', { fleet: fleetName(s.fleetId) })}
            >
              <input type="hidden" name="team" value={s.team} />
              <input type="hidden" name="battleId" value={battle.id} />
              <input type="hidden" name="fleetId" value={s.fleetId} />
            </TurnForm>
          ))
        : null}
      {extras.chooseVeteransFor.map((v) => (
        <TurnForm
          key={v.fleetId}
          {...form}
          type="choose-veterans"
          submit={t('makeVeteran')}
          done={t('veteransChosen')}
          label={t('veteransOf', { fleet: fleetName(v.fleetId) })}
        >
          <input type="hidden" name="battleId" value={battle.id} />
          <input type="hidden" name="fleetId" value={v.fleetId} />
          <VeteranChoices
            fleet={v.fleetId === battle.assaulter.fleetId ? fleets?.assaulter : fleets?.defender}
            eligible={v.eligible}
            legend={t('veteransLegend', { fleet: fleetName(v.fleetId), count: v.allowance })}
            pointsEra={campaignPointsEra(view.state)}
          />
        </TurnForm>
      ))}
    </section>
  )
}
