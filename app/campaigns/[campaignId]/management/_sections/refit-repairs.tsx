// R-REFIT 1 and 2: scars removed with a base or Repair Yards, conditions with Resources or the objective won.
import { CONDITION_NAMES } from '@/app/_lib/words'
import { TurnForm } from '../../turn/turn-form'
import type { RefitPartProps } from './refit'

export function RefitRepairs({ r, form }: RefitPartProps) {
  return (
    <>
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
    </>
  )
}
