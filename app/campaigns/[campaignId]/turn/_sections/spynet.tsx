// Spynet: reveal an enemy base’s Base Defense objective to the team (R-TOKEN-SPYNET).
import { getTranslations } from 'next-intl/server'
import { TurnForm } from '../turn-form'
import { systemName } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export async function SpynetSection({ campaignId, view }: TurnSectionProps) {
  const t = await getTranslations('Turn.spynet')
  const { state } = view
  const form = { campaignId, version: view.version }
  return (
    <>
      {view.viewer.decidesFor
        .filter((team) => state.teams[team].tokens.spynet > 0)
        .map((team) => {
          const secretBases = Object.entries(state.control).filter(
            ([, c]) => c?.kind === 'base' && c.team !== team && (view.viewer.role === 'organizer' || c.defense === 'secret'),
          )
          if (secretBases.length === 0) return null
          return (
            <Panel key={team} id={`spynet-${team}`} title={t('title', { team, held: state.teams[team].tokens.spynet })}>
              <TurnForm {...form} type="spynet-reveal" submit={t('reveal')} done={t('revealed')} label={t('label', { team })}>
                <input type="hidden" name="team" value={team} />
                <Select
                  label={t('base')}
                  name="systemId"
                  placeholder={t('chooseBase')}
                  options={secretBases.map(([id]) => ({ value: id, label: systemName(id) }))}
                />
              </TurnForm>
            </Panel>
          )
        })}
    </>
  )
}
