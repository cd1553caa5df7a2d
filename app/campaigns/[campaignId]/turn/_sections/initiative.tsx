// Who has initiative this turn, and why (R-STRAT-INIT).
import { getTranslations } from 'next-intl/server'
import { Panel } from '@/app/_components/ui/panel'
import { otherTeam } from '@/lib/campaign'
import type { TurnSectionProps } from './section-props'

export async function InitiativeSection({ turn }: TurnSectionProps) {
  const t = await getTranslations('Turn.initiative')
  const init = turn.initiative
  return (
    <Panel id="initiative-title" title={t('title')} rule="R-STRAT-INIT">
      <p>
        {init.reason === 'tie-goes-to-rebels'
          ? t('tie', { team: init.team, cp: init.cp.rebels })
          : t('fewer', { team: init.team, cp: init.cp[init.team], otherCp: init.cp[otherTeam(init.team)] })}
      </p>
    </Panel>
  )
}
