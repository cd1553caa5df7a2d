import { fleetName } from '@/app/_lib/words'
import type { BattleExtras } from '@/lib/campaign'
import type { Actor } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
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
}

/** R-RESULT: enter, confirm, dispute or settle the result; once applied, Diplomats XP and the veterans. */
export function ResultSection({ battle, extras, actor, view, name, form }: Props) {
  const defender = battle.defender!
  const fleets = battle.fleets
  const sides: [Side, Side] | null =
    fleets?.assaulter && fleets.defender
      ? [
          { prefix: 'a', playerName: name(battle.assaulter.playerId), role: 'assaulting', fleet: fleets.assaulter },
          { prefix: 'd', playerName: name(defender.playerId), role: 'defending', fleet: fleets.defender },
        ]
      : null
  const result = battle.result
  return (
    <section aria-labelledby="result-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
      <h2 id="result-title" className="font-bold">
        Result
      </h2>
      {result.status === 'none' && extras.mayEnterResult && sides ? (
        <TurnForm {...form} type="enter-result" submit="Enter the result" done="Result entered; waiting for confirmation." label="Enter the result">
          <input type="hidden" name="battleId" value={battle.id} />
          <ResultFields sides={sides} />
        </TurnForm>
      ) : null}
      {result.status === 'none' && !extras.mayEnterResult ? <p>No result yet.</p> : null}
      {result.status === 'entered' || result.status === 'disputed' ? (
        <EnteredResult battle={battle} result={result} extras={extras} sides={sides} actor={actor} name={name} form={form} />
      ) : null}
      {result.status === 'applied' ? <AppliedResult battle={battle} result={result} name={name} /> : null}
      {result.status === 'applied'
        ? view.viewer.decidesFor
            .filter((t) => view.state.teams[t].tokens.diplomats > 0)
            .flatMap((t) => [battle.assaulter, defender].filter((s) => s.team === t))
            .map((s) => (
              <TurnForm
                key={`dip-${s.fleetId}`}
                {...form}
                type="diplomats-xp"
                submit={`Spend Diplomats: fleet-value XP again for ${fleetName(s.fleetId, name)}`}
                done="XP granted."
                label={`Diplomats XP for ${fleetName(s.fleetId, name)}`}
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
          submit="Make veteran"
          done="Veterans chosen."
          label={`Veterans of ${fleetName(v.fleetId, name)}`}
        >
          <input type="hidden" name="battleId" value={battle.id} />
          <input type="hidden" name="fleetId" value={v.fleetId} />
          <VeteranChoices
            fleet={v.fleetId === battle.assaulter.fleetId ? fleets?.assaulter : fleets?.defender}
            eligible={v.eligible}
            legend={`${fleetName(v.fleetId, name)}: choose up to ${v.allowance} element${v.allowance === 1 ? '' : 's'} to become veteran (R-VET-2)`}
          />
        </TurnForm>
      ))}
    </section>
  )
}
