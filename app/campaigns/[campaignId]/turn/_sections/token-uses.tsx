// The tokens a Grand Admiral may spend in the strategy phase: Ally forces and Skilled Spacers’ objective
// (R-TOKEN-ALLY, R-TOKEN-SPACERS). What may be spent, on which fleet, is the turn view's.
import { getTranslations } from 'next-intl/server'
import { AllyForm } from '../../_components/ally-form'
import { TurnForm } from '../turn-form'
import { campaignPointsEra } from '@/lib/campaign'
import { allyForcesText } from '@/app/_lib/ally-words'
import { fleetNameIn } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export async function TokenUsesSection({ campaignId, view, turn, name }: TurnSectionProps) {
  const t = await getTranslations('Turn.tokens')
  const words = await getTranslations()
  const allyWords = await getTranslations('Ally')
  const { state } = view
  const fleet = (id: string) => fleetNameIn(words, id, name)
  const form = { campaignId, version: view.version }
  return (
    <>
      {turn.tokenUses.map(({ team, held, allyFleets, spacersObjective }) => (
        <Panel key={`tokens-${team}`} id={`token-uses-${team}`} title={t('title', { team })}>
          <p className="text-sm">{t('held', held)}</p>
          {allyFleets.length > 0 ? (
            <AllyForm {...form} team={team} fleets={allyFleets} fleetLabel={fleet} held={held.ally} pointsEra={campaignPointsEra(state)} />
          ) : null}
          {(state.turnState?.allies ?? [])
            .filter((a) => a.team === team)
            .map((a) => (
              <p key={a.fleetId} className="text-sm">
                {t('ally', { fleet: fleet(a.fleetId), forces: allyForcesText(a.forces, allyWords, campaignPointsEra(state)) })}
              </p>
            ))}
          {spacersObjective.fleets.length > 0 ? (
            <TurnForm {...form} type="spacers-objective" submit={t('replace')} done={t('replaced')} label={t('replaceLabel', { team })}>
              <input type="hidden" name="team" value={team} />
              <Select label={t('fleet')} name="fleetId" options={spacersObjective.fleets.map((id) => ({ value: id, label: fleet(id) }))} />
              <Select
                label={t('newObjective')}
                name="objective"
                options={spacersObjective.objectives.map((o) => ({
                  value: `${o.category}:${o.id}`,
                  label: t('objectiveOption', { category: o.category, objective: o.name }),
                }))}
              />
            </TurnForm>
          ) : null}
        </Panel>
      ))}
    </>
  )
}
