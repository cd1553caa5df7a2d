// Step 4: commanders spend XP on abilities (R-XP-SPEND): only the purchases the management view lists.
import { getTranslations } from 'next-intl/server'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { formOf, type ManagementSectionProps } from './section-props'

export async function ExperienceSection(props: ManagementSectionProps) {
  const { m, fleet } = props
  if (m.step !== 'experience') return null
  const t = await getTranslations('Management')
  const form = formOf(props)
  return m.experience.map((x) => (
    <Panel
      key={x.fleetId}
      id={`xp-${x.fleetId}`}
      title={<span className="block first-letter:uppercase">{t('experience.title', { fleet: fleet(x.fleetId), commander: x.commander, xp: x.xp })}</span>}
      rule="R-XP-SPEND"
    >
      <p className="text-sm">{t('experience.abilities', { abilities: x.abilities.join(', '), total: x.tierTotal, cap: x.tierCap })}</p>
      <TurnForm
        {...form}
        type="buy-ability"
        submit={t('experience.submit')}
        done={t('experience.done')}
        label={t('experience.label', { fleet: fleet(x.fleetId) })}
      >
        <input type="hidden" name="fleetId" value={x.fleetId} />
        {/* Each purchase the engine accepts now, with what it replaces (R-CMD-3): "ability" or "ability>replaced". */}
        <Select
          label={t('experience.ability')}
          name="abilityId"
          placeholder={t('choose')}
          options={x.purchases.map((a) => ({
            value: a.replaces ? `${a.id}>${a.replaces}` : a.id,
            label: a.replacesName
              ? t('experience.abilityReplacing', { name: a.name, tier: a.tier, xp: a.xpCost, replaced: a.replacesName })
              : t('experience.abilityOption', { name: a.name, tier: a.tier, xp: a.xpCost }),
          }))}
        />
      </TurnForm>
      <TurnForm
        {...form}
        type="finish-experience"
        submit={t('experience.finish')}
        done={t('done')}
        label={t('experience.finishLabel', { fleet: fleet(x.fleetId) })}
      >
        <input type="hidden" name="fleetId" value={x.fleetId} />
      </TurnForm>
    </Panel>
  ))
}
