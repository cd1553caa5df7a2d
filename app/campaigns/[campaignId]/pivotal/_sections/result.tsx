// The pivotal battle's result: entered by the organizer, or by each team for its part then confirmed (R-PIVOT-AFTER).
import Link from 'next/link'
import { fleetName, TEAM_NAMES } from '@/app/_lib/words'
import { Field } from '@/app/_components/ui/field'
import { Panel } from '@/app/_components/ui/panel'
import { TurnForm } from '../../turn/turn-form'
import { EffectChoiceFields } from '../effect-choice-fields'
import { FleetOutcomeFields } from '../fleet-outcome-fields'
import { OrganizerResultForm } from './organizer-result'
import type { PivotalSectionProps } from './section-props'

export function ResultSection(props: PivotalSectionProps) {
  const { p, actor, campaignId } = props
  if (p.step !== 'battle') return null
  return (
    <Panel id="result-title" title="Result">
      <p>
        <Link href={`/campaigns/${campaignId}/pivotal/briefing`}>Pivotal briefing (print)</Link>
      </p>
      {actor.role === 'organizer' ? <OrganizerResultForm {...props} /> : <TeamResult {...props} />}
    </Panel>
  )
}

function TeamResult({ p, view, fleets, form, name }: PivotalSectionProps) {
  const team = view.viewer.team!
  if (p.result.status === 'entered') {
    const r = p.result.result
    return (
      <div className="space-y-2">
        <p>
          Both teams have entered their part: assaulting {TEAM_NAMES[p.assaulters!]} {r.assaulters.score}
          {r.assaulters.tabled ? ' (tabled)' : ''}, defending {r.defenders.score}
          {r.defenders.tabled ? ' (tabled)' : ''}.
        </p>
        <TurnForm {...form} type="confirm-pivotal-result" submit="Confirm the pivotal result" done="Result applied." label="Confirm the pivotal result" />
      </div>
    )
  }
  const parts = p.result.status === 'partial' ? p.result.parts : {}
  if (parts[team]) return <p>Your team’s part is in; waiting for the other team’s.</p>
  return (
    <TurnForm {...form} type="enter-pivotal-team-result" submit="Enter our part of the result" done="Part entered." label="Our part of the pivotal result">
      <input type="hidden" name="team" value={team} />
      <Field label={`Our team’s score (${TEAM_NAMES[team]})`}>{(control) => <input name="score" inputMode="numeric" {...control} />}</Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="tabled" /> Our team was tabled
      </label>
      <EffectChoiceFields objective={p.objective} zone={p.target?.zone} side={team === p.assaulters ? 'assaulters' : 'defenders'} />
      {fleets
        .filter((f) => f.team === team)
        .map((f) => (
          <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(f.id, name)} />
        ))}
    </TurnForm>
  )
}
