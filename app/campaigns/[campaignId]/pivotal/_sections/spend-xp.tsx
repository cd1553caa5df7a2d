// R-PIVOT-AFTER: after the battle, and at once after a reset, a commander spends XP with the next act's limits;
// only the abilities the engine's view says it may buy now are offered.
import { getTranslations } from 'next-intl/server'
import { Select } from '@/app/_components/ui/select'
import { TurnForm } from '../../turn/turn-form'
import { fleetName } from '../../history/words'
import type { PivotalSectionProps } from './section-props'

export async function SpendXpForms({ pv, form, name }: PivotalSectionProps) {
  if (pv.abilities.length === 0) return null
  const t = await getTranslations('Pivotal.spend')
  const m = await getTranslations('Management')
  const terms = await getTranslations('Terms')
  return pv.abilities.map((x) => {
    const fleet = fleetName(terms, x.fleetId, name)
    return (
      <div key={x.fleetId} className="space-y-1 rounded border border-slate-300 p-3">
        <h3 className="font-semibold first-letter:uppercase">{t('title', { fleet, commander: x.commander, xp: x.xp })}</h3>
        <p className="text-sm">{m('experience.abilities', { abilities: x.abilities.join(', ') || terms('none'), total: x.tierTotal, cap: x.tierCap })}</p>
        <TurnForm {...form} type="buy-ability" submit={m('experience.submit')} done={m('experience.done')} label={m('experience.label', { fleet })}>
          <input type="hidden" name="fleetId" value={x.fleetId} />
          {/* Each purchase the engine accepts now, with what it replaces (R-CMD-3), as on the management page. */}
          <Select
            label={m('experience.ability')}
            name="abilityId"
            placeholder={m('choose')}
            options={x.purchases.map((a) => ({
              value: a.replaces ? `${a.id}>${a.replaces}` : a.id,
              label: a.replacesName
                ? m('experience.abilityReplacing', { name: a.name, tier: a.tier, xp: a.xpCost, replaced: a.replacesName })
                : m('experience.abilityOption', { name: a.name, tier: a.tier, xp: a.xpCost }),
            }))}
          />
        </TurnForm>
      </div>
    )
  })
}
