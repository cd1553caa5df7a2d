import Link from 'next/link'
import { CONDITION_NAMES, fleetName, systemName, TEAM_NAMES } from '@/app/_lib/words'
import type { VisibleBattle } from '@/lib/campaign'

/** Who fights where, with which fleet, and the conditions the pairing gave (R-STRAT-COND). */
export function BattleHeader({ campaignId, battle, name, note }: { campaignId: string; battle: VisibleBattle; name: (id: string) => string; note?: string }) {
  const defender = battle.defender!
  const sides = [battle.assaulter, defender]
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Battle at {systemName(battle.systemId)}</h1>
        <p className="flex gap-3">
          <Link href={`/campaigns/${campaignId}/battles`}>All battles</Link>
          <Link href={`/campaigns/${campaignId}/battles/${battle.id}/briefing`}>Battle sheet (print)</Link>
        </p>
      </div>
      {note ? <p className="text-sm">{note}</p> : null}
      <p>
        {name(battle.assaulter.playerId)} ({TEAM_NAMES[battle.assaulter.team]}, {fleetName(battle.assaulter.fleetId, name)}) assaults; {name(defender.playerId)}{' '}
        ({TEAM_NAMES[defender.team]}, {fleetName(defender.fleetId, name)}) defends.
      </p>
      <p className="text-sm">
        Conditions gained at pairing:{' '}
        {sides.every((s) => s.conditionsGained.length === 0)
          ? 'none'
          : sides
              .filter((s) => s.conditionsGained.length > 0)
              .map((s) => `${name(s.playerId)}: ${s.conditionsGained.map((c) => CONDITION_NAMES[c]).join(', ')}`)
              .join('; ')}
      </p>
    </>
  )
}
