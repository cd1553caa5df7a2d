import type { Metadata } from 'next'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { DEFENSE_NAMES, fleetName, objectiveName, systemName, TEAM_NAMES, tokenName, zoneRoman } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { shipCard } from '@/lib/data/cards'
import { ZONES } from '@/lib/data/map'
import { getPivotalView } from '@/lib/server/get-pivotal-view'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { TurnForm } from '../turn/turn-form'
import { AllyForm } from '../_components/ally-form'
import { allyFleets } from '@/lib/campaign/tokens/ally-forces'
import { VeteranChoices } from '../battles/[battleId]/veteran-choices'
import { FleetOutcomeFields } from './fleet-outcome-fields'
import { DiscardFields, MoveUpgradeForm } from './prepare-fields'
import { PivotalReward } from './pivotal-reward'
import { EffectChoiceFields } from './effect-choice-fields'

export const metadata: Metadata = { title: 'Pivotal battle' }

const field = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'
const REASONS = {
  'fewer-cp': 'it has fewer campaign points',
  'fewer-zones': 'CP are tied and it controls fewer zones',
  'tie-goes-to-rebels': 'CP and zones are tied, so the Rebels choose',
} as const

export default async function PivotalPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = await searchParams
  const chosenReward = typeof query.reward === 'string' ? query.reward : null
  const { actor, view } = await loadCampaign(campaignId)
  const pv = getPivotalView(getDb(), campaignId, actor)
  const p = view.state.pivotal
  if (!pv || !p) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Pivotal battle</h1>
        <p>No pivotal battle yet: it comes when an act ends.</p>
      </section>
    )
  }
  const name = playerNamer(view)
  const form = { campaignId, version: view.version }
  const fleets = view.state.fleets.filter((f) => f.owner.kind === 'player')
  const ended = view.state.phase === 'ended'
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Pivotal battle, end of act {['I', 'II', 'III'][view.state.act - 1]}</h1>
      <section aria-labelledby="chooser-title" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="chooser-title" className="font-bold">
          Who chooses
        </h2>
        <p>
          The {TEAM_NAMES[p.chooser]} choose the objective: {REASONS[pv.chooser.reason]} (R-PIVOT-CHOOSE). CP: Empire {pv.chooser.cp.empire}, Rebels{' '}
          {pv.chooser.cp.rebels}; zones controlled: Empire {pv.chooser.zones.empire}, Rebels {pv.chooser.zones.rebels}.
        </p>
        <p className="text-sm">Zone control: {pv.zoneControl.map((z) => `${zoneRoman(z.zone)}: ${z.team ? TEAM_NAMES[z.team] : 'nobody'}`).join(' · ')}</p>
      </section>

      {p.step === 'choose' && pv.mayChoose ? (
        <TurnForm {...form} type="choose-pivotal" submit="Choose the pivotal battle" done="Chosen." label="Choose the pivotal battle">
          <label className="block">
            Objective (each once per campaign; Evacuation with a gap of 3 CP or more, R-PIVOT-OBJ)
            <select name="objectiveId" className={field}>
              {pv.available.map((o) => (
                <option key={o} value={o}>
                  {objectiveName(o)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            Target system (Conquest: an enemy base; Evacuation: one of your bases)
            <select name="systemId" className={field} defaultValue="">
              <option value="">None (Demonstration of Force)</option>
              {pv.enemyBases.map((s) => (
                <option key={s} value={s}>
                  {systemName(s)} (enemy base)
                </option>
              ))}
              {pv.ownBases.map((s) => (
                <option key={s} value={s}>
                  {systemName(s)} (your base)
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            Target zone (Demonstration of Force)
            <select name="zone" className={field} defaultValue="">
              <option value="">None</option>
              {ZONES.map((z) => (
                <option key={z.id} value={z.id}>
                  Zone {z.roman}
                </option>
              ))}
            </select>
          </label>
          {pv.climacticAllowed ? (
            <label className="flex items-center gap-2">
              <input type="checkbox" name="climactic" /> Declare it climactic: the campaign ends after it (R-CLIMAX)
            </label>
          ) : null}
        </TurnForm>
      ) : null}

      {p.objective ? (
        <p>
          Objective: <strong>{objectiveName(p.objective)}</strong>
          {p.target?.systemId ? ` at ${systemName(p.target.systemId)}` : p.target?.zone ? ` in zone ${zoneRoman(p.target.zone)}` : ''}. Assaulting: the{' '}
          {TEAM_NAMES[p.assaulters!]}
          {p.climactic ? '. A climactic battle: the campaign ends after it.' : '.'}
          {(() => {
            const c = p.target?.systemId ? view.state.control[p.target.systemId] : undefined
            return c?.kind === 'base' && c.defense !== 'secret' && c.defense !== 'unassigned'
              ? ` Played on the base’s ${DEFENSE_NAMES[c.defense]} (R-OBJ-1).`
              : ''
          })()}
        </p>
      ) : null}

      {p.step === 'prepare' ? (
        <section aria-labelledby="prepare-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="prepare-title" className="font-bold">
            Preparations (R-PIVOT-UPGRADE)
          </h2>
          <p className="text-sm">
            One player per team may replace one ship by a costlier one (at most 30 points more, 45 with one more Resources) for 1 Resources + 1 Repair Yards.
            With that extra Resources the player may also discard upgrades or squadrons: half their points, rounded up, add to the allowance. The upgrades of
            the ship replaced must fit the new ship’s slots: move them first, or discard them.
          </p>
          {p.climactic ? (
            <p className="text-sm">
              Before this climactic battle the player may instead replace any number of ships by one huge ship for 1 Repair Yards + 2 Resources: at most 30
              points more than the ships removed, and it may be worth less (R-CLIMAX).
            </p>
          ) : null}
          {actor.role === 'player' && !p.upgradedBy.includes(view.viewer.team!) && !p.prepared.includes(view.viewer.team!)
            ? (() => {
                const own = fleets.find((f) => f.id === actor.playerId)
                if (!own) return null
                return (
                  <TurnForm {...form} type="pivotal-upgrade" submit="Replace the ship" done="Ship replaced." label="Upgrade a ship">
                    <input type="hidden" name="fleetId" value={own.id} />
                    <label className="block">
                      Ship to replace
                      <select name="shipUid" className={field}>
                        {own.ships.map((s) => (
                          <option key={s.uid} value={s.uid}>
                            {shipCard(s.cardId)?.name} ({shipCard(s.cardId)?.points})
                          </option>
                        ))}
                      </select>
                    </label>
                    <label className="block">
                      New ship
                      <select name="newShipCardId" className={field}>
                        {pv.upgradeShips[own.team].map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name} ({s.points}, {s.size})
                          </option>
                        ))}
                      </select>
                    </label>
                    {p.climactic ? (
                      <>
                        <label className="block">
                          Other ships replaced by the same huge ship (R-CLIMAX: 1 Repair Yards + 2 Resources)
                          <select name="moreShipUids" multiple className={field}>
                            {own.ships.map((s) => (
                              <option key={s.uid} value={s.uid}>
                                {shipCard(s.cardId)?.name}
                              </option>
                            ))}
                          </select>
                        </label>
                        <p role="note" className="text-sm text-amber-900">
                          An Executor-class Star Dreadnought is allowed but unbalances most tables: agree on it before the battle (R-CLIMAX).
                        </p>
                      </>
                    ) : null}
                    <label className="flex items-center gap-2">
                      <input type="checkbox" name="extraResources" /> Spend one more Resources (+15 points, and discards below)
                    </label>
                    <DiscardFields fleet={own} />
                  </TurnForm>
                )
              })()
            : null}
          {actor.role === 'player' && !p.prepared.includes(view.viewer.team!)
            ? (() => {
                const own = fleets.find((f) => f.id === actor.playerId)
                return own ? <MoveUpgradeForm fleet={own} campaignId={campaignId} version={view.version} /> : null
              })()
            : null}
          {pv.decidesFor
            .filter((t) => allyFleets(view.state, t).length > 0)
            .map((t) => (
              <AllyForm
                key={`ally-${t}`}
                {...form}
                team={t}
                fleets={allyFleets(view.state, t)}
                fleetLabel={(id) => fleetName(id, name)}
                held={view.state.teams[t].tokens.ally}
              />
            ))}
          {(p.allies ?? []).map((a) => (
            <p key={a.fleetId} className="text-sm">
              Ally for {fleetName(a.fleetId, name)}: {allyForcesText(a.forces)}.
            </p>
          ))}
          {pv.decidesFor
            .filter((t) => !p.prepared.includes(t))
            .map((t) => (
              <TurnForm key={t} {...form} type="finish-pivotal-prep" submit={`The ${TEAM_NAMES[t]} are ready`} done="Ready." label={`${TEAM_NAMES[t]} ready`}>
                <input type="hidden" name="team" value={t} />
              </TurnForm>
            ))}
        </section>
      ) : null}

      {p.step === 'battle' ? (
        <section aria-labelledby="result-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="result-title" className="font-bold">
            Result
          </h2>
          <p>
            <Link href={`/campaigns/${campaignId}/pivotal/briefing`}>Pivotal briefing (print)</Link>
          </p>
          {actor.role === 'organizer' ? (
            <TurnForm {...form} type="enter-pivotal-result" submit="Enter the pivotal result" done="Result applied." label="Enter the pivotal result">
              <label className="block">
                Score of the assaulting team ({TEAM_NAMES[p.assaulters!]})
                <input name="a-score" inputMode="numeric" className={field} />
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="a-tabled" /> The assaulting team was tabled
              </label>
              <label className="block">
                Score of the defending team
                <input name="d-score" inputMode="numeric" className={field} />
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="d-tabled" /> The defending team was tabled
              </label>
              <EffectChoiceFields objective={p.objective} zone={p.target?.zone} side="both" />
              {fleets.map((f) => (
                <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(f.id, name)} />
              ))}
            </TurnForm>
          ) : (
            (() => {
              const team = view.viewer.team!
              const parts = p.result.status === 'partial' ? p.result.parts : {}
              const mine = parts[team]
              const entered = p.result.status === 'entered'
              if (entered) {
                const r = p.result.status === 'entered' ? p.result.result : null
                return (
                  <div className="space-y-2">
                    <p>
                      Both teams have entered their part: assaulting {TEAM_NAMES[p.assaulters!]} {r?.assaulters.score}
                      {r?.assaulters.tabled ? ' (tabled)' : ''}, defending {r?.defenders.score}
                      {r?.defenders.tabled ? ' (tabled)' : ''}.
                    </p>
                    <TurnForm
                      {...form}
                      type="confirm-pivotal-result"
                      submit="Confirm the pivotal result"
                      done="Result applied."
                      label="Confirm the pivotal result"
                    />
                  </div>
                )
              }
              if (mine) return <p>Your team’s part is in; waiting for the other team’s.</p>
              const own = fleets.filter((f) => f.team === team)
              return (
                <TurnForm
                  {...form}
                  type="enter-pivotal-team-result"
                  submit="Enter our part of the result"
                  done="Part entered."
                  label="Our part of the pivotal result"
                >
                  <input type="hidden" name="team" value={team} />
                  <label className="block">
                    Our team’s score ({TEAM_NAMES[team]})
                    <input name="score" inputMode="numeric" className={field} />
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name="tabled" /> Our team was tabled
                  </label>
                  <EffectChoiceFields objective={p.objective} zone={p.target?.zone} side={team === p.assaulters ? 'assaulters' : 'defenders'} />
                  {own.map((f) => (
                    <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(f.id, name)} />
                  ))}
                </TurnForm>
              )
            })()
          )}
        </section>
      ) : null}

      {p.result.status === 'applied' ? (
        <section aria-labelledby="after-title" className="space-y-2 rounded border border-slate-300 bg-white p-3">
          <h2 id="after-title" className="font-bold">
            After the battle (R-PIVOT-AFTER)
          </h2>
          <p className="font-semibold">
            The {TEAM_NAMES[p.result.winner]} win the pivotal battle: +{p.result.cp} CP.
          </p>
          <p className="text-sm">
            XP:{' '}
            {Object.entries(p.result.xp)
              .map(([id, xp]) => `${name(id)} +${xp}`)
              .join(', ')}
            .
          </p>
          {!ended && p.step === 'after'
            ? Object.entries(p.tokenChoices)
                .filter(([t]) => pv.decidesFor.includes(t as 'empire' | 'rebels'))
                .map(([t, options]) => (
                  <TurnForm
                    key={t}
                    {...form}
                    type="pivotal-tokens"
                    submit="Take the tokens"
                    done="Tokens taken."
                    label={`${TEAM_NAMES[t as 'empire']} pivotal tokens`}
                  >
                    <input type="hidden" name="team" value={t} />
                    {options!.map((opts, i) => (
                      <label key={i} className="block">
                        Token {i + 1}
                        <select name="tokens" className={field}>
                          {opts.map((o) => (
                            <option key={o} value={o}>
                              {tokenName(o)}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </TurnForm>
                ))
            : null}
          {!ended && p.step === 'after' && actor.role === 'player' ? (
            <div className="space-y-2">
              {(p.result.result.fleets[actor.playerId]?.eligibleVeterans.length ?? 0) > 0 && p.veteransChosen[actor.playerId] === undefined ? (
                <TurnForm {...form} type="pivotal-veterans" submit="Make veteran" done="Veteran chosen." label="Pivotal veterans">
                  <input type="hidden" name="fleetId" value={actor.playerId} />
                  <VeteranChoices
                    fleet={fleets.find((f) => f.id === actor.playerId)}
                    eligible={p.result.result.fleets[actor.playerId]!.eligibleVeterans}
                    legend="Choose one element to become veteran (R-VET-2)"
                  />
                </TurnForm>
              ) : null}
              <TurnForm
                {...form}
                type="reset-commander"
                submit="Reset my commander"
                done="Commander reset: spend the XP on the management page of the next turn, or below."
                label="Reset commander"
              >
                <input type="hidden" name="fleetId" value={actor.playerId} />
                <p className="text-sm">Remove every ability and regain its XP (the free starting ability refunds nothing).</p>
              </TurnForm>
            </div>
          ) : null}
          {!ended && p.step === 'after'
            ? pv.rewards.map((r) => (
                <PivotalReward
                  key={r.fleetId}
                  reward={r}
                  title={fleetName(r.fleetId, name)}
                  chosen={chosenReward}
                  campaignId={campaignId}
                  version={view.version}
                />
              ))
            : null}
          {!ended && !pv.endsCampaign ? (
            <p>
              Every fleet refits with the next act’s limits before the next act: <Link href={`/campaigns/${campaignId}/management`}>refit</Link>.
            </p>
          ) : null}
          {!ended && actor.role === 'organizer' ? (
            <TurnForm
              {...form}
              type="finish-pivotal"
              submit={pv.endsCampaign ? 'End the campaign' : 'Start the next act'}
              done="Done."
              label="Close the pivotal battle"
            />
          ) : null}
        </section>
      ) : null}

      {ended ? (
        <p>
          The campaign is over: <Link href={`/campaigns/${campaignId}/summary`}>final summary</Link>.
        </p>
      ) : null}
    </div>
  )
}
