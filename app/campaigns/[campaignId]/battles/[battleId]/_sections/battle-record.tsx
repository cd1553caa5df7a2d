import { actName } from '@/app/_lib/battle-words'
import { fleetName, objectiveName } from '@/app/_lib/words'
import type { VisibleBattle, VisiblePastBattle } from '@/lib/campaign'
import { BattleFleet } from '../../_components/battle-fleet'
import { AppliedResult } from './applied-result'
import { BattleHeader } from './battle-header'

/** R-HIST: a battle of a turn already over, read-only: both fleets as played, the objective and the result as applied. */
export function BattleRecord({ campaignId, battle, name }: { campaignId: string; battle: VisiblePastBattle; name: (id: string) => string }) {
  const b = battle as VisibleBattle
  const fleets = battle.fleets
  return (
    <div className="space-y-5">
      <BattleHeader campaignId={campaignId} battle={b} name={name} note={`${actName(battle.act)}, turn ${battle.turn}: this battle is over.`} />
      <section aria-labelledby="record-objective" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="record-objective" className="font-bold">
          Objective
        </h2>
        <p>{battle.objective ? objectiveName(battle.objective) : 'No objective was chosen.'}</p>
      </section>
      <section aria-labelledby="record-result" className="space-y-1 rounded border border-slate-300 bg-white p-3">
        <h2 id="record-result" className="font-bold">
          Result
        </h2>
        {battle.result.status === 'applied' ? (
          <AppliedResult battle={b} result={battle.result} name={name} />
        ) : (
          <p>The turn ended without an applied result: the organizer moved on.</p>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {(['assaulter', 'defender'] as const).map((side) => {
          const fleet = fleets?.[side]
          const title = `${fleetName(battle[side]!.fleetId, name)} (${side === 'assaulter' ? 'assaulting' : 'defending'})`
          return fleet ? <BattleFleet key={side} fleet={fleet} title={title} /> : <p key={side}>{title}: not shown to you (R-SECRET-FLEET).</p>
        })}
      </div>
    </div>
  )
}
