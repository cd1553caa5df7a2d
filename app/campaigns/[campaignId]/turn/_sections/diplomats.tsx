// The sealed Diplomats choices of the strategy phase (R-STRAT-DIPLO).
import { getTranslations } from 'next-intl/server'
import { ZONES } from '@/lib/data/map'
import { TurnForm } from '../turn-form'
import { zoneRoman } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { Select } from '@/app/_components/ui/select'
import type { TurnSectionProps } from './section-props'

export async function DiplomatsSection({ campaignId, view, turn }: TurnSectionProps) {
  const t = await getTranslations('Turn.diplomats')
  const terms = await getTranslations('Terms')
  const { state } = view
  const form = { campaignId, version: view.version }
  if (state.phase !== 'strategy') return null
  return (
    <Panel id="diplomats-title" title={t('title')}>
      <ul>
        {(['empire', 'rebels'] as const).map((team) => {
          const choice = state.turnState!.diplomats[team]
          const name = { team: terms('team', { team }) }
          const text = !choice
            ? state.teams[team].tokens.diplomats === 0
              ? t('noToken', name)
              : t('choosing', name)
            : choice.sealed
              ? t('sealed', name)
              : choice.zone === null
                ? t('noMark', name)
                : t('marks', { ...name, zone: zoneRoman(choice.zone) })
          return <li key={team}>{text}</li>
        })}
      </ul>
      {turn.diplomats.mayChoose.map((team) => (
        <TurnForm key={team} {...form} type="choose-diplomats" submit={t('submit', { team })} done={t('done')} label={t('label', { team })}>
          <input type="hidden" name="team" value={team} />
          <Select
            label={t('zone', { team: terms('team', { team }) })}
            name="zone"
            none={t('noZone')}
            options={ZONES.map((z) => ({ value: String(z.id), label: t('zoneOption', { zone: z.roman }) }))}
          />
        </TurnForm>
      ))}
    </Panel>
  )
}
