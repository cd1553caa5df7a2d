// The organizer enters the whole pivotal result at once, with what the objective changes on the map.
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { Field } from '@/app/_components/ui/field'
import { TurnForm } from '../../turn/turn-form'
import { EffectChoiceFields } from '../effect-choice-fields'
import { FleetOutcomeFields } from '../fleet-outcome-fields'
import type { PivotalSectionProps } from './section-props'

export function OrganizerResultForm({ p, fleets, form, name }: PivotalSectionProps) {
  return (
    <TurnForm {...form} type="enter-pivotal-result" submit="Enter the pivotal result" done="Result applied." label="Enter the pivotal result">
      <Field label={`Score of the assaulting team (${TEAM_NAMES[p.assaulters!]})`}>
        {(control) => <input name="a-score" inputMode="numeric" {...control} />}
      </Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="a-tabled" /> The assaulting team was tabled
      </label>
      <Field label="Score of the defending team">{(control) => <input name="d-score" inputMode="numeric" {...control} />}</Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="d-tabled" /> The defending team was tabled
      </label>
      <EffectChoiceFields objective={p.objective} zone={p.target?.zone} side="both" />
      {fleets.map((f) => (
        <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(f.id, name)} />
      ))}
    </TurnForm>
  )
}
