import { objectiveName } from '@/app/_lib/words'
import type { BattleExtras } from '@/lib/campaign'
import type { VisibleBattle } from '@/lib/campaign'
import { TurnForm } from '../../../turn/turn-form'

export function ObjectiveSection({ battle, extras, form }: { battle: VisibleBattle; extras: BattleExtras; form: { campaignId: string; version: number } }) {
  return (
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
  )
}
