// The turn’s battles, each linking to its page once the battle phase begins.
import Link from 'next/link'
import { CONDITION_NAMES, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { fleetName } from '@/app/_lib/words'
import type { TurnSectionProps } from './section-props'

export function BattlesSection({ campaignId, view, name }: TurnSectionProps) {
  const { state } = view
  const fleet = (id: string) => fleetName(id, name)
  return (
    <>
      <section aria-labelledby="battles-title" className="space-y-2">
        <h2 id="battles-title" className="text-lg font-bold">
          Battles
        </h2>
        {state.turnState!.battles.length === 0 ? <p>No battle declared yet.</p> : null}
        <ul className="space-y-2">
          {state.turnState!.battles.map((b) => {
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
        {state.turnState!.passed.length > 0 ? <p>Passed this turn: {state.turnState!.passed.map(name).join(', ')}.</p> : null}
      </section>
    </>
  )
}
