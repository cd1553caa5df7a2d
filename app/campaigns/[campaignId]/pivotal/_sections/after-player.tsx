// A player's own moves after the pivotal battle: a veteran (R-VET-2) and, if wished, a commander reset.
import { getTranslations } from 'next-intl/server'
import { commanderAbility } from '@/lib/data/commander-abilities'
import { campaignPointsEra } from '@/lib/campaign'
import { VeteranChoices } from '../../battles/[battleId]/veteran-choices'
import { TurnForm } from '../../turn/turn-form'
import type { PivotalSectionProps } from './section-props'

export async function PlayerAfterForms({ p, pv, view, fleets, form, playerId }: PivotalSectionProps & { playerId: string }) {
  if (p.result.status !== 'applied') return null
  const t = await getTranslations('Pivotal.player')
  const terms = await getTranslations('Terms')
  const eligible = p.result.result.fleets[playerId]?.eligibleVeterans ?? []
  const own = fleets.find((f) => f.id === playerId)
  const abilities = (own?.commander?.abilities ?? []).map((a) => commanderAbility(a)?.name ?? a)
  return (
    <div className="space-y-2">
      {eligible.length > 0 && p.veteransChosen[playerId] === undefined ? (
        <TurnForm {...form} type="pivotal-veterans" submit={t('veteransSubmit')} done={t('veteransDone')} label={t('veteransForm')}>
          <input type="hidden" name="fleetId" value={playerId} />
          <VeteranChoices fleet={own} eligible={eligible} legend={t('veteransLegend')} pointsEra={campaignPointsEra(view.state)} />
        </TurnForm>
      ) : null}
      {pv.resets.includes(playerId) ? (
        <TurnForm
          {...form}
          type="reset-commander"
          submit={t('resetSubmit')}
          done={t('resetDone')}
          label={t('resetForm')}
          confirm={{
            button: t('resetConfirm'),
            cost: { text: t('resetCost', { abilities: abilities.join(', ') || terms('none') }) },
            // The commander's abilities are lost.
            destructive: true,
          }}
        >
          <input type="hidden" name="fleetId" value={playerId} />
          <p className="text-sm">{t('resetRules')}</p>
        </TurnForm>
      ) : null}
    </div>
  )
}
