// Step 2: each team takes the tokens of its systems, choosing where a system offers two (R-TOKEN-GAIN).
import { systemName, TEAM_NAMES, tokenName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export function TokensSection(props: ManagementSectionProps) {
  const { m } = props
  if (m.step !== 'tokens') return null
  const form = formOf(props)
  return m.tokenChoices.map((c) => (
    <Panel key={c.team} id={`tokens-${c.team}`} title={`${TEAM_NAMES[c.team]} tokens (R-TOKEN-GAIN)`}>
      <TurnForm {...form} type="gain-tokens" submit="Take the tokens" done="Tokens gained." label={`${TEAM_NAMES[c.team]} tokens`}>
        <input type="hidden" name="team" value={c.team} />
        {c.sources.map((s) => (
          <Select
            key={s.systemId}
            label={`${systemName(s.systemId)} gives`}
            name={`choice-${s.systemId}`}
            options={s.options.map((o) => ({ value: o, label: tokenName(o) }))}
          />
        ))}
      </TurnForm>
    </Panel>
  ))
}
