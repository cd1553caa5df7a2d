// The tokens a Grand Admiral may spend in the strategy phase: Ally forces and Skilled Spacers’ objective (R-TOKEN-ALLY, R-TOKEN-SPACERS).
import { spacersObjectiveChoices, spacersObjectiveFleets, allyFleets } from '@/lib/campaign'
import { AllyForm } from '../../_components/ally-form'
import { TurnForm } from '../turn-form'
import { TEAM_NAMES } from '@/app/_lib/words'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export function TokenUsesSection({ campaignId, view, name }: TurnSectionProps) {
  const { state } = view
  const fleet = (id: string) => fleetName(id, name)
  const form = { campaignId, version: view.version }
  return (
    <>
      {state.phase === 'strategy'
        ? view.viewer.decidesFor.map((t) => (
            <Panel key={`tokens-${t}`} id={`token-uses-${t}`} title={`${TEAM_NAMES[t]} tokens this phase`}>
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
                  <Select label="Fleet" name="fleetId" options={spacersObjectiveFleets(state, t).map((id) => ({ value: id, label: fleet(id) }))} />
                  <Select
                    label="New objective, for good (R-TOKEN-SPACERS; each objective once per team)"
                    name="objective"
                    options={spacersObjectiveChoices(state, t).map((o) => ({ value: `${o.category}:${o.id}`, label: `${o.category}: ${o.name}` }))}
                  />
                </TurnForm>
              ) : null}
            </Panel>
          ))
        : null}
    </>
  )
}
