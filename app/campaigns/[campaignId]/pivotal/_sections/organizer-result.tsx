// The organizer enters the whole pivotal result at once, with what the objective changes on the map.
import { DEFENSE_NAMES, fleetName, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { Field } from '@/app/_components/ui/field'
import { Select } from '@/app/_components/ui/select'
import { SYSTEMS } from '@/lib/data/map'
import { TurnForm } from '../../turn/turn-form'
import { FleetOutcomeFields } from '../fleet-outcome-fields'
import type { PivotalSectionProps } from './section-props'

/** The systems of a zone (border systems count in both), or all of them. */
function systemsIn(zone: number | null | undefined) {
  return SYSTEMS.filter((s) => zone == null || (s.zones as readonly number[]).includes(zone)).map((s) => s.id)
}

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
      {p.objective === 'demonstration-of-force' ? (
        <Select
          label="Systems the assaulters take if they win (up to two)"
          name="claimedSystems"
          multiple
          options={systemsIn(p.target?.zone).map((s) => ({ value: s, label: systemName(s) }))}
        />
      ) : null}
      {p.objective === 'conquest' ? (
        <Select
          label="Base Defense objective of the conquered base, if the assaulters win (among the least used by their bases)"
          name="conquestDefense"
          none="The first allowed"
          options={(['ion-cannon', 'armed-station', 'fighter-wing'] as const).map((d) => ({ value: d, label: DEFENSE_NAMES[d] }))}
        />
      ) : null}
      {p.objective === 'evacuation' ? (
        <Select
          label="Where the defenders’ base moves if they win"
          name="newBaseSystem"
          none="—"
          options={systemsIn(null).map((s) => ({ value: s, label: systemName(s) }))}
        />
      ) : null}
      {fleets.map((f) => (
        <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(f.id, name)} />
      ))}
    </TurnForm>
  )
}
