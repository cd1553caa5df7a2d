// Step 1: each team builds its bases (R-BASE-BUILD).
import { getTranslations } from 'next-intl/server'
import { DEFENSE_NAMES, systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export async function BasesSection(props: ManagementSectionProps) {
  const { m } = props
  if (m.step !== 'effects') return null
  const t = await getTranslations('Management')
  const form = formOf(props)
  return m.bases.map((b) => {
    const team = b.team
    return (
      <Panel key={b.team} id={`bases-${b.team}`} title={t('bases.title', { team })} rule="R-BASE-BUILD">
        <p className="text-sm">
          {b.free ? t('bases.free') : t('bases.cost', { resources: b.resources })}{' '}
          {t('bases.built', { systems: b.built.map(systemName).join(', ') || t('bases.none'), limit: b.limit })}
        </p>
        {b.systems.length > 0 ? (
          <TurnForm {...form} type="build-base" submit={t('bases.submit')} done={t('bases.done')} label={t('bases.label', { team })}>
            <input type="hidden" name="team" value={b.team} />
            <Select
              label={t('bases.system')}
              name="systemId"
              placeholder={t('choose')}
              options={b.systems.map((id) => ({ value: id, label: systemName(id) }))}
            />
            <Select label={t('bases.defense')} name="defense" options={b.defenses.map((d) => ({ value: d, label: DEFENSE_NAMES[d] }))} />
          </TurnForm>
        ) : null}
        <TurnForm
          {...form}
          type="finish-bases"
          submit={t('bases.finish', { team })}
          done={t('done')}
          label={t('bases.finishLabel', { team })}
          confirm={
            b.mayBuildNow
              ? { button: t('bases.finishConfirm'), cost: { text: t('bases.finishCost', { team, built: b.built.length, limit: b.limit }) } }
              : undefined
          }
        >
          <input type="hidden" name="team" value={b.team} />
        </TurnForm>
      </Panel>
    )
  })
}
