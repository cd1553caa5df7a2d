import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getDb } from '@/db/client'
import { CONDITION_NAMES, fleetName, objectiveName, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetValue, type Fleet, type VisibleBattle, type AllyForces } from '@/lib/campaign'
import { shipCard, squadronCard, upgradeCard } from '@/lib/data/cards'
import { commanderAbility } from '@/lib/data/commander-abilities'
import { getTurnView } from '@/lib/server/get-turn-view'
import { loadCampaign, playerNamer } from '../../../_lib/load-campaign'
import { PrintButton } from '../../../map/print-button'

export const metadata: Metadata = { title: 'Battle briefing' }

const mark = (e: { scarred: boolean; veteran: boolean }) => [e.scarred ? 'SCARRED' : '', e.veteran ? 'VETERAN' : ''].filter(Boolean).join(' ')

function FleetBrief({ fleet, title, ally }: { fleet: Fleet | null; title: string; ally?: AllyForces }) {
  if (!fleet) return <p>{title}: not shown to you before the battle (R-SECRET-FLEET).</p>
  const groups = new Map<string, Fleet['squadrons']>()
  for (const s of fleet.squadrons) groups.set(s.cardId, [...(groups.get(s.cardId) ?? []), s])
  return (
    <section aria-label={title} className="space-y-1">
      <h2 className="font-bold">{title}</h2>
      <p>
        Value {fleetValue(fleet)} · Conditions: {fleet.conditions.length === 0 ? 'none' : fleet.conditions.map((c) => CONDITION_NAMES[c]).join(', ')}
      </p>
      <p>
        Task force commander: {fleet.commander?.name ?? '—'} ·{' '}
        {fleet.commander?.abilities.map((a) => commanderAbility(a)?.name ?? a).join(', ') || 'no ability'}
      </p>
      <ul>
        {fleet.ships.map((s) => (
          <li key={s.uid}>
            {s.flagship ? '[Flagship] ' : ''}
            {shipCard(s.cardId)?.name}
            {s.upgrades.filter((u) => u.equipped).length > 0
              ? ` + ${s.upgrades
                  .filter((u) => u.equipped)
                  .map((u) => upgradeCard(u.cardId)?.name)
                  .join(', ')}`
              : ''}{' '}
            {mark(s)}
          </li>
        ))}
        {[...groups.entries()].map(([cardId, els]) => (
          <li key={cardId}>
            {els.length} × {squadronCard(cardId)?.name} {els.map(mark).filter(Boolean).join('; ')}
          </li>
        ))}
      </ul>
      {ally ? <p>Ally for this battle only (R-TOKEN-ALLY): {allyForcesText(ally)}.</p> : null}
    </section>
  )
}

/** Objective changes of the Green Knight preset (R-BRIEF), shown where they apply. */
const PRESET_OBJECTIVE_NOTES: Record<string, string> = {
  'hired-scum': 'Hired Scum: the reroll is limited to two dice.',
  'volatile-cargo': 'Volatile Cargo: the damage reduction does not work against squadrons.',
  'fighter-wing': 'Fighter Wing: the defender adds 30 fleet points of generic squadrons.',
}

export default async function BriefingPage({ params }: { params: Promise<{ campaignId: string; battleId: string }> }) {
  const { campaignId, battleId } = await params
  const { actor, view } = await loadCampaign(campaignId)
  const battle: VisibleBattle | undefined = view.state.turnState?.battles.find((b) => b.id === battleId && b.defender !== null)
  const turn = getTurnView(getDb(), campaignId, actor)
  if (!battle || !turn) notFound()
  const name = playerNamer(view)
  const allyOf = (fleetId: string) => view.state.turnState?.allies?.find((a) => a.fleetId === fleetId)?.forces
  const pool = turn.battles[battle.id]?.pool
  const objectives = battle.objective ? [battle.objective] : pool?.kind === 'choice' ? pool.objectives : []
  const notes = view.state.preset === 'green-knight' ? objectives.flatMap((o) => (o && PRESET_OBJECTIVE_NOTES[o] ? [PRESET_OBJECTIVE_NOTES[o]] : [])) : []
  return (
    <article aria-label="Battle briefing" className="print-portrait space-y-3 text-sm print:text-[9.5pt]">
      <div className="flex items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">
          {view.state.name}: battle at {systemName(battle.systemId)} (turn {view.state.turn})
        </h1>
        <PrintButton label="Print the briefing" />
      </div>
      <p>
        Assaulting (first player): {name(battle.assaulter.playerId)}, {TEAM_NAMES[battle.assaulter.team]}. Defending: {name(battle.defender!.playerId)},{' '}
        {TEAM_NAMES[battle.defender!.team]}.
      </p>
      <p>
        Objective:{' '}
        {battle.objective
          ? objectiveName(battle.objective)
          : `to be chosen by the assaulting player from ${objectives.map((o) => objectiveName(o)).join(', ') || 'the pool'}`}
      </p>
      {notes.length > 0 ? (
        <ul className="list-disc pl-5">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        <FleetBrief
          fleet={battle.fleets?.assaulter ?? null}
          title={`${fleetName(battle.assaulter.fleetId, name)} (assaulting)`}
          ally={allyOf(battle.assaulter.fleetId)}
        />
        <FleetBrief
          fleet={battle.fleets?.defender ?? null}
          title={`${fleetName(battle.defender!.fleetId, name)} (defending)`}
          ally={allyOf(battle.defender!.fleetId)}
        />
      </div>
      <section aria-label="Reminders" className="space-y-1 border-t border-slate-400 pt-2">
        <h2 className="font-bold">In-game reminders</h2>
        <ul className="list-disc pl-5">
          <li>
            Scarred ship: discards one defense token of its choice at deployment, for the whole game. Scarred squadron: suffers one damage at deployment that
            cannot be repaired (R-SCAR-EFFECT).
          </li>
          <li>
            Veteran ship: may spend its veteran token when it reveals its command dial to gain a command token of its choice. Veteran squadron: may spend it
            when attacking to reroll any of its dice. Spent exhausts it (it does not ready); spent again exhausted, it is discarded; once per activation
            (R-VET-EFFECT).
          </li>
          <li>
            Low Morale: each ship’s command token limit is its command value minus 1 (minimum 1). Low Supplies: a card that readies for free must discard a
            command token to ready. Low Fuel: before deployment the opponent chooses whether the fleet’s ships deploy at speed 1 or less, or touching their
            player edge (R-COND-EFFECT).
          </li>
          <li>
            From round 4 a ship may declare a hyperspace retreat on activation (discarding its dial); if still in play at the status phase it leaves the table.
            It counts as destroyed for scoring but is not scarred and may become veteran. Not within distance 5 of an Interdictor. A retreated flagship’s
            abilities stop, as if destroyed (R-RETREAT).
          </li>
        </ul>
      </section>
    </article>
  )
}
