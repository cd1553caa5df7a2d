// R-OVERRIDE: the organizer moves the management phase past a step nobody can finish.
import { getTranslations } from 'next-intl/server'
import { Field } from '@/app/_components/ui/field'
import { Panel } from '@/app/_components/ui/panel'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'
import { OVERRIDE_REASON_MAX } from '@/lib/campaign'

/** `owed`: who still owes something in this step, as the page names them. */
export async function ForceStepSection(props: ManagementSectionProps & { stepName: string; owed: string[] }) {
  const { view, stepName, owed } = props
  if (view.viewer.role !== 'organizer' || view.state.phase !== 'management') return null
  const t = await getTranslations('Management.force')
  const cost = owed.length === 0 ? t('costNothing', { step: stepName }) : t('cost', { step: stepName, owed: owed.join(', '), count: owed.length })
  return (
    <Panel id="force-title" title={t('title')} tone="warning" rule="R-OVERRIDE">
      <TurnForm
        {...formOf(props)}
        type="force-step"
        submit={t('submit')}
        done={t('done')}
        label={t('label')}
        confirm={{ button: t('confirm'), cost: { text: cost }, destructive: true }}
      >
        <Field label={t('reason')}>{(control) => <input name="reason" maxLength={OVERRIDE_REASON_MAX} {...control} />}</Field>
      </TurnForm>
    </Panel>
  )
}
