// Step 1: each team builds its bases (R-BASE-BUILD).
import { DEFENSE_NAMES, systemName, TEAM_NAMES } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export function BasesSection(props: ManagementSectionProps) {
  const { m } = props
  if (m.step !== 'effects') return null
  const form = formOf(props)
  return m.bases.map((b) => {
    const team = TEAM_NAMES[b.team]
    return (
      <Panel key={b.team} id={`bases-${b.team}`} title={`${team} bases (R-BASE-BUILD)`}>
        <p className="text-sm">
          {b.free ? 'Your team has no base: it builds one free.' : `A base costs 2 Resources (you hold ${b.resources}).`} Built this turn:{' '}
          {b.built.map(systemName).join(', ') || 'none'} (at most {b.limit}).
        </p>
        {b.systems.length > 0 ? (
          <TurnForm {...form} type="build-base" submit="Build the base" done="Base built." label={`${team} build a base`}>
            <input type="hidden" name="team" value={b.team} />
            <Select label="System" name="systemId" placeholder="Choose…" options={b.systems.map((id) => ({ value: id, label: systemName(id) }))} />
            <Select
              label="Base Defense objective (least used by your bases)"
              name="defense"
              options={b.defenses.map((d) => ({ value: d, label: DEFENSE_NAMES[d] }))}
            />
          </TurnForm>
        ) : null}
        <TurnForm
          {...form}
          type="finish-bases"
          submit={`The ${team} are done building`}
          done="Done."
          label={`${team} finish bases`}
          confirm={
            b.mayBuildNow
              ? {
                  button: 'Yes, done building',
                  cost: {
                    text: `The ${team} may still build a base this turn (${b.built.length} built of at most ${b.limit}): done building gives that up until next turn.`,
                  },
                }
              : undefined
          }
        >
          <input type="hidden" name="team" value={b.team} />
        </TurnForm>
      </Panel>
    )
  })
}
