// The pivotal battle's result: entered by the organizer, or by each team for its part then confirmed (R-PIVOT-AFTER).
import { Link } from '@/app/_components/link'
import { getTranslations } from 'next-intl/server'
import { Field } from '@/app/_components/ui/field'
import { Panel } from '@/app/_components/ui/panel'
import { TurnForm } from '../../turn/turn-form'
import { FleetOutcomeFields } from '../fleet-outcome-fields'
import { fleetName } from '../../history/words'
import { OrganizerResultForm } from './organizer-result'
import type { PivotalSectionProps } from './section-props'

export async function ResultSection(props: PivotalSectionProps) {
  const { p, pv, campaignId } = props
  if (p.step !== 'battle') return null
  const t = await getTranslations('Pivotal.result')
  return (
    <Panel id="result-title" title={t('title')}>
      <p>
        <Link href={`/campaigns/${campaignId}/pivotal/briefing`}>{t('briefing')}</Link>
      </p>
      {pv.maySettleResult ? <OrganizerResultForm {...props} /> : <TeamResult {...props} />}
    </Panel>
  )
}

async function TeamResult({ p, view, fleets, form, name }: PivotalSectionProps) {
  const t = await getTranslations('Pivotal.result')
  const terms = await getTranslations('Terms')
  const team = view.viewer.team!
  if (p.result.status === 'entered') {
    const r = p.result.result
    return (
      <div className="space-y-2">
        <p>
          {t('entered', {
            assaulters: p.assaulters!,
            assaulterScore: r.assaulters.score,
            assaulterTabled: r.assaulters.tabled ? 'yes' : 'no',
            defenderScore: r.defenders.score,
            defenderTabled: r.defenders.tabled ? 'yes' : 'no',
          })}
        </p>
        <TurnForm {...form} type="confirm-pivotal-result" submit={t('confirm')} done={t('applied')} label={t('confirm')} />
      </div>
    )
  }
  const parts = p.result.status === 'partial' ? p.result.parts : {}
  if (parts[team]) return <p>{t('partIn')}</p>
  return (
    <TurnForm {...form} type="enter-pivotal-team-result" submit={t('teamSubmit')} done={t('teamDone')} label={t('teamForm')}>
      <input type="hidden" name="team" value={team} />
      <Field label={t('teamScore', { team })}>{(control) => <input name="score" inputMode="numeric" {...control} />}</Field>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="tabled" /> {t('teamTabled')}
      </label>
      {fleets
        .filter((f) => f.team === team)
        .map((f) => (
          <FleetOutcomeFields key={f.id} fleet={f} title={fleetName(terms, f.id, name)} />
        ))}
    </TurnForm>
  )
}
