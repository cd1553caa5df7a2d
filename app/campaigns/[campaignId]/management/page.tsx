import type { Metadata } from 'next'
import { RewardCardFields } from '../_components/reward-card-fields'
import Link from 'next/link'
import { getDb } from '@/db/client'
import { CONDITION_NAMES, DEFENSE_NAMES, fleetName, systemName, TEAM_NAMES, tokenName, rewardName } from '@/app/_lib/words'
import { getManagementView } from '@/lib/server/get-management-view'
import { loadCampaign, playerNamer } from '../_lib/load-campaign'
import { TurnForm } from '../turn/turn-form'
import { ReserveForms } from './reserve-forms'

export const metadata: Metadata = { title: 'Management' }

const STEP_NAMES = {
  effects: 'Step 1: battle effects and bases',
  tokens: 'Step 2: strategic effect tokens',
  rewards: 'Step 3: rewards',
  experience: 'Step 4: spend XP',
  refit: 'Step 5: refit',
} as const

const EFFECT_WORDS = {
  'took-unoccupied': 'placed a presence at',
  'took-presence': 'took the enemy presence at',
  'destroyed-base': 'destroyed the enemy base at',
  'defended-base': 'defended their base at',
  'defended-presence': 'defended their presence at',
} as const

const select = 'mt-1 block w-full rounded border border-slate-400 bg-white px-2 py-2'

export default async function ManagementPage({
  params,
  searchParams,
}: {
  params: Promise<{ campaignId: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { campaignId } = await params
  const query = await searchParams
  const { actor, view } = await loadCampaign(campaignId)
  const m = getManagementView(getDb(), campaignId, actor)
  if (!m) {
    return (
      <section className="space-y-2">
        <h1 className="text-2xl font-bold">Management</h1>
        <p>The management phase has not started: it follows the battle phase.</p>
        <p>
          <Link href={`/campaigns/${campaignId}/turn`}>Back to the turn</Link>
        </p>
      </section>
    )
  }
  const name = playerNamer(view)
  const fleet = (id: string) => fleetName(id, name)
  const form = { campaignId, version: view.version }
  const chosenReward = typeof query.reward === 'string' ? query.reward : null
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Management, turn {view.state.turn}</h1>
      <p role="status" className="font-semibold">
        {STEP_NAMES[m.step]}
      </p>
      <p>
        Still owed:{' '}
        {m.owed.teams.length === 0 && m.owed.fleets.length === 0
          ? 'nothing'
          : [...m.owed.teams.map((t) => `the ${TEAM_NAMES[t]}`), ...m.owed.fleets.map(fleet)].join(', ')}
        .
      </p>

      <section aria-labelledby="effects-title" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="effects-title" className="font-bold">
          Battle effects (R-EFFECT)
        </h2>
        <ul className="list-disc pl-5">
          {m.effects.map((e) => (
            <li key={e.battleId}>
              The {TEAM_NAMES[e.team]} {EFFECT_WORDS[e.kind]} {systemName(e.systemId)}: +{e.cp} CP.
            </li>
          ))}
        </ul>
      </section>

      {m.step === 'effects'
        ? m.bases.map((b) => (
            <section key={b.team} aria-labelledby={`bases-${b.team}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`bases-${b.team}`} className="font-bold">
                {TEAM_NAMES[b.team]} bases (R-BASE-BUILD)
              </h2>
              <p className="text-sm">
                {b.free ? 'Your team has no base: it builds one free.' : `A base costs 2 Resources (you hold ${b.resources}).`} Built this turn:{' '}
                {b.built.map(systemName).join(', ') || 'none'} (at most {b.limit}).
              </p>
              {b.systems.length > 0 ? (
                <TurnForm {...form} type="build-base" submit="Build the base" done="Base built." label={`${TEAM_NAMES[b.team]} build a base`}>
                  <input type="hidden" name="team" value={b.team} />
                  <label className="block">
                    System
                    <select name="systemId" className={select} defaultValue="">
                      <option value="" disabled>
                        Choose…
                      </option>
                      {b.systems.map((id) => (
                        <option key={id} value={id}>
                          {systemName(id)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="block">
                    Base Defense objective (least used by your bases)
                    <select name="defense" className={select}>
                      {b.defenses.map((d) => (
                        <option key={d} value={d}>
                          {DEFENSE_NAMES[d]}
                        </option>
                      ))}
                    </select>
                  </label>
                </TurnForm>
              ) : null}
              <TurnForm
                {...form}
                type="finish-bases"
                submit={`The ${TEAM_NAMES[b.team]} are done building`}
                done="Done."
                label={`${TEAM_NAMES[b.team]} finish bases`}
              >
                <input type="hidden" name="team" value={b.team} />
              </TurnForm>
            </section>
          ))
        : null}

      {m.step === 'tokens'
        ? m.tokenChoices.map((c) => (
            <section key={c.team} aria-labelledby={`tokens-${c.team}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`tokens-${c.team}`} className="font-bold">
                {TEAM_NAMES[c.team]} tokens (R-TOKEN-GAIN)
              </h2>
              <TurnForm {...form} type="gain-tokens" submit="Take the tokens" done="Tokens gained." label={`${TEAM_NAMES[c.team]} tokens`}>
                <input type="hidden" name="team" value={c.team} />
                {c.sources.map((s) => (
                  <label key={s.systemId} className="block">
                    {systemName(s.systemId)} gives
                    <select name={`choice-${s.systemId}`} className={select}>
                      {s.options.map((o) => (
                        <option key={o} value={o}>
                          {tokenName(o)}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </TurnForm>
            </section>
          ))
        : null}

      {m.step === 'rewards'
        ? m.rewards.map((r) => {
            const picked = chosenReward?.startsWith(`${r.fleetId}:`)
              ? r.options.find((o) => `${r.fleetId}:${o.systemId}:${o.type}` === chosenReward)
              : undefined
            return (
              <section key={r.fleetId} aria-labelledby={`reward-${r.fleetId}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
                <h2 id={`reward-${r.fleetId}`} className="font-bold first-letter:uppercase">
                  {r.inReserve ? `${fleet(r.fleetId)} in reserve: the winner reward of one of your bases (R-FOURTH)` : `${fleet(r.fleetId)}: reward (R-REWARD)`}
                </h2>
                {!picked ? (
                  <ul className="space-y-1">
                    {r.options.map((o) => (
                      <li key={`${o.systemId}:${o.type}`}>
                        <Link href={`?reward=${r.fleetId}:${o.systemId}:${o.type}`}>
                          {systemName(o.systemId)}: {rewardName(o.type)}, {o.points} points
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <TurnForm {...form} type="take-reward" submit="Take the reward" done="Reward taken." label={`Reward of ${fleet(r.fleetId)}`}>
                    <input type="hidden" name="fleetId" value={r.fleetId} />
                    <RewardCardFields picked={picked} reserve={r.reserve} cards={r.cardsByType[picked.type] ?? []} />
                  </TurnForm>
                )}
              </section>
            )
          })
        : null}

      {m.step === 'experience'
        ? m.experience.map((x) => (
            <section key={x.fleetId} aria-labelledby={`xp-${x.fleetId}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`xp-${x.fleetId}`} className="font-bold first-letter:uppercase">
                {fleet(x.fleetId)}: {x.commander} has {x.xp} XP (R-XP-SPEND)
              </h2>
              <p className="text-sm">
                Abilities: {x.abilities.join(', ')}. Tier total {x.tierTotal} of {x.tierCap}.
              </p>
              <TurnForm {...form} type="buy-ability" submit="Buy the ability" done="Ability bought." label={`Buy an ability for ${fleet(x.fleetId)}`}>
                <input type="hidden" name="fleetId" value={x.fleetId} />
                <label className="block">
                  Ability
                  <select name="abilityId" className={select} defaultValue="">
                    <option value="" disabled>
                      Choose…
                    </option>
                    {x.buyable.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name} (tier {a.tier}, {a.xpCost} XP)
                      </option>
                    ))}
                  </select>
                </label>
                <label className="block">
                  Replacing (optional)
                  <select name="replaces" className={select} defaultValue="">
                    <option value="">Nothing</option>
                    {x.abilityIds.map((id, i) => (
                      <option key={id} value={id}>
                        {x.abilities[i]}
                      </option>
                    ))}
                  </select>
                </label>
              </TurnForm>
              <TurnForm {...form} type="finish-experience" submit="Done spending XP" done="Done." label={`Finish XP for ${fleet(x.fleetId)}`}>
                <input type="hidden" name="fleetId" value={x.fleetId} />
              </TurnForm>
            </section>
          ))
        : null}

      {m.step === 'refit'
        ? m.refits.map((r) => (
            <section key={r.fleetId} aria-labelledby={`refit-${r.fleetId}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`refit-${r.fleetId}`} className="font-bold first-letter:uppercase">
                {fleet(r.fleetId)}: refit (R-REFIT)
              </h2>
              <p className="text-sm">
                Value {r.value} / {r.limit} points. Scar removals from bases left: {r.scarRemovalsLeft}. Conditions:{' '}
                {r.conditions.map((c) => CONDITION_NAMES[c]).join(', ') || 'none'}.
              </p>
              {r.scarred.map((s) => (
                <div key={s.uid} className="flex flex-wrap gap-2">
                  <span>Scarred: {s.label}</span>
                  {(['base', 'repair-yards'] as const).map((using) => (
                    <TurnForm
                      key={using}
                      {...form}
                      type="refit"
                      submit={using === 'base' ? `Remove the scar of ${s.label} (base)` : `Remove the scar of ${s.label} (Repair Yards)`}
                      done="Scar removed."
                      label={`Scar ${s.label} ${using}`}
                    >
                      <input type="hidden" name="fleetId" value={r.fleetId} />
                      <input type="hidden" name="op" value="remove-scar" />
                      <input type="hidden" name="uid" value={s.uid} />
                      <input type="hidden" name="using" value={using} />
                    </TurnForm>
                  ))}
                </div>
              ))}
              {r.conditionRemovals.map(({ condition: c, using }) => (
                <TurnForm
                  key={`${c}-${using}`}
                  {...form}
                  type="refit"
                  submit={`Remove ${CONDITION_NAMES[c]} (${using === 'resources' ? 'Resources' : 'objective won'})`}
                  done="Condition removed."
                  label={`Remove ${CONDITION_NAMES[c]} with ${using === 'resources' ? 'Resources' : 'the objective won'}`}
                >
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="remove-condition" />
                  <input type="hidden" name="condition" value={c} />
                  <input type="hidden" name="using" value={using} />
                </TurnForm>
              ))}
              {r.pending.map((p, index) => (
                <TurnForm key={`${p.cardId}-${index}`} {...form} type="refit" submit={`Add ${p.name}`} done="Card added." label={`Add ${p.name}`}>
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="add-card" />
                  <input type="hidden" name="index" value={index} />
                  {p.kind === 'upgrade' ? (
                    <label className="block">
                      Where
                      <select name="shipUid" className={select}>
                        {r.ships.map((s) => (
                          <option key={s.uid} value={s.uid}>
                            On {s.label}
                          </option>
                        ))}
                        {!p.title ? <option value="">Owned, not equipped</option> : null}
                      </select>
                    </label>
                  ) : null}
                </TurnForm>
              ))}
              {r.upgrades.map((u) => (
                <TurnForm
                  key={u.uid}
                  {...form}
                  type="refit"
                  submit={u.equipped ? `Unequip ${u.name}` : `Equip ${u.name}`}
                  done="Done."
                  label={`${u.equipped ? 'Unequip' : 'Equip'} ${u.name}`}
                >
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value={u.equipped ? 'unequip' : 'equip'} />
                  <input type="hidden" name="upgradeUid" value={u.uid} />
                  {!u.equipped ? (
                    <select name="shipUid" aria-label={`Ship for ${u.name}`} className={select}>
                      {r.ships.map((s) => (
                        <option key={s.uid} value={s.uid}>
                          {s.label}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </TurnForm>
              ))}
              <TurnForm
                {...form}
                type="refit"
                submit="Remove this type"
                done="Removed; buy back at half below."
                label={`Remove a type from ${fleet(r.fleetId)}`}
              >
                <input type="hidden" name="fleetId" value={r.fleetId} />
                <input type="hidden" name="op" value="strip" />
                <label className="block">
                  Remove every card of one upgrade type, or all squadrons (one per base, R-REFIT 3)
                  <select name="slot" className={select}>
                    {r.strippable.map((s) => (
                      <option key={s} value={s}>
                        {s === 'squadrons' ? 'Squadrons' : s}
                      </option>
                    ))}
                  </select>
                </label>
              </TurnForm>
              {r.upgrades.length + r.squadrons.length > 0 ? (
                <TurnForm
                  {...form}
                  type="refit"
                  submit="Remove this card"
                  done="Removed; buy back at half below."
                  label={`Remove one card from ${fleet(r.fleetId)}`}
                >
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="strip-card" />
                  <label className="block">
                    Remove one more upgrade card or one squadron for a Repair Yards token (R-TOKEN-REPAIR)
                    <select name="uid" className={select}>
                      {[...r.upgrades.map((u) => ({ uid: u.uid, label: u.name })), ...r.squadrons].map((c) => (
                        <option key={c.uid} value={c.uid}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  </label>
                </TurnForm>
              ) : null}
              {r.credits.map((c) => (
                <TurnForm
                  key={c.slot}
                  {...form}
                  type="refit"
                  submit="Buy back"
                  done="Bought; add it below."
                  label={`Buy back ${c.slot === 'squadrons' ? 'squadrons' : c.slot} for ${fleet(r.fleetId)}`}
                >
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="rebuy" />
                  <input type="hidden" name="slot" value={c.slot} />
                  <label className="block">
                    {c.slot === 'squadrons' ? 'Squadrons' : c.slot}: up to {c.points} points (half the removed points, R-REFIT 3)
                    <select name="cards" className={select}>
                      {c.cards.map((card) => (
                        <option key={card.id} value={card.id}>
                          {card.name} ({card.points})
                        </option>
                      ))}
                    </select>
                  </label>
                </TurnForm>
              ))}
              <ReserveForms {...form} fleetId={r.fleetId} fleetLabel={fleet(r.fleetId)} reserve={r.reserve} />
              {r.prototypeTypes.length > 0 ? (
                <TurnForm
                  {...form}
                  type="refit"
                  submit="Make this squadron type veteran"
                  done="Squadrons made veteran."
                  label={`Prototype Recovery for ${fleet(r.fleetId)}`}
                >
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="prototype" />
                  <label className="block">
                    Won on Prototype Recovery: for 1 Repair Yards + 1 Resources, every non-unique squadron of one type becomes veteran (R-PROTO)
                    <select name="squadronCardId" className={select}>
                      {r.prototypeTypes.map((t) => (
                        <option key={t.cardId} value={t.cardId}>
                          {t.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </TurnForm>
              ) : null}
              {r.disbanded ? (
                <p role="note" className="rounded bg-amber-50 p-2 text-sm">
                  This fleet is disbanded: build a new starting fleet (at most 200 points, no large ship, no unique card, R-FLEET-START) on{' '}
                  <Link href={`/campaigns/${campaignId}/fleets/${r.fleetId}`}>its fleet page</Link>, then finish the refit. Its unique cards are lost to your
                  team for the rest of the campaign (R-REFIT 8).
                </p>
              ) : r.ships.length + r.squadrons.length > 0 ? (
                <TurnForm {...form} type="refit" submit="Disband this fleet" done="Fleet disbanded." label={`Disband ${fleet(r.fleetId)}`}>
                  <input type="hidden" name="fleetId" value={r.fleetId} />
                  <input type="hidden" name="op" value="disband" />
                  <p className="text-sm">
                    A fleet that can no longer compete may be disbanded: it keeps its commander, XP and abilities, loses its unique cards for good and is
                    rebuilt as a new starting fleet (R-REFIT 8).
                  </p>
                </TurnForm>
              ) : null}
              <TurnForm
                {...form}
                type="finish-refit"
                submit={`Finish the refit of ${fleet(r.fleetId)}`}
                done="Refit finished."
                label={`Finish the refit of ${fleet(r.fleetId)}`}
              >
                <input type="hidden" name="fleetId" value={r.fleetId} />
              </TurnForm>
            </section>
          ))
        : null}

      {view.viewer.role === 'organizer' && view.state.phase === 'management' ? (
        <section aria-labelledby="force-title" className="space-y-2 rounded border border-amber-600 bg-amber-50 p-3">
          <h2 id="force-title" className="font-bold">
            Move on (R-OVERRIDE)
          </h2>
          <TurnForm {...form} type="force-step" submit="Move to the next step" done="Moved on." label="Move on">
            <label className="block">
              Reason (recorded in the history)
              <input name="reason" maxLength={200} className={select} />
            </label>
          </TurnForm>
        </section>
      ) : null}
    </div>
  )
}
