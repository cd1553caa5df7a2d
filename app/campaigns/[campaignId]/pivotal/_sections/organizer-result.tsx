// The organizer enters the whole pivotal result at once; what the objective leaves to the winner is claimed after it.
import { getTranslations } from 'next-intl/server'
import { Field } from '@/app/_components/ui/field'
import { TurnForm } from '../../turn/turn-form'
import { FleetOutcomeFields } from '../fleet-outcome-fields'
import { fleetName } from '../../history/words'
import type { PivotalSectionProps } from './section-props'
import { resultFieldName } from '@/lib/campaign'

export async function OrganizerResultForm({ p, fleets, form, name }: PivotalSectionProps) {
  const t = await getTranslations('Pivotal.result')
  const terms = await getTranslations('Terms')
  return (
    <TurnForm {...form} type="enter-pivotal-result" submit={t('organizerForm')} done={t('applied')} label={t('organizerForm')}>
      <Field label={t('assaulterScore', { team: p.assaulters! })}>
        {(control) => <input name={resultFieldName('a', 'score')} inputMode="numeric" {...control} />}
      </Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="a-tabled" /> {t('assaulterTabled')}
      </label>
      <Field label={t('defenderScore')}>{(control) => <input name={resultFieldName('d', 'score')} inputMode="numeric" {...control} />}</Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="d-tabled" /> {t('defenderTabled')}
      </label>
      {fleets.map((f) => (
        <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(terms, f.id, name)} />
      ))}
    </TurnForm>
  )
}
