import type { Metadata } from 'next'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { violationMessage } from '@/app/_lib/messages'
import { allyForcesText, CONDITION_NAMES, fleetName, systemName, TEAM_NAMES, zoneRoman } from '@/app/_lib/words'
import { getTurnView } from '@/lib/server/get-turn-view'
import { ZONES } from '@/lib/data/map'
import { OBJECTIVES } from '@/lib/data/objectives'
import { fleetPairedThisTurn } from '@/lib/campaign/tokens/token-uses'
import { allyFleets } from '@/lib/campaign/tokens/ally-forces'
import { AllyForm } from '../_components/ally-form'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { FleetChoice, PlayerChoice } from './pairing-fields'
import { TurnForm } from './turn-form'

export const metadata: Metadata = { title: 'Turn' }

const select = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'

export default async function TurnPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const turn = getTurnView(getDb(), campaignId, actor)
  const { state } = view
  if (!turn || !state.turnState) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Turn</h1>
        <p>The campaign has not started yet: the turn opens once setup is complete.</p>
      </section>
    )
  }
  const name = playerNamer(view)
  const fleet = (id: string) => fleetName(id, name)
  const other = (t: 'empire' | 'rebels') => (t === 'empire' ? 'rebels' : 'empire')
  const form = { campaignId, version: view.version }
  const init = turn.initiative
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Turn {state.turn}</h1>

      <section aria-labelledby="initiative-title" className="rounded border border-slate-300 bg-white p-3">
        <h2 id="initiative-title" className="font-bold">
          Initiative
        </h2>
        <p>
          The {TEAM_NAMES[init.team]} have initiative:{' '}
          {init.reason === 'tie-goes-to-rebels'
            ? `both teams have ${init.cp.rebels} CP, and a tie goes to the Rebels`
            : `they have fewer campaign points (${init.cp[init.team]} against ${init.cp[other(init.team)]})`}{' '}
          (R-STRAT-INIT).
        </p>
      </section>

      {state.phase === 'strategy' ? (
        <section aria-labelledby="diplomats-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="diplomats-title" className="font-bold">
            Diplomats
          </h2>
          <ul>
            {(['empire', 'rebels'] as const).map((t) => {
              const choice = state.turnState!.diplomats[t]
              const text = !choice
                ? state.teams[t].tokens.diplomats === 0
                  ? 'no Diplomats token'
                  : 'choosing…'
                : choice.sealed
                  ? 'has chosen (revealed when both have)'
                  : choice.zone === null
                    ? 'marks no zone'
                    : `marks zone ${zoneRoman(choice.zone)}`
              return (
                <li key={t}>
                  {TEAM_NAMES[t]}: {text}
                </li>
              )
            })}
          </ul>
          {turn.diplomats.mayChoose.map((t) => (
            <TurnForm
              key={t}
              {...form}
              type="choose-diplomats"
              submit={`Seal the ${TEAM_NAMES[t]} choice`}
              done="Choice sealed."
              label={`${TEAM_NAMES[t]} Diplomats`}
            >
              <input type="hidden" name="team" value={t} />
              <label className="block">
                Zone to mark ({TEAM_NAMES[t]}, spends 1 Diplomats)
                <select name="zone" className={select} defaultValue="">
                  <option value="">No mark</option>
                  {ZONES.map((z) => (
                    <option key={z.id} value={z.id}>
                      Zone {z.roman}
                    </option>
                  ))}
                </select>
              </label>
            </TurnForm>
          ))}
        </section>
      ) : null}

      {state.phase === 'strategy' ? (
        <section aria-labelledby="declare-title" className="space-y-3 rounded border border-slate-300 bg-white p-3">
          <h2 id="declare-title" className="font-bold">
            Declarations
          </h2>
          <p role="status">
            {turn.pendingBattleId
              ? `The ${TEAM_NAMES[other(state.turnState.battles.find((b) => b.id === turn.pendingBattleId)!.assaulter.team)]} name the defender of the assault on ${systemName(state.turnState.battles.find((b) => b.id === turn.pendingBattleId)!.systemId)}.`
              : turn.declaringTeam
                ? `The ${TEAM_NAMES[turn.declaringTeam]} declare the next assault.`
                : turn.pairingComplete
                  ? 'Every player is paired.'
                  : 'Waiting for the Diplomats choices.'}
          </p>
          {turn.declareFor.length > 0 && turn.legalTargets.length > 0 ? (
            <TurnForm {...form} type="declare-assault" submit="Declare the assault" done="Assault declared." label="Declare an assault">
              <PlayerChoice label="Assaulting player" players={turn.declareFor.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
              <label className="block">
                Target system
                <select name="systemId" className={select} defaultValue="">
                  <option value="" disabled>
                    Choose a legal target…
                  </option>
                  {turn.legalTargets.map((id) => (
                    <option key={id} value={id}>
                      {systemName(id)}
                    </option>
                  ))}
                </select>
              </label>
              <FleetChoice label="Fleet that plays" fourthAvailable={turn.declareFor.some((d) => d.fleets.length > 1)} />
              <details className="text-sm">
                <summary>Why are other systems not offered?</summary>
                <ul className="list-disc pl-5">
                  {Object.entries(turn.targetRefusals).map(([id, v]) => (
                    <li key={id}>{violationMessage(v![0]!)}</li>
                  ))}
                </ul>
              </details>
            </TurnForm>
          ) : null}
          {turn.passFor.map((playerId) => (
            <TurnForm key={playerId} {...form} type="pass-declaration" submit={`${name(playerId)} passes`} done="Passed." label={`Pass for ${name(playerId)}`}>
              <input type="hidden" name="playerId" value={playerId} />
              <p>No system is a legal target: {name(playerId)} passes this turn (R-STRAT-TARGET).</p>
            </TurnForm>
          ))}
          {turn.pendingBattleId && turn.defendWith.length > 0 ? (
            <TurnForm {...form} type="name-defender" submit="Name the defender" done="Defender named." label="Name the defender">
              <input type="hidden" name="battleId" value={turn.pendingBattleId} />
              <PlayerChoice label="Defending player" players={turn.defendWith.map((d) => ({ id: d.playerId, name: name(d.playerId) }))} />
              <FleetChoice label="Defending fleet" fourthAvailable={turn.defendWith.some((d) => d.fleets.length > 1)} />
            </TurnForm>
          ) : null}
          {turn.spacers.mayChoose.map((t) => (
            <TurnForm
              key={t}
              {...form}
              type="spend-spacers"
              submit={`Confirm ${TEAM_NAMES[t]} Skilled Spacers`}
              done="Skilled Spacers settled."
              label={`${TEAM_NAMES[t]} Skilled Spacers`}
            >
              <input type="hidden" name="team" value={t} />
              <fieldset>
                <legend>
                  Spend Skilled Spacers ({state.teams[t].tokens['skilled-spacers']} held): one more veteran for a fleet this turn (R-STRAT-SPACERS)
                </legend>
                {turn.spacers.fighting[t].map((f) => (
                  <label key={f} className="flex items-center gap-2">
                    <input type="checkbox" name="fleetIds" value={f} /> {fleet(f)}
                  </label>
                ))}
              </fieldset>
            </TurnForm>
          ))}
        </section>
      ) : null}

      {state.phase === 'strategy'
        ? view.viewer.decidesFor.map((t) => (
            <section key={`tokens-${t}`} aria-labelledby={`token-uses-${t}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`token-uses-${t}`} className="font-bold">
                {TEAM_NAMES[t]} tokens this phase
              </h2>
              <p className="text-sm">
                Diplomats {state.teams[t].tokens.diplomats} · Ally {state.teams[t].tokens.ally} · Skilled Spacers {state.teams[t].tokens['skilled-spacers']}
              </p>
              {state.teams[t].tokens.ally > 0 && allyFleets(state, t).length > 0 ? (
                <AllyForm {...form} team={t} fleets={allyFleets(state, t)} fleetLabel={fleet} held={state.teams[t].tokens.ally} />
              ) : null}
              {(state.turnState?.allies ?? [])
                .filter((a) => a.team === t)
                .map((a) => (
                  <p key={a.fleetId} className="text-sm">
                    Ally for {fleet(a.fleetId)}: {allyForcesText(a.forces)}.
                  </p>
                ))}
              {state.teams[t].tokens['skilled-spacers'] > 0 && state.fleets.some((f) => f.team === t && !fleetPairedThisTurn(state, f.id)) ? (
                <TurnForm
                  {...form}
                  type="spacers-objective"
                  submit="Replace the objective"
                  done="Objective replaced."
                  label={`${TEAM_NAMES[t]} Skilled Spacers objective`}
                >
                  <input type="hidden" name="team" value={t} />
                  <label className="block">
                    Fleet
                    <select name="fleetId" className={select}>
                      {state.fleets
                        .filter((f) => f.team === t && !fleetPairedThisTurn(state, f.id))
                        .map((f) => (
                          <option key={f.id} value={f.id}>
                            {fleet(f.id)}
                          </option>
                        ))}
                    </select>
                  </label>
                  <label className="block">
                    New objective, for good (R-TOKEN-SPACERS; each objective once per team)
                    <select name="objective" className={select}>
                      {OBJECTIVES.filter((o) => ['assault', 'defense', 'navigation'].includes(o.category) && !o.bannedAtStart).map((o) => (
                        <option key={o.id} value={`${o.category}:${o.id}`}>
                          {o.category}: {o.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </TurnForm>
              ) : null}
            </section>
          ))
        : null}

      {view.viewer.decidesFor
        .filter((t) => state.teams[t].tokens.spynet > 0)
        .map((t) => {
          const secretBases = Object.entries(state.control).filter(
            ([, c]) => c?.kind === 'base' && c.team !== t && (view.viewer.role === 'organizer' || c.defense === 'secret'),
          )
          if (secretBases.length === 0) return null
          return (
            <section key={t} aria-labelledby={`spynet-${t}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`spynet-${t}`} className="font-bold">
                {TEAM_NAMES[t]} Spynet ({state.teams[t].tokens.spynet} held)
              </h2>
              <TurnForm
                {...form}
                type="spynet-reveal"
                submit="Reveal the defense"
                done="Defense revealed to your team."
                label={`${TEAM_NAMES[t]} Spynet reveal`}
              >
                <input type="hidden" name="team" value={t} />
                <label className="block">
                  Enemy base whose Base Defense objective your team learns for the rest of the campaign (R-TOKEN-SPYNET)
                  <select name="systemId" className={select} defaultValue="">
                    <option value="" disabled>
                      Choose a base…
                    </option>
                    {secretBases.map(([id]) => (
                      <option key={id} value={id}>
                        {systemName(id)}
                      </option>
                    ))}
                  </select>
                </label>
              </TurnForm>
            </section>
          )
        })}

      <section aria-labelledby="battles-title" className="space-y-2">
        <h2 id="battles-title" className="text-lg font-bold">
          Battles
        </h2>
        {state.turnState.battles.length === 0 ? <p>No battle declared yet.</p> : null}
        <ul className="space-y-2">
          {state.turnState.battles.map((b) => {
            const conditions = [b.assaulter, b.defender].flatMap((s) =>
              s && s.conditionsGained.length > 0 ? [`${fleet(s.fleetId)}: ${s.conditionsGained.map((c) => CONDITION_NAMES[c]).join(', ')}`] : [],
            )
            return (
              <li key={b.id} className="rounded border border-slate-300 bg-white p-3">
                <p className="font-semibold">
                  {state.phase === 'strategy' ? (
                    systemName(b.systemId)
                  ) : (
                    <Link href={`/campaigns/${campaignId}/battles/${b.id}`}>{systemName(b.systemId)}</Link>
                  )}
                  : {name(b.assaulter.playerId)} ({TEAM_NAMES[b.assaulter.team]}) assaults
                  {b.defender ? `, ${name(b.defender.playerId)} (${TEAM_NAMES[b.defender.team]}) defends` : ', defender not yet named'}
                </p>
                <p className="text-sm">
                  Fleets: {fleet(b.assaulter.fleetId)}
                  {b.defender ? ` against ${fleet(b.defender.fleetId)}` : ''}
                </p>
                <p className="text-sm">Conditions gained: {conditions.length === 0 ? 'none' : conditions.join('; ')} (R-STRAT-COND)</p>
                {b.result.status === 'applied' ? <p className="text-sm font-semibold">Won by the {TEAM_NAMES[b.result.winner]}.</p> : null}
              </li>
            )
          })}
        </ul>
        {state.turnState.passed.length > 0 ? <p>Passed this turn: {state.turnState.passed.map(name).join(', ')}.</p> : null}
      </section>
    </div>
  )
}
