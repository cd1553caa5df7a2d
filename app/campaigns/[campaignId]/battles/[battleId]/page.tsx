import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getDb } from '@/db/client'
import { CONDITION_NAMES, fleetName, objectiveName, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { marginOfVictory, type Fleet, type VisibleBattle } from '@/lib/campaign'
import { getTurnView } from '@/lib/server/get-turn-view'
import { loadCampaign, playerNamer } from '../../_lib/load-campaign'
import { TurnForm } from '../../turn/turn-form'
import { fleetElements, ResultFields, type Side } from './result-fields'
import { VeteranChoices } from './veteran-choices'

export const metadata: Metadata = { title: 'Battle' }

function describeOutcome(fleet: Fleet | null, uids: string[]): string {
  if (uids.length === 0) return 'none'
  if (!fleet) return `${uids.length}`
  const labels = new Map(fleetElements(fleet).map((e) => [e.uid, e.label]))
  return uids.map((u) => labels.get(u) ?? u).join(', ')
}

export default async function BattlePage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const battle: VisibleBattle | undefined = view.state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
  const turn = getTurnView(getDb(), campaignId, actor)
  if (!battle || !turn) notFound()
  const extras = turn.battles[battle.id]!
  const name = playerNamer(view)
  const defender = battle.defender!
  const form = { campaignId, version: view.version }
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
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Battle at {systemName(battle.systemId)}</h1>
        <p className="flex gap-3">
          <Link href={`/campaigns/${campaignId}/turn`}>Turn</Link>
          <Link href={`/campaigns/${campaignId}/battles/${battle.id}/briefing`}>Briefing (print)</Link>
        </p>
      </div>
      <p>
        {name(battle.assaulter.playerId)} ({TEAM_NAMES[battle.assaulter.team]}, {fleetName(battle.assaulter.fleetId, name)}) assaults; {name(defender.playerId)}{' '}
        ({TEAM_NAMES[defender.team]}, {fleetName(defender.fleetId, name)}) defends.
      </p>
      <p className="text-sm">
        Conditions gained at pairing:{' '}
        {[battle.assaulter, defender].every((s) => s.conditionsGained.length === 0)
          ? 'none'
          : [battle.assaulter, defender]
              .filter((s) => s.conditionsGained.length > 0)
              .map((s) => `${name(s.playerId)}: ${s.conditionsGained.map((c) => CONDITION_NAMES[c]).join(', ')}`)
              .join('; ')}
      </p>

      <section aria-labelledby="objective-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
        <h2 id="objective-title" className="font-bold">
          Objective
        </h2>
        {battle.objective ? (
          <p>
            {objectiveName(battle.objective)}
            {extras.pool?.kind === 'base-defense' ? ' (the base’s defense, R-OBJ-1)' : ''}
          </p>
        ) : extras.mayChooseObjective && extras.pool?.kind === 'choice' ? (
          <TurnForm {...form} type="choose-objective" submit="Play this objective" done="Objective chosen." label="Choose the objective">
            <input type="hidden" name="battleId" value={battle.id} />
            <fieldset>
              <legend>The defender’s objectives, changed by the system (R-OBJ-2)</legend>
              {extras.pool.objectives.map((o) => (
                <label key={o} className="flex items-center gap-2">
                  <input type="radio" name="objectiveId" value={o} required /> {objectiveName(o)}
                </label>
              ))}
            </fieldset>
          </TurnForm>
        ) : (
          <p>The assaulting player chooses the objective.</p>
        )}
      </section>

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
          <div className="space-y-2">
            <p>
              Entered by {result.by === 'organizer' ? 'the organizer' : name(result.by)}: {name(battle.assaulter.playerId)} {result.result.assaulter.score},{' '}
              {name(defender.playerId)} {result.result.defender.score}
              {result.result.assaulter.tabled ? ` (${name(battle.assaulter.playerId)} tabled)` : ''}
              {result.result.defender.tabled ? ` (${name(defender.playerId)} tabled)` : ''}.
            </p>
            <p className="text-sm">
              Destroyed: {describeOutcome(fleets?.assaulter ?? null, result.result.assaulter.destroyed)} /{' '}
              {describeOutcome(fleets?.defender ?? null, result.result.defender.destroyed)}. Retreated:{' '}
              {describeOutcome(fleets?.assaulter ?? null, result.result.assaulter.retreated)} /{' '}
              {describeOutcome(fleets?.defender ?? null, result.result.defender.retreated)}.
            </p>
            {result.status === 'disputed' ? <p role="note">Disputed by {name(result.disputedBy)}: the organizer settles it (R-RESULT-CONFIRM).</p> : null}
            {result.status === 'entered' && extras.mayConfirm ? (
              <div className="flex flex-wrap gap-3">
                <TurnForm {...form} type="confirm-result" submit="Confirm the result" done="Result confirmed and applied." label="Confirm the result">
                  <input type="hidden" name="battleId" value={battle.id} />
                  <input type="hidden" name="seen" value={JSON.stringify(result.result)} />
                </TurnForm>
                {actor.role === 'player' ? (
                  <TurnForm {...form} type="dispute-result" submit="Dispute the result" done="Result disputed." label="Dispute the result">
                    <input type="hidden" name="battleId" value={battle.id} />
                    <input type="hidden" name="seen" value={JSON.stringify(result.result)} />
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
                  <ResultFields sides={sides} initial={result.result} />
                </TurnForm>
              </details>
            ) : null}
            {extras.maySettle && sides ? (
              <TurnForm {...form} type="settle-result" submit="Settle with these values" done="Result settled and applied." label="Settle the result">
                <input type="hidden" name="battleId" value={battle.id} />
                <ResultFields sides={sides} initial={result.result} />
              </TurnForm>
            ) : null}
          </div>
        ) : null}
        {result.status === 'applied' ? (
          <div className="space-y-1">
            <p className="font-semibold">
              The {TEAM_NAMES[result.winner]} win, {result.result.assaulter.score} to {result.result.defender.score} (margin {marginOfVictory(result.result)}).
            </p>
            <p>
              XP: {name(battle.assaulter.playerId)} +{result.xp.assaulter}, {name(defender.playerId)} +{result.xp.defender} (R-XP).
            </p>
            <p className="text-sm">
              Scarred now (destroyed, not retreated):{' '}
              {describeOutcome(
                fleets?.assaulter ?? null,
                result.result.assaulter.destroyed.filter((u) => !result.result.assaulter.retreated.includes(u)),
              )}{' '}
              /{' '}
              {describeOutcome(
                fleets?.defender ?? null,
                result.result.defender.destroyed.filter((u) => !result.result.defender.retreated.includes(u)),
              )}{' '}
              (R-SCAR).
            </p>
          </div>
        ) : null}
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
        {extras.chooseVeteransFor.map((v) => {
          const f = v.fleetId === battle.assaulter.fleetId ? fleets?.assaulter : fleets?.defender
          return (
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
                fleet={f}
                eligible={v.eligible}
                legend={`${fleetName(v.fleetId, name)}: choose up to ${v.allowance} element${v.allowance === 1 ? '' : 's'} to become veteran (R-VET-2)`}
              />
            </TurnForm>
          )
        })}
      </section>

      {view.state.phase === 'battle' && actor.role === 'player' && (battle.assaulter.playerId === actor.playerId || defender.playerId === actor.playerId) ? (
        <section aria-labelledby="tokens-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="tokens-title" className="font-bold">
            Tokens spent in this battle
          </h2>
          <TurnForm {...form} type="spend-battle-token" submit="Record the token" done="Token recorded." label="Record a token">
            <input type="hidden" name="battleId" value={battle.id} />
            <input type="hidden" name="playerId" value={actor.playerId} />
            <label className="block">
              Token
              <select name="token" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
                <option value="destiny">Destiny (set a die, or an extra dial)</option>
                <option value="spynet">Spynet (redeploy after deployment)</option>
              </select>
            </label>
            <label className="block">
              How many
              <select name="count" className="mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2">
                <option value="1">1</option>
                <option value="2">2 (Spynet: a large ship)</option>
              </select>
            </label>
            <label className="block">
              What for
              <input name="purpose" maxLength={120} className="mt-1 block w-full rounded border border-slate-400 px-2 py-2" />
            </label>
          </TurnForm>
        </section>
      ) : null}
    </div>
  )
}
