// Step 4: commanders spend XP on abilities (R-XP-SPEND).
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export function ExperienceSection(props: ManagementSectionProps) {
  const { m, fleet } = props
  if (m.step !== 'experience') return null
  const form = formOf(props)
  return m.experience.map((x) => (
    <Panel
      key={x.fleetId}
      id={`xp-${x.fleetId}`}
      title={<span className="block first-letter:uppercase">{`${fleet(x.fleetId)}: ${x.commander} has ${x.xp} XP (R-XP-SPEND)`}</span>}
    >
      <p className="text-sm">
        Abilities: {x.abilities.join(', ')}. Tier total {x.tierTotal} of {x.tierCap}.
      </p>
      <TurnForm {...form} type="buy-ability" submit="Buy the ability" done="Ability bought." label={`Buy an ability for ${fleet(x.fleetId)}`}>
        <input type="hidden" name="fleetId" value={x.fleetId} />
        <Select
          label="Ability"
          name="abilityId"
          placeholder="Choose…"
          options={x.buyable.map((a) => ({ value: a.id, label: `${a.name} (tier ${a.tier}, ${a.xpCost} XP)` }))}
        />
        <Select label="Replacing (optional)" name="replaces" none="Nothing" options={x.abilityIds.map((id, i) => ({ value: id, label: x.abilities[i] }))} />
      </TurnForm>
      <TurnForm {...form} type="finish-experience" submit="Done spending XP" done="Done." label={`Finish XP for ${fleet(x.fleetId)}`}>
        <input type="hidden" name="fleetId" value={x.fleetId} />
      </TurnForm>
    </Panel>
  ))
}
