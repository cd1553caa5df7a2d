// The tokens a Grand Admiral may spend in the strategy phase: Ally forces and Skilled Spacers’ objective (R-TOKEN-ALLY, R-TOKEN-SPACERS).
import { spacersObjectiveChoices, spacersObjectiveFleets, allyFleets } from '@/lib/campaign'
import { AllyForm } from '../../_components/ally-form'
import { TurnForm } from '../turn-form'
import { TEAM_NAMES } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetName } from '@/app/_lib/words'
import { FIELD_CLASS as select } from '@/app/_components/ui/field-class'
import type { TurnSectionProps } from './section-props'

export function TokenUsesSection({ campaignId, view, name }: TurnSectionProps) {
  const { state } = view
  const fleet = (id: string) => fleetName(id, name)
  const form = { campaignId, version: view.version }
  return (
    <>
      {state.phase === 'strategy'
        ? view.viewer.decidesFor.map((t) => (
            <section key={`tokens-${t}`} aria-labelledby={`token-uses-${t}`} className="space-y-2 rounded border border-slate-300 bg-white p-3">
              <h2 id={`token-uses-${t}`} className="font-bold">
                {TEAM_NAMES[t]} tokens this phase
              </h2>
              <p className="text-sm">
                Diplomats {state.teams[t].tokens.diplomats} · Ally {state.teams[t].tokens.ally} · Skilled Spacers {state.teams[t].tokens['skilled-spacers']}
              </p>
              {allyFleets(state, t).length > 0 ? (
                <AllyForm {...form} team={t} fleets={allyFleets(state, t)} fleetLabel={fleet} held={state.teams[t].tokens.ally} />
              ) : null}
              {(state.turnState?.allies ?? [])
                .filter((a) => a.team === t)
                .map((a) => (
                  <p key={a.fleetId} className="text-sm">
                    Ally for {fleet(a.fleetId)}: {allyForcesText(a.forces)}.
                  </p>
                ))}
              {spacersObjectiveFleets(state, t).length > 0 ? (
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
                      {spacersObjectiveFleets(state, t).map((id) => (
                        <option key={id} value={id}>
                          {fleet(id)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="block">
                    New objective, for good (R-TOKEN-SPACERS; each objective once per team)
                    <select name="objective" className={select}>
                      {spacersObjectiveChoices(state, t).map((o) => (
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
    </>
  )
}
