// R-OVERRIDE: the organizer moves the management phase past a step nobody can finish.
import { TEAM_NAMES } from '@/app/_lib/words'
import { Field } from '@/app/_components/ui/field'
import { Panel } from '@/app/_components/ui/panel'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export function ForceStepSection(props: ManagementSectionProps & { stepName: string }) {
  const { view, m, fleet, stepName } = props
  if (view.viewer.role !== 'organizer' || view.state.phase !== 'management') return null
  const owed = [...m.owed.teams.map((t) => `the ${TEAM_NAMES[t]}`), ...m.owed.fleets.map(fleet)]
  const cost =
    owed.length === 0
      ? `Moving past “${stepName}” skips nothing: nobody owes anything in it.`
      : `Moving past “${stepName}” skips what ${owed.join(', ')} still owe in it: what they have not done in this step is given up.`
  return (
    <Panel id="force-title" title="Move on (R-OVERRIDE)" tone="warning">
      <TurnForm
        {...formOf(props)}
        type="force-step"
        submit="Move to the next step"
        done="Moved on."
        label="Move on"
        confirm={{ button: 'Yes, move on', cost: { text: cost } }}
      >
        <Field label="Reason (recorded in the history)">{(control) => <input name="reason" maxLength={200} {...control} />}</Field>
      </TurnForm>
    </Panel>
  )
}
