// Who has initiative this turn, and why (R-STRAT-INIT).
import { TEAM_NAMES } from '@/app/_lib/words'
import { Panel } from '@/app/_components/ui/panel'
import { otherTeam } from '@/lib/campaign'
import type { TurnSectionProps } from './section-props'

export function InitiativeSection({ turn }: TurnSectionProps) {
  const init = turn.initiative
  return (
    <Panel id="initiative-title" title="Initiative">
      <p>
        The {TEAM_NAMES[init.team]} have initiative:{' '}
        {init.reason === 'tie-goes-to-rebels'
          ? `both teams have ${init.cp.rebels} CP, and a tie goes to the Rebels`
          : `they have fewer campaign points (${init.cp[init.team]} against ${init.cp[otherTeam(init.team)]})`}{' '}
        (R-STRAT-INIT).
      </p>
    </Panel>
  )
}
