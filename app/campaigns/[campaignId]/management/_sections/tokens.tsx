// Step 2: each team takes the tokens of its systems, choosing where a system offers two (R-TOKEN-GAIN).
import { getTranslations } from 'next-intl/server'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export async function TokensSection(props: ManagementSectionProps) {
  const { m } = props
  if (m.step !== 'tokens') return null
  const t = await getTranslations('Management.tokens')
  const terms = await getTranslations('Terms')
  const form = formOf(props)
  return m.tokenChoices.map((c) => (
    <Panel key={c.team} id={`tokens-${c.team}`} title={t('title', { team: c.team })} rule="R-TOKEN-GAIN">
      <TurnForm {...form} type="gain-tokens" submit={t('submit')} done={t('done')} label={t('label', { team: c.team })}>
        <input type="hidden" name="team" value={c.team} />
        {c.sources.map((s) => (
          <Select
            key={s.systemId}
            label={t('gives', { system: systemName(s.systemId) })}
            name={`choice-${s.systemId}`}
            options={s.options.map((o) => ({ value: o, label: terms(`token.${o}`) }))}
          />
        ))}
      </TurnForm>
    </Panel>
  ))
}
